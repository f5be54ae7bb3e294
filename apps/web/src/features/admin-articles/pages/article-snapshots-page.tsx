import { useState } from 'react';
import { Alert, Button, Card, Input, Table, Tag } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { articleStatusLabels, PAGE_SIZE_DEFAULT, type ArticleStatus, type ArticleSummary } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { adminArticleQuery, adminArticlesQuery } from '../api.ts';
import { SnapshotDrawer } from '../components/snapshot-drawer.tsx';

/** /admin/article-snapshots: pick an article, then work with its versions. */
export function ArticleSnapshotsPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(keyword.trim(), 500);
  const { data, isFetching, error } = useQuery(
    adminArticlesQuery(api, { page: page - 1, size: PAGE_SIZE_DEFAULT, keyword: debounced }),
  );
  const selectedId = Number(params.get('articleId') ?? 0);
  const { data: selected } = useQuery({ ...adminArticleQuery(api, selectedId), enabled: selectedId > 0 });

  return (
    <Card title="文章快照">
      <Input.Search
        allowClear
        placeholder="搜索文章"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPage(1);
        }}
        style={{ width: 260, marginBottom: 16 }}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          title="获取文章列表失败"
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<ArticleSummary>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        scroll={{ x: 640 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE_DEFAULT,
          total: data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: '文章', dataIndex: 'title' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (v: ArticleStatus) => (
              <Tag color={v === 'PUBLISHED' ? 'green' : 'default'}>{articleStatusLabels[v]}</Tag>
            ),
          },
          { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, a) => (
              <Button size="small" icon={<HistoryOutlined />} onClick={() => setParams({ articleId: String(a.id) })}>
                查看快照
              </Button>
            ),
          },
        ]}
      />
      <SnapshotDrawer article={selectedId > 0 ? (selected ?? null) : null} onClose={() => setParams({})} />
    </Card>
  );
}
