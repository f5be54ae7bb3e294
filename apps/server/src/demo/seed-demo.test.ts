import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../test/test-app.ts';
import { createLocalDiskStorage } from '../platform/storage/local-disk.ts';
import type { MenuCategory, ProductCategory, ProductDetail, ProductSummary } from '@app/contract';
import { DEMO_COVERS, DEMO_FIGURES, makeDemoArticles } from './demo-content.ts';
import {
  DEMO_PRODUCT_IMAGES,
  DEMO_PRODUCT_TAGS,
  DEMO_PRODUCT_TAG_SOURCES,
  flattenDemoCategories,
  makeDemoProducts,
} from './demo-products.ts';
import { DEMO_READER_COUNT, seedDemo } from './seed-demo.ts';
import { seedDemoProducts } from './seed-demo-products.ts';

const SEED = 2024;
const COUNT = 20;
const NOW = new Date('2025-06-01T12:00:00.000Z');
const PRODUCTS = 40;
const TREE = flattenDemoCategories();

const webpFiles = (dir: string, names: string[]) =>
  names.flatMap((name) =>
    [name, name.replace(/\.webp$/, '-400.webp'), name.replace(/\.webp$/, '-800.webp')].map((file) => ({
      file,
      bytes: fs.readFileSync(path.join(dir, 'demo', file)),
    })),
  );
const flattenMenu = (menu: MenuCategory[]): MenuCategory[] => menu.flatMap((c) => [c, ...flattenMenu(c.children)]);
const flattenAdminTree = (tree: ProductCategory[]): ProductCategory[] =>
  tree.flatMap((c) => [c, ...flattenAdminTree(c.children)]);

describe.each(testDialects)('seed:demo on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  let storageDir: string;

  const seedInto = (t: TestApp, articles: number, storage: string | null) =>
    seedDemo({
      db: t.app.services.database.db,
      tags: t.app.services.tags,
      search: t.app.services.searchIndexer,
      storage: storage ? createLocalDiskStorage(storage) : null,
      articles,
      seed: SEED,
      authorId: null,
      now: NOW,
    });

  const seedProductsInto = (t: TestApp, products: number, storage: string | null) =>
    seedDemoProducts({
      db: t.app.services.database.db,
      tags: t.app.services.tags,
      search: t.app.services.searchIndexer,
      categories: t.app.services.categories,
      storage: storage ? createLocalDiskStorage(storage) : null,
      products,
      seed: SEED,
      authorId: null,
      now: NOW,
    });

  const productRows = (t: TestApp) =>
    t.app.services.database.db
      .selectFrom('products')
      .innerJoin('product_categories', 'product_categories.id', 'products.category_id')
      .select([
        'products.name',
        'products.slug',
        'product_categories.slug as category',
        'products.price_fen',
        'products.original_price_fen',
        'products.status',
        'products.featured',
        'products.images',
        'products.description',
        'products.view_count',
        'products.favorite_count',
        'products.created_at',
        'products.updated_at',
      ])
      .orderBy('products.id')
      .execute();

  const categoryRows = (t: TestApp) =>
    t.app.services.database.db
      .selectFrom('product_categories')
      .select(['id', 'slug', 'parent_id'])
      .orderBy('id')
      .execute();

  const seededRows = (t: TestApp) =>
    t.app.services.database.db
      .selectFrom('articles')
      .select([
        'title',
        'slug',
        'excerpt',
        'content',
        'reading_minutes',
        'cover_image',
        'published_at',
        'updated_at',
        'view_count',
        'like_count',
      ])
      .where('slug', 'not in', ['about', 'privacy', 'welcome'])
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-storage-'));
    [first, second] = await Promise.all([createTestApp(dialect), createTestApp(dialect)]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('writes the same articles for the same seed into two fresh sites', async () => {
    const summary = await seedInto(first, COUNT, storageDir);
    await seedInto(second, COUNT, null);
    expect(summary).toMatchObject({
      articles: COUNT,
      tagsCreated: 30,
      tagsExisting: 0,
      readersCreated: DEMO_READER_COUNT,
      images: DEMO_COVERS.length + DEMO_FIGURES.length,
    });

    const a = await seededRows(first);
    const b = await seededRows(second);
    expect(a).toHaveLength(COUNT);
    expect(b).toEqual(a);
    expect(a.map((r) => r.title)).toEqual(makeDemoArticles(SEED, COUNT).map((x) => x.title));
    expect(summary.firstTitles).toEqual(a.slice(0, 5).map((r) => r.title));
    for (const row of a) {
      expect(row.slug).toMatch(/^[a-z0-9-]+$/);
      expect(row.excerpt.length).toBeGreaterThan(10);
      expect(row.reading_minutes).toBeGreaterThanOrEqual(1);
      expect(Date.parse(row.published_at!)).toBeLessThan(NOW.getTime());
      expect(Date.parse(row.published_at!)).toBeGreaterThan(NOW.getTime() - 731 * 24 * 3600 * 1000);
      expect(row.updated_at >= row.published_at!).toBe(true);
    }
  });

  it('backs every like count with like rows and tags every article', async () => {
    const db = first.app.services.database.db;
    const mismatched = await db
      .selectFrom('articles')
      .select(['articles.slug', 'articles.like_count'])
      .select((eb) =>
        eb
          .selectFrom('article_likes')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('article_likes.article_id', '=', 'articles.id')
          .as('likes'),
      )
      .execute();
    for (const row of mismatched) expect(Number(row.likes), row.slug).toBe(row.like_count);
    expect(mismatched.reduce((sum, r) => sum + r.like_count, 0)).toBeGreaterThan(0);

    const untagged = await db
      .selectFrom('articles')
      .select('slug')
      .where('slug', 'not in', ['about', 'privacy', 'welcome'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('article_tags').select('tag_id').whereRef('article_tags.article_id', '=', 'articles.id'),
          ),
        ),
      )
      .execute();
    expect(untagged).toEqual([]);

    const readers = await db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .where('username', 'like', 'demo_reader_%')
      .executeTakeFirstOrThrow();
    expect(Number(readers.n)).toBe(DEMO_READER_COUNT);
  });

  it('shows the demo articles on the public site and writes the illustrations it points at', async () => {
    const list = await first.call({ method: 'GET', url: '/api/public/articles?size=100' });
    expect(list.statusCode).toBe(200);
    // With the welcome article the first start writes.
    expect(list.json().data.totalElements).toBe(COUNT + 1);

    const tags = await first.call({ method: 'GET', url: '/api/public/tags/featured' });
    expect(tags.statusCode).toBe(200);
    const featured = (tags.json().data as { name: string; articleCount: number }[]).map((t) => t.name);
    expect(featured).toEqual(expect.arrayContaining(['前端', '摄影', '咖啡']));

    const rss = await first.call({ method: 'GET', url: '/rss.xml' });
    const newest = (await seededRows(first)).sort((x, y) =>
      (y.published_at ?? '').localeCompare(x.published_at ?? ''),
    )[0]!;
    expect(rss.body).toContain(`/articles/${newest.slug}</link>`);

    for (const name of [...DEMO_COVERS, ...DEMO_FIGURES]) {
      for (const file of [name, name.replace(/\.webp$/, '-400.webp'), name.replace(/\.webp$/, '-800.webp')]) {
        const bytes = fs.readFileSync(path.join(storageDir, 'demo', file));
        expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
      }
    }
  });

  it('adds more on a second run, reusing tags and readers and keeping slugs unique', async () => {
    const summary = await seedInto(first, 5, null);
    expect(summary).toMatchObject({ articles: 5, tagsCreated: 0, tagsExisting: 30, readersCreated: 0, images: 0 });
    const rows = await seededRows(first);
    expect(rows).toHaveLength(COUNT + 5);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(COUNT + 5);
    // The same seed starts over, so the same titles come again under new slugs.
    expect(rows.slice(COUNT).map((r) => r.title)).toEqual(rows.slice(0, 5).map((r) => r.title));
  });
  it('writes the category tree and the same products for the same seed', async () => {
    const summary = await seedProductsInto(first, PRODUCTS, storageDir);
    await seedProductsInto(second, PRODUCTS, null);
    expect(summary).toMatchObject({
      products: PRODUCTS,
      categoriesCreated: TREE.length,
      categoriesExisting: 0,
      tagsCreated: DEMO_PRODUCT_TAGS.length,
      tagsExisting: DEMO_PRODUCT_TAG_SOURCES.length - DEMO_PRODUCT_TAGS.length,
      images: DEMO_PRODUCT_IMAGES.length,
    });
    expect(summary.byStatus.ACTIVE + summary.byStatus.INACTIVE + summary.byStatus.DRAFT).toBe(PRODUCTS);

    const a = await productRows(first);
    expect(a).toHaveLength(PRODUCTS);
    expect(await productRows(second)).toEqual(a);
    const generated = makeDemoProducts(SEED, PRODUCTS);
    expect(a.map((r) => r.name)).toEqual(generated.map((p) => p.name));
    expect(a.map((r) => r.category)).toEqual(generated.map((p) => p.categorySlug));
    expect(a.map((r) => Number(r.price_fen))).toEqual(generated.map((p) => p.priceFen));
    expect(summary.firstNames).toEqual(a.slice(0, 5).map((r) => r.name));
    for (const row of a) {
      expect(row.slug).toMatch(/^[a-z0-9-]+$/);
      expect(JSON.parse(row.images)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/files\/demo\/product-[a-z]+(-\d)?\.webp$/)]),
      );
      expect(Date.parse(row.created_at)).toBeLessThan(NOW.getTime());
      expect(Date.parse(row.created_at)).toBeGreaterThan(NOW.getTime() - 366 * 24 * 3600 * 1000);
      expect(row.updated_at >= row.created_at).toBe(true);
    }

    // The tree as written: four levels at the deepest, parents as planned.
    const rows = await categoryRows(first);
    expect(rows).toHaveLength(TREE.length);
    const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
    const parentOf = new Map(rows.map((r) => [r.slug, r.parent_id === null ? null : slugOf.get(r.parent_id)!]));
    for (const c of TREE) expect(parentOf.get(c.category.slug), c.category.slug).toBe(c.parentSlug);
    const tree = await first.call({
      method: 'GET',
      url: '/api/admin/product-categories/tree',
      token: await login(first, ADMIN.username, ADMIN.password),
    });
    expect(tree.statusCode).toBe(200);
    const nodes = flattenAdminTree(tree.json().data as ProductCategory[]);
    expect(nodes).toHaveLength(TREE.length);
    expect(Math.max(...nodes.map((c) => c.level))).toBe(3);
    expect(nodes.reduce((sum, c) => sum + c.productCount, 0)).toBe(PRODUCTS);

    for (const { file, bytes } of webpFiles(
      storageDir,
      DEMO_PRODUCT_IMAGES.map((i) => i.name),
    )) {
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
    }
  });

  it('shows the on-sale products and the category menu on the public site', async () => {
    const rows = await productRows(first);
    const active = rows.filter((r) => r.status === 'ACTIVE');
    expect(active.length).toBeGreaterThan(PRODUCTS / 2);

    const list = await first.call({ method: 'GET', url: '/api/public/products?size=100' });
    expect(list.statusCode).toBe(200);
    const page = list.json().data as { totalElements: number; content: ProductSummary[] };
    expect(page.totalElements).toBe(active.length);
    expect(new Set(page.content.map((p) => p.slug))).toEqual(new Set(active.map((r) => r.slug)));

    const menuReply = await first.call({ method: 'GET', url: '/api/public/product-categories' });
    expect(menuReply.statusCode).toBe(200);
    const menu = menuReply.json().data as MenuCategory[];
    const shown = TREE.filter((c) => c.level === 0 && c.category.active && c.category.showInMenu).map(
      (c) => c.category.slug,
    );
    expect(menu.map((c) => c.slug)).toEqual(shown);
    const inMenu = new Set(flattenMenu(menu).map((c) => c.slug));
    for (const hidden of TREE.filter((c) => !c.category.showInMenu || !c.category.active))
      expect(inMenu.has(hidden.category.slug), hidden.category.slug).toBe(false);
    expect(inMenu.has('short-sleeve-tees')).toBe(true);
    expect(menu.reduce((sum, c) => sum + c.productCount, 0)).toBe(active.length);

    // A category lists its whole subtree.
    const apparel = new Set(['apparel']);
    for (const c of TREE) if (c.parentSlug !== null && apparel.has(c.parentSlug)) apparel.add(c.category.slug);
    const clothes = await first.call({ method: 'GET', url: '/api/public/products?category=apparel&size=100' });
    expect(clothes.json().data.totalElements).toBe(active.filter((r) => apparel.has(r.category)).length);

    const detail = await first.call({ method: 'GET', url: `/api/public/products/${active[0]!.slug}` });
    expect(detail.statusCode).toBe(200);
    const product = detail.json().data as ProductDetail;
    expect(product.categoryPath.at(-1)!.slug).toBe(active[0]!.category);
    expect(product.images).toEqual(JSON.parse(active[0]!.images));
    expect(product.descriptionHtml).toContain('<strong>材质</strong>');
    expect(product.purchaseUrl ?? 'https://shop.example.com/item/0').toMatch(
      /^https:\/\/shop\.example\.com\/item\/\d+$/,
    );
    const draft = rows.find((r) => r.status === 'DRAFT');
    if (draft)
      expect((await first.call({ method: 'GET', url: `/api/public/products/${draft.slug}` })).statusCode).toBe(404);
  });

  it('backs every favourite count with favourite rows of demo readers', async () => {
    const db = first.app.services.database.db;
    const rows = await db
      .selectFrom('products')
      .select(['products.slug', 'products.favorite_count'])
      .select((eb) =>
        eb
          .selectFrom('product_favorites')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('product_favorites.product_id', '=', 'products.id')
          .as('favorites'),
      )
      .execute();
    for (const row of rows) expect(Number(row.favorites), row.slug).toBe(row.favorite_count);
    expect(rows.reduce((sum, r) => sum + r.favorite_count, 0)).toBeGreaterThan(0);
    const strangers = await db
      .selectFrom('product_favorites')
      .innerJoin('users', 'users.id', 'product_favorites.user_id')
      .select(sql<number>`count(*)`.as('n'))
      .where('users.username', 'not like', 'demo_reader_%')
      .executeTakeFirstOrThrow();
    expect(Number(strangers.n)).toBe(0);
    const untagged = await db
      .selectFrom('products')
      .select('slug')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('product_tags').select('tag_id').whereRef('product_tags.product_id', '=', 'products.id'),
          ),
        ),
      )
      .execute();
    expect(untagged).toEqual([]);
  });

  it('adds products on a second run without a second tree, reusing categories by slug or by name', async () => {
    const before = await categoryRows(first);
    const summary = await seedProductsInto(first, 5, null);
    expect(summary).toMatchObject({
      products: 5,
      categoriesCreated: 0,
      categoriesExisting: TREE.length,
      tagsCreated: 0,
      images: 0,
    });
    expect(await categoryRows(first)).toEqual(before);
    const rows = await productRows(first);
    expect(rows).toHaveLength(PRODUCTS + 5);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(PRODUCTS + 5);
    // The same seed starts over: the same products again under new slugs.
    expect(rows.slice(PRODUCTS).map((r) => r.name)).toEqual(rows.slice(0, 5).map((r) => r.name));

    // An admin gave 服装 another slug: it is still the one the demo files clothes under.
    const db = second.app.services.database.db;
    await db.updateTable('product_categories').set({ slug: 'clothes' }).where('slug', '=', 'apparel').execute();
    const again = await seedProductsInto(second, 3, null);
    expect(again).toMatchObject({ categoriesCreated: 0, categoriesExisting: TREE.length });
    expect(await categoryRows(second)).toHaveLength(TREE.length);
  });
});
