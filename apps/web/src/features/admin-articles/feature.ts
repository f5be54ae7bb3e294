import { defineFeature } from '../../app/feature-manifest.ts';

/** Article management, the article editor and article snapshots. */
export const adminArticlesFeature = defineFeature({
  name: 'admin-articles',
  routes: () => ({
    admin: [
      {
        path: 'articles',
        handle: { title: '文章管理' },
        lazy: async () => ({ Component: (await import('./pages/admin-articles-page.tsx')).AdminArticlesPage }),
      },
      {
        path: 'editor/new',
        handle: { title: '写文章' },
        lazy: async () => ({ Component: (await import('./pages/article-editor-page.tsx')).ArticleEditorPage }),
      },
      {
        path: 'editor/:id',
        handle: { title: '编辑文章' },
        lazy: async () => ({ Component: (await import('./pages/article-editor-page.tsx')).ArticleEditorPage }),
      },
      {
        path: 'article-snapshots',
        handle: { title: '文章快照' },
        lazy: async () => ({ Component: (await import('./pages/article-snapshots-page.tsx')).ArticleSnapshotsPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [
      { group: 'content', path: '/admin/articles', label: '文章管理', order: 10, activeUnder: '/admin/editor' },
      { group: 'content', path: '/admin/article-snapshots', label: '文章快照', order: 20 },
    ],
  },
});
