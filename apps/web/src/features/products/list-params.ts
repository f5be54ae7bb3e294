import {
  PRODUCT_SORTS,
  PUBLIC_PRODUCT_PAGE_SIZE,
  productSortLabels,
  type ProductSortKey,
  type PublicProductQuery,
} from '@app/contract';

/** 'default' is the server's own order: featured first, then newest. */
export type ProductListSortKey = 'default' | ProductSortKey;
export const productListSortLabels: Record<ProductListSortKey, string> = { default: '综合排序', ...productSortLabels };

/** The query parameters productListParamsFrom reads: the list page declares them (RouteHandle.query). */
export const PRODUCT_LIST_QUERY = ['category', 'cat', 'page', 'sort'] as const;

/**
 * /products?category=&sort=&page= (`cat` is read as an alias of `category`; page 1-based in the
 * address, zero-based on the server).
 */
export function productListParamsFrom(search: URLSearchParams): PublicProductQuery & { sortKey: ProductListSortKey } {
  const sortKey = (Object.keys(PRODUCT_SORTS) as ProductSortKey[]).find((k) => k === search.get('sort')) ?? 'default';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const category = (search.get('category') || search.get('cat'))?.trim() || undefined;
  return {
    page: page - 1,
    size: PUBLIC_PRODUCT_PAGE_SIZE,
    ...(sortKey === 'default' ? {} : { sort: PRODUCT_SORTS[sortKey] }),
    ...(category ? { category } : {}),
    sortKey,
  };
}

/** The address after a change of category, sort or page: `cat` becomes `category`, defaults leave the address. */
export function productListSearch(
  current: URLSearchParams,
  changes: { category?: string | null; sort?: ProductListSortKey; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(current);
  const category = changes.category === undefined ? current.get('category') || current.get('cat') : changes.category;
  next.delete('cat');
  if (category) next.set('category', category);
  else next.delete('category');
  if (changes.sort !== undefined) {
    if (changes.sort === 'default') next.delete('sort');
    else next.set('sort', changes.sort);
  }
  // A new category or order starts at the first page.
  const page = changes.page ?? (changes.category !== undefined || changes.sort !== undefined ? 1 : undefined);
  if (page !== undefined) {
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
  }
  return next;
}
