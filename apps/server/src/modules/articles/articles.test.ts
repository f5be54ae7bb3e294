import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminArticle, ArticleDetail, ArticleSummary, PageResult, Tag } from '@app/contract';
import { registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import { createArticle, madeArticle, madeTag, type ArticleBody } from '../../test/content.fixtures.ts';
import { dataOf, invalid, ISO_UTC, notFound } from '../../test/envelopes.ts';
import { auth, newUser, signedInAppFor } from '../../test/users.fixtures.ts';

const ARTICLE_NOT_FOUND = notFound('文章不存在');
const SLUG_MESSAGE = '只能包含小写字母、数字和连字符';

type Page<T> = PageResult<T>;

const updateArticle = (t: TestApp, token: string | undefined, id: number | string, body: ArticleBody) =>
  t.call({ method: 'PUT', url: `/api/admin/articles/${id}`, payload: body, ...auth(token) });
const getArticle = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/api/admin/articles/${id}`, ...auth(token) });
const deleteArticle = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/admin/articles/${id}`, ...auth(token) });
const setStatus = (t: TestApp, token: string | undefined, id: number | string, action: 'publish' | 'unpublish') =>
  t.call({ method: 'POST', url: `/api/admin/articles/${id}/${action}`, ...auth(token) });
const listAdmin = (t: TestApp, token: string | undefined, query = '') =>
  t.call({ method: 'GET', url: `/api/admin/articles${query ? `?${query}` : ''}`, ...auth(token) });
const publicList = (t: TestApp, query = '') =>
  t.call({ method: 'GET', url: `/api/public/articles${query ? `?${query}` : ''}` });
const publicGet = (t: TestApp, slug: string) =>
  t.call({ method: 'GET', url: `/api/public/articles/${encodeURIComponent(slug)}` });
/** Records a view; without a user agent the request carries no User-Agent header at all. */
const view = (t: TestApp, slug: string, userAgent?: string, remoteAddress = '203.0.113.7') =>
  t.call({
    method: 'POST',
    url: `/api/public/articles/${slug}/view`,
    remoteAddress,
    headers: { 'user-agent': userAgent },
  });

async function saved(t: TestApp, token: string, id: number, body: ArticleBody): Promise<AdminArticle> {
  return dataOf<AdminArticle>(await updateArticle(t, token, id, body));
}

async function adminPage(t: TestApp, token: string, query: string): Promise<Page<ArticleSummary>> {
  return dataOf<Page<ArticleSummary>>(await listAdmin(t, token, query));
}

async function publicPage(t: TestApp, query = ''): Promise<Page<ArticleSummary>> {
  return dataOf<Page<ArticleSummary>>(await publicList(t, query));
}

async function detail(t: TestApp, slug: string): Promise<ArticleDetail> {
  return dataOf<ArticleDetail>(await publicGet(t, slug));
}

async function adminTag(t: TestApp, token: string, name: string): Promise<Tag | undefined> {
  const res = await t.call({
    method: 'GET',
    url: `/api/admin/tags?size=100&keyword=${encodeURIComponent(name)}`,
    token,
  });
  return (res.json().data.content as Tag[]).find((tag) => tag.name === name);
}

const slugs = (page: { content: { slug: string }[] }) => page.content.map((a) => a.slug);
const tagNames = (a: { tags: { name: string }[] }) => a.tags.map((tag) => tag.name).sort();
const articleTotal = async (t: TestApp, token: string) => (await adminPage(t, token, 'size=1')).totalElements;

describe.each(testDialects)('admin article API (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(() => {
    ({ t, admin, member } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('starter article', () => {
    it('is the welcome article alone, published, with no tags (about and privacy are pages)', async () => {
      const starters = (await adminPage(t, admin, 'size=100')).content;
      expect(starters.map((a) => a.slug)).toEqual(['welcome']);
      expect(starters[0]).toMatchObject({ status: 'PUBLISHED', tags: [], publishedAt: expect.stringMatching(ISO_UTC) });
      const welcome = await detail(t, 'welcome');
      expect(welcome).toMatchObject({ title: '欢迎来到轻量博客', authorName: '站长', allowComments: true });
      expect(welcome.contentHtml).toContain('class="shiki');
    });
  });

  describe('POST /api/admin/articles', () => {
    it('creates a draft with the defaults and answers 201 文章创建成功', async () => {
      const res = await createArticle(t, admin, { title: '默认值文章', slug: 'defaults-probe' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: '文章创建成功',
        data: {
          id: expect.any(Number),
          title: '默认值文章',
          slug: 'defaults-probe',
          excerpt: '',
          coverImage: null,
          status: 'DRAFT',
          tags: [],
          viewCount: 0,
          likeCount: 0,
          commentCount: 0,
          readingMinutes: 1,
          publishedAt: null,
          createdAt: expect.stringMatching(ISO_UTC),
          updatedAt: expect.stringMatching(ISO_UTC),
          content: '',
          seoTitle: null,
          seoDescription: null,
          allowComments: true,
        },
      });
      const read = await getArticle(t, admin, body.data.id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ success: true, message: '操作成功', data: body.data });
    });

    it('keeps every given field, trimmed, with the publish time as given', async () => {
      const article = await madeArticle(t, admin, {
        title: '  全部字段  ',
        slug: ' all-fields ',
        excerpt: '  手写的摘要  ',
        content: '## 正文\n\n内容。',
        coverImage: '/files/article/cover.webp',
        tags: [' 字段标签 '],
        seoTitle: '  SEO 标题 ',
        seoDescription: ' SEO 描述 ',
        status: 'PUBLISHED',
        publishedAt: '2024-03-01T08:00:00+08:00',
        allowComments: false,
      });
      expect(article).toMatchObject({
        title: '全部字段',
        slug: 'all-fields',
        excerpt: '手写的摘要',
        content: '## 正文\n\n内容。',
        coverImage: '/files/article/cover.webp',
        seoTitle: 'SEO 标题',
        seoDescription: 'SEO 描述',
        status: 'PUBLISHED',
        publishedAt: '2024-03-01T00:00:00.000Z',
        allowComments: false,
      });
      expect(tagNames(article)).toEqual(['字段标签']);
      expect((await getArticle(t, admin, article.id)).json().data).toEqual(article);
    });

    it('treats empty optional fields as absent', async () => {
      const article = await madeArticle(t, admin, {
        title: '空字段',
        slug: '',
        excerpt: '',
        coverImage: '',
        seoTitle: '',
        seoDescription: null,
        publishedAt: null,
      });
      expect(article).toMatchObject({
        slug: 'kong-zi-duan',
        excerpt: '',
        coverImage: null,
        seoTitle: null,
        seoDescription: null,
        publishedAt: null,
      });
    });

    it('refuses a missing or blank title with 400 请输入文章标题 and creates nothing', async () => {
      const before = await articleTotal(t, admin);
      for (const body of [
        {},
        { title: '' },
        { title: '   ' },
        { title: null },
        { content: '只有正文', slug: 'no-title' },
      ] as ArticleBody[]) {
        const res = await createArticle(t, admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(invalid('title', '请输入文章标题'));
      }
      expect(await articleTotal(t, admin)).toBe(before);
    });

    it('refuses a slug with capitals, spaces or other characters', async () => {
      const before = await articleTotal(t, admin);
      for (const slug of ['Bad-Slug', 'bad slug', 'bad_slug', 'bad.slug', '坏的', 'a/b', 'UPPER']) {
        const res = await createArticle(t, admin, { title: '坏路径', slug });
        expect(res.statusCode, slug).toBe(400);
        expect(res.json()).toEqual(invalid('slug', SLUG_MESSAGE));
      }
      expect(await articleTotal(t, admin)).toBe(before);
    });

    it('refuses other bad fields with their own message', async () => {
      const cases: [ArticleBody, string, string][] = [
        [{ title: '长'.repeat(201) }, 'title', '标题不能超过200个字符'],
        [{ title: '封面', coverImage: 'javascript:alert(1)' }, 'coverImage', '图片地址必须是站内文件或 http(s) 链接'],
        [
          { title: '封面', coverImage: 'ftp://example.com/a.png' },
          'coverImage',
          '图片地址必须是站内文件或 http(s) 链接',
        ],
        [{ title: '时间', publishedAt: 'tomorrow' }, 'publishedAt', '发布时间格式无效'],
        [{ title: '摘要', excerpt: '摘'.repeat(501) }, 'excerpt', '摘要不能超过500个字符'],
        [{ title: '标签', tags: ['签'.repeat(51)] }, 'tags.0', '标签名称不能超过50个字符'],
      ];
      for (const [body, field, message] of cases) {
        const res = await createArticle(t, admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          message,
          data: { errors: [{ field, message }] },
        });
      }
      const status = await createArticle(t, admin, { title: '状态', status: 'ARCHIVED' });
      expect(status.statusCode).toBe(400);
      expect(status.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: [{ field: 'status' }] } });
    });

    it('refuses a slug another article has with 409 and creates nothing', async () => {
      await madeArticle(t, admin, { title: '占位文章', slug: 'taken-slug' });
      const before = await articleTotal(t, admin);
      const res = await createArticle(t, admin, { title: '抢占文章', slug: 'taken-slug' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '路径标识符「taken-slug」已被其他文章使用',
        data: null,
      });
      // The starter article holds its slug too.
      const welcome = await createArticle(t, admin, { title: '另一个欢迎', slug: 'welcome' });
      expect(welcome.statusCode).toBe(409);
      expect(welcome.json().message).toBe('路径标识符「welcome」已被其他文章使用');
      expect(await articleTotal(t, admin)).toBe(before);
    });

    it('makes the slug from a Chinese title through pinyin when it is empty, unique among articles', async () => {
      expect((await madeArticle(t, admin, { title: '你好世界' })).slug).toBe('ni-hao-shi-jie');
      expect((await madeArticle(t, admin, { title: '你好世界', slug: '' })).slug).toBe('ni-hao-shi-jie-2');
      expect((await madeArticle(t, admin, { title: '你好，世界！', slug: null })).slug).toBe('ni-hao-shi-jie-3');
      expect((await madeArticle(t, admin, { title: '学习 TypeScript 笔记' })).slug).toBe('xue-xi-typescript-bi-ji');
      // A generated slug never takes one that was given by hand.
      await madeArticle(t, admin, { title: '手写路径', slug: 'zhong-wen-biao-ti' });
      expect((await madeArticle(t, admin, { title: '中文标题' })).slug).toBe('zhong-wen-biao-ti-2');
      // A title with nothing to spell gives a numbered fallback, still unique.
      const first = (await madeArticle(t, admin, { title: '🎉🎉' })).slug;
      const second = (await madeArticle(t, admin, { title: '🎉🎉' })).slug;
      expect(first).toMatch(/^article-\d+$/);
      expect(second).toMatch(/^article-\d+$/);
      expect(second).not.toBe(first);
    });

    it('makes the excerpt from the body text, never the headings, when it is empty', async () => {
      const article = await madeArticle(t, admin, {
        title: '摘要生成',
        content:
          '# 大标题不进摘要\n\n## 小标题也不进\n\n这是正文的**第一句**。这是第二句。\n\n```js\nconst code = "not in excerpt";\n```',
      });
      expect(article.excerpt).toBe('这是正文的第一句。这是第二句。');
      expect(article.excerpt).not.toContain('标题');

      const sentence = `${'正'.repeat(99)}。`;
      const long = await madeArticle(t, admin, {
        title: '长摘要',
        content: `## 开头\n\n${sentence}${'文'.repeat(40)}！${'尾'.repeat(200)}`,
      });
      expect(long.excerpt).toBe(`${sentence}${'文'.repeat(40)}！`);

      const given = await madeArticle(t, admin, {
        title: '手写摘要',
        excerpt: '作者写的',
        content: '正文很长的内容。',
      });
      expect(given.excerpt).toBe('作者写的');
    });

    it('counts the reading time from the text (about 400 Chinese characters a minute)', async () => {
      expect((await madeArticle(t, admin, { title: '短文', content: '几个字' })).readingMinutes).toBe(1);
      expect(
        (await madeArticle(t, admin, { title: '长文', content: `${'字'.repeat(1000)}\n\n${'文'.repeat(1000)}` }))
          .readingMinutes,
      ).toBe(5);
    });

    it('creates tags given by name on the fly and reuses them in any letter case', async () => {
      const first = await madeArticle(t, admin, { title: '标签甲', tags: ['Vuejs', '前端开发'] });
      expect(tagNames(first)).toEqual(['Vuejs', '前端开发'].sort());
      for (const tag of first.tags)
        expect(tag).toEqual({
          id: expect.any(Number),
          name: tag.name,
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
          color: '#1677ff',
          icon: null,
        });
      const vue = first.tags.find((tag) => tag.name === 'Vuejs')!;
      expect(vue.slug).toBe('vuejs');
      expect(first.tags.find((tag) => tag.name === '前端开发')!.slug).toBe('qian-duan-kai-fa');

      const second = await madeArticle(t, admin, {
        title: '标签乙',
        tags: ['VUEJS', 'Reactjs', 'reactjs', ' REACTJS '],
      });
      expect(second.tags).toHaveLength(2);
      expect(second.tags.find((tag) => tag.id === vue.id)).toEqual(vue); // reused, with the name it had
      const react = second.tags.find((tag) => tag.id !== vue.id)!;
      expect(react.name.toLowerCase()).toBe('reactjs'); // one tag for all spellings
      expect(react.slug).toBe('reactjs');
      expect((await adminTag(t, admin, 'Vuejs'))?.articleCount).toBe(2);
      expect((await adminTag(t, admin, react.name))?.articleCount).toBe(1);
      expect(await adminTag(t, admin, 'VUEJS')).toBeUndefined();
      const vueTags = await t.call({ method: 'GET', url: '/api/admin/tags?size=100&keyword=vuejs', token: admin });
      expect(vueTags.json().data.totalElements).toBe(1);
    });

    it('uses a tag made in the tag screen by its name', async () => {
      const tag = await madeTag(t, admin, { name: 'Rust语言', slug: 'rust-lang', color: '#dea584' });
      const article = await madeArticle(t, admin, { title: '用已有标签', tags: ['rust语言'] });
      expect(article.tags).toEqual([{ id: tag.id, name: 'Rust语言', slug: 'rust-lang', color: '#dea584', icon: null }]);
    });
  });

  describe('PUT /api/admin/articles/{id}', () => {
    it('replaces the fields and tags and answers 文章已保存', async () => {
      const article = await madeArticle(t, admin, {
        title: '保存前',
        slug: 'before-save',
        content: '旧的正文。',
        tags: ['旧标签甲', '共同标签'],
        seoTitle: '旧 SEO',
      });
      const res = await updateArticle(t, admin, article.id, {
        title: '保存后',
        slug: 'after-save',
        content: '新的正文。',
        tags: ['共同标签', '新标签乙'],
        allowComments: false,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: '文章已保存' });
      expect(body.data).toMatchObject({
        id: article.id,
        title: '保存后',
        slug: 'after-save',
        content: '新的正文。',
        excerpt: '新的正文。',
        seoTitle: null,
        allowComments: false,
        createdAt: article.createdAt,
      });
      expect(tagNames(body.data)).toEqual(['共同标签', '新标签乙'].sort());
      expect((await getArticle(t, admin, article.id)).json().data).toEqual(body.data);
      expect((await adminTag(t, admin, '旧标签甲'))?.articleCount).toBe(0);
      expect((await adminTag(t, admin, '共同标签'))?.articleCount).toBe(1);
    });

    it('keeps the slug when it is sent empty, even under a new title', async () => {
      const article = await madeArticle(t, admin, { title: '旧的标题' });
      expect(article.slug).toBe('jiu-de-biao-ti');
      for (const slug of ['', null, undefined]) {
        const kept = await saved(t, admin, article.id, { title: '全新的标题', slug, content: '改了' });
        expect(kept.slug, String(slug)).toBe('jiu-de-biao-ti');
        expect(kept.title).toBe('全新的标题');
      }
    });

    it("lets an article keep its own slug but refuses another article's with 409", async () => {
      await madeArticle(t, admin, { title: '路径持有者', slug: 'held-by-other' });
      const article = await madeArticle(t, admin, { title: '路径想要者', slug: 'wants-slug' });
      expect(
        (await saved(t, admin, article.id, { title: '路径想要者', slug: 'wants-slug', content: '只改正文' })).slug,
      ).toBe('wants-slug');
      const res = await updateArticle(t, admin, article.id, { title: '改名', slug: 'held-by-other' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '路径标识符「held-by-other」已被其他文章使用',
        data: null,
      });
      expect((await getArticle(t, admin, article.id)).json().data).toMatchObject({
        title: '路径想要者',
        slug: 'wants-slug',
        content: '只改正文',
      });
    });

    it('applies the same field rules as creating and changes nothing on a refusal', async () => {
      const article = await madeArticle(t, admin, { title: '规则检查', content: '不变' });
      const cases: [ArticleBody, string][] = [
        [{ title: '  ' }, '请输入文章标题'],
        [{ title: '规则检查', slug: 'Has Space' }, SLUG_MESSAGE],
        [{ title: '规则检查', coverImage: 'data:image/png;base64,AAAA' }, '图片地址必须是站内文件或 http(s) 链接'],
      ];
      for (const [body, message] of cases) {
        const res = await updateArticle(t, admin, article.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
      }
      expect((await getArticle(t, admin, article.id)).json().data).toEqual(article);
    });

    it('answers 404 for an unknown id and creates nothing', async () => {
      const before = await articleTotal(t, admin);
      const res = await updateArticle(t, admin, 987654, { title: '不存在' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ARTICLE_NOT_FOUND);
      expect(await articleTotal(t, admin)).toBe(before);
      expect((await getArticle(t, admin, 987654)).json()).toEqual(ARTICLE_NOT_FOUND);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const bad = await getArticle(t, admin, id);
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json(), id).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });

    it('stamps updatedAt on every save and keeps createdAt', async () => {
      const start = Date.now() - 2 * 24 * 60 * MINUTE;
      freezeDate(start);
      const article = await madeArticle(t, admin, { title: '时间戳' });
      expect(article.createdAt).toBe(new Date(start).toISOString());
      advance(5 * MINUTE);
      const later = await saved(t, admin, article.id, { title: '时间戳', content: '改' });
      expect(later.createdAt).toBe(new Date(start).toISOString());
      expect(later.updatedAt).toBe(new Date(start + 5 * MINUTE).toISOString());
    });
  });

  describe('publish and unpublish', () => {
    it('stamps publishedAt on the first publication and keeps it through unpublish and republish', async () => {
      const start = Date.now() - 24 * 60 * MINUTE; // in the past, so it stays visible afterwards
      freezeDate(start);
      const draft = await madeArticle(t, admin, { title: '发布流程', slug: 'publish-flow', content: '正文' });
      expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });
      expect((await publicGet(t, 'publish-flow')).statusCode).toBe(404);

      advance(MINUTE);
      const published = await setStatus(t, admin, draft.id, 'publish');
      expect(published.statusCode).toBe(200);
      const firstAt = new Date(start + MINUTE).toISOString();
      expect(published.json()).toMatchObject({
        success: true,
        message: '文章已发布',
        data: { id: draft.id, status: 'PUBLISHED', publishedAt: firstAt },
      });
      expect((await detail(t, 'publish-flow')).publishedAt).toBe(firstAt);

      advance(60 * MINUTE);
      const unpublished = await setStatus(t, admin, draft.id, 'unpublish');
      expect(unpublished.statusCode).toBe(200);
      expect(unpublished.json()).toMatchObject({
        success: true,
        message: '文章已撤回为草稿',
        data: { status: 'DRAFT', publishedAt: firstAt },
      });
      expect((await publicGet(t, 'publish-flow')).json()).toEqual(ARTICLE_NOT_FOUND);

      advance(60 * MINUTE);
      const again = await setStatus(t, admin, draft.id, 'publish');
      expect(again.json().data).toMatchObject({ status: 'PUBLISHED', publishedAt: firstAt });
      // Publishing what is already published changes nothing.
      advance(MINUTE);
      expect((await setStatus(t, admin, draft.id, 'publish')).json().data).toMatchObject({
        status: 'PUBLISHED',
        publishedAt: firstAt,
      });
      // Nor does saving it again without a publish time.
      advance(MINUTE);
      expect(
        (
          await saved(t, admin, draft.id, {
            title: '发布流程',
            status: 'PUBLISHED',
            content: '修改后的正文',
            publishedAt: null,
          })
        ).publishedAt,
      ).toBe(firstAt);
      expect((await detail(t, 'publish-flow')).publishedAt).toBe(firstAt);
    });

    it('stamps publishedAt when a draft is saved as PUBLISHED, and takes a given time instead', async () => {
      const start = Date.now() - 12 * 60 * MINUTE;
      freezeDate(start);
      const draft = await madeArticle(t, admin, { title: '保存即发布' });
      advance(MINUTE);
      expect((await saved(t, admin, draft.id, { title: '保存即发布', status: 'PUBLISHED' })).publishedAt).toBe(
        new Date(start + MINUTE).toISOString(),
      );
      const given = await saved(t, admin, draft.id, {
        title: '保存即发布',
        status: 'PUBLISHED',
        publishedAt: '2023-06-01T10:00:00.000Z',
      });
      expect(given.publishedAt).toBe('2023-06-01T10:00:00.000Z');
    });

    it('answers 404 for an unknown article', async () => {
      for (const action of ['publish', 'unpublish'] as const) {
        const res = await setStatus(t, admin, 987654, action);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(ARTICLE_NOT_FOUND);
      }
    });
  });

  describe('DELETE /api/admin/articles/{id}', () => {
    it('deletes the article with its tags links, likes and snapshots', async () => {
      const article = await madeArticle(t, admin, {
        title: '要删除的',
        slug: 'to-delete',
        status: 'PUBLISHED',
        tags: ['删除标签'],
      });
      expect(
        (await t.call({ method: 'POST', url: `/api/user/interactions/articles/${article.id}/like`, token: member }))
          .statusCode,
      ).toBe(200);
      expect((await adminTag(t, admin, '删除标签'))?.articleCount).toBe(1);

      const res = await deleteArticle(t, admin, article.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '文章已删除', data: null });
      expect((await getArticle(t, admin, article.id)).json()).toEqual(ARTICLE_NOT_FOUND);
      expect((await publicGet(t, 'to-delete')).statusCode).toBe(404);
      expect((await adminTag(t, admin, '删除标签'))?.articleCount).toBe(0);
      const liked = await t.call({ method: 'GET', url: '/api/user/interactions/my-liked-articles', token: member });
      expect((liked.json().data.content as ArticleSummary[]).map((a) => a.id)).not.toContain(article.id);
      // The slug is free again.
      expect((await madeArticle(t, admin, { title: '重用路径', slug: 'to-delete' })).slug).toBe('to-delete');
    });

    it('answers 404 for an unknown or already deleted article', async () => {
      expect((await deleteArticle(t, admin, 987654)).json()).toEqual(ARTICLE_NOT_FOUND);
      const article = await madeArticle(t, admin, { title: '删两次' });
      expect((await deleteArticle(t, admin, article.id)).statusCode).toBe(200);
      const again = await deleteArticle(t, admin, article.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(ARTICLE_NOT_FOUND);
    });
  });

  describe('tags in use', () => {
    it('refuses to delete a tag while an article uses it, counting the real articles', async () => {
      const article = await madeArticle(t, admin, { title: '用标签的文章', tags: ['正在使用'] });
      const tag = article.tags[0]!;
      const refused = await t.call({ method: 'DELETE', url: `/api/admin/tags/${tag.id}`, token: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '该标签关联了 1 篇文章，无法删除',
        data: { articleCount: 1 },
      });

      await madeArticle(t, admin, { title: '第二篇用标签的', tags: ['正在使用'] });
      expect((await t.call({ method: 'DELETE', url: `/api/admin/tags/${tag.id}`, token: admin })).json().message).toBe(
        '该标签关联了 2 篇文章，无法删除',
      );

      // Both articles drop the tag (one edited, one deleted): now it may go.
      await saved(t, admin, article.id, { title: '用标签的文章', tags: [] });
      const second = (await adminPage(t, admin, `keyword=${encodeURIComponent('第二篇用标签的')}`)).content[0]!;
      expect((await deleteArticle(t, admin, second.id)).statusCode).toBe(200);
      const removed = await t.call({ method: 'DELETE', url: `/api/admin/tags/${tag.id}`, token: admin });
      expect(removed.json()).toEqual({ success: true, message: '标签删除成功', data: null });
    });
  });

  describe('GET /api/admin/articles', () => {
    const titles = ['ListProbe 一', 'ListProbe 二', 'ListProbe 三', 'ListProbe 四', 'ListProbe 五'];
    let created: AdminArticle[];
    beforeAll(async () => {
      created = [];
      const start = Date.now() - 6 * 60 * MINUTE;
      freezeDate(start);
      for (const [i, title] of titles.entries()) {
        advance(MINUTE); // distinct updatedAt, oldest first
        created.push(
          await madeArticle(t, admin, {
            title,
            slug: `list-probe-${i + 1}`,
            status: i % 2 === 0 ? 'PUBLISHED' : 'DRAFT',
            content: `第${i + 1}篇。`,
          }),
        );
      }
      advance(MINUTE);
      created.push(await madeArticle(t, admin, { title: '完全不同的名字', slug: 'slug-only-listprobe' }));
      vi.useRealTimers();
    });
    const newestFirst = () => [...created].reverse().map((a) => a.slug);

    it('lists every article, drafts included, newest update first, with the totals', async () => {
      const page = await adminPage(t, admin, 'keyword=listprobe');
      expect(page).toMatchObject({ totalElements: 6, totalPages: 1, page: 0, size: 10 });
      expect(slugs(page)).toEqual(newestFirst());
      expect(page.content.map((a) => a.status)).toEqual([
        'DRAFT',
        'PUBLISHED',
        'DRAFT',
        'PUBLISHED',
        'DRAFT',
        'PUBLISHED',
      ]);
      // Summaries: the list does not carry the Markdown body.
      expect(page.content[0]).not.toHaveProperty('content');
      expect(page.content[1]).toMatchObject({
        title: 'ListProbe 五',
        excerpt: '第5篇。',
        viewCount: 0,
        likeCount: 0,
        tags: [],
      });
    });

    it('pages with a zero-based page number and size', async () => {
      const first = await adminPage(t, admin, 'keyword=listprobe&size=4');
      expect(first).toMatchObject({ totalElements: 6, totalPages: 2, page: 0, size: 4 });
      expect(slugs(first)).toEqual(newestFirst().slice(0, 4));
      const second = await adminPage(t, admin, 'keyword=listprobe&size=4&page=1');
      expect(slugs(second)).toEqual(newestFirst().slice(4));
      expect(await adminPage(t, admin, 'keyword=listprobe&size=4&page=3')).toEqual({
        content: [],
        totalElements: 6,
        totalPages: 2,
        page: 3,
        size: 4,
      });
    });

    it('finds by title or slug, in any letter case', async () => {
      expect((await adminPage(t, admin, 'keyword=LISTPROBE')).totalElements).toBe(6);
      expect(slugs(await adminPage(t, admin, `keyword=${encodeURIComponent('ListProbe 三')}`))).toEqual([
        'list-probe-3',
      ]);
      expect(slugs(await adminPage(t, admin, 'keyword=slug-only'))).toEqual(['slug-only-listprobe']);
      expect(await adminPage(t, admin, 'keyword=nothing-like-this')).toMatchObject({
        content: [],
        totalElements: 0,
        totalPages: 0,
      });
      // % and _ are taken literally.
      expect((await adminPage(t, admin, 'keyword=%25')).totalElements).toBe(0);
      expect((await adminPage(t, admin, 'keyword=list_probe')).totalElements).toBe(0);
    });

    it('filters by status', async () => {
      const drafts = await adminPage(t, admin, 'keyword=listprobe&status=DRAFT');
      expect(drafts.totalElements).toBe(3);
      expect(slugs(drafts)).toEqual(
        newestFirst().filter((s) => ['list-probe-2', 'list-probe-4', 'slug-only-listprobe'].includes(s)),
      );
      const published = await adminPage(t, admin, 'keyword=listprobe&status=PUBLISHED');
      expect(slugs(published)).toEqual(['list-probe-5', 'list-probe-3', 'list-probe-1']);
    });

    it('sorts by a field it knows, falling back to the newest update', async () => {
      expect(slugs(await adminPage(t, admin, 'keyword=listprobe&status=PUBLISHED&sort=updatedAt,asc'))).toEqual([
        'list-probe-1',
        'list-probe-3',
        'list-probe-5',
      ]);
      expect(slugs(await adminPage(t, admin, 'keyword=listprobe&status=PUBLISHED&sort=password,asc'))).toEqual([
        'list-probe-5',
        'list-probe-3',
        'list-probe-1',
      ]);
    });

    it('refuses a bad page, size or status', async () => {
      const cases: [string, string][] = [
        ['page=-1', '页码不能为负数'],
        ['size=0', '每页条数至少为1'],
        ['size=101', '每页条数不能超过100'],
      ];
      for (const [query, message] of cases) {
        const res = await listAdmin(t, admin, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
      }
      expect((await listAdmin(t, admin, 'status=ARCHIVED')).statusCode).toBe(400);
    });
  });

  describe('POST /api/admin/articles/render', () => {
    it('renders a preview by the public rules', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/articles/render',
        token: admin,
        payload: { content: '## 预览标题\n\n<script>alert(1)</script>\n\n[坏链接](javascript:alert(1))' },
      });
      expect(res.statusCode).toBe(200);
      const { html, headings } = res.json().data as { html: string; headings: unknown[] };
      expect(headings).toEqual([{ level: 2, text: '预览标题', id: '预览标题' }]);
      expect(html).toContain('<h2 id="预览标题">预览标题</h2>');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('href="javascript');
    });
  });

  describe('POST /api/public/articles/{slug}/view', () => {
    let slug: string;
    beforeAll(async () => {
      slug = (
        await madeArticle(t, admin, {
          title: '阅读计数',
          slug: 'view-probe',
          status: 'PUBLISHED',
          publishedAt: '2024-01-01T00:00:00.000Z',
        })
      ).slug;
    });
    const readerUa = (n: number) =>
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 reader-${n}`;
    const count = async () => (await detail(t, slug)).viewCount;

    it('counts a visitor (IP + User-Agent) once per 30 minutes, for guests too', async () => {
      freezeDate(Date.now());
      const first = await view(t, slug, readerUa(1));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, message: '操作成功', data: { viewCount: 1 } });
      expect((await view(t, slug, readerUa(1))).json().data).toEqual({ viewCount: 1 });
      // Another browser, or the same browser from another address, is another visitor.
      expect((await view(t, slug, readerUa(2))).json().data).toEqual({ viewCount: 2 });
      expect((await view(t, slug, readerUa(1), '198.51.100.20')).json().data).toEqual({ viewCount: 3 });
      expect(await count()).toBe(3);

      advance(29 * MINUTE);
      expect((await view(t, slug, readerUa(1))).json().data).toEqual({ viewCount: 3 });
      advance(2 * MINUTE);
      expect((await view(t, slug, readerUa(1))).json().data).toEqual({ viewCount: 4 });
      expect((await view(t, slug, readerUa(1))).json().data).toEqual({ viewCount: 4 });
      expect(await count()).toBe(4);
      expect((await getArticle(t, admin, (await detail(t, slug)).id)).json().data.viewCount).toBe(4);
    });

    it('does not count a request without a User-Agent, nor known bots', async () => {
      const before = await count();
      const bots = [
        'Googlebot/2.1 (+http://www.google.com/bot.html)',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
        'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        'Sogou web spider/4.0',
        'curl/8.5.0',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0',
      ];
      expect((await view(t, slug)).json().data).toEqual({ viewCount: before });
      expect((await view(t, slug, '')).json().data).toEqual({ viewCount: before });
      for (const ua of bots) {
        const res = await view(t, slug, ua);
        expect(res.statusCode, ua).toBe(200);
        expect(res.json().data, ua).toEqual({ viewCount: before });
      }
      expect(await count()).toBe(before);
      // A real reader still counts.
      expect((await view(t, slug, readerUa(99))).json().data).toEqual({ viewCount: before + 1 });
    });

    it('answers 404 for a draft or an unknown article and counts nothing', async () => {
      const draft = await madeArticle(t, admin, { title: '草稿不计数', slug: 'draft-no-views' });
      for (const target of ['draft-no-views', 'no-such-article']) {
        const res = await view(t, target, readerUa(1));
        expect(res.statusCode, target).toBe(404);
        expect(res.json()).toEqual(ARTICLE_NOT_FOUND);
      }
      expect((await getArticle(t, admin, draft.id)).json().data.viewCount).toBe(0);
    });
  });
});

/**
 * The public side on a database of its own, emptied of the starter articles, so every article in
 * it is known:
 *   alpha   2024-01-01  tags A, B   3 views, 1 like
 *   bravo   2024-01-02  tag  A      1 view
 *   (draft) 2024-01-02 12:00  tags A, B   — never shown
 *   charlie 2024-01-03  tags A, B   2 views, 2 likes
 *   delta   2024-01-04  tag  G
 *   (future) tomorrow   tags A, B   — not shown until due
 */
describe.each(testDialects)('public article API (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  const future = Date.now() + 24 * 60 * MINUTE;

  const app = signedInAppFor(dialect);
  beforeAll(async () => {
    ({ t, admin } = app);
    for (const starter of (await adminPage(t, admin, 'size=100')).content) {
      expect((await deleteArticle(t, admin, starter.id)).statusCode).toBe(200);
    }
    const add = async (slug: string, body: ArticleBody) => {
      ids[slug] = (await madeArticle(t, admin, { slug, status: 'PUBLISHED', ...body })).id;
    };
    await add('alpha', {
      title: 'Alpha 入门指南',
      excerpt: '第一篇的摘要',
      content: '## 第一节\n\n内容一。',
      tags: ['TagA', 'TagB'],
      publishedAt: '2024-01-01T00:00:00.000Z',
    });
    await add('bravo', {
      title: 'Bravo 进阶',
      excerpt: '讲一点 Kubernetes 的东西',
      content: '内容二。',
      tags: ['TagA'],
      publishedAt: '2024-01-02T00:00:00.000Z',
    });
    await add('draft', {
      title: 'Draft 草稿',
      status: 'DRAFT',
      content: '草稿内容。',
      tags: ['TagA', 'TagB'],
      publishedAt: '2024-01-02T12:00:00.000Z',
    });
    await add('charlie', {
      title: 'Charlie 实战',
      excerpt: '第三篇',
      content:
        '# 大标题\n\n## 准备工作\n\n正文 <script>alert(1)</script>。\n\n### 安装 Node.js\n\n```ts\nconst x: number = 1;\n```\n\n[外链](https://example.com) ![图](/files/a.webp)',
      tags: ['TagA', 'TagB'],
      seoTitle: 'Charlie SEO',
      seoDescription: 'Charlie 的描述',
      allowComments: false,
      publishedAt: '2024-01-03T00:00:00.000Z',
    });
    await add('delta', {
      title: 'Delta 杂谈',
      content: '内容四。',
      tags: ['TagG'],
      publishedAt: '2024-01-04T00:00:00.000Z',
    });
    await add('future', {
      title: 'Future 预告',
      content: '还没到时间。',
      tags: ['TagA', 'TagB'],
      publishedAt: new Date(future).toISOString(),
    });

    const ua = (n: number) => `Mozilla/5.0 test-reader-${n}`;
    for (const [slug, views] of [
      ['alpha', 3],
      ['bravo', 1],
      ['charlie', 2],
    ] as const) {
      for (let n = 0; n < views; n++) expect((await view(t, slug, ua(n))).statusCode).toBe(200);
    }
    const readers = [await registerAndLogin(t, newUser()), await registerAndLogin(t, newUser())];
    const like = async (token: string, slug: string) =>
      expect(
        (await t.call({ method: 'POST', url: `/api/user/interactions/articles/${ids[slug]}/like`, token })).statusCode,
      ).toBe(200);
    await like(readers[0]!, 'alpha');
    await like(readers[0]!, 'charlie');
    await like(readers[1]!, 'charlie');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('GET /api/public/articles', () => {
    it('lists only published, due articles, newest publication first', async () => {
      const res = await publicList(t);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '操作成功',
        data: { totalElements: 4, totalPages: 1, page: 0, size: 10 },
      });
      expect(slugs(body.data)).toEqual(['delta', 'charlie', 'bravo', 'alpha']);
      const charlie = (body.data as Page<ArticleSummary>).content[1]!;
      expect(charlie).toEqual({
        id: ids.charlie,
        title: 'Charlie 实战',
        slug: 'charlie',
        excerpt: '第三篇',
        coverImage: null,
        status: 'PUBLISHED',
        tags: expect.any(Array),
        viewCount: 2,
        likeCount: 2,
        commentCount: 0,
        readingMinutes: 1,
        publishedAt: '2024-01-03T00:00:00.000Z',
        createdAt: expect.stringMatching(ISO_UTC),
        updatedAt: expect.stringMatching(ISO_UTC),
      });
      expect(tagNames(charlie)).toEqual(['TagA', 'TagB']);
    });

    it('pages with a zero-based page number and size', async () => {
      expect(await publicPage(t, 'size=3')).toMatchObject({ totalElements: 4, totalPages: 2, page: 0, size: 3 });
      expect(slugs(await publicPage(t, 'size=3'))).toEqual(['delta', 'charlie', 'bravo']);
      expect(slugs(await publicPage(t, 'size=3&page=1'))).toEqual(['alpha']);
      expect(await publicPage(t, 'size=3&page=2')).toEqual({
        content: [],
        totalElements: 4,
        totalPages: 2,
        page: 2,
        size: 3,
      });
      expect((await publicList(t, 'size=101')).statusCode).toBe(400);
      expect((await publicList(t, 'page=-1')).statusCode).toBe(400);
    });

    it('filters by tag slug', async () => {
      expect(slugs(await publicPage(t, 'tag=taga'))).toEqual(['charlie', 'bravo', 'alpha']);
      expect(slugs(await publicPage(t, 'tag=tagb'))).toEqual(['charlie', 'alpha']);
      expect(slugs(await publicPage(t, 'tag=tagg'))).toEqual(['delta']);
      expect(await publicPage(t, 'tag=no-such-tag')).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
      expect(await publicPage(t, 'tag=taga&size=2')).toMatchObject({ totalElements: 3, totalPages: 2 });
      // Tag names are not slugs.
      expect((await publicPage(t, 'tag=TagA')).totalElements).toBe(0);
    });

    it('sorts by views, by likes, and by several fields in turn', async () => {
      expect(slugs(await publicPage(t, 'sort=viewCount,desc'))).toEqual(['alpha', 'charlie', 'bravo', 'delta']);
      expect(slugs(await publicPage(t, 'sort=viewCount,asc'))).toEqual(['delta', 'bravo', 'charlie', 'alpha']);
      expect(slugs(await publicPage(t, 'sort=likeCount,desc&sort=publishedAt,asc'))).toEqual([
        'charlie',
        'alpha',
        'bravo',
        'delta',
      ]);
      expect(slugs(await publicPage(t, 'sort=likeCount,desc&sort=publishedAt,desc'))).toEqual([
        'charlie',
        'alpha',
        'delta',
        'bravo',
      ]);
      expect(slugs(await publicPage(t, 'sort=publishedAt,asc'))).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
      // An unknown field falls back to the newest publication.
      expect(slugs(await publicPage(t, 'sort=content,asc'))).toEqual(['delta', 'charlie', 'bravo', 'alpha']);
      expect(slugs(await publicPage(t, 'sort=viewCount,desc&tag=taga&size=2'))).toEqual(['alpha', 'charlie']);
    });

    it('finds by keyword in the title or excerpt, in any letter case, never drafts', async () => {
      expect(slugs(await publicPage(t, 'keyword=charlie'))).toEqual(['charlie']);
      expect(slugs(await publicPage(t, `keyword=${encodeURIComponent('入门')}`))).toEqual(['alpha']);
      expect(slugs(await publicPage(t, 'keyword=KUBERNETES'))).toEqual(['bravo']); // in the excerpt only
      expect(slugs(await publicPage(t, `keyword=${encodeURIComponent('第')}`))).toEqual(['charlie', 'alpha']);
      expect((await publicPage(t, 'keyword=draft')).totalElements).toBe(0);
      expect((await publicPage(t, 'keyword=future')).totalElements).toBe(0);
      expect(slugs(await publicPage(t, 'keyword=a&tag=tagb'))).toEqual(['charlie', 'alpha']);
    });
  });

  describe('GET /api/public/articles/{slug}', () => {
    it('returns the rendered article with its headings, SEO fields and author', async () => {
      const res = await publicGet(t, 'charlie');
      expect(res.statusCode).toBe(200);
      const article = res.json().data as ArticleDetail;
      expect(article).toMatchObject({
        id: ids.charlie,
        title: 'Charlie 实战',
        slug: 'charlie',
        status: 'PUBLISHED',
        seoTitle: 'Charlie SEO',
        seoDescription: 'Charlie 的描述',
        allowComments: false,
        authorName: '站长',
        viewCount: 2,
        likeCount: 2,
      });
      expect(article).not.toHaveProperty('content');
      expect(article.headings).toEqual([
        { level: 2, text: '准备工作', id: '准备工作' },
        { level: 3, text: '安装 Node.js', id: '安装-nodejs' },
      ]);
      expect(article.contentHtml).toContain('<h2 id="准备工作">准备工作</h2>');
      expect(article.contentHtml).toContain('class="shiki');
      expect(article.contentHtml).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外链</a>',
      );
      expect(article.contentHtml).toContain('loading="lazy"');
      expect(article.contentHtml).not.toContain('<script');
      expect(article.contentHtml).toContain('&lt;script&gt;');
    });

    /** alpha → bravo → charlie → delta: each links the visible articles beside it (drafts and future ones skipped). */
    const expectPublishedChain = async () => {
      const chain = [
        ['alpha', 'Alpha 入门指南'],
        ['bravo', 'Bravo 进阶'],
        ['charlie', 'Charlie 实战'],
        ['delta', 'Delta 杂谈'],
      ] as const;
      const link = (article?: readonly [string, string]) => (article ? { slug: article[0], title: article[1] } : null);
      for (const [i, [slug]] of chain.entries()) {
        expect(await detail(t, slug), slug).toMatchObject({ previous: link(chain[i - 1]), next: link(chain[i + 1]) });
      }
    };

    it('links the previous and next visible article by publish time, skipping drafts and future ones', async () => {
      await expectPublishedChain();
    });

    it('orders articles published at the same instant by their creation, each linking the other', async () => {
      const at = (published_at: string) =>
        t.app.services.database.db
          .updateTable('articles')
          .set({ published_at })
          .where('id', '=', ids.charlie!)
          .execute();
      await at('2024-01-02T00:00:00.000Z');
      try {
        await expectPublishedChain();
      } finally {
        await at('2024-01-03T00:00:00.000Z');
      }
    });

    it('relates visible articles by shared tags, most shared first', async () => {
      expect(slugs({ content: (await detail(t, 'alpha')).related })).toEqual(['charlie', 'bravo']);
      expect(slugs({ content: (await detail(t, 'charlie')).related })).toEqual(['alpha', 'bravo']);
      expect(slugs({ content: (await detail(t, 'bravo')).related })).toEqual(['charlie', 'alpha']);
      expect((await detail(t, 'delta')).related).toEqual([]);
      const related = (await detail(t, 'alpha')).related[0]!;
      expect(related).toMatchObject({ slug: 'charlie', viewCount: 2, likeCount: 2 });
      expect(tagNames(related)).toEqual(['TagA', 'TagB']);
    });

    it('answers 404 for a draft, an unknown slug and an article not yet due', async () => {
      for (const slug of ['draft', 'no-such-article', 'future']) {
        const res = await publicGet(t, slug);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toEqual(ARTICLE_NOT_FOUND);
      }
      // The draft is there for the editor.
      expect((await getArticle(t, admin, ids.draft!)).json().data).toMatchObject({ slug: 'draft', status: 'DRAFT' });
    });

    it('does not count views of an article not yet due', async () => {
      const res = await view(t, 'future', 'Mozilla/5.0 early-reader');
      expect(res.statusCode).toBe(404);
      expect((await getArticle(t, admin, ids.future!)).json().data.viewCount).toBe(0);
    });

    it('shows a scheduled article once its time has come', async () => {
      freezeDate(future + MINUTE);
      expect(slugs(await publicPage(t))).toEqual(['future', 'delta', 'charlie', 'bravo', 'alpha']);
      expect((await detail(t, 'future')).title).toBe('Future 预告');
      expect((await detail(t, 'delta')).next).toEqual({ slug: 'future', title: 'Future 预告' });
      expect(slugs({ content: (await detail(t, 'future')).related })).toEqual(['charlie', 'alpha', 'bravo']);
    });

    it('hides an article as soon as it is unpublished, and shows it again when republished', async () => {
      expect((await setStatus(t, admin, ids.bravo!, 'unpublish')).statusCode).toBe(200);
      try {
        expect(slugs(await publicPage(t))).toEqual(['delta', 'charlie', 'alpha']);
        expect((await publicGet(t, 'bravo')).statusCode).toBe(404);
        expect((await detail(t, 'alpha')).next).toEqual({ slug: 'charlie', title: 'Charlie 实战' });
        expect(slugs({ content: (await detail(t, 'alpha')).related })).toEqual(['charlie']);
      } finally {
        expect((await setStatus(t, admin, ids.bravo!, 'publish')).statusCode).toBe(200);
      }
      expect(slugs(await publicPage(t))).toEqual(['delta', 'charlie', 'bravo', 'alpha']);
      expect((await detail(t, 'bravo')).publishedAt).toBe('2024-01-02T00:00:00.000Z');
    });
  });
});
