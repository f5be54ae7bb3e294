import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { PasswordReset } from './password-reset.ts';

/** Sign-up, sign-in, a forgotten password, and sessions (opaque tokens, only their hashes stored). */
export function authModule(
  platform: Platform,
  deps: { users: UsersService; codes: VerificationService; codeSender: CodeSender; site: SiteService },
): AppModule<{ auth: AuthService; passwordReset: PasswordReset }> {
  const { db, limiter, config } = platform;
  const auth = new AuthService({
    db,
    ...deps,
    limiter,
    limits: config.rateLimits,
    sessionTtlDays: config.sessionTtlDays,
  });
  const passwordReset = new PasswordReset({ ...deps, auth });
  return {
    name: 'auth',
    tables: ['sessions'],
    services: { auth, passwordReset },
    routes: [{ prefix: '/api/auth', access: 'anyone', plugin: authRoutes(auth, passwordReset) }],
    housekeeping: () => auth.pruneEndedSessions(),
  };
}
