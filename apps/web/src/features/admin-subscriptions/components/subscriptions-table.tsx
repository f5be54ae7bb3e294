import { Grid, Space, Table, Typography, type TablePaginationConfig } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { subscriptionTypeInfo, type AdminSubscription } from '@app/contract';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { SubscriptionStatusTag } from './subscription-status-tag.tsx';
import { SubscriptionTypeLabel } from './subscription-type-label.tsx';

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
      scroll={{ x: 1080 }}
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
          title: '邮箱',
          dataIndex: 'email',
          width: 210,
          render: (email: string) => (
            <Typography.Text className="asub-ellipsis" title={email}>
              {email}
            </Typography.Text>
          ),
        },
        {
          title: '订阅者',
          dataIndex: 'subscriberName',
          width: 110,
          render: (name: string | null) =>
            name ? (
              <span className="asub-ellipsis" title={name}>
                {name}
              </span>
            ) : (
              none
            ),
        },
        {
          title: '类型',
          dataIndex: 'subscriptionType',
          width: 130,
          render: (_: unknown, s) => <SubscriptionTypeLabel type={s.subscriptionType} />,
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 84,
          render: (_: unknown, s) => <SubscriptionStatusTag status={s.status} />,
        },
        {
          title: '账号',
          dataIndex: 'username',
          width: 110,
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
          width: 104,
          render: (v: string) => <span title={formatDateTime(v)}>{formatDate(v)}</span>,
        },
        {
          title: '最近通知',
          dataIndex: 'lastNotificationAt',
          width: 140,
          render: (v: string | null) => (v ? formatDateTime(v) : none),
        },
        { title: '通知次数', dataIndex: 'notificationCount', width: 84, align: 'right' },
        {
          title: '操作',
          key: 'actions',
          width: 96,
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
