import { useState } from 'react';
import { Alert, Button, Card, Input, Table } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  PAGE_SIZE_DEFAULT,
  PRODUCT_MESSAGES,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  type ProductStatus,
  type ProductSummary,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { adminProductQuery, adminProductsQuery } from '../api.ts';
import { ProductCell, ProductPrice, ProductStatusTag } from '../components/product-cells.tsx';
import { ProductSnapshotDrawer } from '../components/product-snapshot-drawer.tsx';
import '../admin-products.css';

/** /admin/product-snapshots: pick a product, then work with its versions (spec 02 §2). */
export function ProductSnapshotsPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(keyword.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useQuery(
    adminProductsQuery(api, { page: page - 1, size: PAGE_SIZE_DEFAULT, keyword: debounced }),
  );
  const selectedId = Number(params.get('productId') ?? 0);
  const { data: selected } = useQuery({ ...adminProductQuery(api, selectedId), enabled: selectedId > 0 });

  return (
    <Card className="ap-card" title="商品快照">
      <Input.Search
        allowClear
        placeholder="搜索商品"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPage(1);
        }}
        style={{ width: 260, maxWidth: '100%', marginBottom: 16 }}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          title={PRODUCT_MESSAGES.listFailed}
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<ProductSummary>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: debounced ? '没有匹配的商品' : '还没有商品' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE_DEFAULT,
          total: data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: '商品',
            key: 'product',
            render: (_: unknown, p) => <ProductCell name={p.name} slug={p.slug} mainImage={p.mainImage} />,
          },
          {
            title: '价格',
            key: 'price',
            width: 130,
            render: (_: unknown, p) => <ProductPrice price={p.price} originalPrice={p.originalPrice} />,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (v: ProductStatus) => <ProductStatusTag status={v} />,
          },
          { title: '创建时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, p) => (
              <Button size="small" icon={<HistoryOutlined />} onClick={() => setParams({ productId: String(p.id) })}>
                查看快照
              </Button>
            ),
          },
        ]}
      />
      <ProductSnapshotDrawer product={selectedId > 0 ? (selected ?? null) : null} onClose={() => setParams({})} />
    </Card>
  );
}
