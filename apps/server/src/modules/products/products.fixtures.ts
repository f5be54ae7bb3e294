import { beforeAll, expect } from 'vitest';
import type {
  AdminProduct,
  PageResult,
  ProductCategory,
  ProductDetail,
  ProductInput,
  ProductSummary,
} from '@app/contract';
import type { TestApp, TestDialect } from '../../test/test-app.ts';
import { madeCategory, unique } from '../../test/content.fixtures.ts';
import { dataOf, notFound } from '../../test/envelopes.ts';
import { auth, signedInAppFor, type SignedInApp } from '../../test/users.fixtures.ts';

/** Shared requests and builders of the products tests; every test builds its own data through the API. */

// The generic fixtures these tests use, in one import.
export { FORBIDDEN, UNAUTHORIZED, invalid } from '../../test/envelopes.ts';
export { MINUTE } from '../../test/clock.ts';
export { madeCategory, unique } from '../../test/content.fixtures.ts';
export { auth, newUser } from '../../test/users.fixtures.ts';

/** What the admin form sends; `unknown` so that invalid values can be sent too. */
export type ProductBody = Partial<Record<keyof ProductInput, unknown>>;

export const PRODUCT_NOT_FOUND = notFound('商品不存在');

/** A browser's User-Agent, one per simulated reader. */
export const readerUa = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 reader-${n}`;

export interface ProductsApp extends SignedInApp {
  /** A root category for the products of the file. */
  shelf: ProductCategory;
}

/**
 * Registers the hooks of a describe block: a signed-in app (code limits raised, so that delete
 * codes can be sent freely) and a root category. The fields are filled when the block's own
 * beforeAll hooks run.
 */
export function useProductsApp(dialect: TestDialect, shelfName: string): ProductsApp {
  const app = signedInAppFor(dialect) as ProductsApp;
  beforeAll(async () => {
    app.shelf = await madeCategory(app.t, app.admin, { name: shelfName });
  });
  return app;
}

export const createProduct = (t: TestApp, token: string | undefined, body: ProductBody) =>
  t.call({ method: 'POST', url: '/api/admin/products', payload: body, ...auth(token) });
export const updateProduct = (t: TestApp, token: string | undefined, id: number | string, body: ProductBody) =>
  t.call({ method: 'PUT', url: `/api/admin/products/${id}`, payload: body, ...auth(token) });
export const getProduct = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/api/admin/products/${id}`, ...auth(token) });
export const publicGet = (t: TestApp, slug: string, token?: string) =>
  t.call({ method: 'GET', url: `/api/public/products/${encodeURIComponent(slug)}`, ...auth(token) });
export const sendDeleteCode = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'POST', url: `/api/admin/products/${id}/send-delete-code`, ...auth(token) });
export const deleteProduct = (t: TestApp, token: string | undefined, id: number | string, payload?: unknown) =>
  t.call({
    method: 'DELETE',
    url: `/api/admin/products/${id}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...auth(token),
  });

let productSeq = 0;
/**
 * Creates a product through the API (the body names its category): an on-sale product with a
 * fresh name and slug unless the body says otherwise (`slug: undefined` lets the server make one
 * from the name).
 */
export async function madeProduct(t: TestApp, token: string, body: ProductBody): Promise<AdminProduct> {
  productSeq += 1;
  const res = await createProduct(t, token, {
    name: unique('商品'),
    slug: `item-${productSeq}`,
    price: '99.00',
    status: 'ACTIVE',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as AdminProduct;
}

/** The edit form filled from a product, with some fields changed: PUT replaces every field. */
export const formOf = (p: AdminProduct, changes: ProductBody = {}): ProductBody => ({
  name: p.name,
  slug: p.slug,
  categoryId: p.categoryId,
  price: p.price,
  originalPrice: p.originalPrice,
  brand: p.brand,
  model: p.model,
  summary: p.summary,
  description: p.description,
  mainImage: p.mainImage,
  images: p.images,
  tags: p.tags.map((tag) => tag.name),
  purchaseUrl: p.purchaseUrl,
  status: p.status,
  featured: p.featured,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  ...changes,
});

/** Saves a product through the edit form and returns what the server answered. */
export async function savedProduct(
  t: TestApp,
  token: string,
  p: AdminProduct,
  changes: ProductBody,
): Promise<AdminProduct> {
  return dataOf<AdminProduct>(await updateProduct(t, token, p.id, formOf(p, changes)));
}

/** The public page of a product (expected to be there). */
export async function publicDetail(t: TestApp, slug: string): Promise<ProductDetail> {
  return dataOf<ProductDetail>(await publicGet(t, slug));
}

/** One page of a product list answered 200. */
export async function productPage(t: TestApp, url: string, token?: string): Promise<PageResult<ProductSummary>> {
  return dataOf<PageResult<ProductSummary>>(await t.call({ method: 'GET', url, ...auth(token) }));
}

/** Deletes a product with a code mailed to the acting administrator. */
export async function deletedWithCode(t: TestApp, token: string, email: string, id: number): Promise<void> {
  expect((await sendDeleteCode(t, token, id)).statusCode).toBe(200);
  const res = await deleteProduct(t, token, id, { verificationCode: t.lastCode(email) });
  expect(res.statusCode, res.body).toBe(200);
}

/** How many rows a table holds for a product (to see what a delete leaves behind). */
export async function rowsOf(
  t: TestApp,
  table: 'products' | 'product_snapshots' | 'product_favorites' | 'product_tags',
  productId: number,
): Promise<number> {
  const db = t.app.services.database.db;
  const q =
    table === 'products'
      ? db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', '=', productId)
      : db
          .selectFrom(table as 'product_snapshots')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('product_id', '=', productId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
