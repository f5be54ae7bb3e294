import { defineFeature } from '../../app/feature-manifest.ts';

/**
 * /admin/settings/site (the site's name, tagline, description, logo and favicon, the footer, the
 * page size) and /admin/settings/page-titles (page types and their title templates). Each screen
 * has its own entry in the sidebar's settings group.
 */
export const adminSiteFeature = defineFeature({
  name: 'admin-site',
  routes: () => ({
    admin: [
      {
        path: 'settings/site',
        handle: { title: '站点设置' },
        lazy: async () => ({ Component: (await import('./pages/site-settings-page.tsx')).SiteSettingsPage }),
      },
      {
        path: 'settings/page-titles',
        handle: { title: '页面标题' },
        lazy: async () => ({ Component: (await import('./pages/page-titles-page.tsx')).PageTitlesPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [
      { group: 'settings', path: '/admin/settings/site', label: '站点设置', order: 10 },
      { group: 'settings', path: '/admin/settings/page-titles', label: '页面标题', order: 40 },
    ],
  },
});
