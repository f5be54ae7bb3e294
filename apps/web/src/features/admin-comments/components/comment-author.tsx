import { Avatar, Space, Tag, Typography } from 'antd';
import type { AdminComment } from '@app/contract';

/**
 * Who wrote it: avatar (or the name's first character), display name and username; 博主 for the
 * site's owner, and a red count when the author already has comments marked spam (the spammer
 * rule counts these).
 */
export function CommentAuthor({ author }: { author: AdminComment['author'] }) {
  const initial = [...author.displayName.trim()][0] ?? '?';
  return (
    <div className="admin-comment-author">
      <Avatar size={32} src={author.avatarUrl ?? undefined}>
        {initial.toUpperCase()}
      </Avatar>
      <div className="admin-comment-author-names">
        <Typography.Text strong ellipsis>
          {author.displayName}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis className="admin-comment-username">
          @{author.username}
        </Typography.Text>
        {(author.admin || author.spamCount > 0) && (
          <Space size={4} wrap>
            {author.admin && <Tag color="blue">博主</Tag>}
            {author.spamCount > 0 && (
              <Tag color="red" title={`该用户已有 ${author.spamCount} 条评论被标为垃圾`}>
                垃圾 ×{author.spamCount}
              </Tag>
            )}
          </Space>
        )}
      </div>
    </div>
  );
}
