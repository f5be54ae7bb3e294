import { queryOptions } from '@tanstack/react-query';
import type { ClickCount, FriendLinkApplyInput, FriendLinksPage } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const friendLinkKeys = { page: ['friend-links', 'public'] as const };

/** GET /public/friend-links: the approved friends by sort order, and the application rules. */
export const friendLinksPageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: friendLinkKeys.page,
    queryFn: () => api.get<FriendLinksPage>('/public/friend-links'),
  });

/** A click on a friend's card; the caller ignores a failure (the site opens anyway). */
export const recordFriendLinkClick = (api: ApiClient, id: number) =>
  api.post<ClickCount>(`/public/friend-links/${id}/click`);

/** POST /public/friend-links/apply: the application goes to the owner for review. */
export const applyForFriendLink = (api: ApiClient, input: FriendLinkApplyInput) =>
  api.post<null>('/public/friend-links/apply', input);
