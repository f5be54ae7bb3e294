import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AdminArticle, Tag } from '@app/contract';
import { failure } from './envelopes.ts';
import { createArticle, createCategory, createPage, createTag, madeCategory } from './content.fixtures.ts';
import { createProduct } from '../modules/products/products.fixtures.ts';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from './test-app.ts';
import { ArticlesRepository } from '../modules/articles/articles.repository.ts';
import { PagesRepository } from '../modules/pages/pages.repository.ts';
import { ProductCategoriesRepository } from '../modules/products/product-categories.repository.ts';
import { ProductsRepository } from '../modules/products/products.repository.ts';
import { TagsRepository } from '../modules/tags/tags.repository.ts';

/*
 * The services check a name or slug before they write it, which two requests at the same moment
 * both pass: identical creates answered 500 (the slug's index refused the second) or made two tags
 * of one name (nothing refused it). Unique indexes decide now, and the loser hears the same 409 a
 * sequential duplicate hears.
 *
 * On PostgreSQL the requests below really run side by side. SQLite's driver answers at once, so
 * there one request runs from its check to its write before the next begins; the second block
 * makes the check miss the first row once, as a request racing another sees it, on both databases.
 */
const N = 5;

/** The same request N times at once; the statuses sorted, the answers of the refused ones. */
async function atOnce(send: () => Promise<LightMyRequestResponse>) {
  const all = await Promise.all(Array.from({ length: N }, send));
  return {
    statuses: all.map((r) => r.statusCode).sort(),
    refusals: all.filter((r) => r.statusCode !== 201).map((r) => r.json() as unknown),
    created: all.filter((r) => r.statusCode === 201).map((r) => r.json().data as { id: number; slug: string }),
  };
}

const oneCreated = [201, ...Array<number>(N - 1).fill(409)];

describe.each(testDialects)('simultaneous identical creates (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());

  const tagsNamed = async (keyword: string) =>
    (
      await t.call({
        method: 'GET',
        url: `/api/admin/tags?size=100&keyword=${encodeURIComponent(keyword)}`,
        token: admin,
      })
    ).json().data.content as Tag[];

  it('tags: one is made, the others hear that the name exists, whatever its case', async () => {
    const same = await atOnce(() => createTag(t, admin, { name: '并发标签', color: '#1677ff' }));
    expect(same.statuses).toEqual(oneCreated);
    expect(same.refusals).toEqual(Array(N - 1).fill(failure('CONFLICT', '标签「并发标签」已存在')));
    expect((await tagsNamed('并发标签')).map((tag) => tag.name)).toEqual(['并发标签']);

    const cases = ['Race', 'race', 'RACE', 'rAce', 'racE'];
    let i = 0;
    const folded = await atOnce(() => createTag(t, admin, { name: cases[i++], color: '#1677ff' }));
    expect(folded.statuses).toEqual(oneCreated);
    expect(await tagsNamed('race')).toHaveLength(1);
  });

  it('articles: one takes the slug, the others hear it is in use', async () => {
    const body = { title: '并发文章', content: '正文', status: 'DRAFT', tags: [], slug: 'race-article' };
    const r = await atOnce(() => createArticle(t, admin, body));
    expect(r.statuses).toEqual(oneCreated);
    expect(r.refusals).toEqual(Array(N - 1).fill(failure('CONFLICT', '路径标识符「race-article」已被其他文章使用')));
  });

  it('articles of one title without a slug each get their own, and their one new tag is made once', async () => {
    const body = { title: 'Same Title', content: '正文', status: 'DRAFT', tags: ['并发新标签'] };
    const all = await Promise.all([1, 2, 3].map(() => createArticle(t, admin, body)));
    for (const res of all) expect(res.statusCode, res.body).toBe(201);
    const articles = all.map((res) => res.json().data as AdminArticle);
    expect(articles.map((a) => a.slug).sort()).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    const [tag] = await tagsNamed('并发新标签');
    expect(await tagsNamed('并发新标签')).toHaveLength(1);
    for (const a of articles) expect(a.tags.map((x) => x.id)).toEqual([tag!.id]);
  });

  it('products: one takes the slug, the others hear it is in use', async () => {
    const { id: categoryId } = await madeCategory(t, admin);
    const body = { name: '并发商品', slug: 'race-product', price: '9.90', status: 'ACTIVE', categoryId };
    const r = await atOnce(() => createProduct(t, admin, body));
    expect(r.statuses).toEqual(oneCreated);
    expect(r.refusals).toEqual(Array(N - 1).fill(failure('CONFLICT', '路径标识符「race-product」已被其他商品使用')));
  });

  it('product categories: one is made among its siblings, the others hear the name is taken there', async () => {
    const duplicate = failure('CATEGORY_NAME_DUPLICATE', '同级分类中已存在相同名称的分类，请修改分类名称');
    const root = await atOnce(() => createCategory(t, admin, { name: '并发分类', parentId: null }));
    expect(root.statuses).toEqual(oneCreated);
    expect(root.refusals).toEqual(Array(N - 1).fill(duplicate));

    const parentId = root.created[0]!.id;
    const child = await atOnce(() => createCategory(t, admin, { name: '并发子类', parentId, slug: null }));
    expect(child.statuses).toEqual(oneCreated);
    expect(child.refusals).toEqual(Array(N - 1).fill(duplicate));

    const slug = await atOnce(() => createCategory(t, admin, { name: `并发 ${Math.random()}`, slug: 'race-category' }));
    expect(slug.statuses).toEqual(oneCreated);
    expect(slug.refusals).toEqual(
      Array(N - 1).fill(failure('CATEGORY_SLUG_TAKEN', '路径标识符「race-category」已被其他分类使用')),
    );
  });

  it('pages: one takes the slug, the others hear it is in use', async () => {
    const r = await atOnce(() => createPage(t, admin, { title: '并发页面', content: '正文', slug: 'race-page' }));
    expect(r.statuses).toEqual(oneCreated);
    expect(r.refusals).toEqual(Array(N - 1).fill(failure('CONFLICT', '路径标识符「race-page」已被其他页面使用')));
  });
});

describe.each(testDialects)('a duplicate the check before the write missed (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  /** The row is there, but the next check says it is not: what a request sees when another writes it meanwhile. */
  const missedOnce = <R extends object>(repository: { prototype: R }, check: keyof R & string) =>
    vi.spyOn(repository.prototype as Record<string, () => Promise<boolean>>, check).mockResolvedValueOnce(false);

  it('tags: the index refuses the second of one name (any case), answered as the sequential duplicate', async () => {
    expect((await createTag(t, admin, { name: 'Missed', color: '#1677ff' })).statusCode).toBe(201);
    missedOnce(TagsRepository, 'nameTaken');
    const res = await createTag(t, admin, { name: 'MISSED', color: '#1677ff' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(failure('CONFLICT', '标签「MISSED」已存在'));
  });

  it('articles, products and pages: the index refuses a taken slug, answered as the sequential duplicate', async () => {
    const article = { title: '错过的文章', content: '正文', status: 'DRAFT', tags: [], slug: 'missed-article' };
    expect((await createArticle(t, admin, article)).statusCode).toBe(201);
    missedOnce(ArticlesRepository, 'slugTaken');
    const secondArticle = await createArticle(t, admin, article);
    expect(secondArticle.json()).toEqual(failure('CONFLICT', '路径标识符「missed-article」已被其他文章使用'));

    const { id: categoryId } = await madeCategory(t, admin);
    const product = { name: '错过的商品', slug: 'missed-product', price: '1.00', status: 'ACTIVE', categoryId };
    expect((await createProduct(t, admin, product)).statusCode).toBe(201);
    missedOnce(ProductsRepository, 'slugTaken');
    const secondProduct = await createProduct(t, admin, product);
    expect(secondProduct.json()).toEqual(failure('CONFLICT', '路径标识符「missed-product」已被其他商品使用'));

    const page = { title: '错过的页面', slug: 'missed-page' };
    expect((await createPage(t, admin, page)).statusCode).toBe(201);
    missedOnce(PagesRepository, 'slugTaken');
    const secondPage = await createPage(t, admin, page);
    expect(secondPage.json()).toEqual(failure('CONFLICT', '路径标识符「missed-page」已被其他页面使用'));
  });

  it('articles: a slug made from the title moves on to the next free one', async () => {
    const body = { title: 'Missed Title', content: '正文', status: 'DRAFT', tags: [] };
    expect((await createArticle(t, admin, body)).json().data.slug).toBe('missed-title');
    missedOnce(ArticlesRepository, 'slugTaken');
    const second = await createArticle(t, admin, body);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.slug).toBe('missed-title-2');
  });

  it('product categories: the index refuses a sibling of the same name (any case), answered as the sequential duplicate', async () => {
    const first = await createCategory(t, admin, { name: 'Missed Shelf', parentId: null });
    expect(first.statusCode).toBe(201);
    const all = ProductCategoriesRepository.prototype.all;
    vi.spyOn(ProductCategoriesRepository.prototype, 'all').mockImplementationOnce(async function (
      this: ProductCategoriesRepository,
    ) {
      return (await all.call(this)).filter((row) => row.name !== 'Missed Shelf');
    });
    const second = await createCategory(t, admin, { name: 'missed shelf', parentId: null, slug: 'other-shelf' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(failure('CATEGORY_NAME_DUPLICATE', '同级分类中已存在相同名称的分类，请修改分类名称'));
  });
});
