import type { ArticleDetail } from '@app/contract';
import { defineFeature } from '../../app/feature-manifest.ts';
import { orNotFound } from '../../shared/api/not-found.ts';
import { loadArticleComments } from '../comments/index.ts';
import { articleListQuery, articleQuery } from './api.ts';
import { ARTICLE_LIST_QUERY, listParamsFrom } from './list-params.ts';
import { articleMeta } from './article-page-meta.ts';
import { ArticleListPage } from './pages/article-list-page.tsx';
import { ArticlePage } from './pages/article-page.tsx';

/** /articles and /articles/{slug}; the about and privacy articles in the footer. */
export const articlesFeature = defineFeature({
  name: 'articles',
  routes: ({ queryClient, api }) => ({
    main: [
      {
        path: 'articles',
        element: <ArticleListPage />,
        handle: { pageType: 'article-list', title: '文章', query: ARTICLE_LIST_QUERY },
        loader: async ({ request }) => {
          const { sortKey: _sortKey, ...params } = listParamsFrom(new URL(request.url).searchParams);
          await queryClient.ensureQueryData(articleListQuery(api, params));
          return null;
        },
      },
      {
        path: 'articles/:slug',
        element: <ArticlePage />,
        handle: {
          pageType: 'article',
          title: (d) => (d as ArticleDetail | undefined)?.title,
          meta: articleMeta,
        },
        loader: async ({ params }) => {
          const article = await orNotFound(queryClient.ensureQueryData(articleQuery(api, params.slug ?? '')));
          // The first page of the discussion goes into the server-rendered HTML too.
          await loadArticleComments(queryClient, api, article.id);
          return article;
        },
      },
    ],
  }),
  nav: {
    topBar: [{ path: '/articles', label: '文章', order: 20 }],
    // Fixed articles, created on first start.
    footer: [
      { path: '/articles/about', label: '关于我', order: 10 },
      { path: '/articles/privacy', label: '隐私政策', order: 30 },
    ],
  },
});
