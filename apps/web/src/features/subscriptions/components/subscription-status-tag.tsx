import { Tag } from 'antd';
import { subscriptionStatusColors, subscriptionStatusLabels, type SubscriptionStatus } from '@app/contract';

/** Spec 02 §4: 待验证, 已激活, 已暂停, 已退订. */
export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }) {
  return (
    <Tag color={subscriptionStatusColors[status]} style={{ marginInlineEnd: 0 }}>
      {subscriptionStatusLabels[status]}
    </Tag>
  );
}
