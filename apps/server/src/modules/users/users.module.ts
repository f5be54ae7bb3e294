import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { userProfileRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';
import { UserEvents } from './user-events.ts';

/** Accounts: the users table, profiles, the first administrator; `userEvents` tells of new accounts. */
export function usersModule(platform: Platform): AppModule<{ users: UsersService; userEvents: UserEvents }> {
  const userEvents = new UserEvents(platform.jobs);
  const users = new UsersService({ db: platform.db, events: userEvents });
  return {
    name: 'users',
    tables: ['users'],
    services: { users, userEvents },
    routes: [{ prefix: '/api/user', access: 'user', plugin: userProfileRoutes(users) }],
    start: () => users.ensureAdministrator(platform.config.admin, platform.log),
  };
}
