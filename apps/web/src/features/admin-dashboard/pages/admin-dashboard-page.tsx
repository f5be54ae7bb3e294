import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { commentStatsQuery } from '../../admin-comments/index.ts';
import { useApi } from '../../../shared/api/api-context.tsx';
import { dashboardStatsQuery } from '../api.ts';

const cell = { xs: 24, sm: 12, lg: 8, xl: 4 } as const;

export function AdminDashboardPage() {
  const api = useApi();
  const { data, isLoading, error } = useQuery(dashboardStatsQuery(api));
  const comments = useQuery(commentStatsQuery(api));
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        仪表盘
      </Typography.Title>
      {error && (
        <Alert type="error" showIcon title="加载失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      {comments.error && (
        <Alert
          type="error"
          showIcon
          title="获取评论统计失败"
          description={comments.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      {isLoading || comments.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {data && (
            <>
              <Col {...cell}>
                <Card>
                  <Statistic title="用户总数" value={data.totalUsers} />
                </Card>
              </Col>
              <Col {...cell}>
                <Card>
                  <Statistic title="正常用户" value={data.activeUsers} />
                </Card>
              </Col>
              <Col {...cell}>
                <Card>
                  <Statistic title="管理员" value={data.adminUsers} />
                </Card>
              </Col>
              <Col {...cell}>
                <Card>
                  <Statistic title="近7天新用户" value={data.newUsersLast7Days} />
                </Card>
              </Col>
            </>
          )}
          {comments.data && (
            <>
              <Col {...cell}>
                {/* The way to the comments awaiting review. */}
                <Link to="/admin/comments" aria-label={`待审核评论 ${comments.data.pending} 条，去审核`}>
                  <Card hoverable>
                    <Statistic
                      title="待审核评论"
                      value={comments.data.pending}
                      styles={comments.data.pending > 0 ? { content: { color: 'var(--ant-color-warning)' } } : {}}
                    />
                  </Card>
                </Link>
              </Col>
              <Col {...cell}>
                <Card>
                  <Statistic
                    title="评论总数"
                    value={comments.data.total}
                    suffix={`今日 +${comments.data.today}`}
                    styles={{
                      suffix: { fontSize: 13, color: 'var(--ant-color-text-secondary)', marginInlineStart: 8 },
                    }}
                  />
                </Card>
              </Col>
            </>
          )}
        </Row>
      )}
    </>
  );
}
