import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMMENT_SETTINGS, type AdminArticle, type AdminComment, type PublicComment } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { signedInAppFor } from '../../test/users.fixtures.ts';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import { dataOf, invalid, ISO_UTC, notFound } from '../../test/envelopes.ts';
import {
  adminList,
  deleteMine,
  publishedArticle,
  reader,
  RELAXED,
  saveSettings,
  say,
  setStatus,
  stats,
  statusOf,
  thread,
  useCommentsApp,
  visibleTexts,
  type Reader,
} from './comments.fixtures.ts';

const COMMENT_NOT_FOUND = notFound('评论不存在');

describe.each(testDialects)('comment moderation (%s)', (dialect) => {
  const app = useCommentsApp(dialect);
  let t: TestApp;
  let admin: string;
  let a: AdminArticle;
  beforeAll(() => {
    ({ t, admin } = app);
  });
  beforeEach(async () => {
    a = await publishedArticle(t, admin);
    await saveSettings(t, admin, {});
  });

  const ids = (page: { content: { id: number }[] }) => page.content.map((c) => c.id);
  const batch = (payload: unknown) =>
    t.call({ method: 'POST', url: '/api/admin/comments/batch', token: admin, payload: payload as object });
  const adminReply = (id: number, content: unknown) =>
    t.call({ method: 'POST', url: `/api/admin/comments/${id}/reply`, token: admin, payload: { content } });
  const adminDelete = (id: number) => t.call({ method: 'DELETE', url: `/api/admin/comments/${id}`, token: admin });

  describe('GET /api/admin/comments', () => {
    it('lists pending comments first, then the newest, with author, article, reply and masked address', async () => {
      const alice = { ...(await reader(t)), ip: '203.0.113.7' };
      const bob = { ...(await reader(t)), ip: '2001:db8:1:2::5' };
      const carol = { ...(await reader(t)), ip: '2001:db8::abcd' };
      const c1 = await say(t, alice, a.id, '第一条，已通过');
      const c2 = await say(t, bob, a.id, '第二条，垃圾');
      await setStatus(t, admin, c2.id, 'SPAM');
      const c3 = await say(t, carol, a.id, '第三条，回复第一条', c1.id);
      await saveSettings(t, admin, { moderation: 'ALL' });
      const c4 = await say(t, alice, a.id, '第四条，待审核');
      const c5 = await say(t, bob, a.id, '第五条，作者删了');
      await deleteMine(t, bob.token, c5.id);
      // The administrator from the address every injected request has.
      const c6 = dataOf<PublicComment>(
        await t.call({
          method: 'POST',
          url: `/api/public/comments/article/${a.id}`,
          token: admin,
          payload: { content: '第六条，博主' },
        }),
      );

      const page = await adminList(t, admin, `articleId=${a.id}`);
      expect(ids(page)).toEqual([c4.id, c6.id, c3.id, c2.id, c1.id]);
      expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 10 });
      const entry = (c: PublicComment) => page.content.find((x) => x.id === c.id)!;
      expect(entry(c3)).toEqual({
        id: c3.id,
        content: '第三条，回复第一条',
        status: 'APPROVED',
        createdAt: expect.stringMatching(ISO_UTC),
        author: {
          id: carol.id,
          username: carol.username,
          displayName: carol.name,
          avatarUrl: null,
          admin: false,
          spamCount: 0,
        },
        article: { id: a.id, title: a.title, slug: a.slug },
        parentId: c1.id,
        replyTo: { id: c1.id, displayName: alice.name },
        ip: '2001:db8:0:*',
      } satisfies AdminComment);
      expect(page.content.map((c) => [c.id, c.status, c.ip, c.author.spamCount, c.author.admin])).toEqual([
        [c4.id, 'PENDING', '203.0.113.*', 0, false],
        [c6.id, 'APPROVED', '127.0.0.*', 0, true],
        [c3.id, 'APPROVED', '2001:db8:0:*', 0, false],
        [c2.id, 'SPAM', '2001:db8:1:*', 1, false],
        [c1.id, 'APPROVED', '203.0.113.*', 0, false],
      ]);
      expect(JSON.stringify(page)).not.toContain('203.0.113.7');
      expect(JSON.stringify(page)).not.toContain('abcd');

      expect(ids(await adminList(t, admin, `articleId=${a.id}&status=DELETED`))).toEqual([c5.id]);
      expect(ids(await adminList(t, admin, `articleId=${a.id}&status=SPAM`))).toEqual([c2.id]);
      expect(ids(await adminList(t, admin, `articleId=${a.id}&status=APPROVED`))).toEqual([c6.id, c3.id, c1.id]);
      expect(await adminList(t, admin, `articleId=${a.id}&size=2&page=2`)).toMatchObject({
        content: [{ id: c1.id }],
        totalElements: 5,
        totalPages: 3,
      });
      // Without the article filter, the pending comment still comes before every other one.
      expect((await adminList(t, admin, 'size=100')).content.findIndex((c) => c.id === c4.id)).toBeLessThan(
        (await adminList(t, admin, 'size=100')).content.findIndex((c) => c.status !== 'PENDING'),
      );
    });

    it('finds comments by keyword, case-insensitively, taking % and _ literally', async () => {
      const alice = await reader(t);
      const texts = ['限时 50% off', '限时 50 off', '变量 a_b 的值', '变量 axb 的值', 'Hello 关键字 World'];
      const posted = new Map<string, number>();
      for (const text of texts) posted.set(text, (await say(t, alice, a.id, text)).id);
      const found = async (keyword: string) =>
        (await adminList(t, admin, `articleId=${a.id}&keyword=${encodeURIComponent(keyword)}`)).content.map(
          (c) => c.content,
        );
      expect(await found('50%')).toEqual(['限时 50% off']);
      expect(await found('a_b')).toEqual(['变量 a_b 的值']);
      expect(await found('_')).toEqual(['变量 a_b 的值']);
      expect(await found('hello 关键字 WORLD')).toEqual(['Hello 关键字 World']);
      expect(await found('限时')).toEqual(['限时 50 off', '限时 50% off']);
      expect(await found('  ')).toHaveLength(5);
      expect(await found('没有这个词')).toEqual([]);
      const tooLong = await t.call({
        method: 'GET',
        url: `/api/admin/comments?keyword=${'字'.repeat(101)}`,
        token: admin,
      });
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe('one comment at a time', () => {
    it('sets a status, back to pending too, and answers 404 for an unknown comment', async () => {
      const alice = await reader(t);
      const c = await say(t, alice, a.id, '等待处理的评论');
      for (const status of ['REJECTED', 'SPAM', 'PENDING', 'APPROVED']) {
        const res = await setStatus(t, admin, c.id, status);
        expect(res.json(), status).toEqual({ success: true, message: '评论状态已更新', data: null });
        expect(await statusOf(t, admin, a.id, c.id)).toBe(status);
        expect(await visibleTexts(t, undefined, a.id)).toEqual(status === 'APPROVED' ? ['等待处理的评论'] : []);
      }
      const unknown = await setStatus(t, admin, 987654, 'APPROVED');
      expect([unknown.statusCode, unknown.json()]).toEqual([404, COMMENT_NOT_FOUND]);
      // Deleting is its own call.
      const deleted = await setStatus(t, admin, c.id, 'DELETED');
      expect(deleted.statusCode).toBe(400);
      expect(deleted.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: [{ field: 'status' }] } });
    });

    it('deletes a comment: gone from the thread and the list, kept under the DELETED filter, and can be restored', async () => {
      const alice = await reader(t);
      const c = await say(t, alice, a.id, '管理员要删的评论');
      const res = await adminDelete(c.id);
      expect(res.json()).toEqual({ success: true, message: '评论已删除', data: null });
      expect(await visibleTexts(t, undefined, a.id)).toEqual([]);
      expect(ids(await adminList(t, admin, `articleId=${a.id}`))).toEqual([]);
      expect(ids(await adminList(t, admin, `articleId=${a.id}&status=DELETED`))).toEqual([c.id]);
      expect((await thread(t, undefined, a.id)).commentCount).toBe(0);

      expect((await adminDelete(987654)).json()).toEqual(COMMENT_NOT_FOUND);
      await setStatus(t, admin, c.id, 'APPROVED');
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['管理员要删的评论']);
    });
  });

  describe('POST /api/admin/comments/batch', () => {
    it('sets many at once, answering how many changed and leaving those already set', async () => {
      const [alice, bob, carol] = [await reader(t), await reader(t), await reader(t)];
      const approved = await say(t, app.owner, a.id, '已经通过的评论');
      await saveSettings(t, admin, { moderation: 'ALL' });
      const pending = [
        await say(t, alice, a.id, '待审一'),
        await say(t, bob, a.id, '待审二'),
        await say(t, carol, a.id, '待审三'),
      ];
      const [p1, p2, p3] = pending.map((c) => c.id) as [number, number, number];

      const res = await batch({ ids: [p1, p2, p3, approved.id, p1, 987654], action: 'APPROVE' });
      expect(res.json()).toEqual({ success: true, message: '已处理 3 条评论', data: { updated: 3 } });
      expect((await thread(t, undefined, a.id)).commentCount).toBe(4);
      expect((await batch({ ids: [p1, p2, p3], action: 'APPROVE' })).json()).toEqual({
        success: true,
        message: '已处理 0 条评论',
        data: { updated: 0 },
      });
      expect((await batch({ ids: [p1, p2], action: 'REJECT' })).json().data).toEqual({ updated: 2 });
      expect((await batch({ ids: [p2, p3], action: 'SPAM' })).json().data).toEqual({ updated: 2 });
      expect((await adminList(t, admin, `articleId=${a.id}`)).content.map((c) => [c.id, c.status])).toEqual([
        [p3, 'SPAM'],
        [p2, 'SPAM'],
        [p1, 'REJECTED'],
        [approved.id, 'APPROVED'],
      ]);
      expect((await batch({ ids: [p1, p2, p3], action: 'DELETE' })).json().data).toEqual({ updated: 3 });
      expect(ids(await adminList(t, admin, `articleId=${a.id}`))).toEqual([approved.id]);
      expect(ids(await adminList(t, admin, `articleId=${a.id}&status=DELETED`))).toEqual([p3, p2, p1]);
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['已经通过的评论']);
    });

    it('refuses an empty selection, more than 100 comments, or an unknown action', async () => {
      const empty = await batch({ ids: [], action: 'APPROVE' });
      expect([empty.statusCode, empty.json()]).toEqual([400, invalid('ids', '请选择评论')]);
      const tooMany = await batch({ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'DELETE' });
      expect([tooMany.statusCode, tooMany.json()]).toEqual([400, invalid('ids', '一次最多处理100条评论')]);
      const unknown = await batch({ ids: [1], action: 'PUBLISH' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: [{ field: 'action' }] } });
      // A hundred is allowed.
      const hundred = await batch({ ids: Array.from({ length: 100 }, (_, i) => 900_000 + i), action: 'APPROVE' });
      expect(hundred.json()).toEqual({ success: true, message: '已处理 0 条评论', data: { updated: 0 } });
    });
  });

  describe('POST /api/admin/comments/{id}/reply', () => {
    it('answers as the administrator, approved at once, approving the pending comment it answers', async () => {
      await saveSettings(t, admin, { moderation: 'ALL' });
      const alice = await reader(t);
      const question = await say(t, alice, a.id, '博主，这个问题怎么解决？');
      expect(question.status).toBe('PENDING');

      const res = await adminReply(question.id, '这样就可以了');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: '回复已发布',
        data: {
          id: expect.any(Number),
          parts: [{ type: 'text', text: '这样就可以了' }],
          author: { id: app.owner.id, displayName: app.owner.name, avatarUrl: null, admin: true },
          status: 'APPROVED',
          createdAt: expect.stringMatching(ISO_UTC),
          parentId: question.id,
          replyTo: { id: question.id, displayName: alice.name },
        },
      });
      expect(await statusOf(t, admin, a.id, question.id)).toBe('APPROVED');
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['博主，这个问题怎么解决？', '↳ 这样就可以了']);
      expect((await thread(t, undefined, a.id)).commentCount).toBe(2);
    });

    it('answers a pending reply under its thread, and approves it', async () => {
      const alice = await reader(t);
      const bob = await reader(t);
      const top = await say(t, alice, a.id, '楼主的评论');
      await saveSettings(t, admin, { moderation: 'ALL' });
      const followUp = await say(t, bob, a.id, '楼下的追问', top.id);
      const answer = dataOf<PublicComment>(await adminReply(followUp.id, '回答楼下'));
      expect(answer).toMatchObject({ parentId: top.id, replyTo: { id: followUp.id, displayName: bob.name } });
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['楼主的评论', '↳ 楼下的追问', '↳ 回答楼下']);
    });

    it('refuses an unknown comment, one that is rejected, spam or deleted, and an invalid text', async () => {
      const alice = await reader(t);
      expect((await adminReply(987654, '回复不存在的评论')).json()).toEqual(COMMENT_NOT_FOUND);
      for (const status of ['REJECTED', 'SPAM']) {
        const c = await say(t, alice, a.id, `状态为 ${status} 的评论`);
        await setStatus(t, admin, c.id, status);
        const res = await adminReply(c.id, '回复');
        expect([res.statusCode, res.json()], status).toEqual([404, notFound('回复的评论不存在')]);
      }
      const deleted = await say(t, alice, a.id, '被删除的评论');
      await adminDelete(deleted.id);
      expect((await adminReply(deleted.id, '回复')).json()).toEqual(notFound('回复的评论不存在'));
      const ok = await say(t, alice, a.id, '正常的评论');
      const short = await adminReply(ok.id, '好');
      expect([short.statusCode, short.json()]).toEqual([400, invalid('content', '评论至少2个字符')]);
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['正常的评论']);
    });
  });
});

describe.each(testDialects)('comment counts and settings on a new site (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  beforeAll(() => {
    ({ t, admin } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const put = (payload: unknown) =>
    t.call({ method: 'PUT', url: '/api/admin/comments/settings', token: admin, payload: payload as object });
  const current = async () =>
    dataOf<typeof RELAXED>(await t.call({ method: 'GET', url: '/api/admin/comments/settings', token: admin }));

  it('answers the defaults until the settings are saved, then what was saved (words trimmed, each once)', async () => {
    expect(await current()).toEqual(DEFAULT_COMMENT_SETTINGS);

    const saved = {
      moderation: 'ALL',
      reviewWords: [' 加微信 ', '加微信', '代开发票'],
      spamWords: ['博彩'],
      maxLinks: 0,
      perMinute: 10,
      perDay: 100,
      spammerThreshold: 5,
    };
    const res = await put(saved);
    const expected = { ...saved, reviewWords: ['加微信', '代开发票'] };
    expect(res.json()).toEqual({ success: true, message: '评论设置已保存', data: expected });
    expect(await current()).toEqual(expected);
  });

  it('counts pending, approved, spam, all but deleted, and today', async () => {
    expect(await stats(t, admin)).toEqual({ pending: 0, approved: 0, spam: 0, total: 0, today: 0 });
    await saveSettings(t, admin, {});
    const a = await publishedArticle(t, admin);
    const [alice, bob, carol, dave] = [await reader(t), await reader(t), await reader(t), await reader(t)];
    await say(t, alice, a.id, '通过的一');
    await say(t, alice, a.id, '通过的二');
    await saveSettings(t, admin, { moderation: 'ALL' });
    await say(t, bob, a.id, '待审核的');
    await setStatus(t, admin, (await say(t, carol, a.id, '垃圾的')).id, 'SPAM');
    await setStatus(t, admin, (await say(t, dave, a.id, '拒绝的')).id, 'REJECTED');
    await deleteMine(t, dave.token, (await say(t, dave, a.id, '删除的')).id);

    const res = await t.call({ method: 'GET', url: '/api/admin/comments/stats', token: admin });
    expect(res.json()).toEqual({
      success: true,
      message: '操作成功',
      data: { pending: 1, approved: 2, spam: 1, total: 5, today: 5 },
    });
  });

  it('starts "today" at midnight in China', async () => {
    await saveSettings(t, admin, {});
    const a = await publishedArticle(t, admin);
    const alice: Reader = await reader(t);
    // The midnight after next in UTC+8 (16:00 UTC): everything posted so far is from an earlier day.
    const day = 24 * 60 * MINUTE;
    const midnight = Math.ceil((Date.now() + 8 * 60 * MINUTE) / day) * day - 8 * 60 * MINUTE + day;
    const before = await stats(t, admin);
    freezeDate(midnight - MINUTE);
    await say(t, alice, a.id, '午夜前一分钟');
    expect(await stats(t, admin)).toEqual({
      ...before,
      approved: before.approved + 1,
      total: before.total + 1,
      today: 1,
    });
    advance(2 * MINUTE);
    expect(await stats(t, admin)).toEqual({
      ...before,
      approved: before.approved + 1,
      total: before.total + 1,
      today: 0,
    });
    await say(t, alice, a.id, '午夜后一分钟');
    expect((await stats(t, admin)).today).toBe(1);
  });

  it('refuses invalid settings field by field, keeping the saved ones', async () => {
    await saveSettings(t, admin, {});
    const cases: [Partial<Record<keyof typeof RELAXED, unknown>>, string, string][] = [
      [{ maxLinks: -1 }, 'maxLinks', '链接数不能为负数'],
      [{ maxLinks: 21 }, 'maxLinks', '链接数不能超过20'],
      [{ perMinute: 0 }, 'perMinute', '每分钟至少1条'],
      [{ perMinute: 61 }, 'perMinute', '每分钟不能超过60条'],
      [{ perDay: 0 }, 'perDay', '每天至少1条'],
      [{ perDay: 1001 }, 'perDay', '每天不能超过1000条'],
      [{ spammerThreshold: 0 }, 'spammerThreshold', '至少为1'],
      [{ spammerThreshold: 101 }, 'spammerThreshold', '不能超过100'],
      [{ reviewWords: ['  '] }, 'reviewWords.0', '审核词不能为空'],
      [{ spamWords: ['垃'.repeat(51)] }, 'spamWords.0', '垃圾词不能超过50个字符'],
      [{ reviewWords: Array.from({ length: 1001 }, (_, i) => `词${i}`) }, 'reviewWords', '审核词最多1000个'],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...RELAXED, ...change });
      expect([res.statusCode, res.json()], field).toEqual([400, invalid(field, message)]);
    }
    // What no form sends (zod's own Chinese messages), named by field.
    const malformed: [Partial<Record<keyof typeof RELAXED, unknown>>, string][] = [
      [{ moderation: 'SOME' }, 'moderation'],
      [{ maxLinks: 1.5 }, 'maxLinks'],
      [{ perDay: '10' }, 'perDay'],
      [{ spamWords: undefined }, 'spamWords'],
    ];
    for (const [change, field] of malformed) {
      const res = await put({ ...RELAXED, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: [{ field }] } });
    }
    expect(await current()).toEqual(RELAXED);
  });
});
