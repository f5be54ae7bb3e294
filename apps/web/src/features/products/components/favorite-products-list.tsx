import { useState } from 'react';
import { Alert, Empty, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_MESSAGES } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { myFavoriteProductsQuery } from '../api.ts';
import { ProductGrid } from './product-card.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';

export const FAVORITES_PAGE_SIZE = 10;

/** My favourite products (spec 02 §2 我的收藏), paged by 10; off-shelf ones carry their 已下架 badge. */
export function FavoriteProductsList() {
  const api = useApi();
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useQuery(myFavoriteProductsQuery(api, page - 1, FAVORITES_PAGE_SIZE));
  if (isLoading) return <Skeleton active />;
  if (error)
    return <Alert type="error" showIcon title={PRODUCT_MESSAGES.favoritesFailed} description={error.message} />;
  if (!data || data.content.length === 0) return <Empty description="还没有收藏过好物" />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ProductGrid products={data.content} />
      <Pager page={page} pageSize={FAVORITES_PAGE_SIZE} total={data.totalElements} onChange={setPage} />
    </Space>
  );
}
