import { Tag } from 'antd';
import { friendLinkStatusLabels, type FriendLinkStatus } from '@app/contract';

const colours: Record<FriendLinkStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  DISABLED: 'default',
};

export function FriendStatusTag({ status }: { status: FriendLinkStatus }) {
  return <Tag color={colours[status]}>{friendLinkStatusLabels[status]}</Tag>;
}
