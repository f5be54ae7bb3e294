import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Card, Col, Empty, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { formatFileSize } from '../../../shared/lib/file-size.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../shared/ui/link.tsx';
import { DASHBOARD_VIEW_DAYS, type Dashboard } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { dashboardQuery } from '../api.ts';
import '../admin-dashboard.css';

// The chart library is loaded with this screen only, after its figures.
const ViewsChart = lazy(() => import('../components/views-chart.tsx'));

const cell = { xs: 24, sm: 12, xl: 8 } as const;

/** A card of figures: a title (with a link where the figures lead somewhere) and a row of statistics. */
function FigureCard({
  title,
  to,
  figures,
}: {
  title: string;
  to?: string;
  figures: { label: string; value: number; warn?: boolean }[];
}) {
  return (
    <Card
      size="small"
      title={title}
      extra={to ? <Link to={to}>管理</Link> : null}
      className="ad-card"
      styles={{ body: { display: 'flex', gap: 24, flexWrap: 'wrap' } }}
    >
      {figures.map((f) => (
        <Statistic
          key={f.label}
          title={f.label}
          value={f.value}
          styles={f.warn && f.value > 0 ? { content: { color: 'var(--ant-color-warning)' } } : {}}
        />
      ))}
    </Card>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const cards: ReactNode[] = [
    // Comments awaiting review come first, and lead to moderation.
    <Link
      key="pending"
      to="/admin/comments"
      aria-label={`待审核评论 ${data.comments.pending} 条，去审核`}
      className="ad-pending"
    >
      <Card size="small" hoverable className="ad-card">
        <Statistic
          title="待审核评论"
          value={data.comments.pending}
          suffix={data.comments.pending > 0 ? '条，去审核 →' : '条'}
          styles={{
            ...(data.comments.pending > 0 ? { content: { color: 'var(--ant-color-warning)' } } : {}),
            suffix: { fontSize: 14 },
          }}
        />
      </Card>
    </Link>,
    <FigureCard
      key="comments"
      title="评论"
      to="/admin/comments"
      figures={[
        { label: '评论总数', value: data.comments.total },
        { label: '今日新增', value: data.comments.today },
      ]}
    />,
    <FigureCard
      key="articles"
      title="文章"
      to="/admin/articles"
      figures={[
        { label: '已发布', value: data.articles.published },
        { label: '草稿', value: data.articles.draft },
        { label: '定时发布', value: data.articles.scheduled },
      ]}
    />,
    <FigureCard
      key="products"
      title="商品"
      to="/admin/products"
      figures={[
        { label: '在售', value: data.products.active },
        { label: '已下架', value: data.products.inactive },
        { label: '草稿', value: data.products.draft },
      ]}
    />,
    <FigureCard
      key="users"
      title="用户"
      to="/admin/users"
      figures={[
        { label: '用户总数', value: data.users.total },
        { label: '本周新增', value: data.users.newThisWeek },
        { label: '待审核', value: data.users.pending, warn: true },
      ]}
    />,
    <FigureCard
      key="community"
      title="友链与订阅"
      figures={[
        { label: '待审核友链', value: data.friendLinksPending, warn: true },
        { label: '有效订阅', value: data.subscriptionsActive },
      ]}
    />,
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card, i) => (
        <Col key={i} {...cell}>
          {card}
        </Col>
      ))}
    </Row>
  );
}

/** /admin/dashboard: how the site is doing, real figures only. */
export function AdminDashboardPage() {
  const api = useApi();
  const { data, isLoading, error } = useQuery(dashboardQuery(api));
  const totalViews = data?.views.reduce((sum, v) => sum + v.views, 0) ?? 0;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        仪表盘
      </Typography.Title>
      {error && (
        <Alert type="error" showIcon title="加载失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      {isLoading && <Skeleton active />}
      {data && (
        <>
          <Figures data={data} />
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={15}>
              <Card size="small" title={`近${DASHBOARD_VIEW_DAYS}天阅读量`} extra={`合计 ${totalViews}`}>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                  <ViewsChart views={data.views} />
                </Suspense>
              </Card>
            </Col>
            <Col xs={24} xl={9}>
              <Card size="small" title="阅读最多的文章">
                {data.topArticles.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有已发布的文章" />
                ) : (
                  <List
                    size="small"
                    dataSource={data.topArticles}
                    renderItem={(a, i) => (
                      <List.Item extra={<span className="ad-views">{a.viewCount} 次阅读</span>}>
                        <span className="ad-rank">{i + 1}</span>
                        <Typography.Link href={`/articles/${a.slug}`} target="_blank" ellipsis className="ad-title">
                          {a.title}
                        </Typography.Link>
                      </List.Item>
                    )}
                  />
                )}
              </Card>
            </Col>
          </Row>
          <Card size="small" title="存储空间" style={{ marginTop: 16 }}>
            {data.storage === null ? (
              <Typography.Text type="secondary">无法读取存储，请检查存储服务</Typography.Text>
            ) : (
              <List
                size="small"
                dataSource={data.storage}
                renderItem={(u) => (
                  <List.Item extra={formatFileSize(u.totalBytes)}>
                    <Typography.Text code>{u.bucket}</Typography.Text>
                    <span className="ad-views">{u.fileCount} 个文件</span>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </>
      )}
    </>
  );
}
