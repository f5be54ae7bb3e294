import { defineFeature } from '../../app/feature-manifest.ts';

/**
 * Comments: the discussion under each article is part of the article page (exported through
 * index.ts); the reader's own list, /user/comments (spec 02 §2, §9), is loaded on demand.
 */
export const commentsFeature = defineFeature({
  name: 'comments',
  routes: () => ({
    user: [
      {
        path: 'comments',
        handle: { title: '我的评论' },
        lazy: async () => ({ Component: (await import('./pages/my-comments-page.tsx')).MyCommentsPage }),
      },
    ],
  }),
  nav: {
    userArea: [{ path: '/user/comments', label: '我的评论', order: 40, icon: 'comments' }],
  },
});
