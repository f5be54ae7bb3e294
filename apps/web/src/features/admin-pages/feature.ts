import { defineFeature } from '../../app/feature-manifest.ts';

/** Custom page management and the page editor. */
export const adminPagesFeature = defineFeature({
  name: 'admin-pages',
  routes: () => ({
    admin: [
      {
        path: 'pages',
        handle: { title: '自定义页面' },
        lazy: async () => ({ Component: (await import('./pages/admin-pages-page.tsx')).AdminPagesPage }),
      },
      {
        path: 'pages/new',
        handle: { title: '新建页面' },
        lazy: async () => ({ Component: (await import('./pages/page-editor-page.tsx')).PageEditorPage }),
      },
      {
        path: 'pages/edit/:id',
        handle: { title: '编辑页面' },
        lazy: async () => ({ Component: (await import('./pages/page-editor-page.tsx')).PageEditorPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [
      { group: 'content', path: '/admin/pages', label: '自定义页面', order: 50, activeUnder: '/admin/pages' },
    ],
  },
});
