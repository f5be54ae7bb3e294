import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, ProductCategory } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { rowCount } from '../../test/content.fixtures.ts';
import {
  PRODUCT_NOT_FOUND,
  auth,
  createProduct,
  formOf,
  getProduct,
  invalid,
  madeCategory,
  madeProduct,
  productPage,
  savedProduct,
  unique,
  updateProduct,
  useProductsApp,
  type ProductBody,
} from './products.fixtures.ts';

const PRICE_MESSAGES = {
  required: '请输入价格',
  negative: '价格不能为负数',
  decimals: '价格最多保留两位小数',
  format: '价格格式不正确，如 199 或 199.90',
  tooLarge: '价格不能超过 99999999.99',
};
const PURCHASE_URL_MESSAGE = '请输入有效的购买链接（以 http:// 或 https:// 开头）';
const IMAGE_MESSAGE = '图片地址必须是站内文件或 http(s) 链接';
const STATUS_MESSAGE = '状态只能是在售（ACTIVE）、下架（INACTIVE）或草稿（DRAFT）';

describe.each(testDialects)('admin products API (%s)', (dialect) => {
  const app = useProductsApp(dialect, '默认货架');
  let t: TestApp;
  let admin: string;
  let member: string;
  let shelf: ProductCategory;
  beforeAll(() => {
    ({ t, admin, member, shelf } = app);
  });

  const product = (body: ProductBody = {}) => madeProduct(t, admin, { categoryId: shelf.id, ...body });
  const names = (page: { content: { name: string }[] }) => page.content.map((p) => p.name);

  describe('POST and PUT /api/admin/products', () => {
    it('creates a product with every field and answers 商品创建成功', async () => {
      const tagName = unique('羊毛');
      const res = await createProduct(t, admin, {
        name: '  羊毛大衣 经典款  ',
        slug: 'wool-coat',
        categoryId: shelf.id,
        price: '1299.9',
        originalPrice: 1599,
        brand: ' 某品牌 ',
        model: 'WC-2024',
        summary: '一件暖和的大衣',
        description: '## 面料\n\n100% 羊毛。',
        mainImage: '/files/coat-main.webp',
        images: ['/files/coat-3.webp', 'https://img.example.com/coat-1.jpg', '/files/coat-2.webp'],
        tags: [tagName, '冬装'],
        purchaseUrl: 'https://shop.example.com/item/42?ref=site',
        status: 'ACTIVE',
        featured: true,
        seoTitle: '羊毛大衣 SEO',
        seoDescription: '大衣的 SEO 描述',
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: '商品创建成功' });
      const created = body.data as AdminProduct;
      expect(created).toEqual({
        id: expect.any(Number),
        name: '羊毛大衣 经典款',
        slug: 'wool-coat',
        categoryId: shelf.id,
        categoryName: shelf.name,
        categorySlug: shelf.slug,
        price: '1299.90',
        originalPrice: '1599.00',
        brand: '某品牌',
        model: 'WC-2024',
        summary: '一件暖和的大衣',
        mainImage: '/files/coat-main.webp',
        tags: expect.any(Array),
        status: 'ACTIVE',
        featured: true,
        viewCount: 0,
        clickCount: 0,
        favoriteCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        images: ['/files/coat-3.webp', 'https://img.example.com/coat-1.jpg', '/files/coat-2.webp'],
        description: '## 面料\n\n100% 羊毛。',
        purchaseUrl: 'https://shop.example.com/item/42?ref=site',
        seoTitle: '羊毛大衣 SEO',
        seoDescription: '大衣的 SEO 描述',
      });
      expect(created.tags.map((tag) => tag.name).sort()).toEqual([tagName, '冬装'].sort());
      // The tags were created by name.
      const tags = (
        await t.call({ method: 'GET', url: `/api/admin/tags?keyword=${encodeURIComponent(tagName)}`, token: admin })
      ).json().data.content as { name: string }[];
      expect(tags.map((tag) => tag.name)).toEqual([tagName]);
      expect((await getProduct(t, admin, created.id)).json()).toEqual({
        success: true,
        message: '操作成功',
        data: created,
      });
    });

    it('stores prices exactly, from strings or numbers, and leaves optional fields empty', async () => {
      const cases: [unknown, string][] = [
        ['1299.9', '1299.90'],
        [1299.9, '1299.90'],
        ['0', '0.00'],
        [0.1, '0.10'],
        ['19.99', '19.99'],
        [' 7 ', '7.00'],
        ['99999999.99', '99999999.99'],
      ];
      for (const [price, shown] of cases) {
        const p = await product({ price, originalPrice: '' });
        expect({ price: p.price, originalPrice: p.originalPrice }, String(price)).toEqual({
          price: shown,
          originalPrice: null,
        });
      }
      const bare = await product({ price: '5' });
      expect(bare).toMatchObject({
        originalPrice: null,
        brand: null,
        model: null,
        summary: null,
        description: '',
        mainImage: null,
        images: [],
        tags: [],
        purchaseUrl: null,
        featured: false,
        seoTitle: null,
        seoDescription: null,
      });
      const draft = await madeProduct(t, admin, { categoryId: shelf.id, status: undefined });
      expect(draft.status).toBe('DRAFT');
    });

    it('makes the slug from a Chinese name via pinyin, numbering a taken one', async () => {
      const first = await product({ name: '羊毛围巾', slug: undefined });
      expect(first.slug).toBe('yang-mao-wei-jin');
      const second = await product({ name: '羊毛围巾', slug: '' });
      expect(second.slug).toBe('yang-mao-wei-jin-2');
    });

    it('keeps a given slug, refuses one taken by another product with 409, and keeps the slug when the edit leaves it empty', async () => {
      const a = await product({ slug: 'taken-slug' });
      const b = await product({ slug: 'other-slug' });
      const before = await rowCount(t, 'products');
      const dup = await createProduct(t, admin, {
        name: '重复路径',
        slug: 'taken-slug',
        categoryId: shelf.id,
        price: '1',
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '路径标识符「taken-slug」已被其他商品使用',
        data: null,
      });
      expect(await rowCount(t, 'products')).toBe(before);
      const moved = await updateProduct(t, admin, b.id, formOf(b, { slug: 'taken-slug' }));
      expect(moved.statusCode).toBe(409);
      expect((await getProduct(t, admin, b.id)).json().data.slug).toBe('other-slug');
      // 'search' is the search endpoint's path.
      expect(
        (await createProduct(t, admin, { name: '搜索', slug: 'search', categoryId: shelf.id, price: '1' })).statusCode,
      ).toBe(409);

      // Saving under its own slug is fine; an empty slug keeps the one it has.
      expect((await savedProduct(t, admin, a, { name: '改名不改路径' })).slug).toBe('taken-slug');
      const kept = await savedProduct(t, admin, a, { name: '再改一次名', slug: '' });
      expect(kept).toMatchObject({ name: '再改一次名', slug: 'taken-slug' });
      expect((await savedProduct(t, admin, a, { slug: null })).slug).toBe('taken-slug');
      expect((await savedProduct(t, admin, a, { slug: 'new-slug' })).slug).toBe('new-slug');
    });

    it('updates every field, answering 商品更新成功; the images keep their new order and tags are replaced', async () => {
      const other = await madeCategory(t, admin, { name: unique('另一个货架') });
      const p = await product({
        images: ['/files/a.webp', '/files/b.webp'],
        tags: ['旧标签'],
        brand: '旧品牌',
        originalPrice: '200',
        price: '100',
      });
      const changes: ProductBody = {
        name: '全部改过',
        slug: 'all-changed',
        categoryId: other.id,
        price: '88.8',
        originalPrice: null,
        brand: '',
        model: '新型号',
        summary: '新简介',
        description: '新描述',
        mainImage: 'https://img.example.com/main.png',
        images: ['/files/b.webp', '/files/c.webp', '/files/a.webp'],
        tags: ['新标签'],
        purchaseUrl: 'http://shop.example.com/new',
        status: 'INACTIVE',
        featured: true,
        seoTitle: '新 SEO',
        seoDescription: '',
      };
      const res = await updateProduct(t, admin, p.id, formOf(p, changes));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: '商品更新成功' });
      const expected = {
        id: p.id,
        name: '全部改过',
        slug: 'all-changed',
        categoryId: other.id,
        categoryName: other.name,
        categorySlug: other.slug,
        price: '88.80',
        originalPrice: null,
        brand: null,
        model: '新型号',
        summary: '新简介',
        description: '新描述',
        mainImage: 'https://img.example.com/main.png',
        images: ['/files/b.webp', '/files/c.webp', '/files/a.webp'],
        tags: [expect.objectContaining({ name: '新标签' })],
        purchaseUrl: 'http://shop.example.com/new',
        status: 'INACTIVE',
        featured: true,
        seoTitle: '新 SEO',
        seoDescription: null,
        createdAt: p.createdAt,
      };
      expect(res.json().data).toMatchObject(expected);
      expect((await getProduct(t, admin, p.id)).json().data).toMatchObject(expected);
    });

    it('answers 404 for an unknown product and 400 for a bad id', async () => {
      for (const res of [
        await getProduct(t, admin, 987654),
        await updateProduct(t, admin, 987654, { name: '无', categoryId: shelf.id, price: '1' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
      }
      for (const id of ['abc', '0', '-1']) {
        const res = await getProduct(t, admin, id);
        expect(res.statusCode, id).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('bad input', () => {
    let existing: AdminProduct;
    beforeAll(async () => {
      existing = await product({ name: '不会被坏数据改动' });
    });

    const base = (): ProductBody => ({ name: '坏数据', categoryId: shelf.id, price: '10.00', status: 'ACTIVE' });
    const cases: [string, ProductBody, string, string][] = [
      ['negative price', { price: '-1' }, 'price', PRICE_MESSAGES.negative],
      ['negative number price', { price: -5.5 }, 'price', PRICE_MESSAGES.negative],
      ['three decimals', { price: '1.999' }, 'price', PRICE_MESSAGES.decimals],
      ['three decimals as a number', { price: 19.999 }, 'price', PRICE_MESSAGES.decimals],
      ['letters', { price: 'abc' }, 'price', PRICE_MESSAGES.format],
      ['a price with a currency sign', { price: '¥10' }, 'price', PRICE_MESSAGES.format],
      ['a huge price', { price: '1000000000' }, 'price', PRICE_MESSAGES.tooLarge],
      ['a huge number', { price: 1e21 }, 'price', PRICE_MESSAGES.format],
      ['a missing price', { price: undefined }, 'price', PRICE_MESSAGES.required],
      ['an empty price', { price: '' }, 'price', PRICE_MESSAGES.required],
      ['a null price', { price: null }, 'price', PRICE_MESSAGES.required],
      ['a price as an object', { price: { amount: 1 } }, 'price', PRICE_MESSAGES.required],
      [
        'an original price below the price',
        { price: '100', originalPrice: '99.99' },
        'originalPrice',
        '原价不能低于现价',
      ],
      ['a negative original price', { originalPrice: '-1' }, 'originalPrice', PRICE_MESSAGES.negative],
      ['a missing category', { categoryId: undefined }, 'categoryId', '请选择商品分类'],
      ['a category id as text', { categoryId: 'abc' }, 'categoryId', '请选择商品分类'],
      ['an unknown category', { categoryId: 987654 }, 'categoryId', '所选分类不存在，请重新选择'],
      ['a javascript: purchase link', { purchaseUrl: 'javascript:alert(1)' }, 'purchaseUrl', PURCHASE_URL_MESSAGE],
      ['an ftp purchase link', { purchaseUrl: 'ftp://x' }, 'purchaseUrl', PURCHASE_URL_MESSAGE],
      ['a purchase link that is no address', { purchaseUrl: 'not a url' }, 'purchaseUrl', PURCHASE_URL_MESSAGE],
      ['a purchase link without a host', { purchaseUrl: 'https://' }, 'purchaseUrl', PURCHASE_URL_MESSAGE],
      ['a javascript: image', { images: ['/files/ok.webp', 'javascript:alert(1)'] }, 'images.1', IMAGE_MESSAGE],
      ['a javascript: main image', { mainImage: 'javascript:alert(1)' }, 'mainImage', IMAGE_MESSAGE],
      ['a data: image', { images: ['data:image/png;base64,AAAA'] }, 'images.0', IMAGE_MESSAGE],
      ['21 images', { images: Array.from({ length: 21 }, (_, i) => `/files/img-${i}.webp`) }, 'images', '最多20张图片'],
      ['an empty name', { name: '' }, 'name', '请输入商品名称'],
      ['a blank name', { name: '   ' }, 'name', '请输入商品名称'],
      ['a missing name', { name: undefined }, 'name', '请输入商品名称'],
      ['a 201-character name', { name: '衣'.repeat(201) }, 'name', '商品名称不能超过200个字符'],
      ['status SOLD', { status: 'SOLD' }, 'status', STATUS_MESSAGE],
      ['a bad slug', { slug: 'Bad Slug' }, 'slug', '只能包含小写字母、数字和连字符'],
      ['featured as text', { featured: 'yes' }, 'featured', '是否推荐必须是布尔值'],
    ];

    it.each(cases)(
      'refuses %s with 400 VALIDATION_FAILED naming the field, on create and update, and changes nothing',
      async (_label, change, field, message) => {
        const before = await rowCount(t, 'products');
        const body = { ...base(), ...change };
        const created = await createProduct(t, admin, body);
        expect(created.statusCode, created.body).toBe(400);
        expect(created.json()).toEqual(invalid(field, message));
        expect(await rowCount(t, 'products')).toBe(before);

        const updated = await updateProduct(t, admin, existing.id, { ...formOf(existing), ...change });
        expect(updated.statusCode, updated.body).toBe(400);
        expect(updated.json()).toEqual(invalid(field, message));
        expect((await getProduct(t, admin, existing.id)).json().data).toEqual(existing);
      },
    );

    it('accepts the limits: a 200-character name, 20 images, an original price equal to the price', async () => {
      const p = await product({
        name: '衣'.repeat(200),
        images: Array.from({ length: 20 }, (_, i) => `/files/ok-${i}.webp`),
        price: '50',
        originalPrice: 50,
      });
      expect(p).toMatchObject({ name: '衣'.repeat(200), price: '50.00', originalPrice: '50.00' });
      expect(p.images).toHaveLength(20);
    });

    it('answers 400 for a body that is not JSON, never 500', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/products',
        token: admin,
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });
    });
  });

  describe('PATCH /api/admin/products/{id}/featured', () => {
    it('sets and clears the featured flag and changes nothing else', async () => {
      const p = await product({ featured: false, brand: '不变' });
      const on = await t.call({
        method: 'PATCH',
        url: `/api/admin/products/${p.id}/featured`,
        token: admin,
        payload: { featured: true },
      });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({
        success: true,
        message: '已设为推荐',
        data: { id: p.id, featured: true, brand: '不变', name: p.name, price: p.price },
      });
      expect((await getProduct(t, admin, p.id)).json().data.featured).toBe(true);
      const off = await t.call({
        method: 'PATCH',
        url: `/api/admin/products/${p.id}/featured`,
        token: admin,
        payload: { featured: false },
      });
      expect(off.json()).toMatchObject({ success: true, message: '已取消推荐', data: { featured: false } });
      expect((await getProduct(t, admin, p.id)).json().data.featured).toBe(false);

      const bad = await t.call({
        method: 'PATCH',
        url: `/api/admin/products/${p.id}/featured`,
        token: admin,
        payload: { featured: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(invalid('featured', '是否推荐必须是布尔值'));
      const missing = await t.call({
        method: 'PATCH',
        url: '/api/admin/products/987654/featured',
        token: admin,
        payload: { featured: true },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(PRODUCT_NOT_FOUND);
    });
  });

  describe('GET /api/admin/products', () => {
    let rack: ProductCategory;
    let made: AdminProduct[];
    beforeAll(async () => {
      rack = await madeCategory(t, admin, { name: unique('列表货架') });
      // Oldest first: 列表甲 … 列表戊.
      made = [];
      for (const [name, status] of [
        ['列表甲', 'ACTIVE'],
        ['列表乙', 'DRAFT'],
        ['列表丙', 'INACTIVE'],
        ['列表丁', 'ACTIVE'],
        ['列表戊', 'DRAFT'],
      ] as const) {
        made.push(
          await madeProduct(t, admin, {
            categoryId: rack.id,
            name,
            status,
            brand: name === '列表丁' ? 'ZetaBrand' : null,
          }),
        );
      }
    });
    const list = (query: string) => productPage(t, `/api/admin/products?${query}`, admin);

    it('lists every status of a category, newest first, paged', async () => {
      const all = await list(`categoryId=${rack.id}`);
      expect(all).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 10 });
      expect(names(all)).toEqual(['列表戊', '列表丁', '列表丙', '列表乙', '列表甲']);
      expect(all.content[1]).toMatchObject({
        id: made[3]!.id,
        categoryName: rack.name,
        price: '99.00',
        status: 'ACTIVE',
        brand: 'ZetaBrand',
      });

      const first = await list(`categoryId=${rack.id}&page=0&size=2`);
      expect(first).toMatchObject({ totalElements: 5, totalPages: 3, page: 0, size: 2 });
      expect(names(first)).toEqual(['列表戊', '列表丁']);
      expect(names(await list(`categoryId=${rack.id}&page=2&size=2`))).toEqual(['列表甲']);
      expect(names(await list(`categoryId=${rack.id}&page=3&size=2`))).toEqual([]);
      expect(names(await list(`categoryId=${rack.id}&sort=createdAt,asc`))).toEqual([
        '列表甲',
        '列表乙',
        '列表丙',
        '列表丁',
        '列表戊',
      ]);
    });

    it('filters by status, keyword and category', async () => {
      expect(names(await list(`categoryId=${rack.id}&status=DRAFT`))).toEqual(['列表戊', '列表乙']);
      expect(names(await list(`categoryId=${rack.id}&status=INACTIVE`))).toEqual(['列表丙']);
      expect(names(await list(`keyword=${encodeURIComponent('列表丙')}`))).toEqual(['列表丙']);
      // The keyword also finds the brand, in any case.
      expect(names(await list('keyword=zetabrand'))).toEqual(['列表丁']);
      expect(names(await list(`keyword=${encodeURIComponent('列表')}&status=ACTIVE`))).toEqual(['列表丁', '列表甲']);
      const empty = await madeCategory(t, admin, { name: unique('空货架') });
      expect(await list(`categoryId=${empty.id}`)).toMatchObject({ content: [], totalElements: 0 });
      // A LIKE wildcard is taken literally.
      expect(names(await list('keyword=%25'))).toEqual([]);
    });

    it('refuses a bad query with 400', async () => {
      for (const query of [
        'page=-1',
        'size=0',
        'size=101',
        'status=SOLD',
        'categoryId=abc',
        `keyword=${'k'.repeat(101)}`,
      ]) {
        const res = await t.call({ method: 'GET', url: `/api/admin/products?${query}`, token: admin });
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('GET /api/public/products/search', () => {
    it('finds on-sale products for a guest or a user, and every status for an administrator', async () => {
      const word = unique('Searchable').replace(' ', '');
      const active = await product({ name: `${word} 在售`, status: 'ACTIVE' });
      const draft = await product({ name: `${word} 草稿`, status: 'DRAFT' });
      const inactive = await product({ name: `${word} 下架`, status: 'INACTIVE' });
      const byModel = await product({ name: '型号命中', model: `${word}-M`, status: 'ACTIVE' });
      const url = `/api/public/products/search?keyword=${encodeURIComponent(word.toLowerCase())}`;
      for (const token of [undefined, member]) {
        const res = await t.call({ method: 'GET', url, ...auth(token) });
        expect(res.statusCode).toBe(200);
        const found = res.json().data;
        expect(found.totalElements).toBe(2);
        expect(found.content.map((p: { id: number }) => p.id).sort()).toEqual([active.id, byModel.id].sort());
      }
      const asAdmin = await productPage(t, url, admin);
      expect(asAdmin.content.map((p) => p.id)).toEqual([byModel.id, inactive.id, draft.id, active.id]);
      expect(asAdmin.content.find((p) => p.id === draft.id)).toMatchObject({ status: 'DRAFT', name: `${word} 草稿` });
      const paged = await productPage(t, `${url}&page=1&size=3`, admin);
      expect(paged).toMatchObject({ totalElements: 4, totalPages: 2, page: 1 });
      expect(paged.content.map((p) => p.id)).toEqual([active.id]);
    });
  });
});
