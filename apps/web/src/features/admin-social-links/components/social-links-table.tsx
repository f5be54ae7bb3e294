import { Space, Tag, Typography, type TablePaginationConfig } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { SocialLink } from '@app/contract';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { ACTIONS_KEY, AdminTable } from '../../../shared/ui/admin-table.tsx';
import { truncateUrl } from '../truncate-url.ts';
import { SocialIconView } from '../../social-links/index.ts';

export interface SocialRowHandlers {
  onEdit: (link: SocialLink) => void;
  onDelete: (link: SocialLink) => void;
}

const yesNo = (v: boolean, colour = 'blue') => (v ? <Tag color={colour}>是</Tag> : <Tag>否</Tag>);

/** The address, cut to 50 characters with the whole in its title; mailto: and tel: open in place. */
function UrlCell({ url }: { url: string }) {
  const web = /^https?:/i.test(url);
  return (
    <Typography.Link
      href={url}
      title={url}
      className="asl-url"
      {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {truncateUrl(url)}
    </Typography.Link>
  );
}

/** The social links' table (spec 02 §2, §9), in sort order. */
export function SocialLinksTable({
  links,
  loading,
  emptyText,
  pagination,
  handlers,
}: {
  links: SocialLink[];
  loading: boolean;
  emptyText: string;
  pagination: TablePaginationConfig;
  handlers: SocialRowHandlers;
}) {
  return (
    <AdminTable<SocialLink>
      rowKey="id"
      loading={loading}
      dataSource={links}
      locale={{ emptyText }}
      pagination={pagination}
      columns={[
        {
          title: '平台',
          key: 'platform',
          width: 130,
          phone: true,
          render: (_: unknown, l) => (
            <span className="asl-platform">
              <SocialIconView icon={l.icon} color={l.color} size={18} />
              <span>{l.platformName}</span>
            </span>
          ),
        },
        { title: '标题', dataIndex: 'title', width: 120, ellipsis: true },
        { title: 'URL', dataIndex: 'url', width: 210, render: (v: string) => <UrlCell url={v} /> },
        { title: '分组', dataIndex: 'groupName', width: 90, ellipsis: true },
        { title: '排序', dataIndex: 'sortOrder', width: 64, align: 'right' },
        {
          title: '状态',
          phone: true,
          dataIndex: 'active',
          width: 72,
          render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
        },
        { title: '推荐', dataIndex: 'featured', width: 60, render: (v: boolean) => yesNo(v, 'gold') },
        { title: '新窗口', dataIndex: 'openInNewTab', width: 80, render: (v: boolean) => yesNo(v) },
        { title: '点击', dataIndex: 'clickCount', width: 64, align: 'right' },
        {
          title: '操作',
          key: ACTIONS_KEY,
          width: 96,
          render: (_: unknown, l) => (
            <Space size={4}>
              <TableAction title="编辑" icon={<EditOutlined />} onClick={() => handlers.onEdit(l)} />
              <TableAction title="删除" danger icon={<DeleteOutlined />} onClick={() => handlers.onDelete(l)} />
            </Space>
          ),
        },
      ]}
    />
  );
}
