import type { ProductStatus } from '../../platform/db/schema.ts';

/**
 * The two rules of who sees a product, in one place: readers may open a product on sale or off
 * the shelf (shown as 下架, without a purchase link); lists, counts, search and clicks take only
 * products on sale. Drafts are nobody's but the administrator's.
 */
export const ON_SALE: ProductStatus = 'ACTIVE';
export const READER_VISIBLE_STATUSES: ProductStatus[] = [ON_SALE, 'INACTIVE'];

export const readerMayOpen = (product: { status: ProductStatus }): boolean =>
  READER_VISIBLE_STATUSES.includes(product.status);

export const onSale = (product: { status: ProductStatus }): boolean => product.status === ON_SALE;
