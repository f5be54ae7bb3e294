import { defineFeature } from '../../app/feature-manifest.ts';

/** /admin/social-links: the owner's social links, shown on /social-links and (featured ones) in the footer. */
export const adminSocialLinksFeature = defineFeature({
  name: 'admin-social-links',
  routes: () => ({
    admin: [
      {
        path: 'social-links',
        handle: { title: '社交媒体' },
        lazy: async () => ({
          Component: (await import('./pages/admin-social-links-page.tsx')).AdminSocialLinksPage,
        }),
      },
    ],
  }),
  nav: { adminSidebar: [{ group: 'settings', path: '/admin/social-links', label: '社交媒体', order: 20 }] },
});
