import type { AdminProduct, ProductCategory, ProductSummary } from '@app/contract';
import type { Reply } from '../../test/fake-server.ts';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

/** A refusal as the server sends it: message, stable code, and the field errors of a validation failure. */
export const refuse = (
  status: number,
  message: string,
  code: string,
  errors?: { field: string; message: string }[],
): Reply => ({
  status,
  data: { success: false, message, code, data: errors ? { errors } : null },
});

/** A category as GET /admin/product-categories/tree answers it (a root unless `parent` is given). */
export const category = (
  id: number,
  name: string,
  level = 0,
  parent: ProductCategory | null = null,
  opts: Partial<ProductCategory> = {},
): ProductCategory => ({
  id,
  name,
  parentId: parent?.id ?? null,
  parentName: parent?.name ?? null,
  slug: `c${id}`,
  description: null,
  icon: null,
  coverImage: null,
  sortOrder: 0,
  active: true,
  featured: false,
  showInMenu: true,
  level,
  productCount: 0,
  // A leaf unless told otherwise: its subtree is itself.
  subtreeProductCount: opts.productCount ?? 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  children: [],
  ...opts,
});

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

/** The same product as the editor loads it. */
export const adminProduct = (id: number, name: string, opts: Partial<AdminProduct> = {}): AdminProduct => ({
  ...productSummary(id, name),
  images: [],
  description: '',
  purchaseUrl: null,
  seoTitle: null,
  seoDescription: null,
  ...opts,
});
