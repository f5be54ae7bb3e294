import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicComment } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate, SECOND } from '../../test/clock.ts';
import { failure } from '../../test/envelopes.ts';
import {
  deleteMine,
  freshIp,
  HELD,
  mine,
  POSTED,
  postComment,
  publishedArticle,
  reader,
  saveSettings,
  say,
  setStatus,
  statusOf,
  thread,
  useCommentsApp,
  visibleTexts,
  type Reader,
} from './comments.fixtures.ts';

const DUPLICATE = failure('COMMENT_DUPLICATE', '请勿重复发表相同内容');
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const tooFast = (seconds: number) => failure('RATE_LIMITED', '评论太频繁，请稍后再试', { retryAfterSeconds: seconds });
const dayIsOver = (seconds: number) =>
  failure('RATE_LIMITED', '今天的评论次数已达上限，请明天再来', { retryAfterSeconds: seconds });

describe.each(testDialects)('the spam defence of comments (%s)', (dialect) => {
  const app = useCommentsApp(dialect);
  let t: TestApp;
  let admin: string;
  let articleId: number;
  beforeAll(() => {
    ({ t, admin } = app);
  });
  // Each test on an article of its own, from the relaxed settings.
  beforeEach(async () => {
    articleId = (await publishedArticle(t, admin)).id;
    await saveSettings(t, admin, {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Posts and answers [HTTP status, the comment's status in the answer, the answer's message]. */
  const outcome = async (who: Reader, content: string, parentId?: number) => {
    const res = await postComment(t, who, articleId, parentId ? { content, parentId } : { content });
    const body = res.json() as { message: string; data: PublicComment | null };
    return [res.statusCode, body.data?.status, body.message];
  };
  const approved = [200, 'APPROVED', POSTED];
  const held = [200, 'PENDING', HELD];
  /** The status the moderation list shows for the newest comment of a reader. */
  const filedAs = async (who: Reader) => {
    const [newest] = (await mine(t, who.token, 'size=1')).content;
    return statusOf(t, admin, articleId, newest!.id);
  };

  describe('moderation modes', () => {
    it('NONE publishes at once, ALL holds every comment for review', async () => {
      const alice = await reader(t);
      expect(await outcome(alice, '无需审核的评论')).toEqual(approved);
      await saveSettings(t, admin, { moderation: 'ALL' });
      expect(await outcome(alice, '需要审核的评论')).toEqual(held);
      expect(await filedAs(alice)).toBe('PENDING');
    });

    it("FIRST holds a user's comments until one is approved, then publishes the next at once", async () => {
      await saveSettings(t, admin, { moderation: 'FIRST' });
      const alice = await reader(t);
      const bob = await reader(t);
      expect(await outcome(alice, '新用户的第一条')).toEqual(held);
      expect(await outcome(alice, '第一条还没审，第二条也等着')).toEqual(held);
      const [second, first] = (await mine(t, alice.token)).content;
      expect((await setStatus(t, admin, first!.id, 'APPROVED')).statusCode).toBe(200);
      expect(await outcome(alice, '通过一条以后的评论')).toEqual(approved);
      expect(await statusOf(t, admin, articleId, second!.id)).toBe('PENDING');
      // Another newcomer still waits.
      expect(await outcome(bob, '另一个新用户')).toEqual(held);
    });

    it("publishes the administrator's comments at once, whatever the rules", async () => {
      await saveSettings(t, admin, { moderation: 'ALL', spamWords: ['博彩'], reviewWords: ['审核'], maxLinks: 0 });
      expect(await outcome(app.owner, '博主说：博彩要审核 https://a.cn')).toEqual(approved);
      const [top] = (await thread(t, undefined, articleId)).content;
      expect(top!.author).toEqual({ id: app.owner.id, displayName: app.owner.name, avatarUrl: null, admin: true });
    });
  });

  describe('content rules', () => {
    it('holds a comment with more links than allowed', async () => {
      await saveSettings(t, admin, { maxLinks: 1 });
      const alice = await reader(t);
      expect(await outcome(alice, '一个链接 https://a.cn/1')).toEqual(approved);
      expect(await outcome(alice, '两个链接 https://a.cn/2 www.b.cn')).toEqual(held);
      expect(await filedAs(alice)).toBe('PENDING');
      await saveSettings(t, admin, { maxLinks: 0 });
      expect(await outcome(alice, '零个也不行 http://c.cn')).toEqual(held);
      // A word that only looks like an address is not a link.
      expect(await outcome(alice, '不是链接 awww.b.cn')).toEqual(approved);
    });

    it('holds a comment with a review word for review', async () => {
      await saveSettings(t, admin, { reviewWords: ['代开发票', 'Bitcoin'] });
      const alice = await reader(t);
      expect(await outcome(alice, '专业代开发票，价格优惠')).toEqual(held);
      expect(await filedAs(alice)).toBe('PENDING');
      expect(await outcome(alice, '收 BITCOIN 付款')).toEqual(held);
      expect(await outcome(alice, '正常的评论内容')).toEqual(approved);
    });

    it('files a comment with a spam word as SPAM, while its author is told it awaits review', async () => {
      await saveSettings(t, admin, { spamWords: ['博彩网站'] });
      const alice = await reader(t);
      expect(await outcome(alice, '推荐一个博彩网站')).toEqual(held);
      expect(await filedAs(alice)).toBe('SPAM');
      expect(await visibleTexts(t, undefined, articleId)).not.toContain('推荐一个博彩网站');
      // A spam word outranks the moderation mode and the other rules.
      await saveSettings(t, admin, { spamWords: ['博彩网站'], reviewWords: ['推荐'], moderation: 'ALL' });
      expect(await outcome(alice, '再推荐一个博彩网站')).toEqual(held);
      expect(await filedAs(alice)).toBe('SPAM');
    });

    it('catches a word spaced out, dotted, in full-width or other case', async () => {
      // The author is not to become a spammer by the marks of this test.
      await saveSettings(t, admin, { reviewWords: ['加微信'], spamWords: ['viagra'], spammerThreshold: 100 });
      const alice = await reader(t);
      expect(await outcome(alice, '有需要请 加 微 信 联系')).toEqual(held);
      expect(await filedAs(alice)).toBe('PENDING');
      expect(await outcome(alice, '加\u3000微·信，谢谢')).toEqual(held);
      expect(await filedAs(alice)).toBe('PENDING');
      for (const text of ['便宜的 ＶＩＡＧＲＡ', 'v.i.a.g.r.a 特价', 'Via Gra 包邮']) {
        expect(await outcome(alice, text), text).toEqual(held);
        expect(await filedAs(alice), text).toBe('SPAM');
      }
      expect(await outcome(alice, '微信公众号文章写得好')).toEqual(approved);
    });

    it('catches a word that ends inside a longer listed word', async () => {
      await saveSettings(t, admin, { reviewWords: ['加微信号码', '微信'] });
      const alice = await reader(t);
      expect(await outcome(alice, '加微信好友')).toEqual(held);
      expect(await outcome(alice, '加微博好友')).toEqual(approved);
    });

    it('holds every comment of an account with as many comments marked spam as the threshold', async () => {
      await saveSettings(t, admin, { spammerThreshold: 2 });
      const spammer = await reader(t);
      const [first, second] = [await say(t, spammer, articleId, '广告一'), await say(t, spammer, articleId, '广告二')];
      await setStatus(t, admin, first.id, 'SPAM');
      expect(await outcome(spammer, '只被标记了一条')).toEqual(approved);
      await setStatus(t, admin, second.id, 'SPAM');
      expect(await outcome(spammer, '被标记两条以后')).toEqual(held);
      expect(await outcome(spammer, '再来一条')).toEqual(held);
      expect(await filedAs(spammer)).toBe('PENDING');
      // The spammer cannot wipe a mark by deleting the comment.
      const wiped = await deleteMine(t, spammer.token, second.id);
      expect(wiped.statusCode).toBe(403);
      expect(wiped.json()).toEqual(failure('FORBIDDEN', '已标为垃圾评论的评论不能删除'));
      expect(await outcome(spammer, '删不掉标记')).toEqual(held);
      // Taking one mark back lifts it.
      await setStatus(t, admin, second.id, 'REJECTED');
      expect(await outcome(spammer, '取消标记以后')).toEqual(approved);
    });
  });

  describe('limits', () => {
    it('refuses the post over the per-minute limit with 429 and Retry-After, until the minute is over', async () => {
      await saveSettings(t, admin, { perMinute: 3 });
      const alice = await reader(t);
      freezeDate();
      for (const n of [1, 2, 3]) expect(await outcome(alice, `第${n}条`)).toEqual(approved);
      advance(20 * SECOND);
      const res = await postComment(t, alice, articleId, { content: '第4条' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('40');
      expect(res.json()).toEqual(tooFast(40));
      advance(40 * SECOND);
      expect(await outcome(alice, '下一分钟的第1条')).toEqual(approved);
      expect((await mine(t, alice.token)).totalElements).toBe(4);
    });

    it('refuses the post over the per-day limit until the day is over', async () => {
      await saveSettings(t, admin, { perDay: 3 });
      const alice = await reader(t);
      freezeDate();
      for (const n of [1, 2, 3]) {
        expect(await outcome(alice, `今天第${n}条`)).toEqual(approved);
        advance(HOUR);
      }
      const res = await postComment(t, alice, articleId, { content: '今天第4条' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe(String(21 * 3600));
      expect(res.json()).toEqual(dayIsOver(21 * 3600));
      advance(21 * HOUR - SECOND);
      expect((await postComment(t, alice, articleId, { content: '还差一秒' })).json()).toEqual(dayIsOver(1));
      advance(SECOND);
      expect(await outcome(alice, '明天第1条')).toEqual(approved);
    });

    it('counts the posts of every account from one address together', async () => {
      await saveSettings(t, admin, { perMinute: 3 });
      const ip = freshIp();
      const alice = { ...(await reader(t)), ip };
      const bob = { ...(await reader(t)), ip };
      const carol = await reader(t);
      expect(await outcome(alice, '同一地址一')).toEqual(approved);
      expect(await outcome(alice, '同一地址二')).toEqual(approved);
      expect(await outcome(bob, '同一地址三')).toEqual(approved);
      const res = await postComment(t, bob, articleId, { content: '同一地址四' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: '评论太频繁，请稍后再试' });
      // Only the address is spent: the same account elsewhere and another account elsewhere may post.
      expect(await outcome({ ...bob, ip: freshIp() }, '换个地址')).toEqual(approved);
      expect(await outcome(carol, '别的地址')).toEqual(approved);
    });

    it('counts the posts of an account over every address', async () => {
      await saveSettings(t, admin, { perMinute: 2 });
      const alice = await reader(t);
      expect(await outcome({ ...alice, ip: freshIp() }, '地址一')).toEqual(approved);
      expect(await outcome({ ...alice, ip: freshIp() }, '地址二')).toEqual(approved);
      const res = await postComment(t, { ...alice, ip: freshIp() }, articleId, { content: '地址三' });
      expect([res.statusCode, res.json().code]).toEqual([429, 'RATE_LIMITED']);
    });

    it('lets exactly the per-minute number through when 20 posts arrive at once', async () => {
      await saveSettings(t, admin, { perMinute: 5 });
      const alice = await reader(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => postComment(t, alice, articleId, { content: `并发评论 ${i}` })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(429)]);
      expect((await mine(t, alice.token)).totalElements).toBe(5);
    });
  });

  describe('the same text twice', () => {
    it('refuses the same text by the same user within 24 hours, however spaced or cased, with 409', async () => {
      const alice = await reader(t);
      const bob = await reader(t);
      freezeDate();
      const first = await say(t, alice, articleId, 'Hello 世界，重复内容');
      for (const again of ['Hello 世界，重复内容', 'hello   世界，重复内容', ' HELLO\n世界，重复内容 ']) {
        const res = await postComment(t, alice, articleId, { content: again });
        expect([res.statusCode, res.json()], again).toEqual([409, DUPLICATE]);
      }
      // As a reply too: it is the text that counts.
      const reply = await postComment(t, alice, articleId, { content: 'Hello 世界，重复内容', parentId: first.id });
      expect([reply.statusCode, reply.json()]).toEqual([409, DUPLICATE]);
      // Another user may say the same.
      expect(await outcome(bob, 'Hello 世界，重复内容')).toEqual(approved);

      advance(DAY - SECOND);
      expect((await postComment(t, alice, articleId, { content: 'hello 世界，重复内容' })).json()).toEqual(DUPLICATE);
      advance(SECOND);
      expect(await outcome(alice, 'Hello 世界，重复内容')).toEqual(approved);
      expect((await mine(t, alice.token)).content.map((c) => c.content)).toEqual([
        'Hello 世界，重复内容',
        'Hello 世界，重复内容',
      ]);
    });

    it('accepts exactly one of 10 identical posts arriving at once', async () => {
      const alice = await reader(t);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => postComment(t, alice, articleId, { content: '同时发出的同一句话' })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
      expect((await mine(t, alice.token)).totalElements).toBe(1);
    });
  });
});
