import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { emailCodeRoutes, securityRoutes } from './account.routes.ts';
import { AccountService } from './account.service.ts';

/** A signed-in user's own account: codes to their address, password and e-mail changes. */
export function accountModule(
  platform: Platform,
  deps: { users: UsersService; codes: VerificationService; codeSender: CodeSender; auth: AuthService },
): AppModule<{ account: AccountService }> {
  const account = new AccountService({ ...deps, limiter: platform.limiter });
  return {
    name: 'account',
    tables: [],
    services: { account },
    routes: [
      { prefix: '/api/email', access: 'user', plugin: emailCodeRoutes(account) },
      { prefix: '/api/user', access: 'user', plugin: securityRoutes(account) },
    ],
  };
}
