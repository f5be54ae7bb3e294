import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, InteractionStats, PageResult, ProductCategory, ProductSummary } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { madeArticle, madeCategory, unique } from '../../test/content.fixtures.ts';
import { dataOf, notFound } from '../../test/envelopes.ts';
import { signedInAppFor } from '../../test/users.fixtures.ts';
import { reader, type Reader } from '../comments/comments.fixtures.ts';
import { madeProduct } from '../products/products.fixtures.ts';

/** GET/DELETE /api/admin/user-interactions/{userId}/… (spec 02 §7 "Favourites and likes"). */
describe.each(testDialects)("an administrator and a user's likes and favourites (%s)", (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let shelf: ProductCategory;
  beforeAll(async () => {
    ({ t, admin } = app);
    shelf = await madeCategory(t, admin);
  });

  const get = <T>(url: string) => t.call({ method: 'GET', url, token: admin }).then((r) => dataOf<T>(r));
  const del = (url: string) => t.call({ method: 'DELETE', url, token: admin });
  const article = () =>
    madeArticle(t, admin, {
      title: unique('被点赞的文章'),
      content: '正文。',
      status: 'PUBLISHED',
      publishedAt: '2024-05-01T00:00:00.000Z',
    });
  const product = () => madeProduct(t, admin, { categoryId: shelf.id, status: 'ACTIVE' });
  const like = (who: Reader, id: number) =>
    t.call({ method: 'POST', url: `/api/user/interactions/articles/${id}/like`, token: who.token });
  const favorite = (who: Reader, id: number) =>
    t.call({ method: 'POST', url: `/api/user/interactions/products/${id}/favorite`, token: who.token });
  const articleLikes = async (slug: string) =>
    dataOf<{ likeCount: number }>(await t.call({ method: 'GET', url: `/api/public/articles/${slug}` })).likeCount;
  const productFavorites = async (slug: string) =>
    dataOf<{ favoriteCount: number }>(await t.call({ method: 'GET', url: `/api/public/products/${slug}` }))
      .favoriteCount;

  it('shows the counts and both lists of any user', async () => {
    const r = await reader(t, 'fan');
    const [a1, a2] = [await article(), await article()];
    const p1 = await product();
    await like(r, a1.id);
    await like(r, a2.id);
    await favorite(r, p1.id);

    expect(await get<InteractionStats>(`/api/admin/user-interactions/${r.id}/stats`)).toEqual({
      likedArticlesCount: 2,
      favoriteProductsCount: 1,
      totalInteractions: 3,
    });
    const liked = await get<PageResult<ArticleSummary>>(`/api/admin/user-interactions/${r.id}/liked-articles?size=10`);
    expect(liked.content.map((a) => a.id).sort()).toEqual([a1.id, a2.id].sort());
    const favorites = await get<PageResult<ProductSummary>>(`/api/admin/user-interactions/${r.id}/favorite-products`);
    expect(favorites.content.map((p) => p.id)).toEqual([p1.id]);
    // Paged like the user's own lists.
    expect(
      (await get<PageResult<ArticleSummary>>(`/api/admin/user-interactions/${r.id}/liked-articles?page=1&size=1`))
        .content,
    ).toHaveLength(1);
  });

  it("removes one like or favourite, and the article's and product's public counts follow", async () => {
    const r = await reader(t, 'fan');
    const other = await reader(t, 'fan');
    const a = await article();
    const p = await product();
    await like(r, a.id);
    await like(other, a.id);
    await favorite(r, p.id);
    expect(await articleLikes(a.slug)).toBe(2);
    expect(await productFavorites(p.slug)).toBe(1);

    const unliked = await del(`/api/admin/user-interactions/${r.id}/liked-articles/${a.id}`);
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json()).toEqual({ success: true, message: '已移除该点赞', data: null });
    expect(await articleLikes(a.slug)).toBe(1);
    const unfavorited = await del(`/api/admin/user-interactions/${r.id}/favorite-products/${p.id}`);
    expect(unfavorited.json()).toEqual({ success: true, message: '已移除该收藏', data: null });
    expect(await productFavorites(p.slug)).toBe(0);

    // The user sees it too; the other reader's like stays.
    const mine = await t.call({
      method: 'GET',
      url: `/api/user/interactions/articles/${a.id}/like-status`,
      token: r.token,
    });
    expect(mine.json().data).toEqual({ liked: false, likeCount: 1 });
    expect(await get<InteractionStats>(`/api/admin/user-interactions/${r.id}/stats`)).toEqual({
      likedArticlesCount: 0,
      favoriteProductsCount: 0,
      totalInteractions: 0,
    });

    // Removing what is not there: 404, counts untouched.
    const again = await del(`/api/admin/user-interactions/${r.id}/liked-articles/${a.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFound('该用户没有点赞这篇文章'));
    expect((await del(`/api/admin/user-interactions/${r.id}/favorite-products/${p.id}`)).json()).toEqual(
      notFound('该用户没有收藏这件商品'),
    );
    expect(await articleLikes(a.slug)).toBe(1);
  });

  it('answers 404 for a user that does not exist', async () => {
    for (const path of ['stats', 'liked-articles', 'favorite-products']) {
      const res = await t.call({ method: 'GET', url: `/api/admin/user-interactions/999999/${path}`, token: admin });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
