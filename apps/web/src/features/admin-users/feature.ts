import { defineFeature } from '../../app/feature-manifest.ts';

/** /admin/users (the accounts) and /admin/user-like (anyone's likes and favourites). */
export const adminUsersFeature = defineFeature({
  name: 'admin-users',
  routes: () => ({
    admin: [
      {
        path: 'users',
        handle: { title: '用户管理' },
        lazy: async () => ({ Component: (await import('./pages/admin-users-page.tsx')).AdminUsersPage }),
      },
      {
        path: 'user-like',
        handle: { title: '用户收藏管理' },
        lazy: async () => ({ Component: (await import('./pages/admin-user-likes-page.tsx')).AdminUserLikesPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [
      { group: 'users', path: '/admin/users', label: '用户管理', order: 10 },
      { group: 'favourites', path: '/admin/user-like', label: '用户收藏', order: 10 },
    ],
  },
});
