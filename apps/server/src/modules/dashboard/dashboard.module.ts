import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { CommentModerationService } from '../comments/comment-moderation.service.ts';
import type { FriendLinksService } from '../friend-links/friend-links.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { DashboardService } from './dashboard.service.ts';

/** The admin dashboard: how the site is doing, from the modules that own each figure. */
export function dashboardModule(
  _platform: Platform,
  deps: {
    articles: ArticlesService;
    products: ProductsService;
    users: UsersService;
    commentModeration: CommentModerationService;
    friendLinks: FriendLinksService;
    subscriptions: SubscriptionsService;
    files: FilesService;
  },
): AppModule<{ dashboard: DashboardService }> {
  const dashboard = new DashboardService(deps);
  return {
    name: 'dashboard',
    tables: [],
    services: { dashboard },
    routes: [{ prefix: '/api/admin', access: 'admin', plugin: dashboardRoutes(dashboard) }],
  };
}
