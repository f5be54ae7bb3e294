import { defineFeature } from '../../app/feature-manifest.ts';
import { friendLinksPageQuery } from './api.ts';

/** Friend links (友链): /friends, the grid of friends and the application form. */
export const friendLinksFeature = defineFeature({
  name: 'friend-links',
  routes: (context) => ({
    main: [
      {
        path: 'friends',
        lazy: async () => ({ Component: (await import('./pages/friends-page.tsx')).FriendsPage }),
        handle: { pageType: 'friends', title: '友链' },
        loader: async () => {
          // Into the server-rendered HTML; a failure is the page's own message ('加载友链失败'), not a 500.
          await context.queryClient.prefetchQuery(friendLinksPageQuery(context.api));
          return null;
        },
      },
    ],
  }),
  nav: { topBar: [{ path: '/friends', label: '友链', order: 40 }] },
});
