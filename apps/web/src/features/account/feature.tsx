import { redirect } from 'react-router';
import { defineFeature } from '../../app/feature-manifest.ts';

/** The signed-in user's area, /user/*: client-only, every page loaded on demand. */
export const accountFeature = defineFeature({
  name: 'account',
  routes: () => ({
    user: [
      { index: true, loader: () => redirect('/user/dashboard') },
      {
        path: 'dashboard',
        handle: { title: '仪表盘' },
        lazy: async () => ({ Component: (await import('./pages/dashboard-page.tsx')).DashboardPage }),
      },
      {
        path: 'profile',
        handle: { title: '个人资料' },
        lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }),
      },
      {
        path: 'interactions',
        handle: { title: '我的收藏' },
        lazy: async () => ({ Component: (await import('./pages/interactions-page.tsx')).InteractionsPage }),
      },
      {
        path: 'settings',
        handle: { title: '账号设置' },
        lazy: async () => ({ Component: (await import('./pages/settings-page.tsx')).SettingsPage }),
      },
    ],
  }),
  nav: {
    userMenu: [
      { path: '/user/profile', label: '个人资料', order: 10 },
      { path: '/user/dashboard', label: '仪表盘', order: 20 },
      { path: '/user/interactions', label: '我的收藏', order: 30 },
      { path: '/user/settings', label: '账号设置', order: 40 },
      // The way into the back office, whose own manifests load only there (app/admin-features.ts).
      { path: '/admin/dashboard', label: '管理后台', order: 90, adminOnly: true },
    ],
    userArea: [
      { path: '/user/dashboard', label: '仪表盘', order: 10, icon: 'dashboard' },
      { path: '/user/profile', label: '个人资料', order: 20, icon: 'profile' },
      { path: '/user/interactions', label: '我的收藏', order: 30, icon: 'favourites' },
      { path: '/user/settings', label: '账号设置', order: 50, icon: 'settings' },
    ],
    // Spec 01 §2: the admin settings group links to the personal profile.
    adminSidebar: [{ group: 'settings', path: '/user/profile', label: '个人资料', order: 70 }],
  },
});
