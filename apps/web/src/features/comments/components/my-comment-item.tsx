import { Button, Typography } from 'antd';
import { DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import { Link } from '../../../shared/ui/link.tsx';
import type { UserComment } from '@app/contract';
import { CommentStatusTag } from './comment-status-tag.tsx';
import { RelativeTime } from './relative-time.tsx';

/** One of my comments: the article it is under, its status, the text (long ones folded), when. */
export function MyCommentItem({ comment, onDelete }: { comment: UserComment; onDelete: (c: UserComment) => void }) {
  return (
    <li className="my-comment">
      <div className="my-comment-head">
        {comment.articleSlug ? (
          <Link to={`/articles/${comment.articleSlug}#comments`} className="my-comment-article">
            <FileTextOutlined /> {comment.articleTitle}
          </Link>
        ) : (
          <Typography.Text type="secondary">文章已不存在</Typography.Text>
        )}
        <CommentStatusTag status={comment.status} />
      </div>
      <Typography.Paragraph
        className="my-comment-content"
        ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? '收起' : '展开') }}
      >
        {comment.content}
      </Typography.Paragraph>
      <div className="my-comment-foot">
        <RelativeTime iso={comment.createdAt} className="comment-time" />
        {/* A spam mark stays (the server refuses): it is what holds a spammer's next comments for review. */}
        {comment.status !== 'SPAM' && (
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onDelete(comment)}
            aria-label="删除评论"
          >
            删除
          </Button>
        )}
      </div>
    </li>
  );
}
