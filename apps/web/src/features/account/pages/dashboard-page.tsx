import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../shared/ui/link.tsx';
import { useApi } from '../../../shared/api/api-context.tsx';
import { interactionStatsQuery } from '../api.ts';
import { useSession } from '../../auth/index.ts';
import { myCommentCountQuery } from '../../comments/index.ts';
import { daysSince, formatDate } from '../../../shared/lib/format.ts';

const greeting = (hour: number) =>
  hour < 6 ? '夜深了' : hour < 12 ? '早上好' : hour < 14 ? '中午好' : hour < 18 ? '下午好' : '晚上好';

/**
 * What the site knows about the user. Subscriptions join when that area arrives; nothing here is
 * invented. Five counters: one row on a wide screen; the three activity counters above the two
 * about the account on a medium one; two a row on a phone, the date (the widest value) alone.
 */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  const api = useApi();
  const { data: stats } = useQuery(interactionStatsQuery(api));
  const { data: commentCount } = useQuery(myCommentCountQuery(api));
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
        <Col xs={12} md={8} xl={{ flex: '20%' }}>
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
        <Col xs={12} md={8} xl={{ flex: '20%' }}>
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
        <Col xs={12} md={8} xl={{ flex: '20%' }}>
          <Card size="small">
            <Link to="/user/comments">
              <Statistic
                title="我的评论"
                value={commentCount ?? '—'}
                suffix={commentCount !== undefined ? '条' : undefined}
              />
            </Link>
          </Card>
        </Col>
        <Col xs={12} md={12} xl={{ flex: '20%' }}>
          <Card size="small">
            <Statistic title="加入天数" value={daysSince(user.createdAt)} suffix="天" />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={{ flex: '20%' }}>
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
