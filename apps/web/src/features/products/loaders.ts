import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { productCategoriesQuery, productListQuery, productQuery } from './api.ts';
import { productListParamsFrom } from './list-params.ts';
import { categoryNameOf } from './category-path.ts';

export interface ProductListLoaderData {
  /** Set when the list is filtered by a category: the page is titled with it. */
  categoryName?: string;
}

/** /products: the list and the category menu, so the server renders both. */
export async function loadProductList(
  queryClient: QueryClient,
  api: ApiClient,
  url: URL,
): Promise<ProductListLoaderData> {
  const { sortKey: _sortKey, ...params } = productListParamsFrom(url.searchParams);
  const [list, categories] = await Promise.all([
    queryClient.ensureQueryData(productListQuery(api, params)),
    queryClient.ensureQueryData(productCategoriesQuery(api)),
  ]);
  const categoryName = params.category ? categoryNameOf(categories, params.category, list.content) : undefined;
  return categoryName ? { categoryName } : {};
}

/** /products/{slug}: an unknown or draft product is the API's 404. */
export const loadProduct = (queryClient: QueryClient, api: ApiClient, slug: string) =>
  queryClient.ensureQueryData(productQuery(api, slug));
