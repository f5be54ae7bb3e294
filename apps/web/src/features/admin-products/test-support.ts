import type { AdminProduct, ProductCategory } from '@app/contract';
import type { Reply } from '../../test/fake-server.ts';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';
export { productSummary } from '../../test/product-summary.ts';
import { productSummary } from '../../test/product-summary.ts';

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
