import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationJob } from '@app/contract';
import { advance, freezeDate, MINUTE, SECOND } from '../../test/clock.ts';
import { madeArticle } from '../../test/content.fixtures.ts';
import { dataOf } from '../../test/envelopes.ts';
import { ADMIN, login, testDialects, type TestApp } from '../../test/test-app.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import {
  adminPage,
  batchStatus,
  forgetSubscriptions,
  madeSubscription,
  mailsAbout,
  newAddress,
  notificationDetail,
  notify,
  recipients,
  sharedDatabase,
  useSubscriptionsApp,
  whoIs,
  type Account,
} from './subscriptions.fixtures.ts';

let seq = 0;
const title = (label: string) => `${label}〔${++seq}〕`;
const DELIVER = 'notifications.deliver';

/** `count` ACTIVE USER_NEW_ARTICLE subscribers on fresh addresses. */
async function subscribers(t: TestApp, admin: Account, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = newAddress('queue');
    await madeSubscription(t, admin, { email, subscriptionType: 'USER_NEW_ARTICLE' });
    emails.push(email);
  }
  return emails.sort();
}

/** A custom notice to the USER_NEW_ARTICLE subscribers, queued (not yet sent); its job and subject. */
async function queuedNotice(t: TestApp, admin: Account): Promise<{ job: NotificationJob; subject: string }> {
  const subject = title('排队通知');
  const job = dataOf<NotificationJob>(
    await notify(t, admin.token, { subject, content: '正文', subscriptionTypes: ['USER_NEW_ARTICLE'] }),
  );
  return { job, subject };
}

/** The tries of the queued mails, as the queue counts them. */
async function deliveryTries(t: TestApp): Promise<number[]> {
  const rows = await t.app.services.database.db
    .selectFrom('jobs')
    .select('attempts')
    .where('kind', '=', DELIVER)
    .execute();
  return rows.map((r) => Number(r.attempts));
}

describe.each(testDialects)('the mail queue (%s)', (dialect) => {
  describe('with jobs left for the test to run', () => {
    const app = useSubscriptionsApp(dialect, {}, { manualJobs: true });
    let t: TestApp;
    let admin: Account;
    beforeAll(() => {
      ({ t, admin } = app);
    });
    beforeEach(async () => {
      await t.app.services.jobs.drain();
      await forgetSubscriptions(t);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    const drain = () => t.app.services.jobs.drain();

    it('publishing answers before any mail is sent; the worker sends it afterwards', async () => {
      const [reader] = await subscribers(t, admin, 1);
      const name = title('先发布');
      await madeArticle(t, admin.token, { title: name, content: '正文', status: 'PUBLISHED' });
      expect(mailsAbout(t.mails, name)).toEqual([]);
      expect(await drain()).toBeGreaterThan(0);
      expect(recipients(mailsAbout(t.mails, name))).toEqual([reader]);
      expect(await drain()).toBe(0);
    });

    it('skips a subscriber paused before their turn', async () => {
      const [kept] = await subscribers(t, admin, 1);
      const paused = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
      const { job, subject } = await queuedNotice(t, admin);
      expect((await batchStatus(t, admin.token, String(paused.id), 'PAUSED')).statusCode).toBe(200);
      await drain();
      expect(recipients(mailsAbout(t.mails, subject))).toEqual([kept]);
      expect(await notificationDetail(t, admin, job.id)).toMatchObject({
        total: 2,
        sent: 1,
        skipped: 1,
        failed: 0,
        status: 'DONE',
      });
    });

    it('retries a mail the server refused with a growing delay, and gives up after 5 tries', async () => {
      freezeDate();
      const [bad, good] = await subscribers(t, admin, 2);
      const { mailer } = t.app.services;
      const send = mailer.send.bind(mailer);
      const tries: string[] = [];
      vi.spyOn(mailer, 'send').mockImplementation(async (mail: MailMessage) => {
        if (mail.to !== bad) return send(mail);
        tries.push(new Date().toISOString());
        throw new Error('550 5.1.1 mailbox unavailable');
      });
      const { job, subject } = await queuedNotice(t, admin);

      await drain();
      expect(recipients(mailsAbout(t.mails, subject))).toEqual([good]);
      expect(tries).toHaveLength(1);
      expect(await notificationDetail(t, admin, job.id)).toMatchObject({ sent: 1, failed: 0, status: 'SENDING' });

      // 30 s, then 1, 2 and 4 minutes: never earlier.
      for (const delay of [30 * SECOND, MINUTE, 2 * MINUTE, 4 * MINUTE]) {
        await drain();
        advance(delay - SECOND);
        await drain();
        const before = tries.length;
        advance(SECOND);
        await drain();
        expect(tries).toHaveLength(before + 1);
      }
      expect(tries).toHaveLength(5);

      advance(2 * 3600 * SECOND);
      await drain();
      expect(tries).toHaveLength(5);
      const detail = await notificationDetail(t, admin, job.id);
      expect(detail).toMatchObject({ total: 2, sent: 1, failed: 1, skipped: 0, status: 'DONE' });
      expect(detail.failures).toEqual([
        { email: bad, attempts: 5, error: '550 5.1.1 mailbox unavailable', updatedAt: expect.any(String) },
      ]);
      // Only the mail that went counts.
      const counts = (await adminPage(t, admin.token, '?size=100')).content.map((s) => [s.email, s.notificationCount]);
      expect(Object.fromEntries(counts)).toEqual({ [bad!]: 0, [good!]: 1 });
    });

    it('sends a mail that failed once on its retry, counted once', async () => {
      freezeDate();
      const [reader] = await subscribers(t, admin, 1);
      const { mailer } = t.app.services;
      const send = mailer.send.bind(mailer);
      vi.spyOn(mailer, 'send')
        .mockImplementationOnce(() => Promise.reject(new Error('421 try again later')))
        .mockImplementation(send);
      const { job, subject } = await queuedNotice(t, admin);
      await drain();
      expect(mailsAbout(t.mails, subject)).toEqual([]);
      advance(30 * SECOND);
      await drain();
      expect(recipients(mailsAbout(t.mails, subject))).toEqual([reader]);
      expect(await notificationDetail(t, admin, job.id)).toMatchObject({
        sent: 1,
        failed: 0,
        status: 'DONE',
        failures: [],
      });
      expect((await adminPage(t, admin.token, '?size=100')).content).toMatchObject([
        { email: reader, notificationCount: 1 },
      ]);
    });
  });

  describe('at a pace of 2 mails a minute', () => {
    const app = useSubscriptionsApp(dialect, { MAIL_SENDS_PER_MINUTE: '2' }, { manualJobs: true });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sends 2 a minute, the rest waiting for the next minute without using up a try', async () => {
      const { t, admin } = app;
      await t.app.services.jobs.drain(); // what the server queued at its start
      freezeDate();
      const all = await subscribers(t, admin, 5);
      const { job, subject } = await queuedNotice(t, admin);
      const sent = () => recipients(mailsAbout(t.mails, subject));

      await t.app.services.jobs.drain();
      expect(sent()).toHaveLength(2);
      await t.app.services.jobs.drain();
      advance(59 * SECOND);
      await t.app.services.jobs.drain();
      expect(sent()).toHaveLength(2);
      expect(await notificationDetail(t, admin, job.id)).toMatchObject({ sent: 2, status: 'SENDING' });

      advance(SECOND);
      await t.app.services.jobs.drain();
      expect(sent()).toHaveLength(4);
      advance(MINUTE);
      await t.app.services.jobs.drain();
      expect(sent()).toEqual(all);
      // Waiting for the pace is not a try.
      expect(await deliveryTries(t)).toEqual([1, 1, 1, 1, 1]);
      expect(await notificationDetail(t, admin, job.id)).toMatchObject({ sent: 5, failed: 0, status: 'DONE' });
    });
  });

  describe('across a restart', () => {
    let db: Awaited<ReturnType<typeof sharedDatabase>>;
    beforeEach(async () => {
      db = await sharedDatabase(dialect);
    });
    afterEach(async () => {
      vi.useRealTimers();
      await db.close();
    });

    it('loses nothing queued by a server that stopped before sending', async () => {
      const first = await db.open();
      await first.app.services.jobs.drain(); // what the server queued at its start
      const admin = await whoIs(first, await login(first, ADMIN.username, ADMIN.password));
      const [reader] = await subscribers(first, admin, 1);
      const name = title('重启前发布');
      await madeArticle(first, admin.token, { title: name, content: '正文', status: 'PUBLISHED' });
      await first.close();
      expect(first.mails).toEqual([]);

      const second = await db.open();
      await second.app.services.jobs.drain();
      expect(recipients(mailsAbout(second.mails, name))).toEqual([reader]);
    });

    it('sends a mail whose worker died mid-send once its lease has run out', async () => {
      freezeDate();
      const first = await db.open();
      await first.app.services.jobs.drain(); // what the server queued at its start
      const admin = await whoIs(first, await login(first, ADMIN.username, ADMIN.password));
      const [reader] = await subscribers(first, admin, 1);
      const { job, subject } = await queuedNotice(first, admin);
      // The first server takes the mail and never comes back from the SMTP server.
      let reached!: () => void;
      const sending = new Promise<void>((resolve) => (reached = resolve));
      vi.spyOn(first.app.services.mailer, 'send').mockImplementation(() => {
        reached();
        return new Promise<void>(() => undefined);
      });
      void first.app.services.jobs.drain();
      await sending;
      await first.close();

      const second = await db.open();
      await second.app.services.jobs.drain();
      expect(second.mails).toEqual([]);
      advance(2 * MINUTE + SECOND);
      await second.app.services.jobs.drain();
      expect(recipients(mailsAbout(second.mails, subject))).toEqual([reader]);
      const secondAdmin = await whoIs(second, await login(second, ADMIN.username, ADMIN.password));
      expect(await notificationDetail(second, secondAdmin, job.id)).toMatchObject({ sent: 1, status: 'DONE' });
    });
  });
});

// Several processes on one PostgreSQL: row locks (SKIP LOCKED) keep them from taking the same job.
describe.each(testDialects.filter((d) => d === 'postgres'))('two workers on one database (%s)', (dialect) => {
  let db: Awaited<ReturnType<typeof sharedDatabase>>;
  beforeEach(async () => {
    db = await sharedDatabase(dialect);
  });
  afterEach(() => db.close());

  it('send each mail exactly once when they drain at the same time', async () => {
    const one = await db.open();
    const two = await db.open();
    await one.app.services.jobs.drain(); // what the servers queued at their start
    const admin = await whoIs(one, await login(one, ADMIN.username, ADMIN.password));
    const all = await subscribers(one, admin, 60);
    const { job, subject } = await queuedNotice(one, admin);
    const name = title('并发发布');
    await madeArticle(one, admin.token, { title: name, content: '正文', status: 'PUBLISHED' });

    const [ranOne, ranTwo] = await Promise.all([one.app.services.jobs.drain(), two.app.services.jobs.drain()]);
    const mails = [...one.mails, ...two.mails];
    expect(recipients(mailsAbout(mails, subject))).toEqual(all);
    expect(recipients(mailsAbout(mails, name))).toEqual(all);
    // Every job ran once, in one worker or the other: the notice's 60 mails, the article's event and its 60 mails.
    expect(ranOne + ranTwo).toBe(121);
    expect(await notificationDetail(one, admin, job.id)).toMatchObject({ total: 60, sent: 60, status: 'DONE' });
  });
});
