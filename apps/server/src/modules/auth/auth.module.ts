import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';

/** Sign-up, sign-in and sessions (opaque tokens, only their hashes stored). */
export function authModule(
  platform: Platform,
  deps: { users: UsersService; codes: VerificationService; codeSender: CodeSender },
): AppModule<{ auth: AuthService }> {
  const { db, limiter, config } = platform;
  const auth = new AuthService({
    db,
    ...deps,
    limiter,
    limits: config.rateLimits,
    sessionTtlDays: config.sessionTtlDays,
  });
  return {
    name: 'auth',
    tables: ['sessions'],
    services: { auth },
    routes: [{ prefix: '/api/auth', access: 'anyone', plugin: authRoutes(auth) }],
    housekeeping: () => auth.pruneEndedSessions(),
  };
}
