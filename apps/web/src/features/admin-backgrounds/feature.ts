import { defineFeature } from '../../app/feature-manifest.ts';

/** /admin/settings/backgrounds: background images per area and the colour theme taken from one. */
export const adminBackgroundsFeature = defineFeature({
  name: 'admin-backgrounds',
  routes: () => ({
    admin: [
      {
        path: 'settings/backgrounds',
        handle: { title: '背景' },
        lazy: async () => ({
          Component: (await import('./pages/admin-backgrounds-page.tsx')).AdminBackgroundsPage,
        }),
      },
    ],
  }),
  nav: { adminSidebar: [{ group: 'settings', path: '/admin/settings/backgrounds', label: '背景', order: 50 }] },
});
