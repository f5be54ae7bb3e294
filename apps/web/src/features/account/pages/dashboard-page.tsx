import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../shared/api/api-context.tsx';
import { interactionStatsQuery } from '../api.ts';
import { useSession } from '../../auth/index.ts';
import { daysSince, formatDate } from '../../../shared/lib/format.ts';

const greeting = (hour: number) =>
  hour < 6 ? '夜深了' : hour < 12 ? '早上好' : hour < 14 ? '中午好' : hour < 18 ? '下午好' : '晚上好';

/**
 * What the site knows about the user. Likes, favourites, comments and subscriptions join as
 * those areas arrive; nothing here is invented.
 */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  const api = useApi();
  const { data: stats } = useQuery(interactionStatsQuery(api));
  if (!user) return null;
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {greeting(new Date().getHours())}，{user.displayName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        欢迎回来。这里会汇总您在本站的点赞、收藏、评论与订阅。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Link to="/user/interactions">
              <Statistic
                title="点赞的文章"
                value={stats?.likedArticlesCount ?? '—'}
                suffix={stats ? '篇' : undefined}
              />
            </Link>
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Link to="/user/interactions?tab=products">
              <Statistic
                title="收藏的好物"
                value={stats?.favoriteProductsCount ?? '—'}
                suffix={stats ? '件' : undefined}
              />
            </Link>
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="加入天数" value={daysSince(user.createdAt)} suffix="天" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title="注册日期"
              value={formatDate(user.createdAt)}
              styles={{ content: { whiteSpace: 'nowrap' } }}
            />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
