import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FavoriteStatus, MenuCategory, PageResult, ProductDetail, ProductSummary } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** What GET /public/products is asked for (page zero-based, as the server counts). */
export interface ProductListParams {
  page: number;
  size: number;
  /** A value of PRODUCT_SORTS; absent: the server's order (featured first, then newest). */
  sort?: string;
  /** A category slug: its whole subtree is listed. */
  category?: string;
  featured?: boolean;
}

export const productKeys = {
  list: (p: ProductListParams) => ['products', 'list', p] as const,
  detail: (slug: string) => ['products', 'detail', slug] as const,
  categories: ['products', 'categories'] as const,
  favoriteStatus: (id: number) => ['products', 'favorite-status', id] as const,
  myFavorites: ['products', 'my-favorites'] as const,
};

export const productListQuery = (api: ApiClient, p: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(p),
    queryFn: () =>
      api.get<PageResult<ProductSummary>>('/public/products', {
        params: {
          page: p.page,
          size: p.size,
          ...(p.sort ? { sort: p.sort } : {}),
          ...(p.category ? { category: p.category } : {}),
          ...(p.featured ? { featured: 'true' } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The wardrobe menu: active categories shown in the menu, nested, with the products of each subtree counted. */
export const productCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: productKeys.categories,
    queryFn: () => api.get<MenuCategory[]>('/public/product-categories'),
    staleTime: 5 * 60_000,
  });

export const productQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(slug),
    queryFn: () => api.get<ProductDetail>(`/public/products/${encodeURIComponent(slug)}`),
  });

export const favoriteStatusQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: productKeys.favoriteStatus(id),
    queryFn: () => api.get<FavoriteStatus>(`/user/interactions/products/${id}/favorite-status`),
  });

export const toggleFavorite = (api: ApiClient, id: number) =>
  api.post<FavoriteStatus>(`/user/interactions/products/${id}/favorite`);

/** Sent by the browser after the page shows (not by the server render, which bots also cause). */
export const recordProductView = (api: ApiClient, slug: string) =>
  api.post<{ viewCount: number }>(`/public/products/${encodeURIComponent(slug)}/view`);

/** A purchase-link click; the caller ignores a failure (the link opens anyway). */
export const recordProductClick = (api: ApiClient, slug: string) =>
  api.post<{ clickCount: number }>(`/public/products/${encodeURIComponent(slug)}/click`);

/** My favourites (on sale and off the shelf); personal and changed from other pages, so never taken as fresh. */
export const myFavoriteProductsQuery = (api: ApiClient, page: number, size: number) =>
  queryOptions({
    queryKey: [...productKeys.myFavorites, page, size],
    queryFn: () =>
      api.get<PageResult<ProductSummary>>('/user/interactions/my-favorite-products', { params: { page, size } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
