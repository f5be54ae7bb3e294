import type { ProductStatus } from '../products.ts';

/**
 * Products: the values pages read without validating anything (products.ts has the schemas).
 */

export const productStatusLabels: Record<ProductStatus, string> = { ACTIVE: '在售', INACTIVE: '下架', DRAFT: '草稿' };

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_SLUG_MAX = 200;
export const PRODUCT_BRAND_MAX = 100;
export const PRODUCT_MODEL_MAX = 100;
export const PRODUCT_SUMMARY_MAX = 500;
export const PRODUCT_DESCRIPTION_MAX = 100_000;
export const PRODUCT_IMAGES_MAX = 20;
export const PRODUCT_TAGS_MAX = 20;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 500;

/** Public list orders: `sort` values of GET /public/products (the default lists featured first, then newest). */
export const PRODUCT_SORTS = {
  newest: 'createdAt,desc',
  priceAsc: 'price,asc',
  priceDesc: 'price,desc',
  popular: 'popularity,desc',
} as const;

export type ProductSortKey = keyof typeof PRODUCT_SORTS;
export const productSortLabels: Record<ProductSortKey, string> = {
  newest: '最新上架',
  priceAsc: '价格从低到高',
  priceDesc: '价格从高到低',
  popular: '最受欢迎',
};

export const PUBLIC_PRODUCT_PAGE_SIZE = 12;

/** Spec 02 §8 texts of the product screens. */
export const PRODUCT_MESSAGES = {
  listFailed: '获取商品列表失败',
  detailFailed: '获取商品详情失败',
  createFailed: '创建商品失败',
  updateFailed: '更新商品失败',
  favoritesFailed: '获取收藏商品失败',
  favorited: '收藏成功',
  unfavorited: '取消收藏成功',
  loginFirst: '请先登录后再操作',
} as const;
