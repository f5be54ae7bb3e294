import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserQuery,
  ArticleSummary,
  DeleteWithCodeInput,
  InteractionStats,
  PageRequest,
  PageResult,
  ProductSummary,
  RegistrationSettings,
  User,
  UserStatusChange,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** Both screens' lists sit under `all`, refetched after every change. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  interactions: (userId: number) => ['admin', 'users', 'interactions', userId] as const,
};

/** GET /admin/users/search with a keyword, else GET /admin/users (spec 02 §7). */
export const adminUsersQuery = (api: ApiClient, p: AdminUserQuery) =>
  queryOptions({
    queryKey: [...adminUserKeys.all, 'list', p],
    queryFn: () =>
      api.get<PageResult<AdminUser>>(p.keyword ? '/admin/users/search' : '/admin/users', {
        params: { page: p.page, size: p.size, ...(p.keyword ? { keyword: p.keyword } : {}) } satisfies AdminUserQuery,
      }),
    placeholderData: keepPreviousData,
  });

export const registrationSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'registration-settings'],
    queryFn: () => api.get<RegistrationSettings>('/admin/users/registration-settings'),
  });
export const saveRegistrationSettings = (api: ApiClient, body: RegistrationSettings) =>
  api.put<RegistrationSettings>('/admin/users/registration-settings', body);

export const approveUser = (api: ApiClient, id: number) => api.post<User>(`/admin/users/${id}/approve`, {});
export const setUserStatus = (api: ApiClient, id: number, status: UserStatusChange['status']) =>
  api.patch<User>(`/admin/users/${id}/status`, { status } satisfies UserStatusChange);
export const sendUserDeleteCode = (api: ApiClient, id: number) => api.post<null>(`/admin/users/${id}/send-delete-code`);
export const deleteUser = (api: ApiClient, id: number, verificationCode: string) =>
  api.delete<null>(`/admin/users/${id}`, { data: { verificationCode } satisfies DeleteWithCodeInput });

const base = (userId: number) => `/admin/user-interactions/${userId}`;

export const userInteractionStatsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: [...adminUserKeys.interactions(userId), 'stats'],
    queryFn: () => api.get<InteractionStats>(`${base(userId)}/stats`),
  });

export const userLikedArticlesQuery = (api: ApiClient, userId: number, page: PageRequest) =>
  queryOptions({
    queryKey: [...adminUserKeys.interactions(userId), 'liked-articles', page],
    queryFn: () =>
      api.get<PageResult<ArticleSummary>>(`${base(userId)}/liked-articles`, {
        params: { page: page.page, size: page.size } satisfies PageRequest,
      }),
    placeholderData: keepPreviousData,
  });

export const userFavoriteProductsQuery = (api: ApiClient, userId: number, page: PageRequest) =>
  queryOptions({
    queryKey: [...adminUserKeys.interactions(userId), 'favorite-products', page],
    queryFn: () =>
      api.get<PageResult<ProductSummary>>(`${base(userId)}/favorite-products`, {
        params: { page: page.page, size: page.size } satisfies PageRequest,
      }),
    placeholderData: keepPreviousData,
  });

export const removeUserLike = (api: ApiClient, userId: number, articleId: number) =>
  api.delete<null>(`${base(userId)}/liked-articles/${articleId}`);
export const removeUserFavorite = (api: ApiClient, userId: number, productId: number) =>
  api.delete<null>(`${base(userId)}/favorite-products/${productId}`);
