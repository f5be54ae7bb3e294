import { defineFeature } from '../../app/feature-manifest.ts';

/** The error reports browsers sent, under the settings group. */
export const adminErrorReportsFeature = defineFeature({
  name: 'admin-error-reports',
  routes: () => ({
    admin: [
      {
        path: 'settings/error-reports',
        handle: { title: '错误报告' },
        lazy: async () => ({ Component: (await import('./pages/error-reports-page.tsx')).ErrorReportsPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [{ group: 'settings', path: '/admin/settings/error-reports', label: '错误报告', order: 60 }],
  },
});
