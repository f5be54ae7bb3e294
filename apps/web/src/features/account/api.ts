import { queryOptions } from '@tanstack/react-query';
import type { AccountCodeType, ChangeEmailInput, ProfileUpdate, User } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** Spec 01 §7: the profile fields travel as query parameters, with no body. */
export const updateProfile = (api: ApiClient, changes: ProfileUpdate) =>
  api.put<User>('/user/profile', undefined, { params: changes });

export const sendAccountCode = (api: ApiClient, email: string, codeType: AccountCodeType) =>
  api.post<null>('/email/send-code', { email, codeType });

export const verifyAccountCode = (api: ApiClient, email: string, code: string, codeType: AccountCodeType) =>
  api.post<boolean>('/email/verify-code', { email, code, codeType });

export const verifyPassword = (api: ApiClient, currentPassword: string) =>
  api.post<boolean>('/user/verify-password', { currentPassword });

export const changePassword = (api: ApiClient, currentPassword: string, newPassword: string) =>
  api.put<null>('/user/change-password', { currentPassword, newPassword });

export const changeEmail = (api: ApiClient, input: ChangeEmailInput) => api.put<User>('/user/change-email', input);

export interface InteractionStats {
  likedArticlesCount: number;
  favoriteProductsCount: number;
  totalInteractions: number;
}

/** Changed by likes and favourites on the public pages: never taken as fresh. */
export const interactionStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'interaction-stats'],
    queryFn: () => api.get<InteractionStats>('/user/interactions/stats'),
    staleTime: 0,
  });
