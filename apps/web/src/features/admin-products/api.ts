import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductQuery,
  CategoryInput,
  PageResult,
  ProductCategory,
  ProductDeleteInput,
  ProductFeaturedInput,
  ProductInput,
  ProductSearchQuery,
  ProductSnapshot,
  ProductSummary,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { snapshotListParams, type SnapshotCalls } from '../../shared/snapshots/snapshot-kind.ts';

/* ---------- Categories (spec 01 §7) ---------- */

export const categoryKeys = { tree: ['admin', 'product-categories', 'tree'] as const };

/** The whole tree, nested, with level, parent name and each category's own product count. */
export const categoryTreeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: categoryKeys.tree,
    queryFn: () => api.get<ProductCategory[]>('/admin/product-categories/tree'),
  });

export const createCategory = (api: ApiClient, input: CategoryInput) =>
  api.post<ProductCategory>('/admin/product-categories', input);
export const updateCategory = (api: ApiClient, id: number, input: CategoryInput) =>
  api.put<ProductCategory>(`/admin/product-categories/${id}`, input);
export const deleteCategory = (api: ApiClient, id: number) => api.delete<null>(`/admin/product-categories/${id}`);

/* ---------- Products (spec 02 §7) ---------- */

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  one: (id: number) => ['admin', 'products', 'detail', id] as const,
};

/**
 * Spec 02 §5/§7: with a keyword the public search (an administrator gets every status there; the
 * status is ignored), otherwise the admin list, newest first, optionally of one status. Pages are
 * zero-based, as the server counts.
 */
export const adminProductsQuery = (api: ApiClient, p: AdminProductQuery) =>
  queryOptions({
    queryKey: [...adminProductKeys.all, 'list', p],
    queryFn: () =>
      p.keyword
        ? api.get<PageResult<ProductSummary>>('/public/products/search', {
            params: { keyword: p.keyword, page: p.page, size: p.size } satisfies ProductSearchQuery,
          })
        : api.get<PageResult<ProductSummary>>('/admin/products', {
            params: { page: p.page, size: p.size, sort: 'createdAt,desc', ...(p.status ? { status: p.status } : {}) },
          }),
    placeholderData: keepPreviousData,
  });

/** The product as the editor loads it. */
export const adminProductQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminProductKeys.one(id),
    queryFn: () => api.get<AdminProduct>(`/admin/products/${id}`),
    staleTime: 0,
  });

export const createProduct = (api: ApiClient, input: ProductInput) => api.post<AdminProduct>('/admin/products', input);
export const updateProduct = (api: ApiClient, id: number, input: ProductInput) =>
  api.put<AdminProduct>(`/admin/products/${id}`, input);
export const setProductFeatured = (api: ApiClient, id: number, featured: boolean) =>
  api.patch<AdminProduct>(`/admin/products/${id}/featured`, { featured } satisfies ProductFeaturedInput);
/** Mails a code to the acting administrator, for deleting this product only. */
export const sendProductDeleteCode = (api: ApiClient, id: number) =>
  api.post<null>(`/admin/products/${id}/send-delete-code`);
export const deleteProduct = (api: ApiClient, id: number, verificationCode: string) =>
  api.delete<null>(`/admin/products/${id}`, { data: { verificationCode } satisfies ProductDeleteInput });

export const productSnapshotKeys = { all: ['admin', 'product-snapshots'] as const };

export const productSnapshotCalls = (api: ApiClient): SnapshotCalls<ProductSnapshot> => ({
  list: (productId, page) =>
    api.get<PageResult<ProductSnapshot>>(`/admin/products/${productId}/snapshots`, {
      params: snapshotListParams(page),
    }),
  create: (productId, body) => api.post<ProductSnapshot>(`/admin/products/${productId}/snapshots`, body),
  remove: (productId, snapshotId) => api.delete<null>(`/admin/products/${productId}/snapshots/${snapshotId}`),
  restore: (productId, snapshotId) =>
    api.post<AdminProduct>(`/admin/products/${productId}/snapshots/${snapshotId}/restore`),
});
