import { redirect } from 'react-router';
import { defineFeature } from '../../app/feature-manifest.ts';

/** /admin/dashboard, where the back office opens. */
export const adminDashboardFeature = defineFeature({
  name: 'admin-dashboard',
  routes: () => ({
    admin: [
      { index: true, loader: () => redirect('/admin/dashboard') },
      {
        path: 'dashboard',
        handle: { title: '仪表盘' },
        lazy: async () => ({ Component: (await import('./pages/admin-dashboard-page.tsx')).AdminDashboardPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [{ group: 'dashboard', path: '/admin/dashboard', label: '仪表盘', order: 10 }],
  },
});
