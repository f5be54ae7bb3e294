import { Space, Typography } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, CommentOutlined, EyeOutlined, LikeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ArticleSummary } from '@app/contract';
import { formatCount, formatDate } from '../../../shared/lib/format.ts';

/**
 * Date, reading time, views, likes and comments, in the spec's formats. The comment count leads
 * to the article's discussion (on the article page itself it only scrolls down to it).
 */
export function ArticleMeta({ article, readingTime = false }: { article: ArticleSummary; readingTime?: boolean }) {
  return (
    <Space size={16} wrap className="article-meta">
      <Typography.Text type="secondary">
        <CalendarOutlined /> {formatDate(article.publishedAt ?? article.createdAt)}
      </Typography.Text>
      {readingTime && (
        <Typography.Text type="secondary">
          <ClockCircleOutlined /> 约 {article.readingMinutes} 分钟
        </Typography.Text>
      )}
      <Typography.Text type="secondary" aria-label={`阅读 ${article.viewCount}`}>
        <EyeOutlined /> {formatCount(article.viewCount)}
      </Typography.Text>
      <Typography.Text type="secondary" aria-label={`点赞 ${article.likeCount}`}>
        <LikeOutlined /> {formatCount(article.likeCount)}
      </Typography.Text>
      <Link
        to={`/articles/${article.slug}#comments`}
        className="article-meta-comments"
        aria-label={`评论 ${article.commentCount}`}
      >
        <CommentOutlined /> {formatCount(article.commentCount)}
      </Link>
    </Space>
  );
}
