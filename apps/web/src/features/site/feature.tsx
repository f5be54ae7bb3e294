import { defineFeature } from '../../app/feature-manifest.ts';
import { articleListQuery, featuredTagsQuery } from '../articles/index.ts';
import { productListQuery } from '../products/index.ts';
import { HomePage, HOME_ARTICLES, HOME_PRODUCTS } from './pages/home-page.tsx';

/** The home page. */
export const siteFeature = defineFeature({
  name: 'site',
  routes: ({ queryClient, api }) => ({
    main: [
      {
        index: true,
        element: <HomePage />,
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
