import {
  CommentOutlined,
  FileTextOutlined,
  MessageOutlined,
  ShoppingOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { subscriptionTypeInfo, type SubscriptionType, type SubscriptionTypeInfo } from '@app/contract';

const ICONS: Record<SubscriptionTypeInfo['icon'], typeof UserAddOutlined> = {
  UserAddOutlined,
  CommentOutlined,
  FileTextOutlined,
  ShoppingOutlined,
  MessageOutlined,
};

/** A subscription type's icon in its colour, both from the contract (the settings tab and the back office). */
export function SubscriptionTypeIcon({ type }: { type: SubscriptionType }) {
  const info = subscriptionTypeInfo[type];
  const Icon = ICONS[info.icon];
  return <Icon style={{ color: info.color }} aria-hidden />;
}
