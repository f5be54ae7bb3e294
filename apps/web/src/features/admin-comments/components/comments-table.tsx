import { Space, Typography, type TablePaginationConfig } from 'antd';
import {
  CheckOutlined,
  DeleteOutlined,
  FilterOutlined,
  MessageOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { AdminComment } from '@app/contract';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { ACTIONS_KEY, AdminTable } from '../../../shared/ui/admin-table.tsx';
import type { RowAction } from '../use-moderation.ts';
import type { ArticleChoice } from './article-filter.tsx';
import { CommentAuthor } from './comment-author.tsx';
import { CommentContent } from './comment-content.tsx';
import { CommentStatusTag } from './comment-status-tag.tsx';

export interface CommentRowHandlers {
  onStatus: (comment: AdminComment, status: RowAction) => void;
  onReply: (comment: AdminComment) => void;
  onDelete: (comment: AdminComment) => void;
  onFilterArticle: (article: ArticleChoice) => void;
}

/** Only a comment readers can see or that awaits review can be answered (the server refuses others). */
const answerable = (c: AdminComment) => c.status === 'PENDING' || c.status === 'APPROVED';

/** The moderation table: one comment a row, its actions at the end; deleted comments are only shown. */
export function CommentsTable({
  comments,
  loading,
  emptyText,
  pagination,
  selected,
  onSelect,
  handlers,
}: {
  comments: AdminComment[];
  loading: boolean;
  emptyText: string;
  pagination: TablePaginationConfig;
  /** Null: no selection column (the deleted comments). */
  selected: number[] | null;
  onSelect: (ids: number[]) => void;
  handlers: CommentRowHandlers;
}) {
  return (
    <AdminTable<AdminComment>
      rowKey="id"
      className="admin-comments-table"
      loading={loading}
      dataSource={comments}
      locale={{ emptyText }}
      pagination={pagination}
      rowSelection={
        selected === null
          ? undefined
          : {
              selectedRowKeys: selected,
              onChange: (keys) => onSelect(keys.map(Number)),
              getCheckboxProps: (c) => ({
                disabled: c.status === 'DELETED',
                'aria-label': `选择评论：${[...c.content].slice(0, 20).join('')}`,
              }),
            }
      }
      columns={[
        { title: '内容', key: 'content', phone: true, render: (_: unknown, c) => <CommentContent comment={c} /> },
        { title: '作者', key: 'author', width: 160, render: (_: unknown, c) => <CommentAuthor author={c.author} /> },
        {
          title: '文章',
          key: 'article',
          width: 160,
          render: (_: unknown, c) =>
            c.article.slug ? (
              <Space size={4} align="start" className="admin-comment-article">
                <Typography.Link
                  href={`/articles/${c.article.slug}#comments`}
                  target="_blank"
                  rel="noopener"
                  title={c.article.title}
                  className="admin-comment-article-link"
                >
                  {c.article.title}
                </Typography.Link>
                <TableAction
                  title="只看这篇文章的评论"
                  type="text"
                  icon={<FilterOutlined />}
                  onClick={() => handlers.onFilterArticle({ id: c.article.id, title: c.article.title })}
                />
              </Space>
            ) : (
              <Typography.Text type="secondary">文章已删除</Typography.Text>
            ),
        },
        {
          title: '状态',
          phone: true,
          dataIndex: 'status',
          width: 90,
          render: (_: unknown, c) => <CommentStatusTag status={c.status} />,
        },
        {
          // One column for both (WordPress shows the address with the author): the table fits a laptop's width.
          title: '时间 / IP',
          key: 'time',
          width: 150,
          render: (_: unknown, c) => (
            <div className="admin-comment-time">
              <span>{formatDateTime(c.createdAt)}</span>
              <Typography.Text type="secondary" className="admin-comment-ip">
                {c.ip ?? '—'}
              </Typography.Text>
            </div>
          ),
        },
        {
          title: '操作',
          key: ACTIONS_KEY,
          width: 168,
          // Held at the right edge on a wide screen; on a phone it would cover most of the row.
          render: (_: unknown, c) =>
            c.status === 'DELETED' ? (
              <Typography.Text type="secondary">—</Typography.Text>
            ) : (
              <Space size={4}>
                {c.status !== 'APPROVED' && (
                  <TableAction title="通过" icon={<CheckOutlined />} onClick={() => handlers.onStatus(c, 'APPROVED')} />
                )}
                {c.status !== 'REJECTED' && (
                  <TableAction title="拒绝" icon={<StopOutlined />} onClick={() => handlers.onStatus(c, 'REJECTED')} />
                )}
                {c.status !== 'SPAM' && (
                  <TableAction
                    title="标为垃圾"
                    icon={<WarningOutlined />}
                    onClick={() => handlers.onStatus(c, 'SPAM')}
                  />
                )}
                {answerable(c) && (
                  <TableAction title="回复" icon={<MessageOutlined />} onClick={() => handlers.onReply(c)} />
                )}
                <TableAction title="删除" danger icon={<DeleteOutlined />} onClick={() => handlers.onDelete(c)} />
              </Space>
            ),
        },
      ]}
    />
  );
}
