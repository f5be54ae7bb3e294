import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { adminUserStatsRoutes, userProfileRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

/** Accounts: the users table, profiles, the first administrator. */
export function usersModule(platform: Platform): AppModule<{ users: UsersService }> {
  const users = new UsersService({ db: platform.db });
  return {
    name: 'users',
    tables: ['users'],
    services: { users },
    routes: [
      { prefix: '/api/user', access: 'user', plugin: userProfileRoutes(users) },
      { prefix: '/api/admin', access: 'admin', plugin: adminUserStatsRoutes(users) },
    ],
    start: () => users.ensureAdministrator(platform.config.admin, platform.log),
  };
}
