import { Tag } from 'antd';
import { commentStatusLabels, type CommentStatus } from '@app/contract';

const colours: Record<CommentStatus, string> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'default',
  SPAM: 'error',
  DELETED: 'default',
};

/** A comment's status as the contract names it (待审核, 已通过 …), coloured by what it needs. */
export function CommentStatusTag({ status }: { status: CommentStatus }) {
  return <Tag color={colours[status]}>{commentStatusLabels[status]}</Tag>;
}
