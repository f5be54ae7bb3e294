import { queryOptions } from '@tanstack/react-query';
import type {
  AccountCodeType,
  ChangeEmailInput,
  ChangePasswordInput,
  InteractionStats,
  ProfileUpdate,
  SendCodeInput,
  User,
  VerifyCodeInput,
  VerifyPasswordInput,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** Spec 01 §7: the profile fields travel as query parameters, with no body. */
export const updateProfile = (api: ApiClient, changes: ProfileUpdate) =>
  api.put<User>('/user/profile', undefined, { params: changes });

export const sendAccountCode = (api: ApiClient, email: string, codeType: AccountCodeType) =>
  api.post<null>('/email/send-code', { email, codeType } satisfies SendCodeInput);

export const verifyAccountCode = (api: ApiClient, email: string, code: string, codeType: AccountCodeType) =>
  api.post<boolean>('/email/verify-code', { email, code, codeType } satisfies VerifyCodeInput);

export const verifyPassword = (api: ApiClient, currentPassword: string) =>
  api.post<boolean>('/user/verify-password', { currentPassword } satisfies VerifyPasswordInput);

export const changePassword = (api: ApiClient, currentPassword: string, newPassword: string) =>
  api.put<null>('/user/change-password', { currentPassword, newPassword } satisfies ChangePasswordInput);

export const changeEmail = (api: ApiClient, input: ChangeEmailInput) => api.put<User>('/user/change-email', input);

/** Changed by likes and favourites on the public pages: never taken as fresh. */
export const interactionStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'interaction-stats'],
    queryFn: () => api.get<InteractionStats>('/user/interactions/stats'),
    staleTime: 0,
  });
