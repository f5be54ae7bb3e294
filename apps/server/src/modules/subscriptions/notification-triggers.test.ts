import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticle, ProductCategory } from '@app/contract';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import { madeArticle, madeCategory } from '../../test/content.fixtures.ts';
import { dataOf } from '../../test/envelopes.ts';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import {
  freshIp,
  publishedArticle,
  reader,
  saveSettings,
  say,
  setStatus,
  whoIs as commenter,
  type Reader,
} from '../comments/comments.fixtures.ts';
import { madeProduct, savedProduct } from '../products/products.fixtures.ts';
import {
  account,
  forgetSubscriptions,
  mailsAbout,
  madeSubscription,
  newAddress,
  oneOfEachStatus,
  recipients,
  subscribe,
  useSubscriptionsApp,
  type Account,
} from './subscriptions.fixtures.ts';

const HOUR = 60 * MINUTE;

let seq = 0;
/** A title no other of the file contains (the brackets end the number). */
const title = (label: string) => `${label}〔${++seq}〕`;

describe.each(testDialects)('what sets a notification off (%s)', (dialect) => {
  const app = useSubscriptionsApp(dialect);
  let t: TestApp;
  let admin: Account;
  beforeAll(() => {
    ({ t, admin } = app);
  });
  // Every test counts the recipients of its own event among the subscribers it made.
  beforeEach(() => forgetSubscriptions(t));
  afterEach(() => {
    vi.useRealTimers();
  });

  const about = (text: string) => mailsAbout(t.mails, text);
  const publish = (name: string, body: Record<string, unknown> = {}) =>
    madeArticle(t, admin.token, {
      title: name,
      slug: `post-${seq}`,
      content: '正文。',
      excerpt: `${name}的摘要`,
      status: 'PUBLISHED',
      publishedAt: '2024-05-01T00:00:00.000Z',
      ...body,
    });
  const articleCall = (article: AdminArticle, action: 'publish' | 'unpublish') =>
    t.call({ method: 'POST', url: `/api/admin/articles/${article.id}/${action}`, token: admin.token });
  /** Runs what the half-minute timer runs, then the mails it queued. */
  const tick = async () => {
    await t.app.services.tick();
    await t.app.services.jobs.drain();
  };

  describe('an article', () => {
    it('published tells each ACTIVE subscriber of the reader’s and the administrator’s type once, nobody else', async () => {
      const readers = await oneOfEachStatus(t, admin, 'USER_NEW_ARTICLE', 'r');
      const admins = await oneOfEachStatus(t, admin, 'ADMIN_NEW_ARTICLE', 'a');
      await madeSubscription(t, admin, { email: newAddress('product-only'), subscriptionType: 'USER_NEW_PRODUCT' });
      const both = newAddress('both');
      await madeSubscription(t, admin, { email: both, subscriptionType: 'USER_NEW_ARTICLE' });
      await madeSubscription(t, admin, { email: both, subscriptionType: 'ADMIN_NEW_ARTICLE' });

      const name = title('新文章');
      await publish(name);
      const mails = about(name);
      expect(recipients(mails)).toEqual([readers.ACTIVE, admins.ACTIVE, both].sort());
      const subjectOf = (to: string) => mails.find((m) => m.to === to)!.subject;
      expect(subjectOf(readers.ACTIVE)).toBe(`【轻量博客】新文章：${name}`);
      expect(subjectOf(admins.ACTIVE)).toBe(`【轻量博客】文章已发布：${name}`);
      // An address on both lists gets one mail, the administrator's.
      expect(subjectOf(both)).toBe(`【轻量博客】文章已发布：${name}`);
    });

    it('saved as a draft tells nobody; published through the admin API, once; never again after', async () => {
      const readers = await oneOfEachStatus(t, admin, 'USER_NEW_ARTICLE');
      const name = title('草稿');
      const draft = await publish(name, { status: 'DRAFT', publishedAt: null });
      const save = (body: Record<string, unknown>) =>
        t.call({
          method: 'PUT',
          url: `/api/admin/articles/${draft.id}`,
          token: admin.token,
          payload: { title: name, slug: draft.slug, content: '正文。', ...body },
        });
      expect((await save({ content: '改了正文。', status: 'DRAFT' })).statusCode).toBe(200);
      expect(about(name)).toEqual([]);

      expect((await articleCall(draft, 'publish')).statusCode).toBe(200);
      expect(recipients(about(name))).toEqual([readers.ACTIVE]);

      expect((await save({ content: '发布后又改了。', status: 'PUBLISHED' })).statusCode).toBe(200);
      expect((await articleCall(draft, 'unpublish')).statusCode).toBe(200);
      expect((await articleCall(draft, 'publish')).statusCode).toBe(200);
      await tick();
      expect(recipients(about(name))).toEqual([readers.ACTIVE]);
    });

    it('scheduled tells nobody until its time, then the scheduler tells once, however often it runs', async () => {
      freezeDate();
      const readers = await oneOfEachStatus(t, admin, 'USER_NEW_ARTICLE');
      const name = title('定时');
      const at = new Date(Date.now() + HOUR).toISOString();
      await publish(name, { publishedAt: at });
      expect(about(name)).toEqual([]);

      advance(HOUR - 1000);
      await tick();
      expect(about(name)).toEqual([]);

      advance(1000);
      await tick();
      expect(recipients(about(name))).toEqual([readers.ACTIVE]);
      await tick();
      await tick();
      expect(recipients(about(name))).toEqual([readers.ACTIVE]);
    });
  });

  describe('a product', () => {
    let shelf: ProductCategory;
    beforeAll(async () => {
      shelf = await madeCategory(t, admin.token);
    });

    it('first on sale tells each ACTIVE subscriber of the two product types once', async () => {
      const readers = await oneOfEachStatus(t, admin, 'USER_NEW_PRODUCT');
      const admins = await oneOfEachStatus(t, admin, 'ADMIN_NEW_PRODUCT');
      await madeSubscription(t, admin, { email: newAddress('article-only'), subscriptionType: 'USER_NEW_ARTICLE' });
      const name = title('好物');
      await madeProduct(t, admin.token, { name, categoryId: shelf.id, summary: '一件好物', price: '128.00' });
      const mails = about(name);
      expect(recipients(mails)).toEqual([readers.ACTIVE, admins.ACTIVE].sort());
      expect(mails.find((m) => m.to === readers.ACTIVE)!.subject).toBe(`【轻量博客】新好物：${name}`);
      expect(mails.find((m) => m.to === admins.ACTIVE)!.subject).toBe(`【轻量博客】好物已上架：${name}`);
      expect(mails[0]!.text).toContain('¥128.00');
    });

    it('as a draft tells nobody; on sale, once; off the shelf and back, not again', async () => {
      const readers = await oneOfEachStatus(t, admin, 'USER_NEW_PRODUCT');
      const name = title('草稿好物');
      const draft = await madeProduct(t, admin.token, { name, categoryId: shelf.id, status: 'DRAFT' });
      expect(about(name)).toEqual([]);
      const onSale = await savedProduct(t, admin.token, draft, { status: 'ACTIVE' });
      expect(recipients(about(name))).toEqual([readers.ACTIVE]);
      const off = await savedProduct(t, admin.token, onSale, { status: 'INACTIVE' });
      await savedProduct(t, admin.token, off, { status: 'ACTIVE' });
      await tick();
      expect(recipients(about(name))).toEqual([readers.ACTIVE]);
    });
  });

  it('a registration tells the ACTIVE subscribers of ADMIN_NEW_USER', async () => {
    const admins = await oneOfEachStatus(t, admin, 'ADMIN_NEW_USER');
    await madeSubscription(t, admin, { email: newAddress('reader'), subscriptionType: 'USER_NEW_ARTICLE' });
    const newcomer = await account(t, 'newcomer');
    const mails = about(newcomer.username);
    expect(recipients(mails)).toEqual([admins.ACTIVE]);
    expect(mails[0]!.subject).toBe(`【轻量博客】新用户注册：${newcomer.username}`);
    expect(mails[0]!.text).toContain(`注册邮箱：${newcomer.email}`);
  });

  describe('a comment', () => {
    let writer: Reader;
    beforeAll(async () => {
      writer = await reader(t, 'writer');
    });
    afterEach(() => saveSettings(t, admin.token, {}));
    beforeEach(() => saveSettings(t, admin.token, {}));

    it('tells the ACTIVE subscribers of ADMIN_NEW_COMMENT, with the link to moderation; pending ones too', async () => {
      const ops = await oneOfEachStatus(t, admin, 'ADMIN_NEW_COMMENT');
      expect(
        (await subscribe(t, admin.token, { email: admin.email, subscriptionType: 'ADMIN_NEW_COMMENT' })).statusCode,
      ).toBe(200);
      const article = await publishedArticle(t, admin.token);
      await say(t, writer, article.id, '写得真好');
      const approved = about(`新评论：${article.title}`);
      expect(recipients(approved)).toEqual([admin.email, ops.ACTIVE].sort());
      expect(approved[0]!.text).toContain('写得真好');
      expect(approved[0]!.text).toContain('https://blog.example.com/admin/comments');
      expect(approved[0]!.html).toContain('href="https://blog.example.com/admin/comments"');

      await saveSettings(t, admin.token, { moderation: 'ALL' });
      const held = await publishedArticle(t, admin.token);
      await say(t, writer, held.id, '请审核我');
      const pending = about(`待审核评论：${held.title}`);
      expect(recipients(pending)).toEqual([admin.email, ops.ACTIVE].sort());
      expect(pending[0]!.text).toContain('前往审核：https://blog.example.com/admin/comments');
    });

    it('of an administrator is not told to that administrator', async () => {
      const ops = await oneOfEachStatus(t, admin, 'ADMIN_NEW_COMMENT');
      await subscribe(t, admin.token, { email: admin.email, subscriptionType: 'ADMIN_NEW_COMMENT' });
      const article = await publishedArticle(t, admin.token);
      await say(t, { ...(await commenter(t, admin.token)), ip: freshIp() }, article.id, '站长自己说');
      expect(recipients(about(`新评论：${article.title}`))).toEqual([ops.ACTIVE]);
    });

    it('replying tells the author answered, at their subscriptions only, and nobody of a reply to oneself', async () => {
      const author = await reader(t, 'author');
      const replier = await reader(t, 'replier');
      const authorEmail = `${author.username}@example.com`;
      const bystander = await reader(t, 'bystander');
      for (const who of [author, bystander])
        await subscribe(t, who.token, { email: `${who.username}@example.com`, subscriptionType: 'USER_COMMENT_REPLY' });
      const article = await publishedArticle(t, admin.token);
      const first = await say(t, author, article.id, '第一条');

      await say(t, replier, article.id, '回复你', first.id);
      const replies = about('回复了您的评论');
      expect(recipients(replies)).toEqual([authorEmail]);
      expect(replies[0]!.subject).toBe(`【轻量博客】${replier.name} 回复了您的评论`);
      expect(replies[0]!.text).toContain('回复你');
      expect(replies[0]!.text).toContain(`https://blog.example.com/articles/${article.slug}`);

      await say(t, author, article.id, '自己补充', first.id);
      expect(about('回复了您的评论')).toHaveLength(1);
    });

    it('a reply held for review tells the author when it is approved', async () => {
      const author = await reader(t, 'author');
      const replier = await reader(t, 'replier');
      await subscribe(t, author.token, {
        email: `${author.username}@example.com`,
        subscriptionType: 'USER_COMMENT_REPLY',
      });
      const article = await publishedArticle(t, admin.token);
      const first = await say(t, author, article.id, '等回复');
      await saveSettings(t, admin.token, { moderation: 'ALL' });
      const reply = await say(t, replier, article.id, '审核后可见的回复', first.id);
      const subject = `【轻量博客】${replier.name} 回复了您的评论`;
      expect(t.mails.filter((m) => m.subject === subject)).toEqual([]);
      expect((await setStatus(t, admin.token, reply.id, 'APPROVED')).statusCode).toBe(200);
      expect(recipients(t.mails.filter((m) => m.subject === subject))).toEqual([`${author.username}@example.com`]);
    });
  });

  describe('the mail', () => {
    it('names the site and the item, links to it, and carries a working unsubscribe link and headers', async () => {
      const me = await account(t);
      await subscribe(t, me.token, { email: me.email, subscriptionType: 'USER_NEW_ARTICLE' });
      const name = title('邮件内容');
      const article = await publish(name, { excerpt: '摘要：<不是标签> & 符号' });
      const [mail] = about(name);
      expect(about(name)).toHaveLength(1);
      expect(mail!.to).toBe(me.email);
      expect(mail!.subject).toBe(`【轻量博客】新文章：${name}`);

      const link = `https://blog.example.com/articles/${article.slug}`;
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('轻量博客');
        expect(part).toContain(name);
        expect(part).toContain(link);
      }
      expect(mail!.text).toContain('摘要：<不是标签> & 符号');
      expect(mail!.html).toContain('摘要：&#60;不是标签&#62; &#38; 符号');
      expect(mail!.text).toContain('您收到此邮件，是因为订阅了「新文章」通知');

      const pageLink = /退订：(https:\/\/blog\.example\.com\/unsubscribe\?token=(\S+))/.exec(mail!.text);
      expect(pageLink).not.toBeNull();
      expect(mail!.html).toContain(`href="${pageLink![1]}"`);
      const token = decodeURIComponent(pageLink![2]!);
      expect(mail!.headers).toEqual({
        'List-Unsubscribe': `<https://blog.example.com/api/user/subscriptions/unsubscribe?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // The subscription counts what it received.
      const [listed] = dataOf<{ notificationCount: number; lastNotificationAt: string | null }[]>(
        await t.call({ method: 'GET', url: '/api/user/subscriptions/my', token: me.token }),
      );
      expect(listed!.notificationCount).toBe(1);
      expect(listed!.lastNotificationAt).not.toBeNull();

      // The link leaves the list: the next article does not come.
      const res = await t.call({
        method: 'GET',
        url: `/api/user/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const next = title('退订之后');
      await publish(next);
      expect(about(next)).toEqual([]);
    });
  });
});
