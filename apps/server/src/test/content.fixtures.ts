import type {
  AdminArticle,
  AdminPage,
  ArticleInput,
  CategoryInput,
  PageInput,
  ProductCategory,
  Tag,
  TagInput,
} from '@app/contract';
import type { Database } from '../platform/db/schema.ts';
import type { TestApp } from './test-app.ts';
import { dataOf } from './envelopes.ts';
import { auth } from './users.fixtures.ts';

/** Articles, tags, custom pages and product categories made through the admin API, as the admin screens make them. */

let seq = 0;
/** A label no other test of the file uses (the database is shared by the tests of one dialect). */
export const unique = (label: string) => `${label} ${++seq}`;

/** What the admin forms send; `unknown` so that invalid values can be sent too. */
export type ArticleBody = Partial<Record<keyof ArticleInput, unknown>>;
export type TagBody = Partial<Record<keyof TagInput, unknown>>;
export type PageBody = Partial<Record<keyof PageInput, unknown>>;
export type CategoryBody = Partial<Record<keyof CategoryInput, unknown>>;

export const createArticle = (t: TestApp, token: string | undefined, body: ArticleBody) =>
  t.call({ method: 'POST', url: '/api/admin/articles', payload: body, ...auth(token) });
export const createTag = (t: TestApp, token: string | undefined, body: TagBody) =>
  t.call({ method: 'POST', url: '/api/admin/tags', payload: body, ...auth(token) });
export const createPage = (t: TestApp, token: string | undefined, body: PageBody) =>
  t.call({ method: 'POST', url: '/api/admin/pages', payload: body, ...auth(token) });
export const createCategory = (t: TestApp, token: string | undefined, body: CategoryBody) =>
  t.call({ method: 'POST', url: '/api/admin/product-categories', payload: body, ...auth(token) });

/** Creates an article through the API and returns what the server answered. */
export async function madeArticle(t: TestApp, token: string, body: ArticleBody): Promise<AdminArticle> {
  return dataOf<AdminArticle>(await createArticle(t, token, body), 201);
}

/** Creates a tag through the API and returns what the server answered. */
export async function madeTag(t: TestApp, token: string, body: TagBody): Promise<Tag> {
  return dataOf<Tag>(await createTag(t, token, body), 201);
}

/** Creates a custom page through the API and returns what the server answered. */
export async function madePage(t: TestApp, token: string, body: PageBody): Promise<AdminPage> {
  return dataOf<AdminPage>(await createPage(t, token, body), 201);
}

/** Creates a product category through the API (a root with a fresh name unless the body says otherwise). */
export async function madeCategory(t: TestApp, token: string, body: CategoryBody = {}): Promise<ProductCategory> {
  return dataOf<ProductCategory>(await createCategory(t, token, { name: unique('分类'), ...body }), 201);
}

/** How many rows a table holds (to see what a request wrote, or that it wrote nothing). */
export async function rowCount(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.app.services.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
