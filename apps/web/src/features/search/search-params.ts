import type { SearchQuery, SearchType } from '@app/contract';

export type SearchTab = 'all' | 'articles' | 'products';
export const SEARCH_TABS: SearchTab[] = ['all', 'articles', 'products'];

/** The 全部 tab shows the first few of each kind; the others page through one kind. */
const TAB_REQUEST: Record<SearchTab, { type: SearchType; size: number }> = {
  all: { type: 'ALL', size: 6 },
  articles: { type: 'ARTICLE', size: 10 },
  products: { type: 'PRODUCT', size: 12 },
};

export interface SearchPageState {
  query: string;
  tab: SearchTab;
  /** One-based, as the address shows it. */
  page: number;
}

/** The query parameters searchStateFrom reads: the search pages declare them (RouteHandle.query). */
export const SEARCH_QUERY = ['page', 'q', 'tab'] as const;

/**
 * What /search?q=…&tab=…&page=… asks for; a path segment after 'search' (/search/博客) is the
 * query too (spec 01 §2).
 */
export function searchStateFrom(search: URLSearchParams, pathQuery?: string): SearchPageState {
  const tab = search.get('tab');
  const page = Number(search.get('page'));
  return {
    query: (search.get('q') ?? pathQuery ?? '').trim(),
    tab: SEARCH_TABS.includes(tab as SearchTab) ? (tab as SearchTab) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function requestOf(state: SearchPageState): SearchQuery {
  const { type, size } = TAB_REQUEST[state.tab];
  return { query: state.query, type, size, page: state.tab === 'all' ? 0 : state.page - 1 };
}

/** The address of a search: /search?q=…, with the tab and page when not the first. */
export function searchHref(query: string, tab: SearchTab = 'all', page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (tab !== 'all') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
