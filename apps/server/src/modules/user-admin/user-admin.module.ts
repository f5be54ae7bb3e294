import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { userAdminRoutes } from './user-admin.routes.ts';
import { UserAdminService } from './user-admin.service.ts';

/**
 * The administrator's user management. No tables of its own: it composes the users module (the
 * account rules) with the modules that hold what a user did, which themselves depend on users.
 */
export function userAdminModule(
  _platform: Platform,
  deps: {
    users: UsersService;
    auth: AuthService;
    comments: CommentsService;
    interactions: InteractionsService;
    subscriptions: SubscriptionsService;
    codes: VerificationService;
    codeSender: CodeSender;
    site: SiteService;
  },
): AppModule<{ userAdmin: UserAdminService }> {
  const userAdmin = new UserAdminService(deps);
  return {
    name: 'user-admin',
    tables: [],
    services: { userAdmin },
    routes: [{ prefix: '/api/admin', access: 'admin', plugin: userAdminRoutes(userAdmin) }],
  };
}
