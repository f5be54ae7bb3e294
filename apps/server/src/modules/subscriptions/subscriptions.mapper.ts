import type { AdminSubscription, Subscription } from '@app/contract';
import type { SubscriptionRow } from '../../platform/db/schema.ts';
import type { UserName } from '../users/users.service.ts';

const common = (row: SubscriptionRow) => ({
  id: row.id,
  subscriptionType: row.subscription_type,
  status: row.status,
  email: row.email,
  subscriberName: row.subscriber_name,
  createdAt: row.created_at,
  lastNotificationAt: row.last_notification_at,
  notificationCount: Number(row.notification_count),
});

export const toSubscription = (row: SubscriptionRow, unsubscribeToken: string): Subscription => ({
  ...common(row),
  unsubscribeToken,
});

export const toAdminSubscription = (row: SubscriptionRow, names: Map<number, UserName>): AdminSubscription => ({
  ...common(row),
  userId: row.user_id,
  username: row.user_id === null ? null : (names.get(row.user_id)?.username ?? null),
  updatedAt: row.updated_at,
});
