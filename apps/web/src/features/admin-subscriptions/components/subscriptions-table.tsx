import { Space, Typography, type TablePaginationConfig } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { subscriptionTypeInfo, type AdminSubscription } from '@app/contract';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { ACTIONS_KEY, AdminTable } from '../../../shared/ui/admin-table.tsx';
import { SubscriptionStatusTag, SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';

export interface SubscriptionRowHandlers {
  onEdit: (subscription: AdminSubscription) => void;
  onDelete: (subscription: AdminSubscription) => void;
}

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** Every subscription, one a row, selectable for the batch status change (spec 02 §2, §3). */
export function SubscriptionsTable({
  subscriptions,
  loading,
  emptyText,
  pagination,
  selected,
  onSelect,
  handlers,
}: {
  subscriptions: AdminSubscription[];
  loading: boolean;
  emptyText: string;
  pagination: TablePaginationConfig;
  selected: number[];
  onSelect: (ids: number[]) => void;
  handlers: SubscriptionRowHandlers;
}) {
  return (
    <AdminTable<AdminSubscription>
      rowKey="id"
      loading={loading}
      dataSource={subscriptions}
      locale={{ emptyText }}
      pagination={pagination}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (s) => ({
          'aria-label': `选择 ${s.email}（${subscriptionTypeInfo[s.subscriptionType].label}）`,
        }),
      }}
      columns={[
        {
          // The address and, beneath it, the name given: one column, so the table fits a laptop's width.
          title: '订阅者',
          key: 'subscriber',
          phone: true,
          render: (_: unknown, s) => (
            <div className="asub-subscriber">
              <Typography.Text className="asub-ellipsis" title={s.email}>
                {s.email}
              </Typography.Text>
              {s.subscriberName && (
                <Typography.Text type="secondary" className="asub-ellipsis asub-name" title={s.subscriberName}>
                  {s.subscriberName}
                </Typography.Text>
              )}
            </div>
          ),
        },
        {
          title: '类型',
          dataIndex: 'subscriptionType',
          width: 124,
          render: (_: unknown, s) => <SubscriptionTypeLabel type={s.subscriptionType} />,
        },
        {
          title: '状态',
          phone: true,
          dataIndex: 'status',
          width: 80,
          render: (_: unknown, s) => <SubscriptionStatusTag status={s.status} />,
        },
        {
          title: '账号',
          dataIndex: 'username',
          width: 100,
          render: (username: string | null) =>
            username ? (
              <span className="asub-ellipsis" title={username}>
                {username}
              </span>
            ) : (
              none
            ),
        },
        {
          title: '创建时间',
          dataIndex: 'createdAt',
          width: 110,
          render: (v: string) => (
            <span className="asub-nowrap" title={formatDateTime(v)}>
              {formatDate(v)}
            </span>
          ),
        },
        {
          title: '最近通知',
          dataIndex: 'lastNotificationAt',
          width: 168,
          render: (v: string | null) => (v ? <span className="asub-nowrap">{formatDateTime(v)}</span> : none),
        },
        { title: '通知次数', dataIndex: 'notificationCount', width: 88, align: 'right' },
        {
          title: '操作',
          key: ACTIONS_KEY,
          width: 88,
          // Held at the right edge on a wide screen; on a phone it would cover most of the row.
          render: (_: unknown, s) => (
            <Space size={4}>
              <TableAction title="编辑" icon={<EditOutlined />} onClick={() => handlers.onEdit(s)} />
              <TableAction title="删除" danger icon={<DeleteOutlined />} onClick={() => handlers.onDelete(s)} />
            </Space>
          ),
        },
      ]}
    />
  );
}
