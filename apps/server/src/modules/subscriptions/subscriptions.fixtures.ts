import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  AdminSubscription,
  AdminSubscriptionInput,
  NotificationDetail,
  NotificationJob,
  PageResult,
  SubscribeInput,
  Subscription,
  SubscriptionStatus,
  SubscriptionType,
  User,
} from '@app/contract';
import { buildApp } from '../../app.ts';
import { loadConfig, type Env } from '../../config.ts';
import { createScratchSchema } from '../../platform/db/scratch-schema.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { dataOf } from '../../test/envelopes.ts';
import { ADMIN, createTestApp, login, registerAndLogin, type TestApp, type TestDialect } from '../../test/test-app.ts';
import { auth, newUser } from '../../test/users.fixtures.ts';

/** Shared requests and builders of the subscription tests; every test makes its own addresses. */

export type TestEnv = Partial<Record<keyof Env, string>>;

/** Where the links of the mails point (PUBLIC_URL). */
export const SITE = 'https://blog.example.com';

/**
 * Code-sending and login limits are raised (one address registers every user of a file; the
 * limits have their own tests). The mail pace is raised too: a test that moves the clock forward
 * leaves a pacing window open for the rest of the file, and only the pacing test is about pace.
 */
const BASE_ENV: TestEnv = {
  CODE_SENDS_PER_IP_PER_HOUR: '1000',
  CODE_SENDS_PER_EMAIL_PER_HOUR: '1000',
  LOGIN_IP_FAILURES_PER_MINUTE: '1000',
  MAIL_SENDS_PER_MINUTE: '100000',
  PUBLIC_URL: SITE,
};

/** A signed-in account: its token, id and own address. */
export interface Account {
  token: string;
  id: number;
  email: string;
  username: string;
}

export interface SubscriptionsApp {
  t: TestApp;
  /** The seeded administrator, signed in. */
  admin: Account;
}

/**
 * Registers the hooks of a describe block: a fresh server on `dialect` (BASE_ENV under `env`),
 * the administrator signed in, closed after the block. The fields are filled when the block's own
 * beforeAll hooks run.
 */
export function useSubscriptionsApp(
  dialect: TestDialect,
  env: TestEnv = {},
  options: { manualJobs?: boolean } = {},
): SubscriptionsApp {
  const app = {} as SubscriptionsApp;
  beforeAll(async () => {
    app.t = await createTestApp(dialect, { ...BASE_ENV, ...env }, options);
    app.admin = await whoIs(app.t, await login(app.t, ADMIN.username, ADMIN.password));
  });
  afterAll(() => app.t?.close());
  return app;
}

/** The id and address of a signed-in account. */
export async function whoIs(t: TestApp, token: string): Promise<Account> {
  const me = dataOf<User>(await t.call({ method: 'GET', url: '/api/user/profile', token }));
  return { token, id: me.id, email: me.email, username: me.username };
}

/** A new USER account, signed in. */
export async function account(t: TestApp, prefix = 'reader'): Promise<Account> {
  return whoIs(t, await registerAndLogin(t, newUser(prefix)));
}

let addressSeq = 0;
/** An address no account has and no other test of the file uses. */
export function newAddress(label = 'sub'): string {
  addressSeq += 1;
  return `${label}-${addressSeq}@mail.example.net`;
}

// ---- The reader's calls ----

/** What the add-subscription form sends; `unknown` so that invalid values can be sent too. */
export type SubscribeBody = Partial<Record<keyof SubscribeInput, unknown>>;

export const mySubscriptions = (t: TestApp, token: string | undefined) =>
  t.call({ method: 'GET', url: '/api/user/subscriptions/my', ...auth(token) });

export async function mine(t: TestApp, token: string): Promise<Subscription[]> {
  return dataOf<Subscription[]>(await mySubscriptions(t, token));
}

/** The account's subscription of that address and type, if it holds one. */
export async function mineOf(
  t: TestApp,
  token: string,
  email: string,
  type: SubscriptionType,
): Promise<Subscription | undefined> {
  return (await mine(t, token)).find((s) => s.email === email.toLowerCase() && s.subscriptionType === type);
}

export const subscribe = (t: TestApp, token: string | undefined, body: SubscribeBody) =>
  t.call({ method: 'POST', url: '/api/user/subscriptions/subscribe', payload: body, ...auth(token) });

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const verifyCode = (
  t: TestApp,
  token: string | undefined,
  params: { email: string; code: string; subscriptionType: string },
) => t.call({ method: 'POST', url: `/api/user/subscriptions/verify-code?${query(params)}`, ...auth(token) });

export const sendSubscribeCode = (t: TestApp, token: string | undefined, email: string) =>
  t.call({ method: 'POST', url: '/api/email/send-code', payload: { email, codeType: 'SUBSCRIBE' }, ...auth(token) });

export const checkSubscription = (t: TestApp, token: string | undefined, email: string, type: string) =>
  t.call({ method: 'GET', url: `/api/user/subscriptions/check?${query({ email, type })}`, ...auth(token) });

export async function isActive(t: TestApp, token: string, email: string, type: SubscriptionType): Promise<boolean> {
  return dataOf<boolean>(await checkSubscription(t, token, email, type));
}

/** The link of a mail, opened without signing in (GET from a browser, POST from a mail client). */
export const unsubscribe = (t: TestApp, token: string, method: 'GET' | 'POST' = 'GET') =>
  t.call({ method, url: `/api/user/subscriptions/unsubscribe?${query({ token })}` });

/** Subscribes another address and activates it with the code mailed to it. */
export async function verifiedSubscription(
  t: TestApp,
  who: Account,
  email: string,
  subscriptionType: SubscriptionType,
): Promise<void> {
  expect((await subscribe(t, who.token, { email, subscriptionType })).statusCode).toBe(200);
  const res = await verifyCode(t, who.token, { email, code: t.lastCode(email), subscriptionType });
  expect(res.statusCode, res.body).toBe(200);
}

// ---- The administrator's calls ----

/** What the admin form sends; `unknown` so that invalid values can be sent too. */
export type AdminBody = Partial<Record<keyof AdminSubscriptionInput, unknown>>;

export const adminGet = (t: TestApp, token: string | undefined, url: string) =>
  t.call({ method: 'GET', url: `/api/admin/subscriptions${url}`, ...auth(token) });

export async function adminPage(t: TestApp, token: string, url: string): Promise<PageResult<AdminSubscription>> {
  return dataOf<PageResult<AdminSubscription>>(await adminGet(t, token, url));
}

export const createSubscription = (t: TestApp, token: string | undefined, body: AdminBody) =>
  t.call({ method: 'POST', url: '/api/admin/subscriptions', payload: body, ...auth(token) });

export const updateSubscription = (t: TestApp, token: string | undefined, id: number | string, body: AdminBody) =>
  t.call({ method: 'PUT', url: `/api/admin/subscriptions/${id}`, payload: body, ...auth(token) });

export const deleteSubscription = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/admin/subscriptions/${id}`, ...auth(token) });

export const batchStatus = (t: TestApp, token: string | undefined, ids: string, status: string) =>
  t.call({
    method: 'PUT',
    url: `/api/admin/subscriptions/batch-status?${query({ subscriptionIds: ids, status })}`,
    ...auth(token),
  });

/** A subscription the administrator added (ACTIVE unless the body says otherwise). */
export async function madeSubscription(t: TestApp, admin: Account, body: AdminBody): Promise<AdminSubscription> {
  return dataOf<AdminSubscription>(await createSubscription(t, admin.token, body), 201);
}

/** One subscription per status for the type, each on a fresh address; returns the addresses by status. */
export async function oneOfEachStatus(
  t: TestApp,
  admin: Account,
  subscriptionType: SubscriptionType,
  label = 'sub',
): Promise<Record<SubscriptionStatus, string>> {
  const statuses: SubscriptionStatus[] = ['ACTIVE', 'PENDING', 'PAUSED', 'UNSUBSCRIBED'];
  const made = await Promise.all(
    statuses.map((status) => madeSubscription(t, admin, { email: newAddress(label), subscriptionType, status })),
  );
  return Object.fromEntries(made.map((s) => [s.status, s.email])) as Record<SubscriptionStatus, string>;
}

export async function adminOne(t: TestApp, admin: Account, id: number): Promise<AdminSubscription | undefined> {
  return (await adminPage(t, admin.token, '?size=100')).content.find((s) => s.id === id);
}

export const notify = (t: TestApp, token: string | undefined, body: unknown) =>
  t.call({ method: 'POST', url: '/api/admin/subscriptions/notify', payload: body as object, ...auth(token) });

export async function notificationJobs(
  t: TestApp,
  admin: Account,
  q = 'size=100',
): Promise<PageResult<NotificationJob>> {
  return dataOf<PageResult<NotificationJob>>(
    await t.call({ method: 'GET', url: `/api/admin/subscriptions/notifications?${q}`, token: admin.token }),
  );
}

export async function notificationDetail(t: TestApp, admin: Account, id: number): Promise<NotificationDetail> {
  return dataOf<NotificationDetail>(
    await t.call({ method: 'GET', url: `/api/admin/subscriptions/notifications/${id}`, token: admin.token }),
  );
}

// ---- Mails ----

/** The mails whose subject contains `text` (a unique title), in the order sent. */
export const mailsAbout = (mails: MailMessage[], text: string) => mails.filter((m) => m.subject.includes(text));

/** Every recipient of the mails, sorted, a repeated one repeated. */
export const recipients = (mails: MailMessage[]) => mails.map((m) => m.to).sort();

/** Removes every subscription of the file's database: a test that counts recipients starts from none. */
export async function forgetSubscriptions(t: TestApp): Promise<void> {
  await t.app.services.database.db.deleteFrom('subscriptions').execute();
}

// ---- Several servers on one database ----

/**
 * One database (a SQLite file under one DATA_DIR, or one PostgreSQL schema) that several servers
 * open in turn or at once, as processes after a restart or side by side would. Each server has a
 * pool of its own and captures its own mail; nothing runs jobs but `app.services.jobs.drain()`.
 */
export async function sharedDatabase(dialect: TestDialect): Promise<{
  open(env?: TestEnv): Promise<TestApp>;
  close(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-shared-'));
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    ({ url: databaseUrl, drop: dropSchema } = await createScratchSchema(base, 'shared'));
  }
  const open = new Set<TestApp>();
  return {
    async open(env = {}) {
      const mails: MailMessage[] = [];
      const mailer: Mailer = {
        send: async (m) => {
          mails.push(m);
        },
        close: () => undefined,
      };
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...BASE_ENV,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      });
      const app = await buildApp(config, { mailer });
      await app.ready();
      const server: TestApp = {
        app,
        dialect,
        dataDir,
        routes: [],
        mails,
        lastCode: () => {
          throw new Error('not used');
        },
        call: ({ token, headers, ...request }) =>
          app.inject({ ...request, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
        close: async () => {
          open.delete(server);
          await app.close();
        },
      };
      open.add(server);
      return server;
    },
    async close() {
      for (const server of [...open]) await server.close();
      await dropSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
