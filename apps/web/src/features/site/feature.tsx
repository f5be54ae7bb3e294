import { defineFeature } from '../../app/feature-manifest.ts';
import { articleListQuery, featuredTagsQuery } from '../articles/index.ts';
import { productListQuery } from '../products/index.ts';
import { HOME_ARTICLES, HOME_PRODUCTS } from './home-lists.ts';

/** The home page. */
export const siteFeature = defineFeature({
  name: 'site',
  routes: ({ queryClient, api }) => ({
    main: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).HomePage }),
        handle: { pageType: 'home' },
        loader: async () => {
          await Promise.all([
            queryClient.ensureQueryData(articleListQuery(api, HOME_ARTICLES)),
            queryClient.ensureQueryData(featuredTagsQuery(api)),
            queryClient.ensureQueryData(productListQuery(api, HOME_PRODUCTS)),
          ]);
          return null;
        },
      },
    ],
  }),
  nav: { topBar: [{ path: '/', label: '首页', order: 10 }] },
});
