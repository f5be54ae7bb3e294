import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchQuery, SearchResult } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const searchKeys = { results: (p: SearchQuery) => ['search', p] as const };

/** Page zero-based, as the server counts. */
export const searchQuery = (api: ApiClient, p: SearchQuery) =>
  queryOptions({
    queryKey: searchKeys.results(p),
    queryFn: () =>
      api.get<SearchResult>('/public/search', { params: { query: p.query, type: p.type, page: p.page, size: p.size } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
