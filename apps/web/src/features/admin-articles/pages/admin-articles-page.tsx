import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Alert, Button, Card, Input, Segmented, Space, Tag as AntTag, Tooltip, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  PlusOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { articleStatusLabels, PAGE_SIZE_DEFAULT, type ArticleStatus, type ArticleSummary } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { formatCount, formatDateTime } from '../../../shared/lib/format.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { adminArticleKeys, adminArticlesQuery, deleteArticle, publishArticle, unpublishArticle } from '../api.ts';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { ACTIONS_KEY, AdminTable, SlugText } from '../../../shared/ui/admin-table.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const SEARCH_DEBOUNCE_MS = 500;

/** /admin/articles: every article, drafts included. */
export function AdminArticlesPage() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<ArticleStatus | 'ALL'>('ALL');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE_DEFAULT);
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useQuery(
    adminArticlesQuery(api, { page: page - 1, size, keyword: debounced, ...(status === 'ALL' ? {} : { status }) }),
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminArticleKeys.all });
  const toggleStatus = async (a: ArticleSummary) => {
    try {
      if (a.status === 'PUBLISHED') await unpublishArticle(api, a.id);
      else await publishArticle(api, a.id);
      message.success(a.status === 'PUBLISHED' ? '文章已撤回为草稿' : '文章已发布');
      await refresh();
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteArticle(api, deleting.id);
    message.success('文章已删除');
    setDeleting(null);
    if (data && data.content.length === 1 && page > 1) setPage(page - 1);
    await refresh();
  };

  return (
    <Card
      title="文章管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/admin/editor/new')}>
          写文章
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="搜索标题或路径标识符"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          style={{ width: 260 }}
        />
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as ArticleStatus | 'ALL');
            setPage(1);
          }}
          options={[
            { value: 'ALL', label: '全部' },
            { value: 'PUBLISHED', label: '已发布' },
            { value: 'DRAFT', label: '草稿' },
          ]}
        />
      </Space>
      {error && (
        <Alert
          type="error"
          showIcon
          title="获取文章列表失败"
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <AdminTable<ArticleSummary>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        locale={{ emptyText: debounced ? '没有匹配的文章' : '还没有文章，点击「写文章」开始' }}
        pagination={{
          current: page,
          pageSize: size,
          total: data?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 篇`,
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        columns={[
          {
            title: '封面',
            dataIndex: 'coverImage',
            width: 96,
            render: (v: string | null) =>
              v ? (
                <img src={v} alt="" className="admin-thumb" />
              ) : (
                <div className="admin-thumb admin-thumb-empty">无</div>
              ),
          },
          {
            title: '标题',
            dataIndex: 'title',
            phone: true,
            render: (_: string, a) => (
              <>
                <Link to={`/admin/editor/${a.id}`}>{a.title}</Link>
                <SlugText>{`/articles/${a.slug}`}</SlugText>
              </>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            phone: true,
            render: (v: ArticleStatus) => (
              <AntTag color={v === 'PUBLISHED' ? 'green' : 'default'}>{articleStatusLabels[v]}</AntTag>
            ),
          },
          {
            title: '标签',
            dataIndex: 'tags',
            width: 150,
            render: (tags: ArticleSummary['tags']) => (
              <Space size={[4, 4]} wrap>
                {tags.map((t) => (
                  <TagLabel key={t.id} name={t.name} color={t.color} icon={t.icon} />
                ))}
              </Space>
            ),
          },
          {
            title: '阅读 / 点赞',
            key: 'counts',
            width: 100,
            align: 'right',
            phone: 'labelled',
            render: (_: unknown, a) => (
              <span aria-label={`阅读 ${a.viewCount}，点赞 ${a.likeCount}`}>
                {formatCount(a.viewCount)} / {formatCount(a.likeCount)}
              </span>
            ),
          },
          {
            title: '发布 / 更新',
            key: 'time',
            width: 170,
            render: (_: unknown, a) => (
              <Space orientation="vertical" size={0}>
                <span>{a.publishedAt ? formatDateTime(a.publishedAt) : '未发布'}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  更新于 {formatDateTime(a.updatedAt)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '操作',
            key: ACTIONS_KEY,
            // Five 24 px buttons, 4 px apart, and the cell's padding.
            width: 172,
            render: (_: unknown, a) => (
              <Space size={4}>
                <TableAction
                  title="编辑"
                  icon={<EditOutlined />}
                  onClick={() => void navigate(`/admin/editor/${a.id}`)}
                />
                {a.status === 'PUBLISHED' && (
                  <TableAction title="查看" icon={<EyeOutlined />} href={`/articles/${a.slug}`} target="_blank" />
                )}
                <Tooltip title={a.status === 'PUBLISHED' ? '撤回为草稿' : '发布'}>
                  <Button
                    size="small"
                    icon={a.status === 'PUBLISHED' ? <RollbackOutlined /> : <SendOutlined />}
                    aria-label={a.status === 'PUBLISHED' ? '撤回为草稿' : '发布'}
                    onClick={() => void toggleStatus(a)}
                  />
                </Tooltip>
                <TableAction
                  title="版本快照"
                  icon={<HistoryOutlined />}
                  onClick={() => void navigate(`/admin/article-snapshots?articleId=${a.id}`)}
                />
                <TableAction title="删除" danger icon={<DeleteOutlined />} onClick={() => setDeleting(a)} />
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除文章"
        content={deleting ? `确定删除文章「${deleting.title}」吗？它的快照和点赞也会一并删除，此操作不可恢复。` : null}
        confirmText="删除"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
