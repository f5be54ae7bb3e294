import { defineFeature } from '../../app/feature-manifest.ts';
import { articleListQuery, featuredTagsQuery } from '../articles/index.ts';
import { productListQuery } from '../products/index.ts';
import { HOME_ARTICLES, HOME_PRODUCTS } from './home-lists.ts';

/** The home page. */
export const siteFeature = defineFeature({
  name: 'site',
  routes: (context) => ({
    main: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).HomePage }),
        handle: { pageType: 'home' },
        loader: async () => {
          await Promise.all([
            context.queryClient.ensureQueryData(articleListQuery(context.api, HOME_ARTICLES)),
            context.queryClient.ensureQueryData(featuredTagsQuery(context.api)),
            context.queryClient.ensureQueryData(productListQuery(context.api, HOME_PRODUCTS)),
          ]);
          return null;
        },
      },
    ],
  }),
  nav: { topBar: [{ path: '/', label: '首页', order: 10 }] },
});
