import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { uploadedImageSrcset, type ArticleSummary } from '@app/contract';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { ArticleMeta } from './article-meta.tsx';

/** One article in a list: cover, title, excerpt, tags, date, views, likes, comments. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <Card className="article-card" styles={{ body: { padding: 0 } }}>
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
          <Typography.Title level={4} style={{ margin: 0 }}>
            <Link to={`/articles/${article.slug}`} className="article-card-title">
              {article.title}
            </Link>
          </Typography.Title>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '8px 0 12px' }}>
            {article.excerpt}
          </Typography.Paragraph>
          {article.tags.length > 0 && (
            <div style={{ marginBottom: 8 }}>
              <Space size={[6, 6]} wrap>
                {article.tags.map((t) => (
                  <Link key={t.id} to={`/articles?tag=${t.slug}`}>
                    <TagLabel name={t.name} color={t.color} icon={t.icon} />
                  </Link>
                ))}
              </Space>
            </div>
          )}
          <ArticleMeta article={article} />
        </div>
      </div>
    </Card>
  );
}
