import { Grid, Space, Table, Typography, type TablePaginationConfig } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { subscriptionTypeInfo, type AdminSubscription } from '@app/contract';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { TableAction } from '../../../shared/ui/table-action.tsx';
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
  const wide = Grid.useBreakpoint().md ?? false;
  return (
    <Table<AdminSubscription>
      rowKey="id"
      loading={loading}
      dataSource={subscriptions}
      // Fixed: the columns keep their widths and a long address is cut, not the others squeezed.
      tableLayout="fixed"
      scroll={{ x: 1000 }}
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
          width: 116,
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
          key: 'actions',
          width: 88,
          // Held at the right edge on a wide screen; on a phone it would cover most of the row.
          fixed: wide ? 'right' : undefined,
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
