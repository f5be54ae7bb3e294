import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClickCount, PublicSocialLink } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const socialLinkKeys = { public: ['social-links', 'public'] as const };

/**
 * GET /public/social-links: every active link by sort order. One list serves both /social-links
 * and the footer's featured icons, which every public page shows: it changes rarely, so it is
 * kept fresh for ten minutes and a page navigation never asks again.
 */
export const publicSocialLinksQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: socialLinkKeys.public,
    queryFn: () => api.get<PublicSocialLink[]>('/public/social-links'),
    staleTime: 10 * 60_000,
    // Every public page waits for it on the server: a failure is not worth a second wait (the
    // footer goes without, /social-links offers to try again).
    retry: false,
  });

/**
 * For the loaders (the main layout's, for the footer, and /social-links'): puts the links into the
 * server-rendered HTML. Never throws: a page shows without them (the page then offers to retry).
 */
export const loadSocialLinks = (queryClient: QueryClient, api: ApiClient): Promise<void> =>
  queryClient.prefetchQuery(publicSocialLinksQuery(api));

/** A click on a link; the caller ignores a failure (the link opens anyway). */
export const recordSocialLinkClick = (api: ApiClient, id: number) =>
  api.post<ClickCount>(`/public/social-links/${id}/click`);
