import { Avatar, Space, Tag, Typography, type TablePaginationConfig } from 'antd';
import { CheckOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import type { FriendLink } from '@app/contract';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { ACTIONS_KEY, AdminTable } from '../../../shared/ui/admin-table.tsx';
import { FriendStatusTag } from './friend-status-tag.tsx';

export interface FriendRowHandlers {
  onApprove: (link: FriendLink) => void;
  onReject: (link: FriendLink) => void;
  onEdit: (link: FriendLink) => void;
  onDelete: (link: FriendLink) => void;
}

/** The site: its avatar (or the name's first character), name and address, which opens in a new tab. */
function SiteCell({ link }: { link: FriendLink }) {
  return (
    <div className="afl-site">
      <Avatar src={link.avatarUrl ?? undefined} alt="" className="afl-avatar">
        {[...link.siteName][0]}
      </Avatar>
      <div className="afl-site-text">
        <Typography.Text strong className="afl-site-name" title={link.siteName}>
          {link.siteName}
        </Typography.Text>
        <Typography.Link
          href={link.siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="afl-site-url"
          title={link.siteUrl}
        >
          {link.siteUrl}
        </Typography.Link>
      </div>
    </div>
  );
}

function OwnerCell({ link }: { link: FriendLink }) {
  if (!link.ownerName && !link.ownerEmail) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div className="afl-owner">
      {link.ownerName && <span>{link.ownerName}</span>}
      {link.ownerEmail && (
        <Typography.Link href={`mailto:${link.ownerEmail}`} className="afl-owner-email" title={link.ownerEmail}>
          {link.ownerEmail}
        </Typography.Link>
      )}
    </div>
  );
}

/** The friends' table (spec 02 §2): 通过 and 拒绝 only on links awaiting review (the server refuses others). */
export function FriendLinksTable({
  links,
  loading,
  emptyText,
  pagination,
  handlers,
}: {
  links: FriendLink[];
  loading: boolean;
  emptyText: string;
  pagination: TablePaginationConfig;
  handlers: FriendRowHandlers;
}) {
  return (
    <AdminTable<FriendLink>
      rowKey="id"
      loading={loading}
      dataSource={links}
      locale={{ emptyText }}
      pagination={pagination}
      columns={[
        { title: '站点', key: 'site', width: 220, phone: true, render: (_: unknown, l) => <SiteCell link={l} /> },
        { title: '站长', key: 'owner', width: 160, render: (_: unknown, l) => <OwnerCell link={l} /> },
        { title: '分类', dataIndex: 'category', width: 90 },
        {
          title: '互链',
          dataIndex: 'reciprocal',
          width: 64,
          render: (v: boolean) => (v ? <Tag color="blue">是</Tag> : <Tag>否</Tag>),
        },
        {
          title: '状态',
          phone: true,
          dataIndex: 'status',
          width: 84,
          render: (_: unknown, l) => <FriendStatusTag status={l.status} />,
        },
        { title: '点击', dataIndex: 'clickCount', width: 64, align: 'right' },
        { title: '排序', dataIndex: 'sortOrder', width: 64, align: 'right' },
        {
          title: '创建时间',
          dataIndex: 'createdAt',
          width: 100,
          render: (v: string) => <span title={formatDateTime(v)}>{formatDate(v)}</span>,
        },
        {
          title: '操作',
          key: ACTIONS_KEY,
          width: 136,
          // Held at the right edge on a wide screen; on a phone it would cover most of the row.
          render: (_: unknown, l) => (
            <Space size={4}>
              {l.status === 'PENDING' && (
                <>
                  <TableAction title="通过" icon={<CheckOutlined />} onClick={() => handlers.onApprove(l)} />
                  <TableAction title="拒绝" icon={<StopOutlined />} onClick={() => handlers.onReject(l)} />
                </>
              )}
              <TableAction title="编辑" icon={<EditOutlined />} onClick={() => handlers.onEdit(l)} />
              <TableAction title="删除" danger icon={<DeleteOutlined />} onClick={() => handlers.onDelete(l)} />
            </Space>
          ),
        },
      ]}
    />
  );
}
