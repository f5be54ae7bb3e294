import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { PAGE_SEARCH_DEBOUNCE_MS, PAGE_SIZE_DEFAULT, pageStatusLabels, type PageSummary } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { ACTIONS_KEY, AdminTable, SlugText } from '../../../shared/ui/admin-table.tsx';
import { pageKeys } from '../../pages/index.ts';
import { adminPageKeys, adminPagesQuery, deletePage } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** /admin/pages — custom pages: searchable, paged, ordered as the public list orders them. */
export function AdminPagesPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), PAGE_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE_DEFAULT);
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const { data, isFetching, error, refetch } = useQuery(
    adminPagesQuery(api, { page: page - 1, size, keyword: debouncedKeyword }),
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    await deletePage(api, deleting.id);
    message.success('页面已删除');
    queryClient.removeQueries({ queryKey: adminPageKeys.detail(deleting.id) });
    void queryClient.invalidateQueries({ queryKey: pageKeys.all });
    setDeleting(null);
    // The last row of a page gone: show the page before it.
    if (data && data.content.length === 1 && page > 1) setPage(page - 1);
    else await refetch();
  };

  return (
    <Card
      title="自定义页面"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/admin/pages/new')}>
          新建页面
        </Button>
      }
    >
      <div style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索标题或路径标识符"
          aria-label="搜索页面"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
      </div>
      {error && (
        <Alert type="error" showIcon title="加载失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      <AdminTable<PageSummary>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        locale={{ emptyText: debouncedKeyword ? '没有匹配的页面' : '还没有页面，点击「新建页面」创建第一个' }}
        pagination={{
          current: page,
          pageSize: size,
          total: data?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个页面`,
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            ellipsis: true,
            phone: true,
            render: (_: string, row) => <Link to={`/admin/pages/edit/${row.id}`}>{row.title}</Link>,
          },
          {
            title: '路径标识符',
            dataIndex: 'slug',
            width: 180,
            render: (slug: string) => <SlugText>{slug}</SlugText>,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 84,
            phone: true,
            render: (status: PageSummary['status']) => (
              <Tag color={status === 'PUBLISHED' ? 'green' : 'default'}>{pageStatusLabels[status]}</Tag>
            ),
          },
          { title: '排序', dataIndex: 'sortOrder', width: 70, align: 'right' },
          {
            title: '列表中显示',
            dataIndex: 'showInList',
            width: 112,
            render: (v: boolean) => (v ? <Tag color="blue">显示</Tag> : <Tag>隐藏</Tag>),
          },
          { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (v: string) => formatDateTime(v) },
          {
            title: '操作',
            key: ACTIONS_KEY,
            width: 170,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void navigate(`/admin/pages/edit/${row.id}`)}>
                  编辑
                </Button>
                {row.status === 'PUBLISHED' && (
                  <Button
                    type="link"
                    size="small"
                    href={`/pages/${row.slug}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={`查看「${row.title}」（新标签页）`}
                  >
                    查看
                  </Button>
                )}
                <Button type="link" size="small" danger onClick={() => setDeleting(row)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除页面"
        content={deleting ? `确定删除页面「${deleting.title}」吗？此操作不可恢复。` : null}
        confirmText="删除"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
