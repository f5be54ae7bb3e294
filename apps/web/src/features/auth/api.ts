import type {
  PasswordResetInput,
  PasswordResetSendCodeInput,
  PasswordResetVerifyInput,
  RegisterInput,
  RegisterQuery,
  SendRegisterCodeQuery,
  User,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const sendRegisterCode = (api: ApiClient, email: string) =>
  api.post<null>('/auth/send-register-code', undefined, { params: { email } satisfies SendRegisterCodeQuery });

export const register = (api: ApiClient, input: RegisterInput, verificationCode: string) =>
  api.post<User>('/auth/register', input, { params: { verificationCode } satisfies RegisterQuery });

export const sendPasswordResetCode = (api: ApiClient, input: PasswordResetSendCodeInput) =>
  api.post<null>('/auth/password-reset/send-code', input);

export const verifyPasswordResetCode = (api: ApiClient, input: PasswordResetVerifyInput) =>
  api.post<boolean>('/auth/password-reset/verify-code', input);

export const resetPassword = (api: ApiClient, input: PasswordResetInput) =>
  api.post<null>('/auth/password-reset', input);
