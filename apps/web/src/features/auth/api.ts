import type { RegisterInput, RegisterQuery, SendRegisterCodeQuery, User } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const sendRegisterCode = (api: ApiClient, email: string) =>
  api.post<null>('/auth/send-register-code', undefined, { params: { email } satisfies SendRegisterCodeQuery });

export const register = (api: ApiClient, input: RegisterInput, verificationCode: string) =>
  api.post<User>('/auth/register', input, { params: { verificationCode } satisfies RegisterQuery });
