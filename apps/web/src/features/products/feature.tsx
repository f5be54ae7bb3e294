import type { ProductDetail } from '@app/contract';
import { defineFeature } from '../../app/feature-manifest.ts';
import { orNotFound } from '../../shared/api/not-found.ts';
import { loadProduct, loadProductList, type ProductListLoaderData } from './loaders.ts';
import { productMeta } from './product-page-meta.ts';
import { PRODUCT_LIST_QUERY } from './list-params.ts';

/** The wardrobe (好物): /products and /products/{slug}. */
export const productsFeature = defineFeature({
  name: 'products',
  routes: (context) => ({
    main: [
      {
        path: 'products',
        lazy: async () => ({ Component: (await import('./pages/product-list-page.tsx')).ProductListPage }),
        handle: {
          pageType: 'product-list',
          title: (d) => (d as ProductListLoaderData | undefined)?.categoryName ?? '好物',
          query: PRODUCT_LIST_QUERY,
        },
        loader: async ({ request }) => loadProductList(context.queryClient, context.api, new URL(request.url)),
      },
      {
        path: 'products/:slug',
        lazy: async () => ({ Component: (await import('./pages/product-page.tsx')).ProductPage }),
        handle: {
          pageType: 'product',
          title: (d) => (d as ProductDetail | undefined)?.name,
          meta: productMeta,
        },
        loader: async ({ params }) => orNotFound(loadProduct(context.queryClient, context.api, params.slug ?? '')),
      },
    ],
  }),
  nav: { topBar: [{ path: '/products', label: '好物', order: 30 }] },
});
