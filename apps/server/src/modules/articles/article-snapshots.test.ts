import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminArticle, ArticleInput, ArticleSnapshot, PageResult } from '@app/contract';
import { ADMIN, createTestApp, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';

let counter = 0;
function newUser() {
  counter += 1;
  const username = `snapper_${counter}`;
  return { username, email: `${username}@example.com`, password: `pw-${username}-secret` };
}

const UNAUTHORIZED = { success: false, code: 'UNAUTHORIZED', message: '未授权访问', data: null };
const FORBIDDEN = { success: false, code: 'FORBIDDEN', message: '需要管理员权限', data: null };
const ARTICLE_NOT_FOUND = { success: false, code: 'NOT_FOUND', message: '文章不存在', data: null };
const SNAPSHOT_NOT_FOUND = { success: false, code: 'NOT_FOUND', message: '快照不存在', data: null };
/** What the snapshot screen asks for (spec 02 §7). */
const SCREEN_QUERY = 'page=0&size=10&sort=versionNumber&direction=DESC';
const MINUTE = 60_000;

type Body = Partial<Record<keyof ArticleInput, unknown>>;
const tokenOf = (token: string | undefined) => (token ? { token } : {});

const listSnapshots = (t: TestApp, token: string | undefined, articleId: number | string, query = SCREEN_QUERY) =>
  t.call({
    method: 'GET',
    url: `/api/admin/articles/${articleId}/snapshots${query ? `?${query}` : ''}`,
    ...tokenOf(token),
  });
const createSnapshot = (t: TestApp, token: string | undefined, articleId: number | string, payload: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/admin/articles/${articleId}/snapshots`,
    payload: payload as object,
    ...tokenOf(token),
  });
const deleteSnapshot = (
  t: TestApp,
  token: string | undefined,
  articleId: number | string,
  snapshotId: number | string,
) => t.call({ method: 'DELETE', url: `/api/admin/articles/${articleId}/snapshots/${snapshotId}`, ...tokenOf(token) });
const restoreSnapshot = (
  t: TestApp,
  token: string | undefined,
  articleId: number | string,
  snapshotId: number | string,
) =>
  t.call({
    method: 'POST',
    url: `/api/admin/articles/${articleId}/snapshots/${snapshotId}/restore`,
    ...tokenOf(token),
  });

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const nowIso = () => new Date(Date.now()).toISOString();

describe.each(testDialects)('article snapshots (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { CODE_SENDS_PER_IP_PER_HOUR: '1000' });
    admin = await login(t, ADMIN.username, ADMIN.password);
    member = await registerAndLogin(t, newUser());
    // One clock for the whole file that only ever moves forward, so the 10-minute AUTO window
    // is crossed on purpose and never by a slow machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  let articleCounter = 0;
  async function article(body: Body = {}): Promise<AdminArticle> {
    articleCounter += 1;
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/articles',
      token: admin,
      payload: {
        title: `快照文章 ${articleCounter}`,
        slug: `snap-${articleCounter}`,
        content: `正文 ${articleCounter}`,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as AdminArticle;
  }
  async function save(a: AdminArticle, changes: Body): Promise<AdminArticle> {
    const body: Body = {
      title: a.title,
      slug: a.slug,
      excerpt: a.excerpt,
      content: a.content,
      coverImage: a.coverImage,
      tags: a.tags.map((tag) => tag.name),
      seoTitle: a.seoTitle,
      seoDescription: a.seoDescription,
      status: a.status,
      allowComments: a.allowComments,
      ...changes,
    };
    const res = await t.call({ method: 'PUT', url: `/api/admin/articles/${a.id}`, token: admin, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminArticle;
  }
  async function setStatus(a: AdminArticle, action: 'publish' | 'unpublish'): Promise<AdminArticle> {
    const res = await t.call({ method: 'POST', url: `/api/admin/articles/${a.id}/${action}`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminArticle;
  }
  async function page(articleId: number, query = SCREEN_QUERY): Promise<PageResult<ArticleSnapshot>> {
    const res = await listSnapshots(t, admin, articleId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PageResult<ArticleSnapshot>;
  }
  /** Every snapshot of an article, newest first. */
  const all = async (articleId: number) => (await page(articleId, 'page=0&size=100&direction=DESC')).content;
  /** `version:type`, newest first. */
  const history = async (articleId: number) =>
    (await all(articleId)).map((s) => `${s.versionNumber}:${s.snapshotType}`);
  async function manual(articleId: number, description?: string): Promise<ArticleSnapshot> {
    const res = await createSnapshot(t, admin, articleId, description === undefined ? {} : { description });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ArticleSnapshot;
  }

  describe('access', () => {
    function requests(articleId: number, snapshotId: number) {
      return [
        { method: 'GET' as const, url: `/api/admin/articles/${articleId}/snapshots?${SCREEN_QUERY}` },
        { method: 'GET' as const, url: `/api/admin/articles/${articleId}/snapshots?page=-1&direction=SIDEWAYS` },
        { method: 'GET' as const, url: '/api/admin/articles/abc/snapshots' },
        {
          method: 'POST' as const,
          url: `/api/admin/articles/${articleId}/snapshots`,
          payload: { description: '闯入' },
        },
        {
          method: 'POST' as const,
          url: `/api/admin/articles/${articleId}/snapshots`,
          payload: { description: 'x'.repeat(300) },
        },
        { method: 'POST' as const, url: '/api/admin/articles/abc/snapshots', payload: {} },
        { method: 'DELETE' as const, url: `/api/admin/articles/${articleId}/snapshots/${snapshotId}` },
        { method: 'DELETE' as const, url: `/api/admin/articles/${articleId}/snapshots/abc` },
        { method: 'POST' as const, url: `/api/admin/articles/${articleId}/snapshots/${snapshotId}/restore` },
        { method: 'POST' as const, url: `/api/admin/articles/${articleId}/snapshots/abc/restore` },
      ];
    }

    it('refuses a guest with 401 and a USER with 403 on every snapshot call, and changes nothing', async () => {
      const a = await article({ title: '守卫快照' });
      const changed = await save(a, { content: '第二版' });
      const [newest, first] = await all(a.id);
      const before = await history(a.id);
      for (const request of requests(a.id, first!.id)) {
        for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
          const res = await t.call({ ...request, headers });
          expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
          expect(res.json()).toEqual(UNAUTHORIZED);
        }
        const res = await t.call({ ...request, token: member });
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
      expect(await history(a.id)).toEqual(before);
      expect(newest!.content).toBe('第二版');
      expect((await t.call({ method: 'GET', url: `/api/admin/articles/${a.id}`, token: admin })).json().data).toEqual(
        changed,
      );
    });
  });

  describe('automatic snapshots', () => {
    it('takes DRAFT_SAVE each time a draft is created or saved, holding the saved state', async () => {
      const a = await article({
        title: '草稿快照',
        content: '第一稿',
        tags: ['beta', 'alpha'],
        coverImage: '/files/c.webp',
        seoTitle: 'SEO 一',
        seoDescription: '描述一',
        excerpt: '摘要一',
      });
      expect(await history(a.id)).toEqual(['1:DRAFT_SAVE']);
      const [first] = await all(a.id);
      expect(first).toEqual({
        id: expect.any(Number),
        versionNumber: 1,
        snapshotType: 'DRAFT_SAVE',
        description: null,
        createdByName: '站长',
        createdAt: nowIso(),
        title: '草稿快照',
        slug: a.slug,
        excerpt: '摘要一',
        content: '第一稿',
        coverImage: '/files/c.webp',
        status: 'DRAFT',
        tags: 'alpha,beta',
        seoTitle: 'SEO 一',
        seoDescription: '描述一',
      });

      advance(MINUTE);
      await save(a, { content: '第二稿', tags: ['alpha'] });
      // A draft save is kept even when nothing changed.
      await save(a, { content: '第二稿', tags: ['alpha'] });
      expect(await history(a.id)).toEqual(['3:DRAFT_SAVE', '2:DRAFT_SAVE', '1:DRAFT_SAVE']);
      const [third] = await all(a.id);
      expect(third).toMatchObject({ content: '第二稿', tags: 'alpha', status: 'DRAFT', createdAt: nowIso() });
    });

    it('takes STATUS_CHANGE on publish and unpublish, and nothing when the status stays', async () => {
      const a = await article({ title: '状态快照', content: '内容' });
      await setStatus(a, 'publish');
      await setStatus(a, 'publish'); // already published
      await setStatus(a, 'unpublish');
      await setStatus(a, 'unpublish'); // already a draft
      expect(await history(a.id)).toEqual(['3:STATUS_CHANGE', '2:STATUS_CHANGE', '1:DRAFT_SAVE']);
      const [unpublished, published] = await all(a.id);
      expect(published).toMatchObject({ description: '发布', status: 'PUBLISHED', createdByName: '站长' });
      expect(unpublished).toMatchObject({ description: '撤回为草稿', status: 'DRAFT' });
    });

    it('takes STATUS_CHANGE, not DRAFT_SAVE or AUTO, when a save changes the status', async () => {
      const a = await article({ title: '保存改状态' });
      const published = await save(a, { status: 'PUBLISHED', content: '发布时改的正文' });
      await save(published, { status: 'DRAFT', content: '撤回时改的正文' });
      expect(await history(a.id)).toEqual(['3:STATUS_CHANGE', '2:STATUS_CHANGE', '1:DRAFT_SAVE']);
      const [down, up] = await all(a.id);
      expect(up).toMatchObject({ status: 'PUBLISHED', content: '发布时改的正文', description: '发布' });
      expect(down).toMatchObject({ status: 'DRAFT', content: '撤回时改的正文', description: '撤回为草稿' });
    });

    it('takes AUTO for a published article whose content changed, at most once per 10 minutes unless the title changed', async () => {
      const a = await article({ title: '自动快照', content: 'v1', status: 'PUBLISHED' });
      expect(await history(a.id)).toEqual(['1:AUTO']);

      advance(MINUTE);
      await save(a, { content: 'v2' }); // within 10 minutes of the last AUTO
      await save(a, { content: 'v2', tags: ['新标签'], seoTitle: '只改 SEO' }); // content unchanged
      expect(await history(a.id)).toEqual(['1:AUTO']);

      advance(8 * MINUTE + 59_000); // 9:59 after the last AUTO
      await save(a, { content: 'v3' });
      expect(await history(a.id)).toEqual(['1:AUTO']);

      advance(1000); // 10:00
      await save(a, { content: 'v4' });
      expect(await history(a.id)).toEqual(['2:AUTO', '1:AUTO']);
      expect((await all(a.id))[0]).toMatchObject({ content: 'v4', status: 'PUBLISHED', createdAt: nowIso() });

      advance(MINUTE);
      await save(a, { content: 'v5' }); // window restarted at v4
      expect(await history(a.id)).toEqual(['2:AUTO', '1:AUTO']);

      await save(a, { title: '自动快照（改名）', content: 'v5' }); // a new title is always kept
      expect(await history(a.id)).toEqual(['3:AUTO', '2:AUTO', '1:AUTO']);
      expect((await all(a.id))[0]).toMatchObject({ title: '自动快照（改名）', content: 'v5' });

      advance(11 * MINUTE);
      await save(a, { title: '自动快照（改名）', content: 'v5', seoDescription: '没改正文' });
      expect(await history(a.id)).toEqual(['3:AUTO', '2:AUTO', '1:AUTO']);
      await save(a, { title: '自动快照（改名）', content: 'v6' });
      expect(await history(a.id)).toEqual(['4:AUTO', '3:AUTO', '2:AUTO', '1:AUTO']);
    });

    it('numbers versions per article, each article from 1', async () => {
      const x = await article({ title: '版本甲' });
      const y = await article({ title: '版本乙' });
      await save(x, { content: 'x2' });
      await manual(x.id, '甲的手动快照');
      await setStatus(x, 'publish');
      await save(y, { content: 'y2' });
      expect(await history(x.id)).toEqual(['4:STATUS_CHANGE', '3:MANUAL', '2:DRAFT_SAVE', '1:DRAFT_SAVE']);
      expect(await history(y.id)).toEqual(['2:DRAFT_SAVE', '1:DRAFT_SAVE']);
    });
  });

  describe('GET /api/admin/articles/{id}/snapshots', () => {
    let a: AdminArticle;
    beforeAll(async () => {
      a = await article({ title: '列表快照' });
      for (let i = 2; i <= 12; i++) await save(a, { content: `第 ${i} 稿` });
    });

    it('lists 10 a page, newest version first, with the creator', async () => {
      const res = await listSnapshots(t, admin, a.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '操作成功',
        data: { totalElements: 12, totalPages: 2, page: 0, size: 10 },
      });
      const first = body.data as PageResult<ArticleSnapshot>;
      expect(first.content.map((s) => s.versionNumber)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
      expect(first.content[0]).toMatchObject({
        content: '第 12 稿',
        createdByName: '站长',
        snapshotType: 'DRAFT_SAVE',
      });
      const second = await page(a.id, 'page=1&size=10&sort=versionNumber&direction=DESC');
      expect(second.content.map((s) => s.versionNumber)).toEqual([2, 1]);
      expect(second.content[1]).toMatchObject({ content: a.content });
    });

    it('lists oldest first with direction ASC, and newest first by default', async () => {
      expect((await page(a.id, 'size=3&direction=ASC')).content.map((s) => s.versionNumber)).toEqual([1, 2, 3]);
      expect((await page(a.id, 'size=3&direction=asc')).content.map((s) => s.versionNumber)).toEqual([1, 2, 3]);
      expect((await page(a.id, 'size=3')).content.map((s) => s.versionNumber)).toEqual([12, 11, 10]);
    });

    it('answers 404 for an unknown article and 400 for a bad query', async () => {
      const res = await listSnapshots(t, admin, 987654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ARTICLE_NOT_FOUND);
      for (const query of ['page=-1', 'size=0', 'size=101', 'direction=SIDEWAYS']) {
        const bad = await listSnapshots(t, admin, a.id, query);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('POST /api/admin/articles/{id}/snapshots', () => {
    it('takes a MANUAL snapshot of the current state with the trimmed description', async () => {
      const a = await article({ title: '手动快照', content: '当前正文', tags: ['手动'] });
      const res = await createSnapshot(t, admin, a.id, { description: '  发布前的版本  ' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: '快照创建成功',
        data: {
          id: expect.any(Number),
          versionNumber: 2,
          snapshotType: 'MANUAL',
          description: '发布前的版本',
          createdByName: '站长',
          createdAt: nowIso(),
          title: '手动快照',
          slug: a.slug,
          excerpt: '当前正文',
          content: '当前正文',
          coverImage: null,
          status: 'DRAFT',
          tags: '手动',
          seoTitle: null,
          seoDescription: null,
        },
      });
      expect((await all(a.id))[0]).toEqual(body.data);
    });

    it('stores an empty, blank or absent description as none', async () => {
      const a = await article({ title: '无描述' });
      for (const payload of [{}, { description: '' }, { description: '   ' }, { description: null }]) {
        const res = await createSnapshot(t, admin, a.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(201);
        expect(res.json().data.description, JSON.stringify(payload)).toBeNull();
      }
      expect(await history(a.id)).toEqual(['5:MANUAL', '4:MANUAL', '3:MANUAL', '2:MANUAL', '1:DRAFT_SAVE']);
    });

    it('allows 200 characters after trimming and refuses 201', async () => {
      const a = await article({ title: '描述长度' });
      const longest = '述'.repeat(200);
      expect((await manual(a.id, `  ${longest}  `)).description).toBe(longest);
      const res = await createSnapshot(t, admin, a.id, { description: '述'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: '描述不能超过200个字符',
        data: { errors: [{ field: 'description', message: '描述不能超过200个字符' }] },
      });
      expect(await history(a.id)).toEqual(['2:MANUAL', '1:DRAFT_SAVE']);
    });

    it('answers 404 for an unknown article', async () => {
      const res = await createSnapshot(t, admin, 987654, { description: '没有文章' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ARTICLE_NOT_FOUND);
    });
  });

  describe('DELETE /api/admin/articles/{id}/snapshots/{snapshotId}', () => {
    it('deletes one snapshot and answers 快照删除成功', async () => {
      const a = await article({ title: '删除快照' });
      const kept = await manual(a.id, '留下');
      const gone = await manual(a.id, '删掉');
      const res = await deleteSnapshot(t, admin, a.id, gone.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '快照删除成功', data: null });
      const left = await all(a.id);
      expect(left.map((s) => s.id)).not.toContain(gone.id);
      expect(left[0]).toEqual(kept);
      expect(await history(a.id)).toEqual(['2:MANUAL', '1:DRAFT_SAVE']);
      const again = await deleteSnapshot(t, admin, a.id, gone.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(SNAPSHOT_NOT_FOUND);
    });

    it("answers 404 for another article's snapshot and leaves it alone", async () => {
      const mine = await article({ title: '我的快照' });
      const other = await article({ title: '别人的快照' });
      const theirs = await manual(other.id, '别人的');
      const res = await deleteSnapshot(t, admin, mine.id, theirs.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(SNAPSHOT_NOT_FOUND);
      expect((await all(other.id)).map((s) => s.id)).toContain(theirs.id);
      expect((await deleteSnapshot(t, admin, mine.id, 987654)).json()).toEqual(SNAPSHOT_NOT_FOUND);
    });
  });

  describe('POST /api/admin/articles/{id}/snapshots/{snapshotId}/restore', () => {
    it('puts title, content, excerpt, cover, tags and SEO fields back, after a MANUAL snapshot of the state before', async () => {
      const a = await article({
        title: '恢复前的标题',
        content: '# 原来的正文\n\n原来的段落。',
        tags: ['原标签甲', '原标签乙'],
        coverImage: '/files/old.webp',
        seoTitle: '旧 SEO',
        status: 'PUBLISHED',
      });
      const [original] = await all(a.id);
      expect(original).toMatchObject({ versionNumber: 1, snapshotType: 'AUTO' });

      advance(MINUTE);
      const edited = await save(a, {
        title: '改过的标题',
        content: '改过的正文。',
        tags: ['新标签'],
        coverImage: null,
        seoTitle: null,
        excerpt: '改过的摘要',
      });
      expect(await history(a.id)).toEqual(['2:AUTO', '1:AUTO']);

      advance(MINUTE);
      const res = await restoreSnapshot(t, admin, a.id, original!.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '已恢复到所选版本',
        data: {
          id: a.id,
          slug: a.slug,
          title: '恢复前的标题',
          content: '# 原来的正文\n\n原来的段落。',
          excerpt: '原来的段落。',
          coverImage: '/files/old.webp',
          seoTitle: '旧 SEO',
          status: 'PUBLISHED',
          publishedAt: a.publishedAt,
        },
      });
      expect((body.data as AdminArticle).tags.map((tag) => tag.name).sort()).toEqual(['原标签甲', '原标签乙'].sort());
      expect((await t.call({ method: 'GET', url: `/api/admin/articles/${a.id}`, token: admin })).json().data).toEqual(
        body.data,
      );
      expect((await t.call({ method: 'GET', url: `/api/public/articles/${a.slug}` })).json().data).toMatchObject({
        title: '恢复前的标题',
        contentHtml: expect.stringContaining('原来的段落。'),
      });

      // The state before the restore is one MANUAL snapshot; the restore itself adds nothing else.
      expect(await history(a.id)).toEqual(['3:MANUAL', '2:AUTO', '1:AUTO']);
      const [backup] = await all(a.id);
      expect(backup).toMatchObject({
        snapshotType: 'MANUAL',
        description: '恢复到版本 1 前的备份',
        title: edited.title,
        content: '改过的正文。',
        excerpt: '改过的摘要',
        coverImage: null,
        seoTitle: null,
        tags: '新标签',
        status: 'PUBLISHED',
        createdByName: '站长',
      });

      // …so the restore can be undone by restoring that backup.
      const undo = await restoreSnapshot(t, admin, a.id, backup!.id);
      expect(undo.json().data).toMatchObject({
        title: '改过的标题',
        content: '改过的正文。',
        tags: [expect.objectContaining({ name: '新标签' })],
      });
      expect(await history(a.id)).toEqual(['4:MANUAL', '3:MANUAL', '2:AUTO', '1:AUTO']);
    });

    it('keeps the status, slug and publish time the article has now', async () => {
      const a = await article({ title: '状态不随快照', content: '草稿时的正文' });
      const [draftSnapshot] = await all(a.id);
      const published = await setStatus(a, 'publish');
      await save(published, { slug: 'moved-slug-for-restore', content: '发布后的正文' });
      const res = await restoreSnapshot(t, admin, a.id, draftSnapshot!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        content: '草稿时的正文',
        status: 'PUBLISHED',
        slug: 'moved-slug-for-restore',
        publishedAt: published.publishedAt,
      });
    });

    it("answers 404 for an unknown snapshot or another article's, and takes no backup", async () => {
      const mine = await article({ title: '恢复目标' });
      const other = await article({ title: '别的文章', content: '别的正文' });
      const [theirs] = await all(other.id);
      const before = await history(mine.id);
      for (const snapshotId of [theirs!.id, 987654]) {
        const res = await restoreSnapshot(t, admin, mine.id, snapshotId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(SNAPSHOT_NOT_FOUND);
      }
      expect(await history(mine.id)).toEqual(before);
      expect(
        (await t.call({ method: 'GET', url: `/api/admin/articles/${mine.id}`, token: admin })).json().data,
      ).toMatchObject({ title: '恢复目标', content: mine.content });
      expect((await restoreSnapshot(t, admin, 987654, theirs!.id)).statusCode).toBe(404);
    });
  });

  describe('pruning', () => {
    it('keeps only the newest 50 AUTO snapshots of an article, never pruning MANUAL ones or other articles', async () => {
      let a = await article({ title: '裁剪', content: 'rev 1', status: 'PUBLISHED' }); // v1 AUTO
      const neighbour = await article({ title: '邻居', content: 'n1', status: 'PUBLISHED' });
      const early = await manual(a.id, '最早的手动快照'); // v2
      for (let rev = 2; rev <= 50; rev++) {
        advance(11 * MINUTE);
        a = await save(a, { content: `rev ${rev}` });
      }
      // 50 AUTO (v1, v3…v51) and one MANUAL: nothing pruned yet.
      let snapshots = await all(a.id);
      expect(snapshots).toHaveLength(51);
      expect(snapshots.filter((s) => s.snapshotType === 'AUTO')).toHaveLength(50);
      expect(snapshots.at(-1)).toMatchObject({ versionNumber: 1, snapshotType: 'AUTO', content: 'rev 1' });

      advance(11 * MINUTE);
      a = await save(a, { content: 'rev 51' }); // v52: the 51st AUTO pushes out the oldest
      snapshots = await all(a.id);
      const autos = snapshots.filter((s) => s.snapshotType === 'AUTO');
      expect(autos).toHaveLength(50);
      expect(autos.map((s) => s.versionNumber)).toEqual(Array.from({ length: 50 }, (_, i) => 52 - i));
      expect(autos.at(-1)!.content).toBe('rev 2');
      expect(snapshots.find((s) => s.id === early.id)).toMatchObject({
        snapshotType: 'MANUAL',
        description: '最早的手动快照',
      });

      const late = await manual(a.id, '后来的手动快照'); // v53
      for (let rev = 52; rev <= 54; rev++) {
        advance(11 * MINUTE);
        a = await save(a, { content: `rev ${rev}` });
      }
      snapshots = await all(a.id);
      expect(snapshots.filter((s) => s.snapshotType === 'AUTO').map((s) => s.versionNumber)).toEqual([
        56,
        55,
        54,
        52,
        ...Array.from({ length: 46 }, (_, i) => 51 - i),
      ]);
      expect(snapshots.filter((s) => s.snapshotType === 'MANUAL').map((s) => s.id)).toEqual([late.id, early.id]);
      expect(snapshots).toHaveLength(52);
      // Versions keep growing after pruning, never reused.
      expect(snapshots[0]!.versionNumber).toBe(56);
      expect(await history(neighbour.id)).toEqual(['1:AUTO']);
    });
  });
});
