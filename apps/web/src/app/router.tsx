import { redirect, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../shared/api/api-client.ts';
import { siteInfoQuery } from '../features/site/api.ts';
import { HomePage, HOME_ARTICLES, HOME_PRODUCTS } from '../features/site/pages/home-page.tsx';
import { articleListQuery, articleQuery, featuredTagsQuery, listParamsFrom } from '../features/articles/index.ts';
import { ArticleListPage } from '../features/articles/pages/article-list-page.tsx';
import { ArticlePage } from '../features/articles/pages/article-page.tsx';
import { publicPageQuery, publicPagesQuery } from '../features/pages/index.ts';
import { PageListPage } from '../features/pages/pages/page-list-page.tsx';
import { PageViewPage } from '../features/pages/pages/page-view-page.tsx';
import type { ArticleDetail } from '@app/contract';
import type { PublicPage } from '@app/contract';
import { articleMeta, productMeta } from './page-meta.ts';
import {
  loadProduct,
  loadProductList,
  productListQuery,
  ProductListPage,
  ProductPage,
  type ProductListLoaderData,
} from '../features/products/index.ts';
import type { ProductDetail } from '@app/contract';
import { orNotFound } from './not-found.ts';
import { requestOf, searchQuery, searchStateFrom, SearchPage } from '../features/search/index.ts';
import { LoginPage, RegisterPage } from '../features/auth/index.ts';
import { LoadingScreen } from '../shared/ui/loading-screen.tsx';
import { RootLayout } from './root-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { SimpleLayout } from './layouts/simple-layout.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';
import type { RouteHandle } from './route-handle.ts';

const handle = (h: RouteHandle) => h;

/**
 * The one route table (spec 01 §2). Public routes are rendered on the server and must not be
 * lazy; /user/* and /admin/* are client-only and load on demand.
 */
export function createRoutes({ queryClient, api }: { queryClient: QueryClient; api: ApiClient }): RouteObject[] {
  /** The results are rendered on the server too; a failed search shows its error on the page, not a 500. */
  const loadSearch = async (search: URLSearchParams, pathQuery?: string) => {
    const state = searchStateFrom(search, pathQuery);
    if (state.query) await queryClient.prefetchQuery(searchQuery(api, requestOf(state)));
    return null;
  };

  const withSiteInfo = async () => {
    await queryClient.ensureQueryData(siteInfoQuery(api));
    return null;
  };
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          id: 'main',
          element: <MainLayout />,
          loader: withSiteInfo,
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              element: <HomePage />,
              handle: handle({ pageType: 'home' }),
              loader: async () => {
                await Promise.all([
                  queryClient.ensureQueryData(articleListQuery(api, HOME_ARTICLES)),
                  queryClient.ensureQueryData(featuredTagsQuery(api)),
                  queryClient.ensureQueryData(productListQuery(api, HOME_PRODUCTS)),
                ]);
                return null;
              },
            },
            {
              path: 'articles',
              element: <ArticleListPage />,
              handle: handle({ pageType: 'article-list', title: '文章' }),
              loader: async ({ request }) => {
                const { sortKey: _sortKey, ...params } = listParamsFrom(new URL(request.url).searchParams);
                await queryClient.ensureQueryData(articleListQuery(api, params));
                return null;
              },
            },
            {
              path: 'articles/:slug',
              element: <ArticlePage />,
              handle: handle({
                pageType: 'article',
                title: (d) => (d as ArticleDetail | undefined)?.title,
                meta: articleMeta,
              }),
              loader: async ({ params }) =>
                orNotFound(queryClient.ensureQueryData(articleQuery(api, params.slug ?? ''))),
            },
            {
              path: 'products',
              element: <ProductListPage />,
              handle: handle({
                pageType: 'product-list',
                title: (d) => (d as ProductListLoaderData | undefined)?.categoryName ?? '好物',
              }),
              loader: async ({ request }) => loadProductList(queryClient, api, new URL(request.url)),
            },
            {
              path: 'products/:slug',
              element: <ProductPage />,
              handle: handle({
                pageType: 'product',
                title: (d) => (d as ProductDetail | undefined)?.name,
                meta: productMeta,
              }),
              loader: async ({ params }) => orNotFound(loadProduct(queryClient, api, params.slug ?? '')),
            },
            {
              path: 'search',
              element: <SearchPage />,
              handle: handle({ pageType: 'search', title: '搜索' }),
              loader: async ({ request }) => loadSearch(new URL(request.url).searchParams),
            },
            {
              path: 'search/:query',
              element: <SearchPage />,
              handle: handle({ pageType: 'search', title: '搜索' }),
              loader: async ({ request, params }) => loadSearch(new URL(request.url).searchParams, params.query),
            },
            {
              path: 'pages',
              element: <PageListPage />,
              handle: handle({ pageType: 'page', title: '页面' }),
              loader: async () => {
                await queryClient.ensureQueryData(publicPagesQuery(api));
                return null;
              },
            },
            {
              path: 'pages/:slug',
              element: <PageViewPage />,
              handle: handle({ pageType: 'page', title: (d) => (d as PublicPage | undefined)?.title }),
              loader: async ({ params }) =>
                orNotFound(queryClient.ensureQueryData(publicPageQuery(api, params.slug ?? ''))),
            },
            { path: '*', element: <NotFoundPage />, handle: handle({ pageType: 'not-found', notFound: true }) },
          ],
        },
        {
          path: 'auth',
          element: <SimpleLayout />,
          loader: withSiteInfo,
          children: [
            { index: true, loader: () => redirect('/auth/login') },
            { path: 'login', element: <LoginPage />, handle: handle({ pageType: 'login', title: '登录' }) },
            { path: 'register', element: <RegisterPage />, handle: handle({ pageType: 'register', title: '注册' }) },
          ],
        },
        {
          path: 'user',
          loader: withSiteInfo,
          lazy: async () => ({ Component: (await import('./layouts/user-layout.tsx')).UserLayout }),
          children: [
            { index: true, loader: () => redirect('/user/dashboard') },
            {
              path: 'dashboard',
              handle: handle({ title: '仪表盘' }),
              lazy: async () => ({
                Component: (await import('../features/account/pages/dashboard-page.tsx')).DashboardPage,
              }),
            },
            {
              path: 'profile',
              handle: handle({ title: '个人资料' }),
              lazy: async () => ({
                Component: (await import('../features/account/pages/profile-page.tsx')).ProfilePage,
              }),
            },
            {
              path: 'interactions',
              handle: handle({ title: '我的收藏' }),
              lazy: async () => ({
                Component: (await import('../features/account/pages/interactions-page.tsx')).InteractionsPage,
              }),
            },
            {
              path: 'settings',
              handle: handle({ title: '账号设置' }),
              lazy: async () => ({
                Component: (await import('../features/account/pages/settings-page.tsx')).SettingsPage,
              }),
            },
            { path: '*', element: <NotFoundPage />, handle: handle({ pageType: 'not-found', notFound: true }) },
          ],
        },
        {
          path: 'admin',
          loader: withSiteInfo,
          lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
          children: [
            { index: true, loader: () => redirect('/admin/dashboard') },
            {
              path: 'dashboard',
              handle: handle({ title: '仪表盘' }),
              lazy: async () => ({
                Component: (await import('../features/admin-dashboard/pages/admin-dashboard-page.tsx'))
                  .AdminDashboardPage,
              }),
            },
            {
              path: 'articles',
              handle: handle({ title: '文章管理' }),
              lazy: async () => ({
                Component: (await import('../features/admin-articles/pages/admin-articles-page.tsx')).AdminArticlesPage,
              }),
            },
            {
              path: 'editor/new',
              handle: handle({ title: '写文章' }),
              lazy: async () => ({
                Component: (await import('../features/admin-articles/pages/article-editor-page.tsx')).ArticleEditorPage,
              }),
            },
            {
              path: 'editor/:id',
              handle: handle({ title: '编辑文章' }),
              lazy: async () => ({
                Component: (await import('../features/admin-articles/pages/article-editor-page.tsx')).ArticleEditorPage,
              }),
            },
            {
              path: 'article-snapshots',
              handle: handle({ title: '文章快照' }),
              lazy: async () => ({
                Component: (await import('../features/admin-articles/pages/article-snapshots-page.tsx'))
                  .ArticleSnapshotsPage,
              }),
            },
            {
              path: 'tags',
              handle: handle({ title: '标签管理' }),
              lazy: async () => ({ Component: (await import('../features/admin-tags/pages/tags-page.tsx')).TagsPage }),
            },
            {
              path: 'pages',
              handle: handle({ title: '自定义页面' }),
              lazy: async () => ({
                Component: (await import('../features/admin-pages/pages/admin-pages-page.tsx')).AdminPagesPage,
              }),
            },
            {
              path: 'pages/new',
              handle: handle({ title: '新建页面' }),
              lazy: async () => ({
                Component: (await import('../features/admin-pages/pages/page-editor-page.tsx')).PageEditorPage,
              }),
            },
            {
              path: 'pages/edit/:id',
              handle: handle({ title: '编辑页面' }),
              lazy: async () => ({
                Component: (await import('../features/admin-pages/pages/page-editor-page.tsx')).PageEditorPage,
              }),
            },
            {
              path: 'products',
              handle: handle({ title: '商品管理' }),
              lazy: async () => ({
                Component: (await import('../features/admin-products/pages/products-page.tsx')).ProductsPage,
              }),
            },
            {
              path: 'products/new',
              handle: handle({ title: '新建商品' }),
              lazy: async () => ({
                Component: (await import('../features/admin-products/pages/product-editor-page.tsx')).ProductEditorPage,
              }),
            },
            {
              path: 'products/edit/:id',
              handle: handle({ title: '编辑商品' }),
              lazy: async () => ({
                Component: (await import('../features/admin-products/pages/product-editor-page.tsx')).ProductEditorPage,
              }),
            },
            {
              path: 'product-snapshots',
              handle: handle({ title: '商品快照' }),
              lazy: async () => ({
                Component: (await import('../features/admin-products/pages/product-snapshots-page.tsx'))
                  .ProductSnapshotsPage,
              }),
            },
            {
              path: 'categories',
              handle: handle({ title: '分类管理' }),
              lazy: async () => ({
                Component: (await import('../features/admin-products/pages/categories-page.tsx')).CategoriesPage,
              }),
            },
            {
              path: 'settings/error-reports',
              handle: handle({ title: '错误报告' }),
              lazy: async () => ({
                Component: (await import('../features/admin-error-reports/pages/error-reports-page.tsx'))
                  .ErrorReportsPage,
              }),
            },
            { path: '*', element: <NotFoundPage />, handle: handle({ pageType: 'not-found', notFound: true }) },
          ],
        },
      ],
    },
  ];
}
