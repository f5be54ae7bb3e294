import type { ArticleDetail } from '@app/contract';
import { defineFeature } from '../../app/feature-manifest.ts';
import { orNotFound } from '../../shared/api/not-found.ts';
import { loadArticleComments } from '../comments/index.ts';
import { siteInfoQuery } from '../site/index.ts';
import { articleListQuery, articleQuery } from './api.ts';
import { ARTICLE_LIST_QUERY, listParamsFrom } from './list-params.ts';
import { articleMeta } from './article-page-meta.ts';

/** /articles and /articles/{slug}. */
export const articlesFeature = defineFeature({
  name: 'articles',
  routes: (context) => ({
    main: [
      {
        path: 'articles',
        lazy: async () => ({ Component: (await import('./pages/article-list-page.tsx')).ArticleListPage }),
        handle: { pageType: 'article-list', title: '文章', query: ARTICLE_LIST_QUERY },
        loader: async ({ request }) => {
          const { pageSize } = await context.queryClient.ensureQueryData(siteInfoQuery(context.api));
          const { sortKey: _sortKey, ...params } = listParamsFrom(new URL(request.url).searchParams, pageSize);
          await context.queryClient.ensureQueryData(articleListQuery(context.api, params));
          return null;
        },
      },
      {
        path: 'articles/:slug',
        lazy: async () => ({ Component: (await import('./pages/article-page.tsx')).ArticlePage }),
        handle: {
          pageType: 'article',
          title: (d) => (d as ArticleDetail | undefined)?.title,
          meta: articleMeta,
        },
        loader: async ({ params }) => {
          const article = await orNotFound(
            context.queryClient.ensureQueryData(articleQuery(context.api, params.slug ?? '')),
          );
          // The first page of the discussion goes into the server-rendered HTML too.
          await loadArticleComments(context.queryClient, context.api, article.id);
          return article;
        },
      },
    ],
  }),
  nav: { topBar: [{ path: '/articles', label: '文章', order: 20 }] },
});
