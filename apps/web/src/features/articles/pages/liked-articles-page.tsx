import { useState } from 'react';
import { Alert, Card, Empty, Pagination, Skeleton, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.tsx';
import { myLikedArticlesQuery } from '../api.ts';
import { ArticleCard } from '../components/article-card.tsx';

const PAGE_SIZE = 10;

/** /user/interactions: the articles I liked (favourite products join with the products area). */
export function LikedArticlesPage() {
  const api = useApi();
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useQuery(myLikedArticlesQuery(api, page - 1, PAGE_SIZE));
  const list = isLoading ? (
    <Skeleton active />
  ) : error ? (
    <Alert type="error" showIcon title="获取收藏文章失败" description={error.message} />
  ) : data && data.content.length > 0 ? (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {data.content.map((a) => (
        <ArticleCard key={a.id} article={a} />
      ))}
      {data.totalElements > PAGE_SIZE && <Pagination align="center" current={page} pageSize={PAGE_SIZE} total={data.totalElements} onChange={setPage} showSizeChanger={false} />}
    </Space>
  ) : (
    <Empty description="还没有点赞过文章" />
  );
  return (
    <Card title="我的收藏">
      <Tabs items={[{ key: 'articles', label: `点赞的文章${data ? `（${data.totalElements}）` : ''}`, children: list }]} />
    </Card>
  );
}
