import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminFriendLinkQuery, FriendLink, FriendLinkInput, FriendLinkRules, PageResult } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** The table's pages sit under `all`, refetched after every change; the rules apart (no row action touches them). */
export const friendLinkKeys = {
  all: ['admin', 'friend-links'] as const,
  rules: ['admin', 'friend-link-rules'] as const,
};

/** GET /admin/friend-links: newest first, filtered by status and keyword. */
export const adminFriendLinksQuery = (api: ApiClient, p: AdminFriendLinkQuery) =>
  queryOptions({
    queryKey: [...friendLinkKeys.all, 'list', p],
    queryFn: () =>
      api.get<PageResult<FriendLink>>('/admin/friend-links', {
        params: {
          page: p.page,
          size: p.size,
          ...(p.status ? { status: p.status } : {}),
          ...(p.keyword ? { keyword: p.keyword } : {}),
        } satisfies AdminFriendLinkQuery,
      }),
    placeholderData: keepPreviousData,
  });

/** The application rules /friends shows; read afresh whenever the editor opens. */
export const friendLinkRulesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: friendLinkKeys.rules,
    queryFn: () => api.get<FriendLinkRules>('/admin/friend-links/rules'),
    staleTime: 0,
  });

export const createFriendLink = (api: ApiClient, body: FriendLinkInput) =>
  api.post<FriendLink>('/admin/friend-links', body);
export const updateFriendLink = (api: ApiClient, id: number, body: FriendLinkInput) =>
  api.put<FriendLink>(`/admin/friend-links/${id}`, body);
export const approveFriendLink = (api: ApiClient, id: number) =>
  api.post<FriendLink>(`/admin/friend-links/${id}/approve`);
export const rejectFriendLink = (api: ApiClient, id: number) =>
  api.post<FriendLink>(`/admin/friend-links/${id}/reject`);
export const deleteFriendLink = (api: ApiClient, id: number) => api.delete<null>(`/admin/friend-links/${id}`);
export const saveFriendLinkRules = (api: ApiClient, body: FriendLinkRules) =>
  api.put<FriendLinkRules>('/admin/friend-links/rules', body);
