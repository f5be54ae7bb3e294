import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_PAGE_TYPES, DEFAULT_SITE_INFO, matchPathPattern, type FormatTitleInput } from '@app/contract';
import { createTestApp, testDialects, type TestApp } from '../../test/test-app.ts';
import { invalid } from '../../test/envelopes.ts';
import { pageTypeDefaults } from './page-type-defaults.ts';
import { pageTitleSteps } from './page-title-steps.ts';

describe('matchPathPattern', () => {
  it('matches literal segments exactly, ignoring trailing slashes and letter case', () => {
    expect(matchPathPattern('/', '/')).toEqual({});
    expect(matchPathPattern('/', '')).toEqual({});
    expect(matchPathPattern('/articles', '/articles')).toEqual({});
    expect(matchPathPattern('/articles', '/articles/')).toEqual({});
    expect(matchPathPattern('/articles', '/Articles')).toEqual({});
    // A browser's location.pathname is percent-encoded; a literal matches either way.
    expect(matchPathPattern('/专题/:slug', `/${encodeURIComponent('专题')}/x`)).toEqual({ slug: 'x' });
    expect(matchPathPattern('/auth/login', '/auth/login')).toEqual({});
    expect(matchPathPattern('/articles', '/article')).toBeNull();
    expect(matchPathPattern('/articles', '/articles/x')).toBeNull();
    expect(matchPathPattern('/articles/x', '/articles')).toBeNull();
    expect(matchPathPattern('/', '/articles')).toBeNull();
  });

  it('binds one segment to a :name and decodes it', () => {
    expect(matchPathPattern('/articles/:slug', '/articles/hello-world')).toEqual({ slug: 'hello-world' });
    expect(matchPathPattern('/search/:query', `/search/${encodeURIComponent('关键词')}`)).toEqual({ query: '关键词' });
    expect(matchPathPattern('/search/:query', '/search/关键词')).toEqual({ query: '关键词' });
    expect(matchPathPattern('/a/:x/b/:y', '/a/1/b/2')).toEqual({ x: '1', y: '2' });
    // Undecodable text is kept as it came.
    expect(matchPathPattern('/search/:query', '/search/%E4%zz')).toEqual({ query: '%E4%zz' });
    expect(matchPathPattern('/articles/:slug', '/articles')).toBeNull();
    expect(matchPathPattern('/articles/:slug', '/articles/a/b')).toBeNull();
  });

  it('lets a trailing * take any rest, including nothing', () => {
    expect(matchPathPattern('/user/*', '/user')).toEqual({});
    expect(matchPathPattern('/user/*', '/user/settings')).toEqual({});
    expect(matchPathPattern('/user/*', '/user/a/b/c')).toEqual({});
    expect(matchPathPattern('/user/*', '/users')).toBeNull();
    expect(matchPathPattern('/user/*', '/')).toBeNull();
  });

  it('ignores the query string and the fragment', () => {
    expect(matchPathPattern('/search', '/search?q=博客')).toEqual({});
    expect(matchPathPattern('/articles/:slug', '/articles/a-b?x=1#top')).toEqual({ slug: 'a-b' });
    expect(matchPathPattern('/', '/?from=mail')).toEqual({});
  });
});

describe('built-in page types', () => {
  it('are exactly the contract list, each with a template', () => {
    expect(pageTypeDefaults.map((d) => d.code).sort()).toEqual([...BUILTIN_PAGE_TYPES].sort());
    for (const d of pageTypeDefaults) expect(d.template).toContain('{siteName}');
  });
});

describe.each(testDialects)('public site endpoints (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const match = (body: unknown) =>
    t.call({ method: 'POST', url: '/api/public/site/match-page-type', payload: body as Record<string, unknown> });
  const format = (body: unknown) =>
    t.call({ method: 'POST', url: '/api/public/site/format-title', payload: body as Record<string, unknown> });
  const pageTypeOf = async (path: string) => {
    const res = await match({ path });
    expect(res.statusCode).toBe(200);
    return res.json().data.pageType as string;
  };
  const titleOf = async (body: unknown) => {
    const res = await format(body);
    expect(res.statusCode).toBe(200);
    return res.json().data.formattedTitle as string;
  };

  describe('POST /api/public/site/match-page-type', () => {
    it('answers in the envelope', async () => {
      const res = await match({ path: '/articles' });
      expect(res.json()).toEqual({ success: true, message: '操作成功', data: { pageType: 'article-list' } });
    });

    it.each([
      ['/', 'home'],
      ['/articles', 'article-list'],
      ['/articles/', 'article-list'],
      ['/articles/some-slug', 'article'],
      ['/products', 'product-list'],
      ['/products/x', 'product'],
      ['/search', 'search'],
      ['/search?q=博客', 'search'],
      ['/search/关键词', 'search'],
      [`/search/${encodeURIComponent('关键词')}`, 'search'],
      ['/pages/about', 'page'],
      ['/friends', 'friends'],
      ['/social-links', 'social-links'],
      ['/auth/login', 'login'],
      ['/auth/register', 'register'],
      ['/user', 'user'],
      ['/user/settings', 'user'],
      ['/admin', 'admin'],
      ['/admin/tags', 'admin'],
      ['/unknown', 'default'],
      ['/articles/a/b', 'default'],
      ['/auth', 'default'],
    ])('%s → %s', async (path, expected) => {
      expect(await pageTypeOf(path)).toBe(expected);
    });

    it("takes '/' when no path is given", async () => {
      expect((await match({})).json().data.pageType).toBe('home');
    });

    it('refuses a path over 2000 characters with the validation envelope', async () => {
      const res = await match({ path: `/${'a'.repeat(2000)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('path', '路径过长'));
      expect((await match({ path: `/${'a'.repeat(1999)}` })).statusCode).toBe(200);
    });

    it('refuses a path that is not a string', async () => {
      const res = await match({ path: 42 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        data: { errors: [{ field: 'path' }] },
      });
    });
  });

  describe('POST /api/public/site/format-title', () => {
    it('puts the title before the site name', async () => {
      const res = await format({ pageType: 'article', title: '标题' });
      expect(res.json()).toEqual({ success: true, message: '操作成功', data: { formattedTitle: '标题 - 轻量博客' } });
    });

    it('formats the home page with the tagline', async () => {
      expect(await titleOf({ pageType: 'home' })).toBe('轻量博客 - 记录生活，分享好物');
      expect(await titleOf({ pageType: 'home', title: '首页' })).toBe('轻量博客 - 记录生活，分享好物');
    });

    it('fills parameters into the template', async () => {
      expect(await titleOf({ pageType: 'search', parameters: { query: '博客' } })).toBe('搜索：博客 - 轻量博客');
      expect(await titleOf({ pageType: 'search', parameters: { query: '  博客  ' } })).toBe('搜索：博客 - 轻量博客');
      expect(await titleOf({ pageType: 'search', parameters: { query: 2024 } })).toBe('搜索：2024 - 轻量博客');
    });

    it("falls back to the page type's default title when none is given", async () => {
      expect(await titleOf({ pageType: 'article' })).toBe('文章 - 轻量博客');
      expect(await titleOf({ pageType: 'article', title: '   ' })).toBe('文章 - 轻量博客');
      expect(await titleOf({ pageType: 'article-list', title: null })).toBe('文章 - 轻量博客');
      expect(await titleOf({ pageType: 'product-list' })).toBe('好物 - 轻量博客');
      expect(await titleOf({ pageType: 'login' })).toBe('登录 - 轻量博客');
      expect(await titleOf({ pageType: 'not-found' })).toBe('页面不存在 - 轻量博客');
    });

    it('uses the area templates for the signed-in and admin areas', async () => {
      expect(await titleOf({ pageType: 'user', title: '个人设置' })).toBe('个人设置 - 个人中心 - 轻量博客');
      expect(await titleOf({ pageType: 'admin', title: '标签管理' })).toBe('标签管理 - 管理后台 - 轻量博客');
    });

    it('drops a segment emptied by a missing value and collapses a repeated one', async () => {
      expect(await titleOf({ pageType: 'search' })).toBe('搜索 - 轻量博客');
      expect(await titleOf({ pageType: 'user' })).toBe('个人中心 - 轻量博客');
      expect(await titleOf({ pageType: 'admin' })).toBe('管理后台 - 轻量博客');
    });

    it('uses the default template for an unknown or missing page type', async () => {
      expect(await titleOf({ pageType: 'no-such-type', title: '某页' })).toBe('某页 - 轻量博客');
      expect(await titleOf({ title: '某页' })).toBe('某页 - 轻量博客');
      // Nothing to show but the site name: no dangling separator.
      expect(await titleOf({ pageType: 'no-such-type' })).toBe('轻量博客');
      expect(await titleOf({})).toBe('轻量博客');
    });

    it('does not let a parameter replace the site name or the title', async () => {
      expect(
        await titleOf({ pageType: 'article', title: '标题', parameters: { siteName: '别的站', title: '别的标题' } }),
      ).toBe('标题 - 轻量博客');
    });

    it('refuses bad bodies with the validation envelope', async () => {
      const longTitle = await format({ pageType: 'article', title: 'x'.repeat(501) });
      expect(longTitle.statusCode).toBe(400);
      expect(longTitle.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        data: { errors: [{ field: 'title' }] },
      });

      const badParameters = await format({ pageType: 'search', parameters: { query: { nested: true } } });
      expect(badParameters.statusCode).toBe(400);
      expect(badParameters.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

      const longType = await format({ pageType: 'x'.repeat(65) });
      expect(longType.statusCode).toBe(400);
      expect(longType.json().data.errors[0].field).toBe('pageType');
    });
  });

  describe("a render's title steps, in the server's own process", () => {
    it('answer what the two calls answer, for every input those answer', async () => {
      const steps = pageTitleSteps(t.app.services.site);
      for (const path of ['/', '/articles/some-slug', '/search?q=博客', '/user/settings', '/unknown']) {
        expect(await steps.matchPageType(path)).toEqual((await match({ path })).json().data);
      }
      const bodies: FormatTitleInput[] = [
        { pageType: 'article', title: '  标题  ' },
        { pageType: ' search ', parameters: { query: 2024 } },
        { pageType: 'no-such-type' },
        { pageType: 'home', title: null },
        { title: '某页', parameters: { siteName: '别的站' } },
      ];
      for (const body of bodies) {
        expect(await steps.formatTitle(body)).toEqual((await format(body)).json().data);
      }
    });

    it('throw on what the calls refuse with 400, so the render falls back to the page title as on that answer', async () => {
      const steps = pageTitleSteps(t.app.services.site);
      await expect(steps.matchPageType(`/${'a'.repeat(2000)}`)).rejects.toThrow();
      await expect(steps.formatTitle({ pageType: 'article', title: 'x'.repeat(501) })).rejects.toThrow();
      await expect(steps.formatTitle({ pageType: 'x'.repeat(65) })).rejects.toThrow();
    });
  });

  describe('GET /api/public/site/info', () => {
    it('answers the site settings every page shows', async () => {
      const res = await t.call({ method: 'GET', url: '/api/public/site/info' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '操作成功', data: DEFAULT_SITE_INFO });
    });
  });

  describe('site data in the database', () => {
    it('holds every built-in page type and title template once', async () => {
      const db = t.app.services.database.db;
      const types = await db.selectFrom('page_types').select('code').execute();
      const titles = await db.selectFrom('page_titles').select(['page_type', 'template']).execute();
      expect(types.map((r) => r.code).sort()).toEqual([...BUILTIN_PAGE_TYPES].sort());
      expect(titles.map((r) => r.page_type).sort()).toEqual([...BUILTIN_PAGE_TYPES].sort());
    });

    it('keeps edited data when the defaults are ensured again (a later start)', async () => {
      const db = t.app.services.database.db;
      await db.updateTable('site_settings').set({ value: '我的小站' }).where('key', '=', 'site.name').execute();
      try {
        await t.app.services.site.ensureDefaults();
        expect(await titleOf({ pageType: 'article', title: '标题' })).toBe('标题 - 我的小站');
        expect((await db.selectFrom('page_types').select('code').execute()).length).toBe(BUILTIN_PAGE_TYPES.length);
      } finally {
        await db.updateTable('site_settings').set({ value: '轻量博客' }).where('key', '=', 'site.name').execute();
      }
    });
  });
});
