import { useState } from 'react';
import { Alert, Empty, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.tsx';
import { myLikedArticlesQuery } from '../api.ts';
import { ArticleCard } from './article-card.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';

const PAGE_SIZE = 10;

/** The articles I liked (spec 02 §2 我的收藏), paged by 10. */
export function LikedArticlesList() {
  const api = useApi();
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useQuery(myLikedArticlesQuery(api, page - 1, PAGE_SIZE));
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title="获取收藏文章失败" description={error.message} />;
  if (!data || data.content.length === 0) return <Empty description="还没有点赞过文章" />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {data.content.map((a) => (
        <ArticleCard key={a.id} article={a} />
      ))}
      <Pager page={page} pageSize={PAGE_SIZE} total={data.totalElements} onChange={setPage} />
    </Space>
  );
}
