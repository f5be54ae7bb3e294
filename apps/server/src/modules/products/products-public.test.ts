import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, ProductCategory } from '@app/contract';
import { registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import {
  PRODUCT_NOT_FOUND,
  getProduct,
  madeCategory,
  madeProduct,
  newUser,
  productPage,
  publicDetail,
  publicGet,
  readerUa,
  unique,
  useProductsApp,
  type ProductBody,
} from './products.fixtures.ts';

const BOT_UAS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'curl/8.5.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0',
];

/** Records a view or a purchase click; without a user agent the request carries no User-Agent header. */
const count = (t: TestApp, kind: 'view' | 'click', slug: string, userAgent?: string, remoteAddress = '203.0.113.7') =>
  t.call({
    method: 'POST',
    url: `/api/public/products/${encodeURIComponent(slug)}/${kind}`,
    remoteAddress,
    headers: { 'user-agent': userAgent },
  });

describe.each(testDialects)('public products API (%s)', (dialect) => {
  const app = useProductsApp(dialect, '公开货架');
  let t: TestApp;
  let admin: string;
  beforeAll(() => {
    ({ t, admin } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const slugs = (page: { content: { slug: string }[] }) => page.content.map((p) => p.slug);
  const publicList = (query: string) => productPage(t, `/api/public/products?${query}`);

  describe('visibility', () => {
    let shelf: ProductCategory;
    let active: AdminProduct;
    let inactive: AdminProduct;
    let draft: AdminProduct;
    beforeAll(async () => {
      shelf = await madeCategory(t, admin, { name: '可见性货架', slug: 'visibility-shelf' });
      const common: ProductBody = {
        categoryId: shelf.id,
        purchaseUrl: 'https://shop.example.com/buy',
        brand: 'VisBrand',
      };
      active = await madeProduct(t, admin, { ...common, name: 'Visible 在售', slug: 'vis-active', status: 'ACTIVE' });
      inactive = await madeProduct(t, admin, {
        ...common,
        name: 'Visible 下架',
        slug: 'vis-inactive',
        status: 'INACTIVE',
      });
      draft = await madeProduct(t, admin, { ...common, name: 'Visible 草稿', slug: 'vis-draft', status: 'DRAFT' });
    });

    it('answers 404 for a draft or an unknown slug, even to an administrator', async () => {
      for (const slug of [draft.slug, 'no-such-product']) {
        for (const token of [undefined, admin]) {
          const res = await publicGet(t, slug, token);
          expect(res.statusCode, slug).toBe(404);
          expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
        }
      }
    });

    it('shows an off-shelf product by its link, without the purchase link', async () => {
      expect(await publicDetail(t, inactive.slug)).toMatchObject({
        id: inactive.id,
        status: 'INACTIVE',
        purchaseUrl: null,
        name: 'Visible 下架',
      });
      expect(await publicDetail(t, active.slug)).toMatchObject({
        id: active.id,
        status: 'ACTIVE',
        purchaseUrl: 'https://shop.example.com/buy',
      });
    });

    it('lists and finds only the on-sale product', async () => {
      expect(slugs(await publicList(`category=${shelf.slug}`))).toEqual([active.slug]);
      expect(slugs(await publicList('size=100'))).toContain(active.slug);
      for (const query of ['size=100', 'size=100&featured=false', 'size=100&sort=price,asc']) {
        const listed = slugs(await publicList(query));
        expect(listed, query).not.toContain(inactive.slug);
        expect(listed, query).not.toContain(draft.slug);
      }
      expect(slugs(await productPage(t, '/api/public/products/search?keyword=visible'))).toEqual([active.slug]);
      expect(slugs(await productPage(t, '/api/public/products/search?keyword=visbrand'))).toEqual([active.slug]);
    });

    it('follows a status change at once', async () => {
      const p = await madeProduct(t, admin, {
        categoryId: shelf.id,
        name: '状态跟随',
        slug: 'vis-follow',
        status: 'ACTIVE',
        price: '10',
      });
      const put = (status: string) =>
        t.call({
          method: 'PUT',
          url: `/api/admin/products/${p.id}`,
          token: admin,
          payload: { name: p.name, slug: p.slug, categoryId: shelf.id, price: '10', status },
        });
      expect((await put('DRAFT')).statusCode).toBe(200);
      expect((await publicGet(t, p.slug)).statusCode).toBe(404);
      expect(slugs(await publicList(`category=${shelf.slug}`))).not.toContain(p.slug);
      expect((await put('ACTIVE')).statusCode).toBe(200);
      expect((await publicGet(t, p.slug)).statusCode).toBe(200);
      expect(slugs(await publicList(`category=${shelf.slug}`))).toContain(p.slug);
    });
  });

  describe('GET /api/public/products', () => {
    let root: ProductCategory;
    let coats: ProductCategory;
    let wool: ProductCategory;
    let other: ProductCategory;
    /** By slug: the list's products, made in this order (oldest first). */
    const made: Record<string, AdminProduct> = {};
    beforeAll(async () => {
      root = await madeCategory(t, admin, { name: '服装', slug: 'list-clothes' });
      coats = await madeCategory(t, admin, { name: '外套', slug: 'list-coats', parentId: root.id });
      wool = await madeCategory(t, admin, { name: '羊毛', slug: 'list-wool', parentId: coats.id });
      other = await madeCategory(t, admin, { name: '杂货', slug: 'list-other' });
      const rows: [string, ProductCategory, string, boolean, string][] = [
        ['l-shirt', root, '30.00', false, 'ACTIVE'],
        ['l-coat', coats, '500.00', false, 'ACTIVE'],
        ['l-wool', wool, '800.00', true, 'ACTIVE'],
        ['l-mug', other, '20.00', false, 'ACTIVE'],
        ['l-hidden', coats, '1.00', true, 'DRAFT'],
        ['l-jacket', coats, '300.50', false, 'ACTIVE'],
        ['l-scarf', root, '300.49', true, 'ACTIVE'],
      ];
      for (const [slug, category, price, featured, status] of rows)
        made[slug] = await madeProduct(t, admin, { slug, categoryId: category.id, price, featured, status });
    });

    it('lists on-sale products of a category and its subcategories, featured first, then newest', async () => {
      const page = await publicList(`category=${root.slug}`);
      expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 10 });
      expect(slugs(page)).toEqual(['l-scarf', 'l-wool', 'l-jacket', 'l-coat', 'l-shirt']);
      expect(page.content[0]).toMatchObject({
        categoryName: '服装',
        categorySlug: 'list-clothes',
        price: '300.49',
        featured: true,
        status: 'ACTIVE',
      });
      expect(slugs(await publicList(`category=${coats.slug}`))).toEqual(['l-wool', 'l-jacket', 'l-coat']);
      expect(slugs(await publicList(`category=${wool.slug}`))).toEqual(['l-wool']);
      expect(slugs(await publicList(`category=${other.slug}`))).toEqual(['l-mug']);
    });

    it('answers an empty page for an unknown category', async () => {
      expect(await publicList('category=no-such-category')).toEqual({
        content: [],
        totalElements: 0,
        totalPages: 0,
        page: 0,
        size: 10,
      });
    });

    it('filters featured products', async () => {
      expect(slugs(await publicList(`category=${root.slug}&featured=true`))).toEqual(['l-scarf', 'l-wool']);
      expect(slugs(await publicList(`category=${root.slug}&featured=false`))).toEqual([
        'l-jacket',
        'l-coat',
        'l-shirt',
      ]);
    });

    it('sorts by price, popularity and newest, and pages', async () => {
      const base = `category=${root.slug}`;
      expect(slugs(await publicList(`${base}&sort=price,asc`))).toEqual([
        'l-shirt',
        'l-scarf',
        'l-jacket',
        'l-coat',
        'l-wool',
      ]);
      expect(slugs(await publicList(`${base}&sort=price,desc`))).toEqual([
        'l-wool',
        'l-coat',
        'l-jacket',
        'l-scarf',
        'l-shirt',
      ]);
      expect(slugs(await publicList(`${base}&sort=createdAt,desc`))).toEqual([
        'l-scarf',
        'l-jacket',
        'l-wool',
        'l-coat',
        'l-shirt',
      ]);

      // Popularity: favourites first, then views.
      const fans = [await registerAndLogin(t, newUser('browser')), await registerAndLogin(t, newUser('browser'))];
      const favourite = (token: string, slug: string) =>
        t.call({ method: 'POST', url: `/api/user/interactions/products/${made[slug]!.id}/favorite`, token });
      for (const token of fans) expect((await favourite(token, 'l-coat')).statusCode).toBe(200);
      expect((await favourite(fans[0]!, 'l-shirt')).statusCode).toBe(200);
      for (const n of [1, 2, 3]) expect((await count(t, 'view', 'l-jacket', readerUa(n))).statusCode).toBe(200);
      expect((await count(t, 'view', 'l-shirt', readerUa(1))).statusCode).toBe(200);
      const popular = await publicList(`${base}&sort=popularity,desc`);
      expect(slugs(popular)).toEqual(['l-coat', 'l-shirt', 'l-jacket', 'l-scarf', 'l-wool']);
      expect(popular.content.map((p) => [p.favoriteCount, p.viewCount])).toEqual([
        [2, 0],
        [1, 1],
        [0, 3],
        [0, 0],
        [0, 0],
      ]);

      const second = await publicList(`${base}&sort=price,asc&page=1&size=2`);
      expect(second).toMatchObject({ totalElements: 5, totalPages: 3, page: 1, size: 2 });
      expect(slugs(second)).toEqual(['l-jacket', 'l-coat']);
    });

    it('refuses a bad query with 400', async () => {
      for (const query of ['page=-1', 'size=0', 'size=101', 'featured=maybe']) {
        const res = await t.call({ method: 'GET', url: `/api/public/products?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('GET /api/public/products/{slug}', () => {
    it('renders and sanitises the description, with headings, the category path and every public field', async () => {
      const root = await madeCategory(t, admin, { name: '详情根', slug: 'detail-root' });
      const mid = await madeCategory(t, admin, { name: '详情中', slug: 'detail-mid', parentId: root.id });
      const leaf = await madeCategory(t, admin, { name: '详情叶', slug: 'detail-leaf', parentId: mid.id });
      const p = await madeProduct(t, admin, {
        name: '详情商品',
        slug: 'detail-product',
        categoryId: leaf.id,
        price: '19.9',
        originalPrice: '29.9',
        images: ['/files/d2.webp', '/files/d1.webp'],
        tags: ['详情标签'],
        description:
          '## 面料说明\n\n纯棉 **舒适**。\n\n<script>alert(1)</script>\n\n[点我](javascript:alert(1))\n\n<img src=x onerror=alert(1)>',
        seoTitle: '详情 SEO',
        seoDescription: '详情描述',
        purchaseUrl: 'https://shop.example.com/detail',
      });
      const detail = await publicDetail(t, 'detail-product');
      expect(detail).toMatchObject({
        id: p.id,
        name: '详情商品',
        price: '19.90',
        originalPrice: '29.90',
        images: ['/files/d2.webp', '/files/d1.webp'],
        tags: [expect.objectContaining({ name: '详情标签' })],
        seoTitle: '详情 SEO',
        seoDescription: '详情描述',
        purchaseUrl: 'https://shop.example.com/detail',
        categoryName: '详情叶',
        categoryPath: [
          { id: root.id, name: '详情根', slug: 'detail-root' },
          { id: mid.id, name: '详情中', slug: 'detail-mid' },
          { id: leaf.id, name: '详情叶', slug: 'detail-leaf' },
        ],
        related: [],
      });
      expect(detail.descriptionHtml).toContain('<strong>舒适</strong>');
      expect(detail.descriptionHtml).toContain('面料说明</h2>');
      expect(detail.headings).toEqual([expect.objectContaining({ text: '面料说明', level: 2 })]);
      expect(detail.descriptionHtml).not.toContain('<script');
      expect(detail.descriptionHtml).not.toContain('href="javascript');
      expect(detail.descriptionHtml).not.toMatch(/<img[^>]*onerror/i);
      expect(detail).not.toHaveProperty('description');
    });

    it('relates on-sale products of the same category only, never the product itself', async () => {
      const shelf = await madeCategory(t, admin, { name: '相关货架', slug: 'related-shelf' });
      const child = await madeCategory(t, admin, { name: '相关子类', parentId: shelf.id });
      const elsewhere = await madeCategory(t, admin, { name: '相关别处' });
      const me = await madeProduct(t, admin, { categoryId: shelf.id, slug: 'rel-me' });
      for (const [slug, categoryId, status, featured] of [
        ['rel-old', shelf.id, 'ACTIVE', false],
        ['rel-draft', shelf.id, 'DRAFT', false],
        ['rel-off', shelf.id, 'INACTIVE', false],
        ['rel-child', child.id, 'ACTIVE', false],
        ['rel-away', elsewhere.id, 'ACTIVE', false],
        ['rel-new', shelf.id, 'ACTIVE', false],
        ['rel-star', shelf.id, 'ACTIVE', true],
      ] as const) {
        await madeProduct(t, admin, { categoryId, slug, status, featured });
      }
      const related = (await publicDetail(t, me.slug)).related;
      expect(slugs({ content: related })).toEqual(['rel-star', 'rel-new', 'rel-old']);
      expect(related.every((r) => r.status === 'ACTIVE')).toBe(true);
      // Another shelf product's related list has the first product but not itself; at most 4.
      await madeProduct(t, admin, { categoryId: shelf.id, slug: 'rel-newest' });
      expect(slugs({ content: (await publicDetail(t, 'rel-old')).related })).toEqual([
        'rel-star',
        'rel-newest',
        'rel-new',
        'rel-me',
      ]);
      // An off-shelf product's page shows related products too.
      expect(slugs({ content: (await publicDetail(t, 'rel-off')).related })).toHaveLength(4);
    });
  });

  describe('views and purchase clicks', () => {
    let shelf: ProductCategory;
    beforeAll(async () => {
      shelf = await madeCategory(t, admin, { name: '计数货架' });
    });

    for (const kind of ['view', 'click'] as const) {
      const field = kind === 'view' ? 'viewCount' : 'clickCount';

      it(`counts a ${kind} once per visitor (IP + browser) in 30 minutes`, async () => {
        const p = await madeProduct(t, admin, { categoryId: shelf.id, slug: `count-${kind}` });
        freezeDate();
        const first = await count(t, kind, p.slug, readerUa(1));
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ success: true, message: '操作成功', data: { [field]: 1 } });
        expect((await count(t, kind, p.slug, readerUa(1))).json().data).toEqual({ [field]: 1 });
        expect((await count(t, kind, p.slug, readerUa(2))).json().data).toEqual({ [field]: 2 });
        expect((await count(t, kind, p.slug, readerUa(1), '198.51.100.20')).json().data).toEqual({ [field]: 3 });
        advance(29 * MINUTE);
        expect((await count(t, kind, p.slug, readerUa(1))).json().data).toEqual({ [field]: 3 });
        advance(2 * MINUTE);
        expect((await count(t, kind, p.slug, readerUa(1))).json().data).toEqual({ [field]: 4 });
        expect((await publicDetail(t, p.slug))[field]).toBe(4);
        expect((await getProduct(t, admin, p.id)).json().data[field]).toBe(4);
        // The other counter is untouched.
        const otherField = kind === 'view' ? 'clickCount' : 'viewCount';
        expect((await publicDetail(t, p.slug))[otherField]).toBe(0);
      });

      it(`does not count a ${kind} from a bot or without a browser`, async () => {
        const p = await madeProduct(t, admin, { categoryId: shelf.id, slug: `bot-${kind}` });
        for (const ua of [undefined, '', ...BOT_UAS]) {
          const res = await count(t, kind, p.slug, ua);
          expect(res.statusCode, String(ua)).toBe(200);
          expect(res.json().data, String(ua)).toEqual({ [field]: 0 });
        }
        expect((await getProduct(t, admin, p.id)).json().data[field]).toBe(0);
      });
    }

    it('counts views of an off-shelf product but refuses its purchase clicks; drafts and unknown slugs are 404', async () => {
      const off = await madeProduct(t, admin, { categoryId: shelf.id, slug: 'count-off', status: 'INACTIVE' });
      const draft = await madeProduct(t, admin, { categoryId: shelf.id, slug: 'count-draft', status: 'DRAFT' });
      expect((await count(t, 'view', off.slug, readerUa(5))).json().data).toEqual({ viewCount: 1 });
      const click = await count(t, 'click', off.slug, readerUa(5));
      expect(click.statusCode).toBe(404);
      expect(click.json()).toEqual(PRODUCT_NOT_FOUND);
      for (const slug of [draft.slug, 'no-such-product']) {
        for (const kind of ['view', 'click'] as const) {
          const res = await count(t, kind, slug, readerUa(5));
          expect(res.statusCode, `${kind} ${slug}`).toBe(404);
          expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
        }
      }
      expect((await getProduct(t, admin, off.id)).json().data).toMatchObject({ viewCount: 1, clickCount: 0 });
      expect((await getProduct(t, admin, draft.id)).json().data).toMatchObject({ viewCount: 0, clickCount: 0 });
    });
  });

  describe('sitemap', () => {
    it('lists /products, the menu categories with on-sale products and every on-sale product page', async () => {
      const root = await madeCategory(t, admin, { name: unique('地图根'), slug: 'map-root' });
      const child = await madeCategory(t, admin, { name: unique('地图子'), slug: 'map-child', parentId: root.id });
      const hiddenMenu = await madeCategory(t, admin, {
        name: unique('不在菜单'),
        slug: 'map-hidden-menu',
        showInMenu: false,
      });
      const onlyDrafts = await madeCategory(t, admin, { name: unique('只有草稿'), slug: 'map-only-drafts' });
      const empty = await madeCategory(t, admin, { name: unique('空分类'), slug: 'map-empty' });
      await madeProduct(t, admin, { categoryId: child.id, slug: 'map-active' });
      await madeProduct(t, admin, { categoryId: hiddenMenu.id, slug: 'map-active-hidden-menu' });
      await madeProduct(t, admin, { categoryId: onlyDrafts.id, slug: 'map-draft', status: 'DRAFT' });
      await madeProduct(t, admin, { categoryId: onlyDrafts.id, slug: 'map-inactive', status: 'INACTIVE' });

      const res = await t.call({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ''));
      expect(locs).toContain('/products');
      expect(locs).toContain('/products?category=map-root');
      expect(locs).toContain('/products?category=map-child');
      expect(locs).toContain('/products/map-active');
      // A product page is listed even when its category is not in the menu.
      expect(locs).toContain('/products/map-active-hidden-menu');
      for (const absent of [
        '/products?category=map-hidden-menu',
        '/products?category=map-only-drafts',
        `/products?category=${empty.slug}`,
        '/products/map-draft',
        '/products/map-inactive',
      ]) {
        expect(locs).not.toContain(absent);
      }
    });
  });
});
