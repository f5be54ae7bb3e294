import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, ProductCategory } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { madeArticle, madeCategory, unique } from '../../test/content.fixtures.ts';
import { dataOf } from '../../test/envelopes.ts';
import { multipart } from '../../test/multipart.ts';
import { signedInAppFor } from '../../test/users.fixtures.ts';
import { lastSiteDays, siteDay } from '../../platform/time/site-day.ts';
import { reader, say, saveSettings } from '../comments/comments.fixtures.ts';
import { applied } from '../friend-links/friend-links.fixtures.ts';
import { madeProduct, readerUa } from '../products/products.fixtures.ts';

/** GET /api/admin/dashboard/stats against data the test made: each figure moves by what was added. */
describe.each(testDialects)('the admin dashboard (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let shelf: ProductCategory;
  beforeAll(async () => {
    ({ t, admin } = app);
    shelf = await madeCategory(t, admin);
    await saveSettings(t, admin, {});
  });

  const figures = async () =>
    dataOf<Dashboard>(await t.call({ method: 'GET', url: '/api/admin/dashboard/stats', token: admin }));
  const article = (body: Record<string, unknown>) =>
    madeArticle(t, admin, { title: unique('仪表盘文章'), content: '正文。', ...body });
  let visitor = 0;
  const view = (slug: string) => {
    visitor += 1;
    return t.call({
      method: 'POST',
      url: `/api/public/articles/${slug}/view`,
      headers: { 'user-agent': readerUa(visitor) },
      remoteAddress: `10.9.${visitor >> 8}.${visitor & 255}`,
    });
  };

  it('counts articles, products, users, comments, friend-link applications and subscriptions as they are', async () => {
    const before = await figures();

    const published = await article({ status: 'PUBLISHED', publishedAt: '2024-05-01T00:00:00.000Z' });
    await article({ status: 'PUBLISHED', publishedAt: '2024-05-02T00:00:00.000Z' });
    await article({ status: 'PUBLISHED', publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    await article({ status: 'DRAFT' });
    for (const status of ['ACTIVE', 'ACTIVE', 'INACTIVE', 'DRAFT'])
      await madeProduct(t, admin, { categoryId: shelf.id, status });
    const r = await reader(t, 'counted');
    await say(t, r, published.id, '公开的评论');
    await saveSettings(t, admin, { moderation: 'ALL' });
    await say(t, r, published.id, '等待审核的评论');
    await saveSettings(t, admin, {});
    await applied(t, admin);
    const subscribed = await t.call({
      method: 'POST',
      url: '/api/user/subscriptions/subscribe',
      token: r.token,
      payload: { email: `${r.username}@example.com`, subscriptionType: 'USER_NEW_ARTICLE' },
    });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);

    const after = await figures();
    expect(after.articles).toEqual({
      published: before.articles.published + 2,
      scheduled: before.articles.scheduled + 1,
      draft: before.articles.draft + 1,
    });
    expect(after.products).toEqual({
      active: before.products.active + 2,
      inactive: before.products.inactive + 1,
      draft: before.products.draft + 1,
    });
    expect(after.users).toEqual({
      total: before.users.total + 1,
      newThisWeek: before.users.newThisWeek + 1,
      pending: before.users.pending,
    });
    expect(after.comments).toEqual({
      pending: before.comments.pending + 1,
      total: before.comments.total + 2,
      today: before.comments.today + 2,
    });
    expect(after.friendLinksPending).toBe(before.friendLinksPending + 1);
    expect(after.subscriptionsActive).toBe(before.subscriptionsActive + 1);
  });

  it('charts the views of the last 30 days from the per-day totals, and lists the most read articles', async () => {
    const popular = await article({ status: 'PUBLISHED', publishedAt: '2024-05-01T00:00:00.000Z' });
    const read = await article({ status: 'PUBLISHED', publishedAt: '2024-05-01T00:00:00.000Z' });
    const before = await figures();
    for (let i = 0; i < 4; i++) expect((await view(popular.slug)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await view(read.slug);
    // Days before this test: one inside the window (29 days ago) and one just outside it (30 days ago).
    const days = lastSiteDays(31);
    await t.app.services.database.db
      .insertInto('article_daily_views')
      .values([
        { day: days[1]!, views: 7 },
        { day: days[0]!, views: 100 },
      ])
      .execute();

    const after = await figures();
    expect(after.views).toHaveLength(30);
    expect(after.views.map((v) => v.day)).toEqual(lastSiteDays(30));
    expect(after.views.at(-1)).toEqual({ day: siteDay(), views: before.views.at(-1)!.views + 7 });
    expect(after.views[0]).toEqual({ day: days[1], views: 7 });
    expect(after.views.reduce((sum, v) => sum + v.views, 0)).toBe(
      before.views.reduce((sum, v) => sum + v.views, 0) + 7 + 7,
    );
    expect(after.topArticles.slice(0, 2)).toEqual([
      { id: popular.id, title: popular.title, slug: popular.slug, viewCount: 4 },
      { id: read.id, title: read.title, slug: read.slug, viewCount: 3 },
    ]);
    expect(after.topArticles.length).toBeLessThanOrEqual(10);
  });

  it('shows the storage each bucket uses, moving with an upload', async () => {
    const usageOf = (d: Dashboard, bucket: string) => d.storage?.find((u) => u.bucket === bucket);
    const before = await figures();
    expect(before.storage?.map((u) => u.bucket)).toEqual(expect.arrayContaining(['images', 'demo']));
    const data = Buffer.from('仪表盘的存储统计\n'.repeat(100));
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/upload/image',
      token: admin,
      ...multipart({ type: 'images' }, { file: { filename: 'notes.txt', contentType: 'text/plain', data } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await figures();
    expect(usageOf(after, 'images')).toEqual({
      bucket: 'images',
      fileCount: usageOf(before, 'images')!.fileCount + 1,
      totalBytes: usageOf(before, 'images')!.totalBytes + data.length,
    });
  });
});
