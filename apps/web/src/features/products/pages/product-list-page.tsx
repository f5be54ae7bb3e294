import { Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../shared/api/api-context.tsx';
import { productCategoriesQuery, productListQuery } from '../api.ts';
import {
  productListParamsFrom,
  productListSearch,
  productListSortLabels,
  type ProductListSortKey,
} from '../list-params.ts';
import { CategoryNav } from '../components/category-nav.tsx';
import { categoryNameOf } from '../category-path.ts';
import { ProductGrid } from '../components/product-card.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { PlainSelect } from '../../../shared/ui/plain-select.tsx';
import { Text, Title } from '../../../shared/ui/typography.tsx';

const sortOptions = (Object.keys(productListSortLabels) as ProductListSortKey[]).map((k) => ({
  value: k,
  label: productListSortLabels[k],
}));

/** /products: the wardrobe — category navigation, order, a grid of cards, paging. */
export function ProductListPage() {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const { sortKey, ...params } = productListParamsFrom(search);
  const { data, isLoading } = useQuery(productListQuery(api, params));
  const { data: categories = [] } = useQuery(productCategoriesQuery(api));
  const categoryName = params.category ? categoryNameOf(categories, params.category, data?.content) : undefined;

  const go = (changes: Parameters<typeof productListSearch>[1]) => {
    setSearch(productListSearch(search, changes));
    window.scrollTo({ top: 0 });
  };
  const hrefOf = (slug: string | null) => {
    const next = productListSearch(search, { category: slug }).toString();
    return next ? `/products?${next}` : '/products';
  };

  return (
    <div className="product-list-page">
      <div className="product-list-head">
        <div>
          <Title level={2} style={{ margin: 0 }}>
            {categoryName ?? '好物'}
          </Title>
          {data && data.totalElements > 0 && <Text type="secondary">共 {data.totalElements} 件</Text>}
        </div>
        <PlainSelect<ProductListSortKey>
          label="排序"
          value={sortKey}
          options={sortOptions}
          onChange={(v) => go({ sort: v })}
          style={{ width: 148 }}
        />
      </div>
      {categories.length > 0 && <CategoryNav categories={categories} selected={params.category} hrefOf={hrefOf} />}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data && data.content.length > 0 ? (
        <>
          <ProductGrid products={data.content} opensPage />
          <Pager
            className="product-list-pagination"
            page={data.page + 1}
            pageSize={data.size}
            total={data.totalElements}
            onChange={(p) => go({ page: p })}
          />
        </>
      ) : (
        <Empty style={{ padding: '48px 0' }} description={params.category ? '这个分类下还没有好物' : '还没有好物'} />
      )}
    </div>
  );
}
