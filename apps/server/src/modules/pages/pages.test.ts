import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, PageResult, PageSummary, PublicPageSummary } from '@app/contract';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';
import { createPage, madePage, rowCount, type PageBody } from '../../test/content.fixtures.ts';
import { dataOf, invalid, notFound } from '../../test/envelopes.ts';
import { auth, signedInAppFor } from '../../test/users.fixtures.ts';

const PAGE_NOT_FOUND = notFound('页面不存在');
const SLUG_MESSAGE = '只能包含小写字母、数字和连字符';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const listPages = (t: TestApp, token: string | undefined, query = '') =>
  t.call({ method: 'GET', url: `/api/admin/pages${query ? `?${query}` : ''}`, ...auth(token) });
const getPage = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/api/admin/pages/${id}`, ...auth(token) });
const updatePage = (t: TestApp, token: string | undefined, id: number | string, body: PageBody) =>
  t.call({ method: 'PUT', url: `/api/admin/pages/${id}`, payload: body, ...auth(token) });
const deletePage = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/admin/pages/${id}`, ...auth(token) });
const publicList = (t: TestApp) => t.call({ method: 'GET', url: '/api/public/pages' });
const publicPage = (t: TestApp, slug: string) =>
  t.call({ method: 'GET', url: `/api/public/pages/${encodeURIComponent(slug)}` });

async function listedSlugs(t: TestApp): Promise<string[]> {
  const res = await publicList(t);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as PublicPageSummary[]).map((p) => p.slug);
}

describe.each(testDialects)('custom pages API (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(() => {
    ({ t, admin, member } = app);
  });

  describe('access', () => {
    it('lets a guest and a USER read the public calls', async () => {
      await madePage(t, admin, { title: 'Open Page', slug: 'open-page', status: 'PUBLISHED' });
      for (const token of [undefined, member]) {
        expect((await t.call({ method: 'GET', url: '/api/public/pages', ...auth(token) })).statusCode).toBe(200);
        expect((await t.call({ method: 'GET', url: '/api/public/pages/open-page', ...auth(token) })).statusCode).toBe(
          200,
        );
      }
    });
  });

  describe('POST /api/admin/pages', () => {
    it('creates a page with the defaults: draft, sort order 0, shown in the list, empty content', async () => {
      const res = await createPage(t, admin, { title: 'Defaults Page', slug: 'defaults-page' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: '页面创建成功',
        data: {
          id: expect.any(Number),
          title: 'Defaults Page',
          slug: 'defaults-page',
          content: '',
          status: 'DRAFT',
          sortOrder: 0,
          showInList: true,
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        },
      });
      const read = await getPage(t, admin, body.data.id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ success: true, message: '操作成功', data: body.data });
    });

    it('keeps every given field, title and slug trimmed, content as written', async () => {
      const content = '  # 标题\n\n正文第一段。\n\n';
      const page = await madePage(t, admin, {
        title: '  Full Page  ',
        slug: ' full-page ',
        content,
        status: 'PUBLISHED',
        sortOrder: 9999,
        showInList: false,
      });
      expect(page).toMatchObject({
        title: 'Full Page',
        slug: 'full-page',
        content,
        status: 'PUBLISHED',
        sortOrder: 9999,
        showInList: false,
      });
      expect((await getPage(t, admin, page.id)).json().data).toEqual(page);
    });

    it('treats an empty or null slug as absent and makes one from a Chinese title through pinyin', async () => {
      expect((await madePage(t, admin, { title: '关于本站' })).slug).toBe('guan-yu-ben-zhan');
      expect((await madePage(t, admin, { title: '留言板', slug: '' })).slug).toBe('liu-yan-ban');
      expect((await madePage(t, admin, { title: 'React 学习笔记', slug: null })).slug).toBe('react-xue-xi-bi-ji');
    });

    it('adds -2, then -3, to a generated slug that is already taken', async () => {
      expect((await madePage(t, admin, { title: '友情链接' })).slug).toBe('you-qing-lian-jie');
      expect((await madePage(t, admin, { title: '友情 链接' })).slug).toBe('you-qing-lian-jie-2');
      expect((await madePage(t, admin, { title: '友情——链接' })).slug).toBe('you-qing-lian-jie-3');
    });

    it('gives a title without usable characters page-1, then page-2', async () => {
      expect((await madePage(t, admin, { title: '🎉🎉' })).slug).toBe('page-1');
      expect((await madePage(t, admin, { title: '🚀' })).slug).toBe('page-2');
    });

    it('refuses a missing or blank title with 400 请输入页面标题 and creates nothing', async () => {
      const before = await rowCount(t, 'pages');
      for (const body of [
        {},
        { title: '' },
        { title: '   ' },
        { title: null },
        { slug: 'no-title', content: '正文' },
      ] as PageBody[]) {
        const res = await createPage(t, admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(invalid('title', '请输入页面标题'));
      }
      expect(await rowCount(t, 'pages')).toBe(before);
    });

    it('refuses a title longer than 200 characters', async () => {
      const res = await createPage(t, admin, { title: '长'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: '标题不能超过200个字符',
        data: { errors: [{ field: 'title' }] },
      });
      expect((await madePage(t, admin, { title: '长'.repeat(200), slug: 'long-title-ok' })).title).toHaveLength(200);
    });

    it('refuses a slug with capitals, spaces or other characters', async () => {
      const before = await rowCount(t, 'pages');
      for (const slug of ['Bad-Slug', 'bad slug', 'bad_slug', 'bad.slug', '坏的', 'UPPER', 'a/b']) {
        const res = await createPage(t, admin, { title: `Slug Probe ${slug}`, slug });
        expect(res.statusCode, slug).toBe(400);
        expect(res.json()).toEqual(invalid('slug', SLUG_MESSAGE));
      }
      expect(await rowCount(t, 'pages')).toBe(before);
    });

    it('refuses a slug longer than 200 characters', async () => {
      const res = await createPage(t, admin, { title: 'Long Slug', slug: 'a'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '路径标识符不能超过200个字符' });
      expect((await madePage(t, admin, { title: 'Long Slug', slug: 'b'.repeat(200) })).slug).toBe('b'.repeat(200));
    });

    it('refuses an explicit slug that another page uses with 409 and creates nothing', async () => {
      await madePage(t, admin, { title: 'Slug Owner', slug: 'owned-slug' });
      const before = await rowCount(t, 'pages');
      const res = await createPage(t, admin, { title: 'Slug Thief', slug: 'owned-slug' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '路径标识符「owned-slug」已被其他页面使用',
        data: null,
      });
      expect(await rowCount(t, 'pages')).toBe(before);
    });

    it('refuses content over 200000 characters, or content that is not text', async () => {
      const long = await createPage(t, admin, { title: 'Too Long', content: 'x'.repeat(200_001) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: '正文不能超过200000个字符',
        data: { errors: [{ field: 'content' }] },
      });
      const number = await createPage(t, admin, { title: 'Not Text', content: 42 });
      expect(number.statusCode).toBe(400);
      expect(number.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: '正文必须是文本',
        data: { errors: [{ field: 'content' }] },
      });
      expect((await madePage(t, admin, { title: 'Just Fits', content: 'y'.repeat(200_000) })).content).toHaveLength(
        200_000,
      );
    });

    it('refuses a status other than DRAFT or PUBLISHED', async () => {
      for (const status of ['draft', 'ARCHIVED', '', 1]) {
        const res = await createPage(t, admin, { title: 'Status Probe', status });
        expect(res.statusCode, String(status)).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: '状态只能是草稿（DRAFT）或已发布（PUBLISHED）',
          data: { errors: [{ field: 'status' }] },
        });
      }
    });

    it('refuses a sort order that is not a whole number from 0 to 9999', async () => {
      const cases: [unknown, string][] = [
        [-1, '排序不能小于0'],
        [10_000, '排序不能大于9999'],
        [1.5, '排序必须是 0 到 9999 之间的整数'],
        ['3', '排序必须是 0 到 9999 之间的整数'],
        [null, '排序必须是 0 到 9999 之间的整数'],
      ];
      for (const [sortOrder, message] of cases) {
        const res = await createPage(t, admin, { title: 'Order Probe', sortOrder });
        expect(res.statusCode, String(sortOrder)).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message,
          data: { errors: [{ field: 'sortOrder' }] },
        });
      }
      expect((await madePage(t, admin, { title: 'Order Zero', sortOrder: 0 })).sortOrder).toBe(0);
    });

    it('refuses a shown-in-list flag that is not a boolean', async () => {
      for (const showInList of ['yes', 1, 'true']) {
        const res = await createPage(t, admin, { title: 'Flag Probe', showInList });
        expect(res.statusCode, String(showInList)).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: '是否在列表中显示必须是布尔值',
          data: { errors: [{ field: 'showInList' }] },
        });
      }
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/pages',
        token: admin,
        headers: { 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });
    });
  });

  describe('GET /api/admin/pages/{id}', () => {
    it('answers drafts and hidden pages with their Markdown source', async () => {
      const page = await madePage(t, admin, {
        title: 'Source Page',
        content: '**粗体** <b>原样</b>',
        showInList: false,
      });
      const res = await getPage(t, admin, page.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'DRAFT', showInList: false, content: '**粗体** <b>原样</b>' });
    });

    it('answers 404 页面不存在 for an unknown id', async () => {
      const res = await getPage(t, admin, 987654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PAGE_NOT_FOUND);
    });
  });

  describe('PUT /api/admin/pages/{id}', () => {
    it('saves every field, answers 页面已保存 and moves updatedAt on', async () => {
      const page = await madePage(t, admin, { title: 'Before Edit', slug: 'before-edit' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const res = await updatePage(t, admin, page.id, {
        title: 'After Edit',
        slug: 'after-edit',
        content: '新的正文',
        status: 'PUBLISHED',
        sortOrder: 7,
        showInList: false,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: '页面已保存',
        data: {
          ...page,
          title: 'After Edit',
          slug: 'after-edit',
          content: '新的正文',
          status: 'PUBLISHED',
          sortOrder: 7,
          showInList: false,
          updatedAt: expect.stringMatching(ISO),
        },
      });
      expect(body.data.createdAt).toBe(page.createdAt);
      expect(body.data.updatedAt > page.updatedAt).toBe(true);
      expect((await getPage(t, admin, page.id)).json().data).toEqual(body.data);
    });

    it('keeps the current slug when the slug is sent empty, so the address does not change', async () => {
      const page = await madePage(t, admin, { title: '旧标题页面', slug: 'kept-address' });
      const res = await updatePage(t, admin, page.id, { title: '全新的标题', slug: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ title: '全新的标题', slug: 'kept-address' });
    });

    it('keeps its own slug and refuses another page’s slug with 409, leaving the page as it was', async () => {
      await madePage(t, admin, { title: 'Slug Holder', slug: 'held-slug' });
      const page = await madePage(t, admin, { title: 'Slug Taker', slug: 'taker-slug' });
      expect((await updatePage(t, admin, page.id, { title: 'Slug Taker', slug: 'taker-slug' })).statusCode).toBe(200);
      const res = await updatePage(t, admin, page.id, { title: 'Slug Taker Renamed', slug: 'held-slug' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '路径标识符「held-slug」已被其他页面使用',
        data: null,
      });
      const after = (await getPage(t, admin, page.id)).json().data as AdminPage;
      expect(after).toMatchObject({ title: 'Slug Taker', slug: 'taker-slug' });
    });

    it('applies the same field rules as creating and changes nothing', async () => {
      const page = await madePage(t, admin, { title: 'Rules Apply', slug: 'rules-apply' });
      const cases: [PageBody, string][] = [
        [{ title: '  ' }, '请输入页面标题'],
        [{ title: 'Rules Apply', slug: 'Has Space' }, SLUG_MESSAGE],
        [{ title: 'Rules Apply', status: 'LIVE' }, '状态只能是草稿（DRAFT）或已发布（PUBLISHED）'],
        [{ title: 'Rules Apply', sortOrder: 10_000 }, '排序不能大于9999'],
      ];
      for (const [body, message] of cases) {
        const res = await updatePage(t, admin, page.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
      }
      expect((await getPage(t, admin, page.id)).json().data).toEqual(page);
    });

    it('answers 404 for an unknown id and creates nothing', async () => {
      const before = await rowCount(t, 'pages');
      const res = await updatePage(t, admin, 987654, { title: 'Nobody' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PAGE_NOT_FOUND);
      expect(await rowCount(t, 'pages')).toBe(before);
    });
  });

  describe('DELETE /api/admin/pages/{id}', () => {
    it('deletes a page and answers 页面已删除; it is gone from the admin and the public site', async () => {
      const page = await madePage(t, admin, { title: 'Delete Me', slug: 'delete-me', status: 'PUBLISHED' });
      expect((await publicPage(t, 'delete-me')).statusCode).toBe(200);
      const res = await deletePage(t, admin, page.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '页面已删除', data: null });
      expect((await getPage(t, admin, page.id)).json()).toEqual(PAGE_NOT_FOUND);
      expect((await publicPage(t, 'delete-me')).json()).toEqual(PAGE_NOT_FOUND);
      expect(await listedSlugs(t)).not.toContain('delete-me');
    });

    it('answers 404 for an unknown or already deleted page', async () => {
      expect((await deletePage(t, admin, 987654)).json()).toEqual(PAGE_NOT_FOUND);
      const page = await madePage(t, admin, { title: 'Delete Twice' });
      expect((await deletePage(t, admin, page.id)).statusCode).toBe(200);
      const again = await deletePage(t, admin, page.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(PAGE_NOT_FOUND);
    });

    it('frees the slug for a new page', async () => {
      const page = await madePage(t, admin, { title: 'Reused', slug: 'reused-slug' });
      expect((await deletePage(t, admin, page.id)).statusCode).toBe(200);
      expect((await madePage(t, admin, { title: 'Reused Again', slug: 'reused-slug' })).slug).toBe('reused-slug');
    });
  });

  describe('ids that are not positive whole numbers', () => {
    it('are refused with 400 on GET, PUT and DELETE', async () => {
      const before = await rowCount(t, 'pages');
      for (const id of ['abc', '1.5', '0', '-1', '1abc', '2147483648', '99999999999']) {
        const answers = {
          GET: await getPage(t, admin, id),
          PUT: await updatePage(t, admin, id, { title: 'Bad Id' }),
          DELETE: await deletePage(t, admin, id),
        };
        for (const [method, res] of Object.entries(answers)) {
          expect(res.statusCode, `${method} ${id}`).toBe(400);
          expect(res.json()).toMatchObject({
            success: false,
            code: 'VALIDATION_FAILED',
            data: { errors: [{ field: 'id' }] },
          });
        }
      }
      expect((await getPage(t, admin, 2147483647)).json()).toEqual(PAGE_NOT_FOUND);
      expect(await rowCount(t, 'pages')).toBe(before);
    });
  });

  describe('public pages', () => {
    it('shows a published page by slug with its content rendered, headings and dates', async () => {
      const page = await madePage(t, admin, {
        title: '关于我',
        slug: 'about-me',
        status: 'PUBLISHED',
        content: '## 我是谁\n\n一名**写代码**的博主。\n\n### 联系方式\n\n[邮箱](mailto:me@example.com)',
      });
      const res = await publicPage(t, 'about-me');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: '操作成功' });
      expect(body.data).toEqual({
        id: page.id,
        title: '关于我',
        slug: 'about-me',
        contentHtml: expect.any(String),
        headings: [
          { level: 2, text: '我是谁', id: '我是谁' },
          { level: 3, text: '联系方式', id: '联系方式' },
        ],
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
      });
      expect(body.data.contentHtml).toContain('<h2 id="我是谁">我是谁</h2>');
      expect(body.data.contentHtml).toContain('<strong>写代码</strong>');
      expect(body.data.contentHtml).toContain('<a href="mailto:me@example.com">邮箱</a>');
      expect(body.data).not.toHaveProperty('content');
    });

    it('hides a draft: 404 页面不存在 by slug and absent from the list', async () => {
      await madePage(t, admin, { title: 'Secret Draft', slug: 'secret-draft', status: 'DRAFT' });
      const res = await publicPage(t, 'secret-draft');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PAGE_NOT_FOUND);
      expect(await listedSlugs(t)).not.toContain('secret-draft');
    });

    it('answers 404 页面不存在 for an unknown slug or one that is not a slug', async () => {
      for (const slug of ['no-such-page', 'Not A Slug', '../admin']) {
        const res = await publicPage(t, slug);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toEqual(PAGE_NOT_FOUND);
      }
    });

    it('keeps a published page that is not shown in the list out of the list, but readable by its address', async () => {
      await madePage(t, admin, { title: 'Unlisted', slug: 'unlisted-page', status: 'PUBLISHED', showInList: false });
      expect(await listedSlugs(t)).not.toContain('unlisted-page');
      expect((await publicPage(t, 'unlisted-page')).statusCode).toBe(200);
    });

    it('follows publishing and unpublishing, and listing and unlisting', async () => {
      const page = await madePage(t, admin, { title: 'Toggled', slug: 'toggled-page' });
      expect((await publicPage(t, 'toggled-page')).statusCode).toBe(404);
      await updatePage(t, admin, page.id, { title: 'Toggled', slug: 'toggled-page', status: 'PUBLISHED' });
      expect((await publicPage(t, 'toggled-page')).statusCode).toBe(200);
      expect(await listedSlugs(t)).toContain('toggled-page');
      await updatePage(t, admin, page.id, {
        title: 'Toggled',
        slug: 'toggled-page',
        status: 'PUBLISHED',
        showInList: false,
      });
      expect(await listedSlugs(t)).not.toContain('toggled-page');
      await updatePage(t, admin, page.id, { title: 'Toggled', slug: 'toggled-page', status: 'DRAFT' });
      expect((await publicPage(t, 'toggled-page')).json()).toEqual(PAGE_NOT_FOUND);
      expect(await listedSlugs(t)).not.toContain('toggled-page');
    });

    it('lists shown pages with a plain-text excerpt and no content', async () => {
      const page = await madePage(t, admin, {
        title: 'Excerpted',
        slug: 'excerpted',
        status: 'PUBLISHED',
        content: `# 大标题\n\n这是**第一段**，介绍本页。\n\n${'很长的文字。'.repeat(60)}`,
      });
      const res = await publicList(t);
      const listed = (res.json().data as PublicPageSummary[]).find((p) => p.id === page.id);
      expect(listed).toEqual({
        id: page.id,
        title: 'Excerpted',
        slug: 'excerpted',
        excerpt: expect.stringMatching(/^这是第一段，介绍本页。/),
        updatedAt: page.updatedAt,
      });
      expect(listed!.excerpt.length).toBeLessThanOrEqual(121);
      expect(listed!.excerpt).not.toContain('**');
      expect(listed!.excerpt).not.toContain('大标题');
    });
  });

  describe('the Markdown sanitiser on public pages', () => {
    const vectors = [
      '<script>alert("xss")</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">raw link</a>',
      '[markdown link](javascript:alert(1))',
      '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![image](javascript:alert(1))',
      '<iframe src="https://evil.example"></iframe>',
      '<div onclick="alert(1)">click</div>',
      '<svg onload="alert(1)"></svg>',
    ];

    it('never answers script, event handlers or javascript: links as markup', async () => {
      await madePage(t, admin, {
        title: 'Hostile',
        slug: 'hostile-page',
        status: 'PUBLISHED',
        content: vectors.join('\n\n'),
      });
      const html = (await publicPage(t, 'hostile-page')).json().data.contentHtml as string;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<iframe/i);
      expect(html).not.toMatch(/<svg/i);
      expect(html).not.toMatch(/<img[^>]*onerror/i);
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      expect(html).not.toMatch(/href="\s*(javascript|data):/i);
      expect(html).not.toMatch(/src="\s*(javascript|data):/i);
      // Shown as text instead.
      expect(html).toContain('&lt;script&gt;');
    });

    it('keeps the Markdown source untouched for the editor', async () => {
      const page = await madePage(t, admin, { title: 'Hostile Source', content: vectors[0] });
      expect((await getPage(t, admin, page.id)).json().data.content).toBe(vectors[0]);
    });
  });
});

/** Ordering and paging on a database of their own, so every page in it is known. */
describe.each(testDialects)('custom page lists: order and paging (%s)', (dialect) => {
  // Lowercase ASCII titles so that every collation orders them alike.
  const PAGES: { title: string; sortOrder: number; status: 'DRAFT' | 'PUBLISHED'; showInList: boolean }[] = [
    { title: 'kilo', sortOrder: 5, status: 'PUBLISHED', showInList: true },
    { title: 'alpha', sortOrder: 5, status: 'PUBLISHED', showInList: true },
    { title: 'lima', sortOrder: 1, status: 'DRAFT', showInList: true },
    { title: 'echo', sortOrder: 0, status: 'PUBLISHED', showInList: false },
    { title: 'bravo', sortOrder: 20, status: 'PUBLISHED', showInList: true },
    { title: 'juliet', sortOrder: 3, status: 'PUBLISHED', showInList: true },
    { title: 'delta', sortOrder: 3, status: 'DRAFT', showInList: false },
    { title: 'hotel', sortOrder: 9999, status: 'PUBLISHED', showInList: true },
    { title: 'charlie', sortOrder: 0, status: 'PUBLISHED', showInList: true },
    { title: 'india', sortOrder: 2, status: 'DRAFT', showInList: true },
    { title: 'golf', sortOrder: 5, status: 'PUBLISHED', showInList: true },
    { title: 'foxtrot', sortOrder: 1, status: 'PUBLISHED', showInList: true },
  ];
  const byOrderThenTitle = [...PAGES]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title))
    .map((p) => p.title);
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
    // Without the starter pages (about, privacy), so the lists hold exactly these.
    for (const starter of dataOf<PageResult<PageSummary>>(await listPages(t, admin)).content)
      expect((await deletePage(t, admin, starter.id)).statusCode).toBe(200);
    for (const p of PAGES) await madePage(t, admin, { ...p, slug: `${p.title}-page`, content: `${p.title} 的正文` });
  });
  afterAll(() => t.close());

  // A row carries no content; `content` is typed to let a test say so.
  const list = async (query = '') =>
    dataOf<PageResult<PageSummary & { content?: string }>>(await listPages(t, admin, query));
  const titles = (data: { content: { title: string }[] }) => data.content.map((p) => p.title);

  it('answers the first 10 pages by sort order, then title, with the totals and without content', async () => {
    const res = await listPages(t, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '操作成功' });
    expect(body.data).toMatchObject({ totalElements: 12, totalPages: 2, page: 0, size: 10 });
    expect(titles(body.data)).toEqual(byOrderThenTitle.slice(0, 10));
    expect(body.data.content[0]).toEqual({
      id: expect.any(Number),
      title: 'charlie',
      slug: 'charlie-page',
      status: 'PUBLISHED',
      sortOrder: 0,
      showInList: true,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('answers later pages from a zero-based page number', async () => {
    expect(titles(await list('page=1'))).toEqual(byOrderThenTitle.slice(10));
    const all: string[] = [];
    for (let p = 0; p < 3; p++) all.push(...titles(await list(`page=${p}&size=5`)));
    expect(all).toEqual(byOrderThenTitle);
    expect(await list('page=5&size=5')).toEqual({ content: [], totalElements: 12, totalPages: 3, page: 5, size: 5 });
  });

  it('sorts by title or sort order when asked, and falls back for a field it does not sort by', async () => {
    expect(titles(await list('sort=title,asc&size=100'))).toEqual(PAGES.map((p) => p.title).sort());
    expect(titles(await list('sort=title,desc&size=100'))).toEqual(
      PAGES.map((p) => p.title)
        .sort()
        .reverse(),
    );
    const descending = [...PAGES]
      .sort((a, b) => b.sortOrder - a.sortOrder || a.title.localeCompare(b.title))
      .map((p) => p.title);
    expect(titles(await list('sort=sortOrder,desc&size=100'))).toEqual(descending);
    expect(titles(await list('sort=content,desc&size=100'))).toEqual(byOrderThenTitle);
  });

  it('searches title and slug case-insensitively, counting only the matches', async () => {
    // Every slug ends in -page, so search for a letter that is not in it.
    const matches = await list('keyword=I&size=2');
    const expected = byOrderThenTitle.filter((title) => title.includes('i'));
    expect(expected.length).toBeGreaterThan(2);
    expect(matches.totalElements).toBe(expected.length);
    expect(matches.totalPages).toBe(Math.ceil(expected.length / 2));
    expect(titles(matches)).toEqual(expected.slice(0, 2));
    expect(titles(await list('keyword=ECHO-PAGE'))).toEqual(['echo']);
    expect(titles(await list('keyword=%25'))).toEqual([]);
    expect(titles(await list('keyword=_'))).toEqual([]);
  });

  it('filters by status', async () => {
    expect(titles(await list('status=DRAFT&size=100'))).toEqual(
      byOrderThenTitle.filter((title) => PAGES.find((p) => p.title === title)!.status === 'DRAFT'),
    );
    const bad = await listPages(t, admin, 'status=GONE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: [{ field: 'status' }] } });
  });

  it('refuses a negative page, a size below 1 or above 100', async () => {
    const cases: [string, string][] = [
      ['page=-1', '页码不能为负数'],
      ['size=0', '每页条数至少为1'],
      ['size=101', '每页条数不能超过100'],
    ];
    for (const [query, message] of cases) {
      const res = await listPages(t, admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
  });

  it('lists publicly only published pages shown in the list, by sort order then title', async () => {
    const res = await publicList(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '操作成功' });
    const shown = byOrderThenTitle.filter((title) => {
      const p = PAGES.find((x) => x.title === title)!;
      return p.status === 'PUBLISHED' && p.showInList;
    });
    expect((res.json().data as PublicPageSummary[]).map((p) => p.title)).toEqual(shown);
    expect(shown).toEqual(['charlie', 'foxtrot', 'juliet', 'alpha', 'golf', 'kilo', 'bravo', 'hotel']);
    expect((res.json().data as PublicPageSummary[])[0]).toEqual({
      id: expect.any(Number),
      title: 'charlie',
      slug: 'charlie-page',
      excerpt: 'charlie 的正文',
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('answers an empty list when no page is shown', async () => {
    const empty = await createTestApp(dialect);
    try {
      // A fresh site has its starter pages; without them the list is empty.
      const owner = await login(empty, ADMIN.username, ADMIN.password);
      for (const starter of dataOf<PageResult<PageSummary>>(await listPages(empty, owner)).content)
        await deletePage(empty, owner, starter.id);
      const res = await publicList(empty);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '操作成功', data: [] });
    } finally {
      await empty.close();
    }
  });
});
