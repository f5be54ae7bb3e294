import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, PageResult, PublicPage, PublicPageSummary, SearchResult } from '@app/contract';
import { migrateDownTo, migrateToLatest } from '../platform/db/migrations/index.ts';
import { dataOf } from './envelopes.ts';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from './test-app.ts';

/*
 * The footer's 关于我 and 隐私政策 are custom pages. A fresh site writes them as pages and only the
 * welcome article as an article; a site of an older release, which wrote them as articles, gets the
 * untouched ones moved to pages by migration 016 (their old addresses redirect), the edited ones
 * left as they are. Either way they are no longer among the articles, the feed, previous/next or search.
 */

const publicArticles = async (t: TestApp) =>
  dataOf<PageResult<ArticleSummary>>(await t.call({ method: 'GET', url: '/api/public/articles?size=100' })).content;
const rss = async (t: TestApp) => (await t.call({ method: 'GET', url: '/rss.xml' })).body;
const searchFor = async (t: TestApp, query: string) =>
  dataOf<SearchResult>(
    await t.call({ method: 'GET', url: `/api/public/search?query=${encodeURIComponent(query)}&type=ARTICLE` }),
  ).articles.content.map((a) => a.slug);

describe.each(testDialects)('starter pages on a fresh site (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('writes 关于我 and 隐私政策 as pages, and only the welcome article as an article', async () => {
    const pages = dataOf<PublicPageSummary[]>(await t.call({ method: 'GET', url: '/api/public/pages' }));
    expect(pages.map((p) => [p.slug, p.title])).toEqual([
      ['about', '关于我'],
      ['privacy', '隐私政策'],
    ]);
    const about = dataOf<PublicPage>(await t.call({ method: 'GET', url: '/api/public/pages/about' }));
    expect(about.contentHtml).toContain('href="/social-links"');
    expect(about.contentHtml).toContain('「自定义页面」');

    expect((await publicArticles(t)).map((a) => a.slug)).toEqual(['welcome']);
    for (const slug of ['about', 'privacy'])
      expect((await t.call({ method: 'GET', url: `/api/public/articles/${slug}` })).statusCode).toBe(404);
    const feed = await rss(t);
    expect(feed).toContain('/articles/welcome');
    expect(feed).not.toContain('关于我');
    expect(await searchFor(t, '隐私政策')).toEqual([]);
  });

  it('a later start adds no second pair', async () => {
    for (const module of t.app.services.modules) await module.start?.();
    const pages = dataOf<PublicPageSummary[]>(await t.call({ method: 'GET', url: '/api/public/pages' }));
    expect(pages).toHaveLength(2);
    expect((await publicArticles(t)).map((a) => a.slug)).toEqual(['welcome']);
  });
});

describe.each(testDialects)('migration 016: starter articles of an older release (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());

  const db = () => t.app.services.database.db;
  const ABOUT = '## 你好\n\n欢迎来到 轻量博客。\n\n> 这是站点首次启动时自动创建的页面。';
  const PRIVACY = '## 我们收集的信息\n\n- 注册时填写的用户名。';
  /** What an older release's first start wrote: the two starters as published articles. */
  const oldStarter = async (title: string, slug: string, content: string) =>
    dataOf<{ id: number }>(
      await t.call({
        method: 'POST',
        url: '/api/admin/articles',
        token: admin,
        payload: { title, slug, content, status: 'PUBLISHED', allowComments: false, tags: [] },
      }),
      201,
    ).id;

  it('moves the untouched one to a page with a redirect, leaves the edited one, and takes the moved one out of lists, feed and search', async () => {
    const { database } = t.app.services;
    await migrateDownTo(database, '013-unique-names');
    // The site as an older release left it: no starter pages, the starters as articles.
    await db().deleteFrom('pages').execute();
    await db().deleteFrom('site_settings').where('key', '=', 'once.content.starter-pages').execute();
    const aboutId = await oldStarter('关于我', 'about', ABOUT);
    const privacyId = await oldStarter('隐私政策', 'privacy', PRIVACY);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/admin/articles/${privacyId}`,
      token: admin,
      payload: {
        title: '隐私政策',
        slug: 'privacy',
        content: `${PRIVACY}\n\n我改过了。`,
        status: 'PUBLISHED',
        tags: [],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await searchFor(t, '关于我')).toEqual(['about']);

    expect(await migrateToLatest(database)).toContain('016-starter-pages');
    // The next start: the search index is rebuilt once, no starter pages are added.
    for (const module of t.app.services.modules) await module.start?.();

    const about = dataOf<PublicPage>(await t.call({ method: 'GET', url: '/api/public/pages/about' }));
    expect(about).toMatchObject({ title: '关于我', slug: 'about' });
    expect(about.contentHtml).toContain('欢迎来到 轻量博客。');
    expect(await db().selectFrom('articles').select('id').where('id', '=', aboutId).execute()).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/public/articles/about' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/public/pages/privacy' })).statusCode).toBe(404);
    expect(dataOf<{ title: string }>(await t.call({ method: 'GET', url: '/api/public/articles/privacy' })).title).toBe(
      '隐私政策',
    );
    expect(await db().selectFrom('redirects').select(['from_path', 'to_path']).orderBy('from_path').execute()).toEqual([
      { from_path: '/articles/about', to_path: '/pages/about' },
      { from_path: '/pages/privacy', to_path: '/articles/privacy' },
    ]);
    const pages = dataOf<PublicPageSummary[]>(await t.call({ method: 'GET', url: '/api/public/pages' }));
    expect(pages.map((p) => p.slug)).toEqual(['about']);

    const slugs = (await publicArticles(t)).map((a) => a.slug);
    expect(slugs).not.toContain('about');
    expect(slugs).toContain('privacy');
    expect(await rss(t)).not.toContain('/articles/about');
    expect(await searchFor(t, '关于我')).toEqual([]);
    // Previous/next of the article beside it no longer lead to the moved one.
    const welcome = dataOf<{ previous: { slug: string } | null; next: { slug: string } | null }>(
      await t.call({ method: 'GET', url: '/api/public/articles/welcome' }),
    );
    expect([welcome.previous?.slug, welcome.next?.slug]).not.toContain('about');
  });
});
