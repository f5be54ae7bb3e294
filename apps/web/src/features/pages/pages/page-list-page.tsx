import { Empty } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { Link } from '../../../shared/ui/link.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useApi } from '../../../shared/api/api-context.tsx';
import { formatDate } from '../../../shared/lib/format.ts';
import { publicPagesQuery } from '../api.ts';
import { Paragraph, Text, Title } from '../../../shared/ui/typography.tsx';
import { useQueryData } from '../../../shared/api/use-query-data.ts';

/** /pages — the custom pages the blogger chose to list, as cards. */
export function PageListPage() {
  const api = useApi();
  const pages = useQueryData(publicPagesQuery(api));
  return (
    <div className="content-column">
      <Title level={2} style={{ marginTop: 0, marginBottom: 16 }}>
        页面
      </Title>
      {pages && pages.length > 0 ? (
        <div className="card-grid">
          {pages.map((page) => (
            <Link
              key={page.id}
              to={`/pages/${page.slug}`}
              aria-label={page.title}
              style={{ display: 'block', height: '100%', color: 'inherit' }}
            >
              <Panel className="panel-hoverable" style={{ height: '100%' }}>
                <Title level={4} style={{ marginTop: 0, marginBottom: 8 }}>
                  <FileTextOutlined style={{ marginInlineEnd: 8, opacity: 0.65 }} />
                  {page.title}
                </Title>
                {page.excerpt && (
                  <Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 8 }}>
                    {page.excerpt}
                  </Paragraph>
                )}
                <Text type="secondary" style={{ fontSize: 12 }}>
                  更新于 {formatDate(page.updatedAt)}
                </Text>
              </Panel>
            </Link>
          ))}
        </div>
      ) : (
        <Panel>
          <Empty description="还没有页面" />
        </Panel>
      )}
    </div>
  );
}
