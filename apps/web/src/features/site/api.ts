import { queryOptions } from '@tanstack/react-query';
import type {
  FormatTitleInput,
  FormatTitleResult,
  MatchPageTypeInput,
  MatchPageTypeResult,
  PageTitleSteps,
  SiteAppearance,
  SiteInfo,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const siteKeys = { info: ['site', 'info'] as const, appearance: ['site', 'appearance'] as const };

export const siteInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: siteKeys.info,
    queryFn: () => api.get<SiteInfo>('/public/site/info'),
    staleTime: 5 * 60_000,
  });

const matchPageType = (api: ApiClient, path: string) =>
  api.post<MatchPageTypeResult>('/public/site/match-page-type', { path } satisfies MatchPageTypeInput);

const formatTitle = (api: ApiClient, body: FormatTitleInput) =>
  api.post<FormatTitleResult>('/public/site/format-title', body);

/** The title's two steps asked of the API (the browser's; a server render without its own). */
export const pageTitleStepsOf = (api: ApiClient): PageTitleSteps => ({
  matchPageType: (path) => matchPageType(api, path),
  formatTitle: (input) => formatTitle(api, input),
});

/** The site's colour theme and backgrounds: every page is drawn with them (on the server too). */
export const appearanceQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: siteKeys.appearance,
    queryFn: () => api.get<SiteAppearance>('/public/site/appearance'),
    staleTime: 5 * 60_000,
  });
