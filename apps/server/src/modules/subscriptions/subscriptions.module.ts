import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { ArticleEvents } from '../articles/article-events.ts';
import type { CommentEvents } from '../comments/comment-events.ts';
import type { ProductEvents } from '../products/product-events.ts';
import type { SiteService } from '../site/site.service.ts';
import type { UserEvents } from '../users/user-events.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { listenForNotifications } from './notification-triggers.ts';
import { NotificationsService } from './notifications.service.ts';
import { adminSubscriptionRoutes, unsubscribeRoutes, userSubscriptionRoutes } from './subscriptions.routes.ts';
import { SubscriptionsService } from './subscriptions.service.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

/**
 * E-mail subscriptions and the notifications they receive: readers follow new articles, products
 * and replies, administrators hear of new users, comments, articles and products, and send their
 * own notices. The mails go through the durable job queue, at the configured pace.
 */
export function subscriptionsModule(
  platform: Platform,
  deps: {
    users: UsersService;
    codes: VerificationService;
    codeSender: CodeSender;
    site: SiteService;
    articleEvents: ArticleEvents;
    productEvents: ProductEvents;
    userEvents: UserEvents;
    commentEvents: CommentEvents;
  },
): AppModule<{ subscriptions: SubscriptionsService; notifications: NotificationsService }> {
  const { db, jobs, mailer, markdown, config, log, secret } = platform;
  const tokens = new UnsubscribeTokens(() => secret.value());
  const subscriptions = new SubscriptionsService({ db, tokens, ...deps });
  const notifications = new NotificationsService({
    db,
    jobs,
    mailer,
    markdown,
    log,
    site: deps.site,
    subscriptions: subscriptions.repo,
    tokens,
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
    sendsPerMinute: config.mailSendsPerMinute,
  });
  listenForNotifications(notifications, deps);
  return {
    name: 'subscriptions',
    tables: ['subscriptions', 'notifications', 'notification_deliveries'],
    services: { subscriptions, notifications },
    routes: [
      { prefix: '/api/user', access: 'user', plugin: userSubscriptionRoutes(subscriptions) },
      { prefix: '/api/user', access: 'anyone', plugin: unsubscribeRoutes(subscriptions) },
      { prefix: '/api/admin', access: 'admin', plugin: adminSubscriptionRoutes(subscriptions, notifications) },
    ],
  };
}
