import { defineFeature } from '../../app/feature-manifest.ts';

/** Tag management. */
export const adminTagsFeature = defineFeature({
  name: 'admin-tags',
  routes: () => ({
    admin: [
      {
        path: 'tags',
        handle: { title: '标签管理' },
        lazy: async () => ({ Component: (await import('./pages/tags-page.tsx')).TagsPage }),
      },
    ],
  }),
  nav: { adminSidebar: [{ group: 'content', path: '/admin/tags', label: '标签管理', order: 40 }] },
});
