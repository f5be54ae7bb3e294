import { queryOptions } from '@tanstack/react-query';
import type { PublicPage, PublicPageSummary } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const pageKeys = {
  all: ['pages'] as const,
  list: ['pages', 'list'] as const,
  detail: (slug: string) => ['pages', 'detail', slug] as const,
};

/** The published pages shown in the /pages list, by sort order. */
export const publicPagesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: pageKeys.list, queryFn: () => api.get<PublicPageSummary[]>('/public/pages') });

/** One published page, rendered and sanitised by the server. */
export const publicPageQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: () => api.get<PublicPage>(`/public/pages/${encodeURIComponent(slug)}`),
  });
