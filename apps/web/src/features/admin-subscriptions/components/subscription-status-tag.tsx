import { Tag } from 'antd';
import {
  subscriptionStatusColors,
  subscriptionStatusLabels,
  subscriptionStatusSchema,
  type SubscriptionStatus,
} from '@app/contract';

export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }) {
  return <Tag color={subscriptionStatusColors[status]}>{subscriptionStatusLabels[status]}</Tag>;
}

/** The four statuses as choices of a Select (spec 02 §4's order). */
export const subscriptionStatusOptions = subscriptionStatusSchema.options.map((status) => ({
  value: status,
  label: subscriptionStatusLabels[status],
}));
