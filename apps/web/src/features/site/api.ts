import { queryOptions } from '@tanstack/react-query';
import type { SiteInfo } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const siteKeys = { info: ['site', 'info'] as const };

export const siteInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: siteKeys.info,
    queryFn: () => api.get<SiteInfo>('/public/site/info'),
    staleTime: 5 * 60_000,
  });

export const matchPageType = (api: ApiClient, path: string) =>
  api.post<{ pageType: string }>('/public/site/match-page-type', { path });

export const formatTitle = (
  api: ApiClient,
  body: { pageType: string; title?: string; parameters: Record<string, string> },
) => api.post<{ formattedTitle: string }>('/public/site/format-title', body);
