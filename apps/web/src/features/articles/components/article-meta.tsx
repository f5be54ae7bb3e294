import { Link } from '../../../shared/ui/link.tsx';
import type { ArticleSummary } from '@app/contract';
import { formatCount, formatDate } from '../../../shared/lib/format.ts';
import calendar from 'icon-mask:CalendarOutlined';
import clock from 'icon-mask:ClockCircleOutlined';
import comment from 'icon-mask:CommentOutlined';
import eye from 'icon-mask:EyeOutlined';
import like from 'icon-mask:LikeOutlined';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';

/**
 * Date, reading time, views, likes and comments, in the spec's formats. The comment count leads
 * to the article's discussion (on the article page itself it only scrolls down to it). The icons
 * are files drawn as masks (mask-icon.tsx: each card names the file, the browser fetches it once)
 * and the line is plain markup (a list repeats it on every card: antd's Space and Typography would
 * add a wrapper and a long class list to each item, and render time).
 */
export function ArticleMeta({ article, readingTime = false }: { article: ArticleSummary; readingTime?: boolean }) {
  return (
    <div className="article-meta">
      <span className="article-meta-item">
        <MaskIcon icon={calendar} /> {formatDate(article.publishedAt ?? article.createdAt)}
      </span>
      {readingTime && (
        <span className="article-meta-item">
          <MaskIcon icon={clock} /> 约 {article.readingMinutes} 分钟
        </span>
      )}
      <span className="article-meta-item" aria-label={`阅读 ${article.viewCount}`}>
        <MaskIcon icon={eye} /> {formatCount(article.viewCount)}
      </span>
      <span className="article-meta-item" aria-label={`点赞 ${article.likeCount}`}>
        <MaskIcon icon={like} /> {formatCount(article.likeCount)}
      </span>
      <Link
        to={`/articles/${article.slug}#comments`}
        className="article-meta-item article-meta-comments"
        aria-label={`评论 ${article.commentCount}`}
      >
        <MaskIcon icon={comment} /> {formatCount(article.commentCount)}
      </Link>
    </div>
  );
}
