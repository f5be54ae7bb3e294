import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ClickCount,
  FavoriteStatus,
  MenuCategory,
  PageRequest,
  PageResult,
  ProductDetail,
  ProductSummary,
  PublicProductQuery,
  ViewCount,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const productKeys = {
  list: (p: PublicProductQuery) => ['products', 'list', p] as const,
  detail: (slug: string) => ['products', 'detail', slug] as const,
  categories: ['products', 'categories'] as const,
  favoriteStatus: (id: number) => ['products', 'favorite-status', id] as const,
  myFavorites: ['products', 'my-favorites'] as const,
};

/**
 * GET /public/products (page zero-based, as the server counts); without a sort (a value of
 * PRODUCT_SORTS) the server's order: featured first, then newest.
 */
export const productListQuery = (api: ApiClient, p: PublicProductQuery) =>
  queryOptions({
    queryKey: productKeys.list(p),
    queryFn: () =>
      api.get<PageResult<ProductSummary>>('/public/products', {
        params: {
          page: p.page,
          size: p.size,
          ...(p.sort ? { sort: p.sort } : {}),
          ...(p.category ? { category: p.category } : {}),
          ...(p.featured ? { featured: p.featured } : {}),
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
  api.post<ViewCount>(`/public/products/${encodeURIComponent(slug)}/view`);

/** A purchase-link click; the caller ignores a failure (the link opens anyway). */
export const recordProductClick = (api: ApiClient, slug: string) =>
  api.post<ClickCount>(`/public/products/${encodeURIComponent(slug)}/click`);

/** My favourites (on sale and off the shelf); personal and changed from other pages, so never taken as fresh. */
export const myFavoriteProductsQuery = (api: ApiClient, page: number, size: number) =>
  queryOptions({
    queryKey: [...productKeys.myFavorites, page, size],
    queryFn: () =>
      api.get<PageResult<ProductSummary>>('/user/interactions/my-favorite-products', {
        params: { page, size } satisfies PageRequest,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
