import type { ReactNode } from 'react';
import { Alert, Card, Skeleton, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  SUBSCRIPTION_TYPES,
  subscriptionStatusLabels,
  subscriptionStatusSchema,
  subscriptionTypeInfo,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { subscriptionStatsQuery } from '../api.ts';
import { SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';

/** One count; its group is named by its title, so a reader (and a test) finds it by that. */
function Tile({ name, title, value }: { name: string; title: ReactNode; value: number }) {
  return (
    <Card size="small" className="asub-tile" role="group" aria-label={name}>
      <Statistic title={title} value={value} />
    </Card>
  );
}

/**
 * The counts above the list (GET /admin/subscriptions/stats): the total and each status, then
 * each type. Its key is under the list's, so every change refreshes it.
 */
export function StatsCards() {
  const api = useApi();
  const { data, error } = useQuery(subscriptionStatsQuery(api));
  if (error)
    return <Alert type="error" showIcon title="加载订阅统计失败" description={error.message} className="asub-stats" />;
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} className="asub-stats" />;
  return (
    <section className="asub-stats" aria-label="订阅统计">
      <div className="asub-tiles">
        <Tile name="订阅总数" title="订阅总数" value={data.total} />
        {subscriptionStatusSchema.options.map((status) => (
          <Tile
            key={status}
            name={subscriptionStatusLabels[status]}
            title={subscriptionStatusLabels[status]}
            value={data.byStatus[status]}
          />
        ))}
      </div>
      <div className="asub-tiles">
        {SUBSCRIPTION_TYPES.map((type) => (
          <Tile
            key={type}
            name={`类型：${subscriptionTypeInfo[type].label}`}
            title={<SubscriptionTypeLabel type={type} />}
            value={data.byType[type]}
          />
        ))}
      </div>
    </section>
  );
}
