import { Space } from 'antd';
import { subscriptionTypeInfo, type SubscriptionType } from '@app/contract';
import { SubscriptionTypeIcon } from '../../../shared/ui/subscription-type-icon.tsx';

/** A subscription type as a reader recognises it: its icon in its colour and its label. */
export function SubscriptionTypeLabel({ type }: { type: SubscriptionType }) {
  return (
    <Space size={6}>
      <SubscriptionTypeIcon type={type} />
      <span>{subscriptionTypeInfo[type].label}</span>
    </Space>
  );
}
