import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.tsx';
import { dashboardStatsQuery } from '../api.ts';

export function AdminDashboardPage() {
  const api = useApi();
  const { data, isLoading, error } = useQuery(dashboardStatsQuery(api));
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        仪表盘
      </Typography.Title>
      {error && (
        <Alert type="error" showIcon title="加载失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      {isLoading ? (
        <Skeleton active />
      ) : (
        data && (
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="用户总数" value={data.totalUsers} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="正常用户" value={data.activeUsers} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="管理员" value={data.adminUsers} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="近7天新用户" value={data.newUsersLast7Days} />
              </Card>
            </Col>
          </Row>
        )
      )}
    </>
  );
}
