import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUILTIN_PAGE_TYPES, type PageType, type TitleTemplate } from '@app/contract';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf, failure, invalid } from '../../test/envelopes.ts';
import { pageTypeDefaults } from './page-type-defaults.ts';

const CUSTOM = {
  code: 'campaign',
  name: '活动页',
  patterns: ['/articles/spring-sale', '/campaign/:slug'],
  priority: 95,
  template: '{title} | {siteName} 活动',
};

describe.each(testDialects)('page types and title templates (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());
  // Every test starts from the shipped types: reset, and the custom ones removed.
  beforeEach(async () => {
    await call('POST', '/api/admin/site/page-titles/reset');
    for (const type of await types()) if (!type.builtin) await call('DELETE', `/api/admin/site/page-types/${type.id}`);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, token: admin, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const types = async () => dataOf<PageType[]>(await call('GET', '/api/admin/site/page-types'));
  const typeOf = async (code: string) => (await types()).find((type) => type.code === code)!;
  const matched = async (path: string) =>
    (await t.call({ method: 'POST', url: '/api/public/site/match-page-type', payload: { path } })).json().data
      .pageType as string;
  const title = async (body: object) =>
    (
      await t.call({ method: 'POST', url: '/api/public/site/format-title', payload: body as Record<string, unknown> })
    ).json().data.formattedTitle as string;
  const create = (body: object) => call('POST', '/api/admin/site/page-types', body);

  describe('GET /api/admin/site/page-types', () => {
    it('lists the built-in types in matching order, each with its template and default', async () => {
      const list = await types();
      expect(list.map((type) => type.code).sort()).toEqual([...BUILTIN_PAGE_TYPES].sort());
      const priorities = list.map((type) => type.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
      expect(list.find((type) => type.code === 'article')).toEqual({
        id: expect.any(Number),
        code: 'article',
        name: '文章详情',
        patterns: ['/articles/:slug'],
        priority: 90,
        builtin: true,
        template: '{title} - {siteName}',
        defaultTemplate: '{title} - {siteName}',
      });
      expect(list.find((type) => type.code === 'search')?.patterns).toEqual(['/search', '/search/:query']);
    });
  });

  describe('POST /api/admin/site/page-types', () => {
    it('adds a custom type that wins over a built-in one of lower priority, on match and title at once', async () => {
      expect(await matched('/articles/spring-sale')).toBe('article');
      const res = await create(CUSTOM);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: '页面类型已添加',
        data: { ...CUSTOM, id: expect.any(Number), builtin: false, defaultTemplate: '{title} - {siteName}' },
      });
      expect(await matched('/articles/spring-sale')).toBe('campaign');
      expect(await matched('/campaign/may')).toBe('campaign');
      expect(await matched('/articles/other')).toBe('article');
      expect(await title({ pageType: 'campaign', title: '春季特卖' })).toBe('春季特卖 | 轻量博客 活动');
      expect((await types()).find((type) => type.code === 'campaign')?.template).toBe(CUSTOM.template);
    });

    it('refuses a code in use, a built-in one too, with 409', async () => {
      expect((await create(CUSTOM)).statusCode).toBe(201);
      const again = await create({ ...CUSTOM, name: '另一个' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(failure('PAGE_TYPE_CODE_TAKEN', '页面类型代码已存在'));
      expect((await create({ ...CUSTOM, code: 'article' })).statusCode).toBe(409);
    });

    it.each([
      ['code', { code: 'a' }, '代码至少2个字符'],
      ['code', { code: 'Campaign' }, '代码只能包含小写字母、数字和连字符，并以字母开头'],
      ['code', { code: '1abc' }, '代码只能包含小写字母、数字和连字符，并以字母开头'],
      ['code', { code: `a${'b'.repeat(64)}` }, '代码不能超过64个字符'],
      ['name', { name: '  ' }, '请输入页面类型名称'],
      ['name', { name: '名'.repeat(51) }, '名称不能超过50个字符'],
      ['priority', { priority: -1 }, '优先级须在0到1000之间'],
      ['priority', { priority: 1001 }, '优先级须在0到1000之间'],
      ['priority', { priority: 1.5 }, '优先级必须是整数'],
      ['patterns', { patterns: [] }, '请至少填写一个路径模式'],
      ['patterns', { patterns: ['/a', '/a'] }, '路径模式重复'],
      ['patterns', { patterns: Array.from({ length: 11 }, (_, i) => `/p${i}`) }, '路径模式最多10个'],
      ['patterns.0', { patterns: ['campaign'] }, '路径模式必须以 / 开头'],
      ['patterns.0', { patterns: ['/campaign?x=1'] }, '路径模式不能包含 ? 或 #（查询参数会自动提供给标题）'],
      ['patterns.0', { patterns: ['/a//b'] }, '路径模式不能包含连续的 /'],
      ['patterns.0', { patterns: ['/a/*/b'] }, '通配符 * 只能出现在路径模式的最后一段'],
      ['patterns.0', { patterns: ['/a/:name'] }, '不支持的路径参数 :name，可用：:id、:slug、:username、:query'],
      ['patterns.0', { patterns: ['/a/:slug/:slug'] }, '路径参数 :slug 重复'],
      ['patterns.0', { patterns: ['/a,b'] }, '路径段“a,b”只能包含文字、数字和 - _ . ~'],
      ['patterns.0', { patterns: ['/<script>'] }, '路径段“<script>”只能包含文字、数字和 - _ . ~'],
      ['patterns.0', { patterns: [`/${'a'.repeat(200)}`] }, '路径模式不能超过200个字符'],
      ['template', { template: '' }, '请输入标题模板'],
      ['template', { template: 't'.repeat(201) }, '标题模板不能超过200个字符'],
      ['template', { template: '{title - {siteName}' }, '标题模板的花括号不成对'],
      ['template', { template: '{title}} - x' }, '标题模板的花括号不成对'],
      ['template', { template: '{{title}}' }, '标题模板的花括号不成对'],
      [
        'template',
        { template: '{titel} - {siteName}' },
        '未知的占位符 {titel}，可用：{title}{siteName}{tagline}{id}{slug}{username}{query}{q}{search}{page}{p}{category}{cat}',
      ],
    ])('refuses a bad %s (%j) with its message', async (field, change, message) => {
      const res = await create({ ...CUSTOM, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(field, message));
      expect((await types()).some((type) => type.code === 'campaign')).toBe(false);
    });

    it('accepts Chinese path segments, the placeholders of the path and the query, and a trailing *', async () => {
      const res = await create({
        ...CUSTOM,
        patterns: ['/专题/:slug', '/topics/*'],
        template: '{slug} 第{page}页 - {siteName}',
      });
      expect(res.statusCode).toBe(201);
      expect(await matched(`/${encodeURIComponent('专题')}/x`)).toBe('campaign');
      expect(await matched('/专题/x')).toBe('campaign');
      expect(await matched('/topics/a/b')).toBe('campaign');
      expect(await title({ pageType: 'campaign', parameters: { slug: '读书', page: '2' } })).toBe(
        '读书 第2页 - 轻量博客',
      );
    });
  });

  describe('PUT /api/admin/site/page-types/:id', () => {
    it('edits a built-in type (not its code): a new path maps to it at once', async () => {
      const friends = await typeOf('friends');
      expect(await matched('/links')).toBe('default');
      const res = await call('PUT', `/api/admin/site/page-types/${friends.id}`, {
        name: '朋友们',
        patterns: ['/friends', '/links'],
        priority: 80,
        template: '{siteName}的朋友们',
        code: 'renamed',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('页面类型已更新');
      expect(res.json().data).toMatchObject({ code: 'friends', name: '朋友们', builtin: true });
      expect(await matched('/links')).toBe('friends');
      expect(await title({ pageType: 'friends' })).toBe('轻量博客的朋友们');
    });

    it("lets 'default' and 'not-found' keep no path, but not a custom type", async () => {
      const fallback = await typeOf('default');
      const ok = await call('PUT', `/api/admin/site/page-types/${fallback.id}`, {
        name: '默认',
        patterns: [],
        priority: 0,
        template: '{title} · {siteName}',
      });
      expect(ok.statusCode).toBe(200);
      expect(await title({ pageType: 'no-such', title: '某页' })).toBe('某页 · 轻量博客');

      const custom = dataOf<PageType>(await create(CUSTOM), 201);
      const res = await call('PUT', `/api/admin/site/page-types/${custom.id}`, { ...CUSTOM, patterns: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('patterns', '请至少填写一个路径模式'));
    });

    it('refuses bad patterns and templates, and an unknown id with 404', async () => {
      const article = await typeOf('article');
      const bad = await call('PUT', `/api/admin/site/page-types/${article.id}`, {
        ...CUSTOM,
        patterns: ['/articles/:id/:bad'],
      });
      expect(bad.json()).toEqual(invalid('patterns.0', '不支持的路径参数 :bad，可用：:id、:slug、:username、:query'));
      const badTemplate = await call('PUT', `/api/admin/site/page-types/${article.id}`, {
        ...CUSTOM,
        template: '{siteName',
      });
      expect(badTemplate.json()).toEqual(invalid('template', '标题模板的花括号不成对'));
      expect((await typeOf('article')).patterns).toEqual(['/articles/:slug']);

      const missing = await call('PUT', '/api/admin/site/page-types/999999', CUSTOM);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(failure('NOT_FOUND', '页面类型不存在'));
    });
  });

  describe('DELETE /api/admin/site/page-types/:id', () => {
    it('deletes a custom type and its template; its paths fall back to the built-in match', async () => {
      const custom = dataOf<PageType>(await create(CUSTOM), 201);
      const res = await call('DELETE', `/api/admin/site/page-types/${custom.id}`);
      expect(res.json()).toEqual({ success: true, message: '页面类型已删除', data: null });
      expect(await matched('/articles/spring-sale')).toBe('article');
      const titles = dataOf<TitleTemplate[]>(await call('GET', '/api/admin/site/page-titles'));
      expect(titles.some((row) => row.pageType === 'campaign')).toBe(false);
      expect((await call('DELETE', `/api/admin/site/page-types/${custom.id}`)).statusCode).toBe(404);
    });

    it('refuses to delete a built-in type with 409', async () => {
      const home = await typeOf('home');
      const res = await call('DELETE', `/api/admin/site/page-types/${home.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure('PAGE_TYPE_BUILTIN', '内置页面类型不能删除'));
      expect(await matched('/')).toBe('home');
    });
  });

  describe('GET/PUT /api/admin/site/page-titles', () => {
    it('lists every type with its template', async () => {
      const titles = dataOf<TitleTemplate[]>(await call('GET', '/api/admin/site/page-titles'));
      expect(titles).toHaveLength(BUILTIN_PAGE_TYPES.length);
      expect(titles).toContainEqual({ pageType: 'search', template: '搜索：{query} - {siteName}' });
    });

    it('saves several templates at once; the next title uses them', async () => {
      const res = await call('PUT', '/api/admin/site/page-titles', {
        titles: [
          { pageType: 'article', template: '《{title}》 - {siteName}' },
          { pageType: 'search', template: '“{query}”的搜索结果 - {siteName}' },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('页面标题已保存');
      expect(await title({ pageType: 'article', title: '春日' })).toBe('《春日》 - 轻量博客');
      expect(await title({ pageType: 'search', parameters: { query: '相机' } })).toBe('“相机”的搜索结果 - 轻量博客');
    });

    it('refuses a bad template or an unknown page type, and saves none of the list', async () => {
      const bad = await call('PUT', '/api/admin/site/page-titles', {
        titles: [
          { pageType: 'article', template: '《{title}》' },
          { pageType: 'search', template: '{nope}' },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.errors).toEqual([
        {
          field: 'titles.1.template',
          message:
            '未知的占位符 {nope}，可用：{title}{siteName}{tagline}{id}{slug}{username}{query}{q}{search}{page}{p}{category}{cat}',
        },
      ]);
      const unknown = await call('PUT', '/api/admin/site/page-titles', {
        titles: [
          { pageType: 'article', template: '《{title}》' },
          { pageType: 'no-such', template: '{title}' },
        ],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(invalid('titles.1.pageType', '页面类型 no-such 不存在'));
      const empty = await call('PUT', '/api/admin/site/page-titles', { titles: [] });
      expect(empty.json()).toEqual(invalid('titles', '没有要保存的标题模板'));
      expect(await title({ pageType: 'article', title: '春日' })).toBe('春日 - 轻量博客');
    });
  });

  describe('POST /api/admin/site/page-titles/reset', () => {
    it('brings back every shipped template and built-in type; custom types stay with the default template', async () => {
      const custom = dataOf<PageType>(await create(CUSTOM), 201);
      const friends = await typeOf('friends');
      await call('PUT', `/api/admin/site/page-types/${friends.id}`, {
        name: '朋友们',
        patterns: ['/links'],
        priority: 5,
        template: '{siteName}的朋友们',
      });
      await call('PUT', '/api/admin/site/page-titles', { titles: [{ pageType: 'home', template: '{siteName}' }] });

      const res = await call('POST', '/api/admin/site/page-titles/reset');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('已恢复默认的页面标题和页面类型');
      const list = res.json().data as PageType[];
      for (const d of pageTypeDefaults) {
        expect(list.find((type) => type.code === d.code)).toMatchObject({
          name: d.name,
          patterns: d.patterns,
          priority: d.priority,
          template: d.template,
        });
      }
      expect(list.find((type) => type.id === custom.id)).toMatchObject({
        code: 'campaign',
        patterns: CUSTOM.patterns,
        template: '{title} - {siteName}',
      });
      expect(await matched('/friends')).toBe('friends');
      expect(await matched('/links')).toBe('default');
      expect(await title({ pageType: 'home' })).toBe('轻量博客 - 记录生活，分享好物');
    });
  });

  it('every call is for the administrator only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/site/page-types'],
      ['POST', '/api/admin/site/page-types'],
      ['PUT', '/api/admin/site/page-types/1'],
      ['DELETE', '/api/admin/site/page-types/1'],
      ['GET', '/api/admin/site/page-titles'],
      ['PUT', '/api/admin/site/page-titles'],
      ['POST', '/api/admin/site/page-titles/reset'],
    ] as const) {
      expect((await t.call({ method, url })).statusCode).toBe(401);
    }
  });
});
