import { Typography } from 'antd';
import type { AdminComment } from '@app/contract';

/**
 * A comment's text as its author typed it (line breaks kept, never HTML), three lines at most
 * until 展开; a reply says whom it answers.
 */
export function CommentContent({ comment }: { comment: Pick<AdminComment, 'content' | 'replyTo'> }) {
  return (
    <div className="admin-comment-content">
      {comment.replyTo && (
        <Typography.Text type="secondary" className="admin-comment-reply-to">
          回复 @{comment.replyTo.displayName}
        </Typography.Text>
      )}
      <Typography.Paragraph
        className="admin-comment-text"
        ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? '收起' : '展开') }}
      >
        {comment.content}
      </Typography.Paragraph>
    </div>
  );
}
