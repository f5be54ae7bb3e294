import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES, type NotificationJob, type NotifyPreview } from '@app/contract';
import { dataOf, invalid, ISO_UTC, notFound } from '../../test/envelopes.ts';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import {
  forgetSubscriptions,
  madeSubscription,
  mailsAbout,
  newAddress,
  notificationDetail,
  notificationJobs,
  notify,
  oneOfEachStatus,
  recipients,
  useSubscriptionsApp,
  type Account,
} from './subscriptions.fixtures.ts';

let seq = 0;
const subjectLine = (label: string) => `${label}〔${++seq}〕`;

describe.each(testDialects)('the administrator’s own notifications (%s)', (dialect) => {
  const app = useSubscriptionsApp(dialect);
  let t: TestApp;
  let admin: Account;
  beforeAll(() => {
    ({ t, admin } = app);
  });
  beforeEach(() => forgetSubscriptions(t));

  const preview = (body: unknown) =>
    t.call({
      method: 'POST',
      url: '/api/admin/subscriptions/notify/preview',
      payload: body as object,
      token: admin.token,
    });

  /** ACTIVE subscribers of the two reader's list types (one address on both), and others who must get nothing. */
  async function audience() {
    const articles = await oneOfEachStatus(t, admin, 'USER_NEW_ARTICLE', 'articles');
    const products = await madeSubscription(t, admin, {
      email: newAddress('products'),
      subscriptionType: 'USER_NEW_PRODUCT',
    });
    await madeSubscription(t, admin, { email: articles.ACTIVE, subscriptionType: 'USER_NEW_PRODUCT' });
    await madeSubscription(t, admin, { email: newAddress('admins'), subscriptionType: 'ADMIN_NEW_USER' });
    return { expected: [articles.ACTIVE, products.email].sort() };
  }

  it('mails the ACTIVE subscribers of the chosen types once per address, and answers with the job', async () => {
    const { expected } = await audience();
    const subject = subjectLine('站长通知');
    const res = await notify(t, admin.token, {
      subject,
      content: '本周**更新**了三篇文章。',
      subscriptionTypes: ['USER_NEW_ARTICLE', 'USER_NEW_PRODUCT'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: SUBSCRIPTION_MESSAGES.notifyStarted,
      data: {
        id: expect.any(Number),
        kind: 'CUSTOM',
        subject: `【轻量博客】${subject}`,
        audience: ['USER_NEW_ARTICLE', 'USER_NEW_PRODUCT'],
        total: 2,
        sent: 0,
        failed: 0,
        skipped: 0,
        status: 'SENDING',
        createdAt: expect.stringMatching(ISO_UTC),
        finishedAt: null,
      },
    });
    const mails = mailsAbout(t.mails, subject);
    expect(recipients(mails)).toEqual(expected);
    expect(mails[0]!.subject).toBe(`【轻量博客】${subject}`);
    expect(mails[0]!.text).toContain('本周**更新**了三篇文章。');
    expect(mails[0]!.html).toContain('本周<strong>更新</strong>了三篇文章。');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const job = res.json().data as NotificationJob;
    const listed = (await notificationJobs(t, admin)).content.find((j) => j.id === job.id);
    expect(listed).toEqual({
      ...job,
      sent: 2,
      status: 'DONE',
      finishedAt: expect.stringMatching(ISO_UTC),
    });
    expect(await notificationDetail(t, admin, job.id)).toEqual({ ...listed, failures: [] });
  });

  it('renders the Markdown without the HTML that could run', async () => {
    await audience();
    const subject = subjectLine('安全');
    const content = '# 公告\n\n<script>alert(1)</script>\n\n[链接](javascript:alert(2)) <img src=x onerror="alert(3)">';
    const shown = dataOf<NotifyPreview>(await preview({ subject, content, subscriptionTypes: ['USER_NEW_ARTICLE'] }));
    expect(
      dataOf<NotificationJob>(
        await notify(t, admin.token, { subject, content, subscriptionTypes: ['USER_NEW_ARTICLE'] }),
      ).total,
    ).toBe(1);
    const [mail] = mailsAbout(t.mails, subject);
    for (const html of [shown.html, mail!.html]) {
      expect(html).toContain('公告</h1>');
      expect(html).not.toMatch(/<script|<img|href="javascript:/i);
      // What was markup is shown as text.
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('previews the mail and the number of recipients, sending nothing', async () => {
    await audience();
    const subject = subjectLine('预览');
    const before = { mails: t.mails.length, jobs: (await notificationJobs(t, admin)).totalElements };
    const res = await preview({
      subject,
      content: '**预览**正文',
      subscriptionTypes: ['USER_NEW_ARTICLE', 'USER_NEW_PRODUCT'],
    });
    expect(res.statusCode).toBe(200);
    const shown = res.json().data as NotifyPreview;
    expect(shown).toEqual({ subject: `【轻量博客】${subject}`, html: expect.any(String), recipients: 2 });
    expect(shown.html).toContain('<strong>预览</strong>正文');
    expect(shown.html).toContain(subject);
    expect(t.mails.length).toBe(before.mails);
    expect((await notificationJobs(t, admin)).totalElements).toBe(before.jobs);
  });

  it('refuses a notice nobody would receive with 400 on subscriptionTypes, queueing nothing', async () => {
    for (const status of ['PENDING', 'PAUSED', 'UNSUBSCRIBED'])
      await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'ADMIN_NEW_COMMENT', status });
    const before = (await notificationJobs(t, admin)).totalElements;
    const res = await notify(t, admin.token, {
      subject: subjectLine('无人'),
      content: '内容',
      subscriptionTypes: ['ADMIN_NEW_COMMENT'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('subscriptionTypes', SUBSCRIPTION_MESSAGES.noRecipients));
    expect((await notificationJobs(t, admin)).totalElements).toBe(before);
  });

  it('answers the form’s rules', async () => {
    await audience();
    const good = { subject: '标题', content: '内容', subscriptionTypes: ['USER_NEW_ARTICLE'] };
    const cases: [object, ReturnType<typeof invalid>][] = [
      [{ ...good, subject: ' ' }, invalid('subject', '请输入通知标题')],
      [{ ...good, subject: '题'.repeat(101) }, invalid('subject', '通知标题不能超过100个字符')],
      [{ ...good, content: '' }, invalid('content', '请输入通知内容')],
      [{ ...good, subscriptionTypes: [] }, invalid('subscriptionTypes', '请选择接收对象')],
      [{ subject: '标题', content: '内容' }, invalid('subscriptionTypes', '请选择接收对象')],
    ];
    for (const [body, answer] of cases) {
      for (const res of [await notify(t, admin.token, body), await preview(body)]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(answer);
      }
    }
  });

  it('lists the jobs newest first, and answers 404 for an unknown one', async () => {
    await audience();
    const first = dataOf<NotificationJob>(
      await notify(t, admin.token, {
        subject: subjectLine('第一'),
        content: '一',
        subscriptionTypes: ['USER_NEW_ARTICLE'],
      }),
    );
    const second = dataOf<NotificationJob>(
      await notify(t, admin.token, {
        subject: subjectLine('第二'),
        content: '二',
        subscriptionTypes: ['USER_NEW_PRODUCT'],
      }),
    );
    const page = await notificationJobs(t, admin, 'page=0&size=2');
    expect(page.content.map((j) => j.id)).toEqual([second.id, first.id]);
    expect(page.content.map((j) => [j.total, j.sent, j.status])).toEqual([
      [2, 2, 'DONE'],
      [1, 1, 'DONE'],
    ]);
    const missing = await t.call({
      method: 'GET',
      url: '/api/admin/subscriptions/notifications/999999',
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFound('通知任务不存在'));
  });
});
