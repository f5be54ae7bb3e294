import { Button, Empty, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { Subscription } from '@app/contract';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { SubscriptionStatusTag, SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';

/** 我的订阅 (spec 02 §2, §3): every subscription of the account, with what can be done to it. */
export function SubscriptionsTable({
  subscriptions,
  loading,
  onVerify,
  onUnsubscribe,
}: {
  subscriptions: Subscription[];
  loading: boolean;
  onVerify: (subscription: Subscription) => void;
  onUnsubscribe: (subscription: Subscription) => void;
}) {
  const columns: TableColumnsType<Subscription> = [
    {
      title: '类型',
      dataIndex: 'subscriptionType',
      render: (_, s) => <SubscriptionTypeLabel type={s.subscriptionType} />,
    },
    {
      title: '邮箱',
      dataIndex: 'email',
      render: (_, s) => (
        <Space orientation="vertical" size={0}>
          <span>{s.email}</span>
          {s.subscriberName && <Typography.Text type="secondary">{s.subscriberName}</Typography.Text>}
        </Space>
      ),
    },
    { title: '状态', dataIndex: 'status', render: (_, s) => <SubscriptionStatusTag status={s.status} /> },
    { title: '订阅时间', dataIndex: 'createdAt', render: (_, s) => formatDateTime(s.createdAt) },
    {
      title: '最近通知',
      dataIndex: 'lastNotificationAt',
      render: (_, s) => (s.lastNotificationAt ? formatDateTime(s.lastNotificationAt) : '—'),
    },
    { title: '通知次数', dataIndex: 'notificationCount', align: 'right' },
    {
      title: '操作',
      key: 'actions',
      render: (_, s) =>
        s.status === 'PENDING' ? (
          <Button size="small" type="link" onClick={() => onVerify(s)}>
            验证
          </Button>
        ) : s.status === 'UNSUBSCRIBED' ? null : (
          <Button size="small" type="link" danger onClick={() => onUnsubscribe(s)}>
            退订
          </Button>
        ),
    },
  ];
  return (
    <Table<Subscription>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={subscriptions}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有订阅" /> }}
    />
  );
}
