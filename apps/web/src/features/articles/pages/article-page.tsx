import left from 'icon-mask:LeftOutlined';
import right from 'icon-mask:RightOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { uploadedImageSrcset } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useRecordView } from '../../../shared/hooks/use-record-view.ts';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { PlainSpace } from '../../../shared/ui/plain-space.tsx';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { CommentSection } from '../../comments/index.ts';
import { articleKeys, articleQuery, recordView } from '../api.ts';
import { ArticleMeta } from '../components/article-meta.tsx';
import { ArticleCard } from '../components/article-card.tsx';
import { LikeButton } from '../components/like-button.tsx';
import { TableOfContents } from '../components/table-of-contents.tsx';
import { RenderedMarkdown } from '../../../shared/ui/rendered-markdown.tsx';
import { Text, Title } from '../../../shared/ui/typography.tsx';
import { useQueryData } from '../../../shared/api/use-query-data.ts';

export function ArticlePage() {
  const api = useApi();
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  const article = useQueryData(articleQuery(api, slug));
  useRecordView(api, recordView, slug);

  if (!article) return null;
  return (
    <div className="article-layout">
      <div>
        <article className="article">
          {article.coverImage && (
            <img
              className="article-cover"
              src={article.coverImage}
              srcSet={uploadedImageSrcset(article.coverImage) ?? undefined}
              sizes="(max-width: 900px) 100vw, 900px"
              alt=""
            />
          )}
          <Title level={1} className="article-title">
            {article.title}
          </Title>
          <ArticleMeta article={article} readingTime />
          {article.tags.length > 0 && (
            <div style={{ marginTop: 12 }}>
              <PlainSpace gap={6} wrap>
                {article.tags.map((t) => (
                  <Link key={t.id} to={`/articles?tag=${t.slug}`}>
                    <TagLabel name={t.name} color={t.color} icon={t.icon} />
                  </Link>
                ))}
              </PlainSpace>
            </div>
          )}
          <hr className="divider" />
          {/* Rendered and sanitised on the server (markdown-it without raw HTML, safe links only). */}
          <RenderedMarkdown html={article.contentHtml} />
          <div className="article-actions">
            <LikeButton articleId={article.id} initialCount={article.likeCount} />
          </div>
          <nav className="article-neighbours" aria-label="上一篇和下一篇">
            {article.previous ? (
              <Link to={`/articles/${article.previous.slug}`}>
                <MaskIcon icon={left} /> 上一篇：{article.previous.title}
              </Link>
            ) : (
              <span />
            )}
            {article.next && (
              <Link to={`/articles/${article.next.slug}`}>
                下一篇：{article.next.title} <MaskIcon icon={right} />
              </Link>
            )}
          </nav>
        </article>
        <CommentSection
          key={article.id}
          articleId={article.id}
          count={article.commentCount}
          onPosted={(comment) => {
            // A comment public at once changes the count in the header.
            if (comment.status === 'APPROVED')
              void queryClient.invalidateQueries({ queryKey: articleKeys.detail(slug) });
          }}
        />
        {article.related.length > 0 && (
          <section style={{ marginTop: 32 }}>
            <Title level={3}>相关文章</Title>
            <PlainSpace vertical gap={16} style={{ width: '100%' }}>
              {article.related.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </PlainSpace>
          </section>
        )}
      </div>
      {/* Beside the article on a wide screen; not shown on a narrow one (global.css). */}
      <aside className="article-layout-aside">
        <div className="article-aside">
          <TableOfContents headings={article.headings} />
          {article.authorName && (
            <Panel size="small" style={{ marginTop: 16 }}>
              <Text type="secondary">作者：{article.authorName}</Text>
            </Panel>
          )}
        </div>
      </aside>
    </div>
  );
}
