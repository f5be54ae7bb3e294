import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminArticle, ArticleSummary, PageResult } from '@app/contract';
import { registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate, SECOND } from '../../test/clock.ts';
import { madeArticle, type ArticleBody } from '../../test/content.fixtures.ts';
import { dataOf, notFound } from '../../test/envelopes.ts';
import { auth, newUser, signedInAppFor } from '../../test/users.fixtures.ts';

const ARTICLE_NOT_FOUND = notFound('文章不存在');

const likeStatus = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/api/user/interactions/articles/${id}/like-status`, ...auth(token) });
const toggleLike = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'POST', url: `/api/user/interactions/articles/${id}/like`, ...auth(token) });
const myLiked = (t: TestApp, token: string | undefined, query = '') =>
  t.call({
    method: 'GET',
    url: `/api/user/interactions/my-liked-articles${query ? `?${query}` : ''}`,
    ...auth(token),
  });

describe.each(testDialects)('article likes (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    ({ t, admin, member: alice } = app);
    bob = await registerAndLogin(t, newUser('liker'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  let articleCounter = 0;
  const article = (body: ArticleBody = {}): Promise<AdminArticle> => {
    articleCounter += 1;
    return madeArticle(t, admin, {
      title: `点赞文章 ${articleCounter}`,
      slug: `like-${articleCounter}`,
      content: '正文。',
      status: 'PUBLISHED',
      publishedAt: '2024-05-01T00:00:00.000Z',
      ...body,
    });
  };
  async function liked(token: string, query = 'size=100'): Promise<PageResult<ArticleSummary>> {
    return dataOf<PageResult<ArticleSummary>>(await myLiked(t, token, query));
  }
  const publicLikeCount = async (slug: string) =>
    (await t.call({ method: 'GET', url: `/api/public/articles/${slug}` })).json().data.likeCount as number;

  describe('GET …/articles/{id}/like-status', () => {
    it('answers not liked and no likes for a fresh article', async () => {
      const a = await article();
      const res = await likeStatus(t, alice, a.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '操作成功', data: { liked: false, likeCount: 0 } });
    });
  });

  describe('POST …/articles/{id}/like', () => {
    it('toggles the like and answers the state and count the server holds', async () => {
      const a = await article();
      const on = await toggleLike(t, alice, a.id);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ success: true, message: '点赞成功', data: { liked: true, likeCount: 1 } });
      expect((await likeStatus(t, alice, a.id)).json().data).toEqual({ liked: true, likeCount: 1 });
      expect((await likeStatus(t, bob, a.id)).json().data).toEqual({ liked: false, likeCount: 1 });

      const off = await toggleLike(t, alice, a.id);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ success: true, message: '取消点赞成功', data: { liked: false, likeCount: 0 } });
      expect((await likeStatus(t, alice, a.id)).json().data).toEqual({ liked: false, likeCount: 0 });

      expect((await toggleLike(t, alice, a.id)).json()).toEqual({
        success: true,
        message: '点赞成功',
        data: { liked: true, likeCount: 1 },
      });
    });

    it('keeps the stored count right when many readers like at once', async () => {
      const crowd: string[] = [];
      for (let i = 0; i < 20; i += 1) crowd.push(await registerAndLogin(t, newUser('crowd')));
      // Several rounds: a count stored out of order shows in some of them, not in every one.
      for (let round = 1; round <= 3; round += 1) {
        const a = await article();
        const likes = await Promise.all(crowd.map((token) => toggleLike(t, token, a.id)));
        expect(likes.map((r) => r.statusCode)).toEqual(crowd.map(() => 200));
        expect(await publicLikeCount(a.slug)).toBe(20);
        await Promise.all(crowd.slice(0, 10).map((token) => toggleLike(t, token, a.id)));
        expect(await publicLikeCount(a.slug)).toBe(10);
      }
    });

    it('counts each user once: two users make 2, and the article shows it', async () => {
      const a = await article();
      expect((await toggleLike(t, alice, a.id)).json().data).toEqual({ liked: true, likeCount: 1 });
      expect((await toggleLike(t, bob, a.id)).json().data).toEqual({ liked: true, likeCount: 2 });
      expect(await publicLikeCount(a.slug)).toBe(2);
      const listed = (
        await t.call({ method: 'GET', url: `/api/public/articles?keyword=${encodeURIComponent(a.title)}` })
      ).json().data.content as ArticleSummary[];
      expect(listed.map((x) => [x.slug, x.likeCount])).toEqual([[a.slug, 2]]);
      expect(
        (await t.call({ method: 'GET', url: `/api/admin/articles/${a.id}`, token: admin })).json().data.likeCount,
      ).toBe(2);

      expect((await toggleLike(t, alice, a.id)).json().data).toEqual({ liked: false, likeCount: 1 });
      expect(await publicLikeCount(a.slug)).toBe(1);
      expect((await likeStatus(t, bob, a.id)).json().data).toEqual({ liked: true, likeCount: 1 });
      expect((await toggleLike(t, bob, a.id)).json().data).toEqual({ liked: false, likeCount: 0 });
      expect(await publicLikeCount(a.slug)).toBe(0);
    });

    it('lets an administrator like as any signed-in user', async () => {
      const a = await article();
      expect((await toggleLike(t, admin, a.id)).json()).toEqual({
        success: true,
        message: '点赞成功',
        data: { liked: true, likeCount: 1 },
      });
      expect((await likeStatus(t, alice, a.id)).json().data).toEqual({ liked: false, likeCount: 1 });
    });

    it('keeps the count when the article is edited', async () => {
      const a = await article();
      await toggleLike(t, alice, a.id);
      await toggleLike(t, bob, a.id);
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/articles/${a.id}`,
        token: admin,
        payload: { title: a.title, slug: a.slug, content: '改过的正文', status: 'PUBLISHED' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.likeCount).toBe(2);
      expect(await publicLikeCount(a.slug)).toBe(2);
    });

    it('answers 404 for a draft, an article not yet due or an unknown article, and stores nothing', async () => {
      const draft = await article({ status: 'DRAFT', publishedAt: null });
      const scheduled = await article({ publishedAt: new Date(Date.now() + 24 * 3600 * SECOND).toISOString() });
      for (const id of [draft.id, scheduled.id, 987654]) {
        for (const res of [await likeStatus(t, alice, id), await toggleLike(t, alice, id)]) {
          expect(res.statusCode, String(id)).toBe(404);
          expect(res.json()).toEqual(ARTICLE_NOT_FOUND);
        }
      }
      for (const a of [draft, scheduled]) {
        expect(
          (await t.call({ method: 'GET', url: `/api/admin/articles/${a.id}`, token: admin })).json().data.likeCount,
        ).toBe(0);
      }
      const mine = (await liked(alice)).content.map((a) => a.id);
      expect(mine).not.toContain(draft.id);
      expect(mine).not.toContain(scheduled.id);
    });

    it('refuses an unpublished article, keeping the like for when it returns', async () => {
      const a = await article();
      await toggleLike(t, alice, a.id);
      expect(
        (await t.call({ method: 'POST', url: `/api/admin/articles/${a.id}/unpublish`, token: admin })).statusCode,
      ).toBe(200);
      expect((await toggleLike(t, alice, a.id)).statusCode).toBe(404);
      expect((await likeStatus(t, alice, a.id)).statusCode).toBe(404);
      expect(
        (await t.call({ method: 'POST', url: `/api/admin/articles/${a.id}/publish`, token: admin })).statusCode,
      ).toBe(200);
      expect((await likeStatus(t, alice, a.id)).json().data).toEqual({ liked: true, likeCount: 1 });
    });

    it('refuses a bad id with 400', async () => {
      for (const id of ['abc', '0', '-3']) {
        for (const res of [await likeStatus(t, alice, id), await toggleLike(t, alice, id)]) {
          expect(res.statusCode, id).toBe(400);
          expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        }
      }
    });
  });

  describe('GET /api/user/interactions/my-liked-articles', () => {
    it('lists my liked articles, newest like first, paged', async () => {
      const carol = await registerAndLogin(t, newUser());
      const [first, second, third] = [
        await article({ title: '最早创建' }),
        await article({ title: '第二创建' }),
        await article({ title: '最后创建' }),
      ];
      expect(await liked(carol)).toEqual({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 100 });

      // Liked in an order that is neither id order nor its reverse.
      freezeDate();
      for (const a of [second, third, first]) {
        expect((await toggleLike(t, carol, a.id)).json().data.liked).toBe(true);
        advance(SECOND);
      }
      await toggleLike(t, bob, second.id); // someone else's like is not mine

      const res = await myLiked(t, carol);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '操作成功',
        data: { totalElements: 3, totalPages: 1, page: 0, size: 10 },
      });
      const all = body.data as PageResult<ArticleSummary>;
      expect(all.content.map((a) => a.slug)).toEqual([first.slug, third.slug, second.slug]);
      expect(all.content[2]).toMatchObject({
        id: second.id,
        title: '第二创建',
        excerpt: '正文。',
        likeCount: 2,
        viewCount: 0,
        publishedAt: '2024-05-01T00:00:00.000Z',
        tags: [],
      });

      const page0 = await liked(carol, 'page=0&size=2');
      expect(page0).toMatchObject({ totalElements: 3, totalPages: 2, page: 0, size: 2 });
      expect(page0.content.map((a) => a.slug)).toEqual([first.slug, third.slug]);
      const page1 = await liked(carol, 'page=1&size=2');
      expect(page1.content.map((a) => a.slug)).toEqual([second.slug]);
      expect(await liked(carol, 'page=2&size=2')).toMatchObject({ content: [], totalElements: 3 });

      // Unliking takes it off the list; liking again puts it first.
      await toggleLike(t, carol, third.id);
      expect((await liked(carol)).content.map((a) => a.slug)).toEqual([first.slug, second.slug]);
      advance(SECOND);
      await toggleLike(t, carol, second.id);
      await toggleLike(t, carol, second.id);
      expect((await liked(carol)).content.map((a) => a.slug)).toEqual([second.slug, first.slug]);
      expect((await liked(bob)).content.map((a) => a.slug)).toContain(second.slug);
    });

    it('drops a deleted article from the list', async () => {
      const dave = await registerAndLogin(t, newUser());
      const keep = await article();
      const gone = await article();
      await toggleLike(t, dave, keep.id);
      await toggleLike(t, dave, gone.id);
      expect((await liked(dave)).totalElements).toBe(2);
      expect((await t.call({ method: 'DELETE', url: `/api/admin/articles/${gone.id}`, token: admin })).statusCode).toBe(
        200,
      );
      const after = await liked(dave);
      expect(after.totalElements).toBe(1);
      expect(after.content.map((a) => a.id)).toEqual([keep.id]);
    });

    it('refuses a bad page or size', async () => {
      for (const query of ['page=-1', 'size=0', 'size=101']) {
        const res = await myLiked(t, alice, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('GET /api/user/interactions/stats', () => {
    it('counts the articles I like, for my dashboard', async () => {
      const erin = await registerAndLogin(t, newUser());
      const stats = async () =>
        (await t.call({ method: 'GET', url: '/api/user/interactions/stats', token: erin })).json().data;
      expect(await stats()).toEqual({ likedArticlesCount: 0, favoriteProductsCount: 0, totalInteractions: 0 });
      const a = await article();
      const b = await article();
      await toggleLike(t, erin, a.id);
      await toggleLike(t, erin, b.id);
      expect(await stats()).toEqual({ likedArticlesCount: 2, favoriteProductsCount: 0, totalInteractions: 2 });
      await toggleLike(t, erin, a.id);
      expect(await stats()).toEqual({ likedArticlesCount: 1, favoriteProductsCount: 0, totalInteractions: 1 });
      expect((await t.call({ method: 'GET', url: '/api/user/interactions/stats' })).statusCode).toBe(401);
    });
  });
});
