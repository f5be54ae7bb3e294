import { useParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { useApi } from '../../../shared/api/api-context.tsx';
import { formatDate } from '../../../shared/lib/format.ts';
import { publicPageQuery } from '../api.ts';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { RenderedMarkdown } from '../../../shared/ui/rendered-markdown.tsx';
import { Text, Title } from '../../../shared/ui/typography.tsx';
import { useQueryData } from '../../../shared/api/use-query-data.ts';

/** /pages/{slug} — one custom page; an unknown or draft slug is the 404 page (the route's loader). */
export function PageViewPage() {
  const api = useApi();
  const { slug = '' } = useParams();
  const page = useQueryData(publicPageQuery(api, slug));
  if (!page) return null;
  return (
    <div className="content-column">
      <Breadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'pages', title: <Link to="/pages">页面</Link> },
          { key: 'page', title: page.title },
        ]}
      />
      <article className="article">
        <Title level={1} className="article-title">
          {page.title}
        </Title>
        <Text type="secondary">更新于 {formatDate(page.updatedAt)}</Text>
        <hr className="divider" />
        {/* Rendered and sanitised on the server (markdown-it without raw HTML, safe links only). */}
        <RenderedMarkdown html={page.contentHtml} />
      </article>
    </div>
  );
}
