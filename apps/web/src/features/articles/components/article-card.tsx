import { Link } from '../../../shared/ui/link.tsx';
import { uploadedImageSrcset, type ArticleSummary } from '@app/contract';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { ArticleMeta } from './article-meta.tsx';

/**
 * One article in a list: cover, title, excerpt, tags, date, views, likes, comments. Plain markup
 * styled like antd's bordered Card, Title, secondary Paragraph (two lines at most) and Space: a
 * list repeats the card, and each of those components adds wrappers, classes and render time.
 */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <div className="surface-card article-card">
      <div className="article-card-inner">
        {article.coverImage && (
          <Link to={`/articles/${article.slug}`} className="article-card-cover" tabIndex={-1} aria-hidden>
            <img
              src={article.coverImage}
              srcSet={uploadedImageSrcset(article.coverImage) ?? undefined}
              sizes="200px"
              alt=""
              loading="lazy"
            />
          </Link>
        )}
        <div className="article-card-body">
          <h4 className="article-card-heading">
            <Link to={`/articles/${article.slug}`} className="article-card-title">
              {article.title}
            </Link>
          </h4>
          <p className="article-card-excerpt">{article.excerpt}</p>
          {article.tags.length > 0 && (
            <div className="article-card-tags">
              {article.tags.map((t) => (
                <Link key={t.id} to={`/articles?tag=${t.slug}`}>
                  <TagLabel name={t.name} color={t.color} icon={t.icon} />
                </Link>
              ))}
            </div>
          )}
          <ArticleMeta article={article} />
        </div>
      </div>
    </div>
  );
}
