import {
  CommentOutlined,
  FileTextOutlined,
  MessageOutlined,
  ShoppingOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import {
  subscriptionStatusColors,
  subscriptionStatusLabels,
  subscriptionTypeInfo,
  type SubscriptionStatus,
  type SubscriptionType,
  type SubscriptionTypeInfo,
} from '@app/contract';

/** How a subscription's type and status look, the same in the settings tab and the back office. */

const ICONS: Record<SubscriptionTypeInfo['icon'], typeof UserAddOutlined> = {
  UserAddOutlined,
  CommentOutlined,
  FileTextOutlined,
  ShoppingOutlined,
  MessageOutlined,
};

/** A type's icon in its colour, both from the contract. */
export function SubscriptionTypeIcon({ type }: { type: SubscriptionType }) {
  const info = subscriptionTypeInfo[type];
  const Icon = ICONS[info.icon];
  return <Icon style={{ color: info.color }} aria-hidden />;
}

/** A type as people recognise it: its icon, then its label. */
export function SubscriptionTypeLabel({ type }: { type: SubscriptionType }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0, whiteSpace: 'nowrap' }}>
      <SubscriptionTypeIcon type={type} />
      <span>{subscriptionTypeInfo[type].label}</span>
    </span>
  );
}

/** Spec 02 §4: 待验证, 已激活, 已暂停, 已退订. */
export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }) {
  return (
    <Tag color={subscriptionStatusColors[status]} style={{ marginInlineEnd: 0 }}>
      {subscriptionStatusLabels[status]}
    </Tag>
  );
}
