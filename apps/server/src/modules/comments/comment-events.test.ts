import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminArticle, CommentStatus, PublicComment } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf } from '../../test/envelopes.ts';
import type { CommentEvent } from './comment-events.ts';
import {
  commentEventsOf,
  deleteMine,
  postComment,
  publishedArticle,
  reader,
  recordEvents,
  saveSettings,
  say,
  setStatus,
  textOf,
  useCommentsApp,
  visibleTexts,
  type Reader,
} from './comments.fixtures.ts';

describe.each(testDialects)('comment events (%s)', (dialect) => {
  const app = useCommentsApp(dialect);
  const seen = recordEvents(() => app.t);
  let t: TestApp;
  let admin: string;
  let a: AdminArticle;
  let alice: Reader;
  let bob: Reader;
  let carol: Reader;
  beforeAll(async () => {
    ({ t, admin } = app);
    [alice, bob, carol] = [await reader(t, 'alice'), await reader(t, 'bob'), await reader(t, 'carol')];
  });
  beforeEach(async () => {
    a = await publishedArticle(t, admin);
    await saveSettings(t, admin, {});
    seen.length = 0;
  });

  /** The comment as the events carry it. */
  const carried = (c: PublicComment, author: Reader, status: CommentStatus = c.status) => ({
    id: c.id,
    articleId: a.id,
    articleTitle: a.title,
    articleSlug: a.slug,
    authorId: author.id,
    authorName: author.name,
    content: textOf(c),
    status,
    createdAt: c.createdAt,
  });
  /** The events of the test so far, and forgets them. */
  const taken = (): CommentEvent[] => seen.splice(0);

  it('tells of each new comment with its status, and of nothing refused', async () => {
    const c1 = await say(t, alice, a.id, '第一条评论');
    expect(taken()).toEqual([{ type: 'created', comment: carried(c1, alice) }]);

    await saveSettings(t, admin, { moderation: 'ALL' });
    const c2 = await say(t, alice, a.id, '需要审核的评论');
    expect(taken()).toEqual([{ type: 'created', comment: carried(c2, alice, 'PENDING') }]);

    await saveSettings(t, admin, { spamWords: ['博彩'] });
    const c3 = await say(t, alice, a.id, '博彩广告');
    expect(taken()).toEqual([{ type: 'created', comment: carried(c3, alice, 'SPAM') }]);

    for (const payload of [{ content: '第一条评论' }, { content: '好' }, { content: '回复', parentId: 987654 }])
      expect((await postComment(t, alice, a.id, payload)).statusCode).toBeGreaterThanOrEqual(400);
    expect(taken()).toEqual([]);
  });

  it('tells the author answered when a reply is public at once, never oneself', async () => {
    const top = await say(t, alice, a.id, '楼主');
    const reply = await say(t, bob, a.id, '回复楼主', top.id);
    const answer = await say(t, carol, a.id, '回复楼下', reply.id);
    const own = await say(t, alice, a.id, '楼主自己补充', top.id);
    const back = await say(t, alice, a.id, '楼主回复楼下', reply.id);
    expect(taken()).toEqual([
      { type: 'created', comment: carried(top, alice) },
      { type: 'created', comment: carried(reply, bob) },
      { type: 'reply-published', comment: carried(reply, bob), recipientId: alice.id },
      { type: 'created', comment: carried(answer, carol) },
      { type: 'reply-published', comment: carried(answer, carol), recipientId: bob.id },
      { type: 'created', comment: carried(own, alice) },
      { type: 'created', comment: carried(back, alice) },
      { type: 'reply-published', comment: carried(back, alice), recipientId: bob.id },
    ]);
  });

  it('tells the author answered when a held reply is approved later', async () => {
    const top = await say(t, alice, a.id, '楼主的问题');
    await saveSettings(t, admin, { moderation: 'ALL' });
    const reply = await say(t, bob, a.id, '等审核的回复', top.id);
    const own = await say(t, alice, a.id, '楼主等审核的补充', top.id);
    taken();

    await setStatus(t, admin, reply.id, 'APPROVED');
    expect(taken()).toEqual([
      { type: 'status-changed', comment: carried(reply, bob, 'APPROVED'), from: 'PENDING' },
      { type: 'reply-published', comment: carried(reply, bob, 'APPROVED'), recipientId: alice.id },
    ]);
    await setStatus(t, admin, own.id, 'APPROVED');
    expect(taken()).toEqual([{ type: 'status-changed', comment: carried(own, alice, 'APPROVED'), from: 'PENDING' }]);
  });

  it('tells of status changes and deletions, by the administrator or the author, and of no change', async () => {
    const c1 = await say(t, alice, a.id, '将被拒绝');
    const c2 = await say(t, bob, a.id, '将被标为垃圾');
    const c3 = await say(t, carol, a.id, '将被作者删除');
    taken();

    await setStatus(t, admin, c1.id, 'REJECTED');
    expect(taken()).toEqual([{ type: 'status-changed', comment: carried(c1, alice, 'REJECTED'), from: 'APPROVED' }]);
    await setStatus(t, admin, c1.id, 'REJECTED');
    expect(taken()).toEqual([]);

    const res = await t.call({
      method: 'POST',
      url: '/api/admin/comments/batch',
      token: admin,
      payload: { ids: [c1.id, c2.id], action: 'SPAM' },
    });
    expect(res.json().data).toEqual({ updated: 2 });
    expect(taken().sort((x, y) => x.comment.id - y.comment.id)).toEqual([
      { type: 'status-changed', comment: carried(c1, alice, 'SPAM'), from: 'REJECTED' },
      { type: 'status-changed', comment: carried(c2, bob, 'SPAM'), from: 'APPROVED' },
    ]);

    await t.call({ method: 'DELETE', url: `/api/admin/comments/${c2.id}`, token: admin });
    expect(taken()).toEqual([{ type: 'deleted', comment: carried(c2, bob, 'DELETED'), by: 'admin' }]);
    await deleteMine(t, carol.token, c3.id);
    expect(taken()).toEqual([{ type: 'deleted', comment: carried(c3, carol, 'DELETED'), by: 'author' }]);
  });

  it("tells of the approval, the administrator's reply and its recipient when the administrator answers", async () => {
    await saveSettings(t, admin, { moderation: 'ALL' });
    const question = await say(t, alice, a.id, '等审核的问题');
    taken();
    const answer = dataOf<PublicComment>(
      await t.call({
        method: 'POST',
        url: `/api/admin/comments/${question.id}/reply`,
        token: admin,
        payload: { content: '博主的回答' },
      }),
    );
    expect(taken()).toEqual([
      { type: 'status-changed', comment: carried(question, alice, 'APPROVED'), from: 'PENDING' },
      { type: 'created', comment: carried(answer, app.owner) },
      { type: 'reply-published', comment: carried(answer, app.owner), recipientId: alice.id },
    ]);
  });

  it('does not fail the request when a listener throws, and still tells the other listeners (the event is retried later)', async () => {
    const events = commentEventsOf(t);
    const later: CommentEvent[] = [];
    const stops = [
      events.subscribe(() => {
        throw new Error('通知服务不可用');
      }),
      events.subscribe(() => Promise.reject(new Error('通知服务超时'))),
      events.subscribe((e) => void later.push(e)),
    ];
    try {
      const res = await postComment(t, alice, a.id, { content: '监听器出错也要发表成功' });
      expect(res.statusCode).toBe(200);
      const c = res.json().data as PublicComment;
      expect(later).toEqual([{ type: 'created', comment: carried(c, alice) }]);
      expect(await visibleTexts(t, undefined, a.id)).toEqual(['监听器出错也要发表成功']);
      expect((await setStatus(t, admin, c.id, 'REJECTED')).statusCode).toBe(200);
      expect(later.map((e) => e.type)).toEqual(['created', 'status-changed']);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
