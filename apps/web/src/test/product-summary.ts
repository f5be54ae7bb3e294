import type { ProductSummary } from '@app/contract';

/** A product of a list, on sale at ¥199.00 unless told otherwise. */
export const productSummary = (id: number, name: string, opts: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  name,
  slug: `p${id}`,
  categoryId: 1,
  categoryName: '上衣',
  categorySlug: 'tops',
  price: '199.00',
  originalPrice: null,
  brand: null,
  model: null,
  summary: null,
  mainImage: null,
  tags: [],
  status: 'ACTIVE',
  featured: false,
  viewCount: 0,
  clickCount: 0,
  favoriteCount: 0,
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
  ...opts,
});
