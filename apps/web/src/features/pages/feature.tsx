import type { PublicPage } from '@app/contract';
import { defineFeature } from '../../app/feature-manifest.ts';
import { orNotFound } from '../../shared/api/not-found.ts';
import { publicPageQuery, publicPagesQuery } from './api.ts';

/** Custom pages: /pages and /pages/{slug} (the footer's 关于我 and 隐私政策 point at two of them by default). */
export const pagesFeature = defineFeature({
  name: 'pages',
  routes: (context) => ({
    main: [
      {
        path: 'pages',
        lazy: async () => ({ Component: (await import('./pages/page-list-page.tsx')).PageListPage }),
        handle: { pageType: 'page', title: '页面' },
        loader: async () => {
          await context.queryClient.ensureQueryData(publicPagesQuery(context.api));
          return null;
        },
      },
      {
        path: 'pages/:slug',
        lazy: async () => ({ Component: (await import('./pages/page-view-page.tsx')).PageViewPage }),
        handle: { pageType: 'page', title: (d) => (d as PublicPage | undefined)?.title },
        loader: async ({ params }) =>
          orNotFound(context.queryClient.ensureQueryData(publicPageQuery(context.api, params.slug ?? ''))),
      },
    ],
  }),
  nav: {
    topBar: [{ path: '/pages', label: '页面', order: 60 }],
  },
});
