import type { AdminSubscription, NotificationJob, PageResult, SubscriptionStats } from '@app/contract';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

/** A subscription as GET /admin/subscriptions lists it: active, to new articles, no account, unless told otherwise. */
export const adminSubscription = (
  id: number,
  email: string,
  opts: Partial<AdminSubscription> = {},
): AdminSubscription => ({
  id,
  subscriptionType: 'USER_NEW_ARTICLE',
  status: 'ACTIVE',
  email,
  subscriberName: null,
  createdAt: '2025-03-01T08:30:00.000Z',
  lastNotificationAt: null,
  notificationCount: 0,
  userId: null,
  username: null,
  updatedAt: '2025-03-01T08:30:00.000Z',
  ...opts,
});

/** A sending job as GET /admin/subscriptions/notifications lists it: a custom one to readers, done, unless told otherwise. */
export const notificationJob = (id: number, subject: string, opts: Partial<NotificationJob> = {}): NotificationJob => ({
  id,
  kind: 'CUSTOM',
  subject,
  audience: ['USER_NEW_ARTICLE'],
  total: 3,
  sent: 3,
  failed: 0,
  skipped: 0,
  status: 'DONE',
  createdAt: '2025-03-01T08:30:00.000Z',
  finishedAt: '2025-03-01T08:31:00.000Z',
  ...opts,
});

export const pageOf = <T>(content: T[], totalElements = content.length, size = 10): PageResult<T> => ({
  content,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / size)),
  page: 0,
  size,
});

export const stats = (): SubscriptionStats => ({
  total: 17,
  byStatus: { PENDING: 2, ACTIVE: 11, PAUSED: 3, UNSUBSCRIBED: 1 },
  byType: {
    ADMIN_NEW_USER: 1,
    ADMIN_NEW_COMMENT: 0,
    ADMIN_NEW_ARTICLE: 2,
    ADMIN_NEW_PRODUCT: 0,
    USER_NEW_ARTICLE: 8,
    USER_NEW_PRODUCT: 4,
    USER_COMMENT_REPLY: 2,
  },
});

/** antd puts a space between the two characters of a two-character CJK button label. */
export const label = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);
