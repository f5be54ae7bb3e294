import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResult, SearchType } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export interface SearchParams {
  query: string;
  type: SearchType;
  /** Zero-based, as the server counts. */
  page: number;
  size: number;
}

export const searchKeys = { results: (p: SearchParams) => ['search', p] as const };

export const searchQuery = (api: ApiClient, p: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(p),
    queryFn: () =>
      api.get<SearchResult>('/public/search', { params: { query: p.query, type: p.type, page: p.page, size: p.size } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
