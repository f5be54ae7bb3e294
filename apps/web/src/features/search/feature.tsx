import { defineFeature, type FeatureContext } from '../../app/feature-manifest.ts';
import { searchQuery } from './api.ts';
import { requestOf, SEARCH_QUERY, searchStateFrom } from './search-params.ts';

/** The results are rendered on the server too; a failed search shows its error on the page, not a 500. */
const loadSearch = async ({ queryClient, api }: FeatureContext, search: URLSearchParams, pathQuery?: string) => {
  const state = searchStateFrom(search, pathQuery);
  if (state.query) await queryClient.prefetchQuery(searchQuery(api, requestOf(state)));
  return null;
};

/** /search?q= and /search/{query}; the search box sits in the top bar. */
export const searchFeature = defineFeature({
  name: 'search',
  routes: (context) => ({
    main: [
      {
        path: 'search',
        lazy: async () => ({ Component: (await import('./pages/search-page.tsx')).SearchPage }),
        handle: { pageType: 'search', title: '搜索', query: SEARCH_QUERY },
        loader: async ({ request }) => loadSearch(context, new URL(request.url).searchParams),
      },
      {
        path: 'search/:query',
        lazy: async () => ({ Component: (await import('./pages/search-page.tsx')).SearchPage }),
        handle: { pageType: 'search', title: '搜索', query: SEARCH_QUERY },
        loader: async ({ request, params }) => loadSearch(context, new URL(request.url).searchParams, params.query),
      },
    ],
  }),
});
