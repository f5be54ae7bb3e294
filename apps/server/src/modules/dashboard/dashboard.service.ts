import { DASHBOARD_TOP_ARTICLES, DASHBOARD_VIEW_DAYS, type Dashboard } from '@app/contract';
import { startOfSiteWeek } from '../../platform/time/site-day.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { CommentModerationService } from '../comments/comment-moderation.service.ts';
import type { FriendLinksService } from '../friend-links/friend-links.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** The admin dashboard's figures, each asked of the module that owns it (no table of its own). */
export class DashboardService {
  constructor(
    private readonly deps: {
      articles: ArticlesService;
      products: ProductsService;
      users: UsersService;
      commentModeration: CommentModerationService;
      friendLinks: FriendLinksService;
      subscriptions: SubscriptionsService;
      files: FilesService;
    },
  ) {}

  async figures(): Promise<Dashboard> {
    const { articles, products, users, commentModeration, friendLinks, subscriptions, files } = this.deps;
    const [articleFigures, productCounts, userFigures, comments, friendLinksPending, subscriptionStats, storage] =
      await Promise.all([
        articles.dashboardFigures(DASHBOARD_VIEW_DAYS, DASHBOARD_TOP_ARTICLES),
        products.statusCounts(),
        users.figures(startOfSiteWeek()),
        commentModeration.stats(),
        friendLinks.pendingCount(),
        subscriptions.stats(),
        // A store that cannot be listed (S3 down, no ListBucket right) leaves the rest of the figures standing.
        files.usage().catch(() => null),
      ]);
    return {
      articles: articleFigures.counts,
      products: productCounts,
      users: { total: userFigures.total, newThisWeek: userFigures.newSince, pending: userFigures.pending },
      comments: { pending: comments.pending, total: comments.total, today: comments.today },
      friendLinksPending,
      subscriptionsActive: subscriptionStats.byStatus.ACTIVE,
      views: articleFigures.views,
      topArticles: articleFigures.topArticles,
      storage,
    };
  }
}
