import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, PageResult, ProductCategory, ProductSummary } from '@app/contract';
import { ADMIN, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf } from '../../test/envelopes.ts';
import { advance, freezeDate, SECOND } from '../../test/clock.ts';
import { madeArticle } from '../../test/content.fixtures.ts';
import {
  PRODUCT_NOT_FOUND,
  auth,
  deletedWithCode,
  getProduct,
  madeProduct,
  newUser,
  publicDetail,
  rowsOf,
  savedProduct,
  useProductsApp,
  type ProductBody,
} from './products.fixtures.ts';

const favoriteStatus = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/api/user/interactions/products/${id}/favorite-status`, ...auth(token) });
const toggleFavorite = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'POST', url: `/api/user/interactions/products/${id}/favorite`, ...auth(token) });
const myFavorites = (t: TestApp, token: string | undefined, query = '') =>
  t.call({
    method: 'GET',
    url: `/api/user/interactions/my-favorite-products${query ? `?${query}` : ''}`,
    ...auth(token),
  });
const stats = (t: TestApp, token: string | undefined) =>
  t.call({ method: 'GET', url: '/api/user/interactions/stats', ...auth(token) });

describe.each(testDialects)('product favourites (%s)', (dialect) => {
  const app = useProductsApp(dialect, '收藏货架');
  let t: TestApp;
  let admin: string;
  let alice: string;
  let bob: string;
  let shelf: ProductCategory;
  beforeAll(async () => {
    ({ t, admin, member: alice, shelf } = app);
    bob = await registerAndLogin(t, newUser('collector'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const product = (body: ProductBody = {}) => madeProduct(t, admin, { categoryId: shelf.id, ...body });
  const setStatus = (p: AdminProduct, status: string) => savedProduct(t, admin, p, { status });
  async function favorites(token: string, query = 'size=100'): Promise<PageResult<ProductSummary>> {
    return dataOf<PageResult<ProductSummary>>(await myFavorites(t, token, query));
  }
  const publicCount = async (slug: string) => (await publicDetail(t, slug)).favoriteCount;

  it('toggles the favourite and answers the state and count the server holds', async () => {
    const p = await product();
    const fresh = await favoriteStatus(t, alice, p.id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ success: true, message: '操作成功', data: { favorited: false, favoriteCount: 0 } });

    const on = await toggleFavorite(t, alice, p.id);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ success: true, message: '收藏成功', data: { favorited: true, favoriteCount: 1 } });
    expect((await favoriteStatus(t, alice, p.id)).json().data).toEqual({ favorited: true, favoriteCount: 1 });
    expect((await favoriteStatus(t, bob, p.id)).json().data).toEqual({ favorited: false, favoriteCount: 1 });

    const off = await toggleFavorite(t, alice, p.id);
    expect(off.json()).toEqual({
      success: true,
      message: '取消收藏成功',
      data: { favorited: false, favoriteCount: 0 },
    });
    expect((await favoriteStatus(t, alice, p.id)).json().data).toEqual({ favorited: false, favoriteCount: 0 });
  });

  it("counts two users' favourites, and the product's count follows on every page", async () => {
    const p = await product({ name: '两人收藏' });
    expect((await toggleFavorite(t, alice, p.id)).json().data).toEqual({ favorited: true, favoriteCount: 1 });
    expect((await toggleFavorite(t, bob, p.id)).json().data).toEqual({ favorited: true, favoriteCount: 2 });
    expect((await toggleFavorite(t, admin, p.id)).json().data).toEqual({ favorited: true, favoriteCount: 3 });
    expect(await publicCount(p.slug)).toBe(3);
    expect((await getProduct(t, admin, p.id)).json().data.favoriteCount).toBe(3);
    const listed = (await t.call({ method: 'GET', url: `/api/public/products?category=${shelf.slug}&size=100` })).json()
      .data.content as ProductSummary[];
    expect(listed.find((x) => x.id === p.id)?.favoriteCount).toBe(3);

    expect((await toggleFavorite(t, alice, p.id)).json().data).toEqual({ favorited: false, favoriteCount: 2 });
    expect(await publicCount(p.slug)).toBe(2);
    expect((await favoriteStatus(t, bob, p.id)).json().data).toEqual({ favorited: true, favoriteCount: 2 });
    // Saving the product keeps its count.
    expect((await savedProduct(t, admin, p, { summary: '改过' })).favoriteCount).toBe(2);
    expect(await publicCount(p.slug)).toBe(2);
  });

  it('answers 404 for a draft or an unknown product and stores nothing; a bad id is 400', async () => {
    const draft = await product({ status: 'DRAFT' });
    for (const id of [draft.id, 987654]) {
      for (const res of [await favoriteStatus(t, alice, id), await toggleFavorite(t, alice, id)]) {
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
      }
    }
    expect(await rowsOf(t, 'product_favorites', draft.id)).toBe(0);
    expect((await getProduct(t, admin, draft.id)).json().data.favoriteCount).toBe(0);
    for (const id of ['abc', '0', '-3']) {
      for (const res of [await favoriteStatus(t, alice, id), await toggleFavorite(t, alice, id)]) {
        expect(res.statusCode, id).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    }
  });

  it('lets an off-shelf product be favourited and unfavourited', async () => {
    const off = await product({ status: 'INACTIVE' });
    expect((await favoriteStatus(t, alice, off.id)).json().data).toEqual({ favorited: false, favoriteCount: 0 });
    expect((await toggleFavorite(t, alice, off.id)).json()).toEqual({
      success: true,
      message: '收藏成功',
      data: { favorited: true, favoriteCount: 1 },
    });
    expect(await publicCount(off.slug)).toBe(1);
    expect((await toggleFavorite(t, alice, off.id)).json()).toEqual({
      success: true,
      message: '取消收藏成功',
      data: { favorited: false, favoriteCount: 0 },
    });
  });

  it('keeps a favourite while the product is a draft, and shows it again when it returns', async () => {
    const carol = await registerAndLogin(t, newUser('collector'));
    const p = await product();
    await toggleFavorite(t, carol, p.id);
    const draft = await setStatus(p, 'DRAFT');
    expect((await toggleFavorite(t, carol, p.id)).statusCode).toBe(404);
    expect((await favoriteStatus(t, carol, p.id)).statusCode).toBe(404);
    expect((await favorites(carol)).totalElements).toBe(0);
    await setStatus(draft, 'ACTIVE');
    expect((await favoriteStatus(t, carol, p.id)).json().data).toEqual({ favorited: true, favoriteCount: 1 });
    expect((await favorites(carol)).content.map((x) => x.id)).toEqual([p.id]);
  });

  describe('GET /api/user/interactions/my-favorite-products', () => {
    it('lists my favourites, newest favourite first, paged, with off-shelf products and without drafts', async () => {
      const dave = await registerAndLogin(t, newUser('collector'));
      const [first, second, third, gone] = [
        await product({ name: '最早创建', price: '10', originalPrice: '12', summary: '简介一', tags: ['fav-tag'] }),
        await product({ name: '第二创建' }),
        await product({ name: '第三创建', status: 'INACTIVE' }),
        await product({ name: '将成草稿' }),
      ];
      expect(await favorites(dave)).toEqual({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 100 });

      // Favourited in an order that is neither id order nor its reverse.
      freezeDate();
      for (const p of [second, third, gone, first]) {
        expect((await toggleFavorite(t, dave, p.id)).json().data.favorited).toBe(true);
        advance(SECOND);
      }
      await toggleFavorite(t, bob, second.id); // someone else's favourite is not mine
      await setStatus(gone, 'DRAFT');

      const res = await myFavorites(t, dave);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '操作成功',
        data: { totalElements: 3, totalPages: 1, page: 0, size: 10 },
      });
      const all = body.data as PageResult<ProductSummary>;
      expect(all.content.map((p) => p.id)).toEqual([first.id, third.id, second.id]);
      expect(all.content[0]).toMatchObject({
        id: first.id,
        name: '最早创建',
        slug: first.slug,
        price: '10.00',
        originalPrice: '12.00',
        summary: '简介一',
        mainImage: null,
        tags: [expect.objectContaining({ name: 'fav-tag' })],
        status: 'ACTIVE',
        favoriteCount: 1,
      });
      expect(all.content[1]).toMatchObject({ id: third.id, status: 'INACTIVE' });
      expect(all.content[2]).toMatchObject({ id: second.id, favoriteCount: 2 });

      const page0 = await favorites(dave, 'page=0&size=2');
      expect(page0).toMatchObject({ totalElements: 3, totalPages: 2, page: 0, size: 2 });
      expect(page0.content.map((p) => p.id)).toEqual([first.id, third.id]);
      expect((await favorites(dave, 'page=1&size=2')).content.map((p) => p.id)).toEqual([second.id]);

      // Unfavouriting takes it off the list; favouriting again puts it first.
      await toggleFavorite(t, dave, third.id);
      expect((await favorites(dave)).content.map((p) => p.id)).toEqual([first.id, second.id]);
      vi.setSystemTime(Date.now() + SECOND);
      await toggleFavorite(t, dave, second.id);
      await toggleFavorite(t, dave, second.id);
      expect((await favorites(dave)).content.map((p) => p.id)).toEqual([second.id, first.id]);
    });

    it('refuses a bad page or size', async () => {
      for (const query of ['page=-1', 'size=0', 'size=101']) {
        const res = await myFavorites(t, alice, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('GET /api/user/interactions/stats', () => {
    it('counts liked articles and favourite products (off-shelf included, drafts not)', async () => {
      const erin = await registerAndLogin(t, newUser('collector'));
      const read = async () => {
        const res = await stats(t, erin);
        expect(res.statusCode).toBe(200);
        return res.json().data;
      };
      expect(await read()).toEqual({ likedArticlesCount: 0, favoriteProductsCount: 0, totalInteractions: 0 });
      const article = await madeArticle(t, admin, {
        title: '统计文章',
        slug: 'stats-article',
        content: '正文',
        status: 'PUBLISHED',
      });
      const like = await t.call({
        method: 'POST',
        url: `/api/user/interactions/articles/${article.id}/like`,
        token: erin,
      });
      expect(like.statusCode).toBe(200);
      const on = await product();
      const off = await product({ status: 'INACTIVE' });
      const toDraft = await product();
      for (const p of [on, off, toDraft]) await toggleFavorite(t, erin, p.id);
      expect(await read()).toEqual({ likedArticlesCount: 1, favoriteProductsCount: 3, totalInteractions: 4 });
      await setStatus(toDraft, 'DRAFT');
      expect(await read()).toEqual({ likedArticlesCount: 1, favoriteProductsCount: 2, totalInteractions: 3 });
      await toggleFavorite(t, erin, off.id);
      expect(await read()).toEqual({ likedArticlesCount: 1, favoriteProductsCount: 1, totalInteractions: 2 });
    });
  });

  it('removes the favourites when the product is deleted', async () => {
    const frank = await registerAndLogin(t, newUser('collector'));
    const keep = await product();
    const gone = await product();
    for (const token of [frank, alice]) await toggleFavorite(t, token, gone.id);
    await toggleFavorite(t, frank, keep.id);
    expect((await stats(t, frank)).json().data.favoriteProductsCount).toBe(2);
    await deletedWithCode(t, admin, ADMIN.email, gone.id);
    expect(await rowsOf(t, 'product_favorites', gone.id)).toBe(0);
    expect((await favorites(frank)).content.map((p) => p.id)).toEqual([keep.id]);
    expect((await stats(t, frank)).json().data).toEqual({
      likedArticlesCount: 0,
      favoriteProductsCount: 1,
      totalInteractions: 1,
    });
    expect((await toggleFavorite(t, frank, gone.id)).statusCode).toBe(404);
  });
});
