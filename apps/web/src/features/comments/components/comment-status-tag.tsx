import { Tag } from 'antd';
import { commentStatusLabels, type CommentStatus } from '@app/contract';

const colours: Record<CommentStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  SPAM: 'magenta',
  DELETED: 'default',
};

/** A comment's status as its author sees it (spec 02 §4): 待审核, 已通过, 已拒绝, 垃圾评论. */
export function CommentStatusTag({ status }: { status: CommentStatus }) {
  return (
    <Tag color={colours[status]} style={{ marginInlineEnd: 0 }}>
      {commentStatusLabels[status]}
    </Tag>
  );
}
