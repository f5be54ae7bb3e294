import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminArticle, PublicComment } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { failure, FORBIDDEN, invalid, ISO_UTC, notFound, UNAUTHORIZED } from '../../test/envelopes.ts';
import {
  adminList,
  articleCounts,
  deleteMine,
  getThread,
  HELD,
  mine,
  myComments,
  POSTED,
  postComment,
  publishedArticle,
  reader,
  saveSettings,
  say,
  setStatus,
  thread,
  useCommentsApp,
  visibleTexts,
  type Reader,
} from './comments.fixtures.ts';

const ARTICLE_NOT_FOUND = notFound('文章不存在');
const NO_SUCH_PARENT = notFound('回复的评论不存在');
const COMMENT_NOT_FOUND = notFound('评论不存在');

/** The thread entry of a comment as everyone sees it: what the POST answered, with its replies. */
const withReplies = (c: PublicComment, replies: PublicComment[] = []) => ({ ...c, replies });

describe.each(testDialects)('comments under articles (%s)', (dialect) => {
  const app = useCommentsApp(dialect);
  let t: TestApp;
  let admin: string;
  let alice: Reader;
  let bob: Reader;
  let carol: Reader;
  beforeAll(async () => {
    ({ t, admin } = app);
    [alice, bob, carol] = [await reader(t, 'alice'), await reader(t, 'bob'), await reader(t, 'carol')];
  });
  // The settings are one row: each test starts from the relaxed ones and sets the rule it is about.
  beforeEach(() => saveSettings(t, admin, {}));

  const article = (body = {}) => publishedArticle(t, admin, body);

  describe('posting and reading', () => {
    it('posts a comment, a reply, and a reply to a reply that lands under the same comment answering its author', async () => {
      const a = await article();
      const res = await postComment(t, alice, a.id, { content: '写得真好，学到了' });
      expect(res.statusCode).toBe(200);
      const top = res.json().data as PublicComment;
      expect(res.json()).toEqual({
        success: true,
        message: POSTED,
        data: {
          id: expect.any(Number),
          parts: [{ type: 'text', text: '写得真好，学到了' }],
          author: { id: alice.id, displayName: alice.name, avatarUrl: null, admin: false },
          status: 'APPROVED',
          createdAt: expect.stringMatching(ISO_UTC),
          parentId: null,
          replyTo: null,
        },
      });

      const reply = await say(t, bob, a.id, '同意楼上', top.id);
      expect(reply).toMatchObject({ parentId: top.id, replyTo: { id: top.id, displayName: alice.name } });
      const answer = await say(t, carol, a.id, '我也同意你', reply.id);
      expect(answer).toMatchObject({
        author: { id: carol.id, displayName: carol.name },
        status: 'APPROVED',
        parentId: top.id,
        replyTo: { id: reply.id, displayName: bob.name },
      });

      expect(await thread(t, undefined, a.id)).toEqual({
        content: [withReplies(top, [reply, answer])],
        totalElements: 1,
        totalPages: 1,
        page: 0,
        size: 50,
        commentCount: 3,
        allowComments: true,
      });
      expect(await articleCounts(t, a)).toEqual({ detail: 3, card: 3 });
    });

    it('lists the top-level comments oldest first, ten a page by default, each with its replies', async () => {
      const a = await article();
      const first = await say(t, alice, a.id, '第一条评论');
      const second = await say(t, bob, a.id, '第二条评论');
      const third = await say(t, carol, a.id, '第三条评论');
      const onFirst = await say(t, carol, a.id, '回复第一条', first.id);
      const onThird = await say(t, alice, a.id, '回复第三条', third.id);
      const onFirstAgain = await say(t, bob, a.id, '再回复第一条', first.id);

      expect(await thread(t, undefined, a.id, 'size=2')).toEqual({
        content: [withReplies(first, [onFirst, onFirstAgain]), withReplies(second)],
        totalElements: 3,
        totalPages: 2,
        page: 0,
        size: 2,
        commentCount: 6,
        allowComments: true,
      });
      expect(await thread(t, undefined, a.id, 'size=2&page=1')).toEqual({
        content: [withReplies(third, [onThird])],
        totalElements: 3,
        totalPages: 2,
        page: 1,
        size: 2,
        commentCount: 6,
        allowComments: true,
      });
      const byDefault = await thread(t, undefined, a.id, '');
      expect([byDefault.size, byDefault.content.map((c) => c.id)]).toEqual([10, [first.id, second.id, third.id]]);
      expect(await articleCounts(t, a)).toEqual({ detail: 6, card: 6 });
    });

    it('answers an empty page for an article nobody has commented on', async () => {
      const a = await article();
      expect(await thread(t, undefined, a.id, '')).toEqual({
        content: [],
        totalElements: 0,
        totalPages: 0,
        page: 0,
        size: 10,
        commentCount: 0,
        allowComments: true,
      });
    });

    it("shows a reader's own pending comment and reply to them alone, marked PENDING", async () => {
      const a = await article();
      const approved = await say(t, app.owner, a.id, '博主的置顶说明');
      await saveSettings(t, admin, { moderation: 'ALL' });
      const res = await postComment(t, alice, a.id, { content: '等待审核的评论' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: HELD, data: { status: 'PENDING', parentId: null } });
      const pending = res.json().data as PublicComment;
      const pendingReply = await say(t, alice, a.id, '等待审核的回复', approved.id);
      expect(pendingReply.status).toBe('PENDING');

      expect(await thread(t, alice.token, a.id)).toMatchObject({
        content: [withReplies(approved, [pendingReply]), withReplies(pending)],
        totalElements: 2,
        commentCount: 1,
      });
      for (const viewer of [undefined, bob.token, admin]) {
        expect(await thread(t, viewer, a.id)).toMatchObject({
          content: [withReplies(approved)],
          totalElements: 1,
          commentCount: 1,
        });
      }
      expect(await articleCounts(t, a)).toEqual({ detail: 1, card: 1 });
    });

    it('keeps the count on the thread and the article in step with approvals, rejections and deletions', async () => {
      const a = await article();
      await saveSettings(t, admin, { moderation: 'ALL' });
      const counts = async () => ({
        ...(await articleCounts(t, a)),
        thread: (await thread(t, undefined, a.id)).commentCount,
      });
      const c1 = await say(t, alice, a.id, '第一条待审核');
      const c2 = await say(t, bob, a.id, '第二条待审核');
      expect(await counts()).toEqual({ detail: 0, card: 0, thread: 0 });

      expect((await setStatus(t, admin, c1.id, 'APPROVED')).statusCode).toBe(200);
      expect(await counts()).toEqual({ detail: 1, card: 1, thread: 1 });
      await setStatus(t, admin, c2.id, 'APPROVED');
      expect(await counts()).toEqual({ detail: 2, card: 2, thread: 2 });

      const reply = await say(t, bob, a.id, '待审核的回复', c1.id);
      expect(await counts()).toEqual({ detail: 2, card: 2, thread: 2 });
      await setStatus(t, admin, reply.id, 'APPROVED');
      expect(await counts()).toEqual({ detail: 3, card: 3, thread: 3 });

      await setStatus(t, admin, c2.id, 'REJECTED');
      expect(await counts()).toEqual({ detail: 2, card: 2, thread: 2 });
      // The reply goes with its top-level comment, and comes back with it.
      await setStatus(t, admin, c1.id, 'SPAM');
      expect(await counts()).toEqual({ detail: 0, card: 0, thread: 0 });
      await setStatus(t, admin, c1.id, 'APPROVED');
      expect(await counts()).toEqual({ detail: 2, card: 2, thread: 2 });
      expect(
        (await t.call({ method: 'DELETE', url: `/api/admin/comments/${reply.id}`, token: admin })).statusCode,
      ).toBe(200);
      expect(await counts()).toEqual({ detail: 1, card: 1, thread: 1 });
      expect((await deleteMine(t, alice.token, c1.id)).statusCode).toBe(200);
      expect(await counts()).toEqual({ detail: 0, card: 0, thread: 0 });
    });

    it('keeps the count on the article right when comments are posted and moderated at once', async () => {
      const crowd: Reader[] = [];
      for (let i = 0; i < 20; i += 1) crowd.push(await reader(t, 'crowd'));
      // Several rounds: a count stored out of order shows in some of them, not in every one.
      for (let round = 1; round <= 3; round += 1) {
        const a = await article();
        const posts = await Promise.all(
          crowd.map((r, i) => postComment(t, r, a.id, { content: `同时 ${round}-${i}` })),
        );
        expect(posts.map((r) => r.statusCode)).toEqual(crowd.map(() => 200));
        expect(await articleCounts(t, a)).toEqual({ detail: 20, card: 20 });
        const ids = posts.map((r) => (r.json().data as PublicComment).id);
        await Promise.all(ids.slice(0, 10).map((id) => setStatus(t, admin, id, 'REJECTED')));
        expect(await articleCounts(t, a)).toEqual({ detail: 10, card: 10 });
      }
    });

    it('hides the replies of a deleted top-level comment from the thread', async () => {
      const a = await article();
      const top = await say(t, alice, a.id, '将被删除的评论');
      const reply = await say(t, bob, a.id, '楼下的回复', top.id);
      await say(t, carol, a.id, '回复的回复', reply.id);
      const other = await say(t, carol, a.id, '另一条评论');
      expect((await thread(t, undefined, a.id)).commentCount).toBe(4);

      const res = await deleteMine(t, alice.token, top.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '评论已删除', data: null });
      for (const viewer of [undefined, alice.token, bob.token, carol.token])
        expect(await thread(t, viewer, a.id)).toMatchObject({
          content: [withReplies(other)],
          totalElements: 1,
          commentCount: 1,
        });
      expect(await articleCounts(t, a)).toEqual({ detail: 1, card: 1 });
      // A reply to a reply of the hidden thread cannot be posted either: nobody would see it.
      expect((await postComment(t, carol, a.id, { content: '迟到的回复', parentId: reply.id })).json()).toEqual(
        NO_SUCH_PARENT,
      );
    });
  });

  describe('who may do what', () => {
    it('asks a guest to sign in before looking at what they sent, and stores nothing', async () => {
      const a = await article();
      for (const payload of [{ content: '游客的评论' }, { content: '' }, {}, { content: 5, parentId: 'x' }]) {
        const res = await postComment(t, undefined, a.id, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(UNAUTHORIZED);
      }
      expect((await thread(t, undefined, a.id)).totalElements).toBe(0);
    });

    it("answers 404 to a USER deleting another user's comment, and keeps it", async () => {
      const a = await article();
      const c = await say(t, alice, a.id, '别人删不掉的评论');
      for (const id of [c.id, 987654]) {
        const res = await deleteMine(t, bob.token, id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(COMMENT_NOT_FOUND);
      }
      expect((await deleteMine(t, undefined, c.id)).json()).toEqual(UNAUTHORIZED);
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['别人删不掉的评论']);
      expect((await mine(t, alice.token)).content.map((x) => x.id)).toContain(c.id);
    });

    it('refuses every moderation route to a USER (403) and a guest (401)', async () => {
      const routes = t.routes.filter((r) => r.url.startsWith('/api/admin/comments') && r.method !== 'HEAD');
      expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        'DELETE /api/admin/comments/:id',
        'GET /api/admin/comments',
        'GET /api/admin/comments/settings',
        'GET /api/admin/comments/stats',
        'POST /api/admin/comments/:id/reply',
        'POST /api/admin/comments/batch',
        'PUT /api/admin/comments/:id/status',
        'PUT /api/admin/comments/settings',
      ]);
      const a = await article();
      const c = await say(t, alice, a.id, '管理接口测试用评论');
      for (const route of routes) {
        const url = route.url.replace(':id', String(c.id));
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const member = await t.call({ method, url, token: alice.token, payload: method === 'GET' ? undefined : {} });
        expect([member.statusCode, member.json()], `${method} ${url}`).toEqual([403, FORBIDDEN]);
        const guest = await t.call({ method, url, payload: method === 'GET' ? undefined : {} });
        expect([guest.statusCode, guest.json()], `${method} ${url}`).toEqual([401, UNAUTHORIZED]);
      }
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['管理接口测试用评论']);
    });

    it('answers 404 for the thread of a draft, a scheduled or an unknown article, and for posting there', async () => {
      const draft = await article({ status: 'DRAFT', publishedAt: null });
      const scheduled = await article({ publishedAt: new Date(Date.now() + 24 * 3600_000).toISOString() });
      for (const id of [draft.id, scheduled.id, 987654]) {
        for (const viewer of [undefined, alice.token, admin]) {
          const res = await getThread(t, viewer, id);
          expect([res.statusCode, res.json()], String(id)).toEqual([404, ARTICLE_NOT_FOUND]);
        }
        for (const who of [alice, app.owner]) {
          const res = await postComment(t, who, id, { content: '不该出现的评论' });
          expect([res.statusCode, res.json()], String(id)).toEqual([404, ARTICLE_NOT_FOUND]);
        }
      }
      expect((await adminList(t, admin, 'keyword=不该出现的评论')).totalElements).toBe(0);
    });

    it('answers 404 for the thread of an article taken back to draft, keeping its comments for when it returns', async () => {
      const a = await article();
      await say(t, alice, a.id, '下线前的评论');
      const edit = (status: string) =>
        t.call({
          method: 'PUT',
          url: `/api/admin/articles/${a.id}`,
          token: admin,
          payload: { title: a.title, slug: a.slug, content: a.content, status, publishedAt: a.publishedAt },
        });
      expect((await edit('DRAFT')).statusCode).toBe(200);
      expect((await getThread(t, undefined, a.id)).json()).toEqual(ARTICLE_NOT_FOUND);
      expect((await postComment(t, bob, a.id, { content: '草稿上的评论' })).json()).toEqual(ARTICLE_NOT_FOUND);
      expect((await edit('PUBLISHED')).statusCode).toBe(200);
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['下线前的评论']);
    });

    it('answers 404 "回复的评论不存在" to a reply to a comment of another article or one that is not public', async () => {
      const a = await article();
      const elsewhere = await article();
      const foreign = await say(t, alice, elsewhere.id, '另一篇文章的评论');
      let n = 0;
      const target = async (status: string) => {
        const c = await say(t, alice, a.id, `将被设为 ${status} 的评论 ${++n}`);
        expect((await setStatus(t, admin, c.id, status)).statusCode).toBe(200);
        return c.id;
      };
      const deleted = await say(t, alice, a.id, '作者删掉的评论');
      // A reply whose own thread is hidden (its top-level comment rejected) is no more answerable.
      const hiddenThread = await say(t, alice, a.id, '被拒绝的楼主');
      const underHidden = await say(t, carol, a.id, '被拒绝的楼下', hiddenThread.id);
      await setStatus(t, admin, hiddenThread.id, 'REJECTED');
      await deleteMine(t, alice.token, deleted.id);
      const parents = [
        foreign.id,
        await target('PENDING'),
        await target('REJECTED'),
        await target('SPAM'),
        deleted.id,
        underHidden.id,
        987654,
      ];
      for (const parentId of parents) {
        const res = await postComment(t, bob, a.id, { content: `回复 ${parentId}`, parentId });
        expect([res.statusCode, res.json()], String(parentId)).toEqual([404, NO_SUCH_PARENT]);
      }
      // Their own pending comment is no more answerable by its author.
      const own = await target('PENDING');
      expect((await postComment(t, alice, a.id, { content: '自己回复自己', parentId: own })).json()).toEqual(
        NO_SUCH_PARENT,
      );
      expect((await mine(t, bob.token)).content.filter((c) => c.content.startsWith('回复 '))).toEqual([]);
    });
  });

  describe('closed articles', () => {
    it('shows the thread with allowComments false and refuses posts with 403 "评论已关闭"', async () => {
      const a = await article({ allowComments: false });
      expect(await thread(t, alice.token, a.id, '')).toEqual({
        content: [],
        totalElements: 0,
        totalPages: 0,
        page: 0,
        size: 10,
        commentCount: 0,
        allowComments: false,
      });
      for (const who of [alice, bob]) {
        const res = await postComment(t, who, a.id, { content: '关闭后的评论' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(failure('COMMENTS_CLOSED', '评论已关闭'));
      }
      expect((await mine(t, alice.token)).content.map((c) => c.content)).not.toContain('关闭后的评论');
    });

    it('keeps the comments of an article closed later, and refuses replies to them', async () => {
      const a = await article();
      const before = await say(t, alice, a.id, '关闭前的评论');
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/articles/${a.id}`,
        token: admin,
        payload: {
          title: a.title,
          slug: a.slug,
          content: a.content,
          status: 'PUBLISHED',
          publishedAt: a.publishedAt,
          allowComments: false,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await thread(t, undefined, a.id)).toMatchObject({
        content: [withReplies(before)],
        commentCount: 1,
        allowComments: false,
      });
      const reply = await postComment(t, bob, a.id, { content: '关闭后的回复', parentId: before.id });
      expect([reply.statusCode, reply.json()]).toEqual([403, failure('COMMENTS_CLOSED', '评论已关闭')]);
    });
  });

  describe('what a comment may hold', () => {
    const refused = async (content: unknown, message: string) => {
      const a = await article();
      const res = await postComment(t, alice, a.id, content === undefined ? {} : { content });
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json()).toEqual(invalid('content', message));
    };
    const stored = async (content: string) => {
      const a = await article();
      const c = await say(t, bob, a.id, content);
      return (await mine(t, bob.token)).content.find((m) => m.id === c.id)!.content;
    };

    it('refuses U+0000, as every request holding it is refused (PostgreSQL cannot store it)', async () => {
      await refused('a\u0000b 评论', '请求包含无效字符');
    });

    it('refuses a comment shorter than 2 or longer than 1000 characters, or without text', async () => {
      await refused('好', '评论至少2个字符');
      await refused(' 好 \n', '评论至少2个字符');
      await refused('\u200b好\u200b', '评论至少2个字符');
      await refused('评'.repeat(1001), '评论不能超过1000个字符');
      await refused('a'.repeat(9000), '评论不能超过1000个字符');
      await refused('😀'.repeat(1001), '评论不能超过1000个字符');
      await refused('   \n\t  \r\n ', '请输入评论内容');
      await refused('\u200b\u200b\u200b', '请输入评论内容');
      await refused(undefined, '请输入评论内容');
      await refused(42, '请输入评论内容');
    });

    it('accepts 2 and 1000 characters, an emoji counting as one', async () => {
      expect(await stored('好的')).toBe('好的');
      expect(await stored('评'.repeat(1000))).toBe('评'.repeat(1000));
      expect(await stored('😀'.repeat(1000))).toBe('😀'.repeat(1000));
      expect(await stored('👍👍')).toBe('👍👍');
    });

    it('keeps line breaks (CRLF folded, at most two blank lines in a row) and trims the ends', async () => {
      expect(await stored('  第一行\r\n第二行\r\n\r\n第三段  \n')).toBe('第一行\n第二行\n\n第三段');
      expect(await stored('上面\n\n\n\n\n\n\n下面')).toBe('上面\n\n\n下面');
      expect(await stored('两个空行\n\n\n保留')).toBe('两个空行\n\n\n保留');
      expect(await stored('缩进\n\t代码')).toBe('缩进\n\t代码');
      // A line of spaces is a blank line; spaces at a line's end go.
      expect(await stored('前面 \n \n\t\n  \n \n后面')).toBe('前面\n\n\n后面');
    });

    it('removes control, zero-width and direction characters, but keeps the joiners emoji are built with', async () => {
      expect(await stored('a\u0001b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
      expect(await stored('加\u200b微信\u200e号码\u200f')).toBe('加微信号码');
      expect(await stored('程序员 👩\u200d💻 一家 👨\u200d👩\u200d👧')).toBe(
        '程序员 👩\u200d💻 一家 👨\u200d👩\u200d👧',
      );
      expect(await stored('\ufeff正\u202e常\u202a文\u2066字\u2069')).toBe('正常文字');
    });
  });

  describe('script in a comment', () => {
    const PAYLOADS = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      '[x](javascript:alert(1))',
      '<a href="javascript:alert(1)">点我</a>',
      '<svg/onload=alert(1)>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '"><iframe src=//evil.example>',
      '&lt;b&gt;不是标签&lt;/b&gt;',
    ];

    it('stores markup and script URLs as plain text and answers them verbatim in text parts', async () => {
      const a = await article();
      for (const payload of PAYLOADS) {
        const posted = await say(t, alice, a.id, payload);
        expect(posted.parts, payload).toEqual([{ type: 'text', text: payload }]);
      }
      const page = await thread(t, undefined, a.id);
      expect(page.content.map((c) => c.parts)).toEqual(PAYLOADS.map((p) => [{ type: 'text', text: p }]));
      expect((await mine(t, alice.token)).content.map((c) => c.content)).toEqual(expect.arrayContaining(PAYLOADS));
      const listed = await adminList(t, admin, `articleId=${a.id}&size=50`);
      expect(listed.content.map((c) => c.content).reverse()).toEqual(PAYLOADS);
    });

    it('links only http(s) addresses, ending them at quotes and angle brackets', async () => {
      const a = await article();
      const parts = async (content: string) => (await say(t, bob, a.id, content)).parts;
      expect(await parts('https://a.cn/"><script>alert(1)</script>')).toEqual([
        { type: 'link', text: 'https://a.cn/', href: 'https://a.cn/' },
        { type: 'text', text: '"><script>alert(1)</script>' },
      ]);
      expect(await parts("看 http://a.cn/x'onmouseover='alert(1)")).toEqual([
        { type: 'text', text: '看 ' },
        { type: 'link', text: 'http://a.cn/x', href: 'http://a.cn/x' },
        { type: 'text', text: "'onmouseover='alert(1)" },
      ]);
      expect(await parts('<a href="https://b.cn">b</a>')).toEqual([
        { type: 'text', text: '<a href="' },
        { type: 'link', text: 'https://b.cn', href: 'https://b.cn/' },
        { type: 'text', text: '">b</a>' },
      ]);
      const page = await thread(t, undefined, a.id);
      const hrefs = page.content.flatMap((c) => c.parts.flatMap((p) => (p.type === 'link' ? [p.href] : [])));
      expect(hrefs.length).toBe(3);
      for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    });
  });

  describe('links in a comment', () => {
    it('ends a link before Chinese punctuation, completes www. addresses, and finds none inside a word', async () => {
      const a = await article();
      const parts = async (content: string) => (await say(t, carol, a.id, content)).parts;
      expect(await parts('https://a.cn/x。')).toEqual([
        { type: 'link', text: 'https://a.cn/x', href: 'https://a.cn/x' },
        { type: 'text', text: '。' },
      ]);
      expect(await parts('www.b.cn')).toEqual([{ type: 'link', text: 'www.b.cn', href: 'http://www.b.cn/' }]);
      expect(await parts('awww.b.cn')).toEqual([{ type: 'text', text: 'awww.b.cn' }]);
      expect(await parts('详见https://a.cn/doc?id=1，谢谢')).toEqual([
        { type: 'text', text: '详见' },
        { type: 'link', text: 'https://a.cn/doc?id=1', href: 'https://a.cn/doc?id=1' },
        { type: 'text', text: '，谢谢' },
      ]);
    });
  });

  describe("the reader's own list", () => {
    it('lists their comments newest first with the article, or oldest first when asked', async () => {
      const [a1, a2] = [await article(), await article()];
      const dave = await reader(t, 'dave');
      const c1 = await say(t, dave, a1.id, '戴夫的第一条');
      const reply = await say(t, dave, a1.id, '戴夫的回复', (await say(t, alice, a1.id, '爱丽丝的评论')).id);
      await saveSettings(t, admin, { moderation: 'ALL' });
      const c3 = await say(t, dave, a2.id, '戴夫待审核的评论');
      await say(t, bob, a2.id, '鲍勃的评论');

      const entry = (c: PublicComment, a: AdminArticle, content: string, status: string) => ({
        id: c.id,
        content,
        status,
        createdAt: c.createdAt,
        articleSlug: a.slug,
        articleTitle: a.title,
      });
      const res = await myComments(t, dave.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: '操作成功',
        data: {
          content: [
            entry(c3, a2, '戴夫待审核的评论', 'PENDING'),
            entry(reply, a1, '戴夫的回复', 'APPROVED'),
            entry(c1, a1, '戴夫的第一条', 'APPROVED'),
          ],
          totalElements: 3,
          totalPages: 1,
          page: 0,
          size: 10,
        },
      });
      expect((await mine(t, dave.token, 'sort=createdAt,asc')).content.map((c) => c.id)).toEqual([
        c1.id,
        reply.id,
        c3.id,
      ]);
      expect(await mine(t, dave.token, 'size=2&page=1')).toMatchObject({
        content: [{ id: c1.id }],
        totalElements: 3,
        totalPages: 2,
      });
      expect((await myComments(t, undefined)).json()).toEqual(UNAUTHORIZED);
    });

    it('lets the author delete their comment: gone from the thread, their list and the count', async () => {
      const a = await article();
      const erin = await reader(t, 'erin');
      const kept = await say(t, erin, a.id, '保留的评论');
      const gone = await say(t, erin, a.id, '要删除的评论');
      expect(await articleCounts(t, a)).toEqual({ detail: 2, card: 2 });

      expect((await deleteMine(t, erin.token, gone.id)).json()).toEqual({
        success: true,
        message: '评论已删除',
        data: null,
      });
      expect(await visibleTexts(t, erin.token, a.id)).toEqual(['保留的评论']);
      expect(await mine(t, erin.token)).toMatchObject({ content: [{ id: kept.id }], totalElements: 1 });
      expect(await articleCounts(t, a)).toEqual({ detail: 1, card: 1 });
      expect((await deleteMine(t, erin.token, gone.id)).json()).toEqual(COMMENT_NOT_FOUND);
      // The moderation list keeps it under its own filter only.
      expect((await adminList(t, admin, `articleId=${a.id}`)).content.map((c) => c.id)).toEqual([kept.id]);
      expect((await adminList(t, admin, `articleId=${a.id}&status=DELETED`)).content.map((c) => c.id)).toEqual([
        gone.id,
      ]);
    });

    it('lets the author take back a comment still awaiting review', async () => {
      const a = await article();
      await saveSettings(t, admin, { moderation: 'ALL' });
      const c = await say(t, alice, a.id, '后悔发的评论');
      expect((await deleteMine(t, alice.token, c.id)).statusCode).toBe(200);
      expect(await visibleTexts(t, alice.token, a.id)).toEqual([]);
      expect((await mine(t, alice.token)).content.map((m) => m.id)).not.toContain(c.id);
    });
  });

  describe('deleting an article', () => {
    it('removes its comments from the public, the user and the moderation lists', async () => {
      const a = await article();
      const kept = await article();
      const top = await say(t, alice, a.id, '随文章消失的评论');
      await say(t, bob, a.id, '随文章消失的回复', top.id);
      const survivor = await say(t, alice, kept.id, '另一篇文章上留下的评论');
      await saveSettings(t, admin, { moderation: 'ALL' });
      await say(t, carol, a.id, '随文章消失的待审核评论');
      expect((await adminList(t, admin, 'keyword=随文章消失')).totalElements).toBe(3);

      const res = await t.call({ method: 'DELETE', url: `/api/admin/articles/${a.id}`, token: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect((await getThread(t, undefined, a.id)).json()).toEqual(ARTICLE_NOT_FOUND);
      for (const who of [alice, bob, carol])
        expect((await mine(t, who.token)).content.filter((c) => c.articleSlug === a.slug)).toEqual([]);
      expect((await mine(t, alice.token)).content.map((c) => c.id)).toContain(survivor.id);
      expect((await adminList(t, admin, 'keyword=随文章消失')).totalElements).toBe(0);
      expect((await adminList(t, admin, `articleId=${a.id}`)).totalElements).toBe(0);
      expect((await adminList(t, admin, `articleId=${a.id}&status=PENDING`)).totalElements).toBe(0);
      expect(await visibleTexts(t, undefined, kept.id)).toEqual(['另一篇文章上留下的评论']);
    });
  });
});
