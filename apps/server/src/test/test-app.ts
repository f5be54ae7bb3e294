import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Env } from '../config.ts';
import { createScratchSchema } from '../platform/db/scratch-schema.ts';
import type { Mailer, MailMessage } from '../platform/mail/mailer.ts';
import type { WebAppSetting } from '../platform/ssr/ssr.plugin.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A Redis for the tests of several instances, when TEST_REDIS_URL is set (scripts/test.mjs sets it when one answers). */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL;

/** One method of one registered route, as `GET /api/admin/tags/:id`. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The request types the route's schema declares (`multipart/form-data` for uploads), if any. */
  consumes?: readonly string[];
}

export interface TestApp {
  app: FastifyInstance;
  dialect: TestDialect;
  /** The server's DATA_DIR (a temporary folder, removed on close). */
  dataDir: string;
  /** Every route the app registered, in order (HEAD twins of GET routes included). */
  routes: RegisteredRoute[];
  /** Every mail the server sent, oldest first. */
  mails: MailMessage[];
  /** The six-digit code of the newest mail to this address. */
  lastCode(email: string): string;
  /** Sends a request; `token` becomes the bearer header. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'admin-pass-123' };

/**
 * A fresh server on a fresh database: a temporary SQLite file, or a PostgreSQL schema of its own
 * (dropped on close). Mail is captured in memory. Env values override the defaults.
 */
export async function createTestApp(
  dialect: TestDialect,
  env: Partial<Record<keyof Env, string>> = {},
  options: {
    /**
     * Leave queued jobs (notifications, events) for the test to run with `app.services.jobs.drain()`.
     * By default every `call` runs them before it returns, as a prompt worker would.
     */
    manualJobs?: boolean;
    /** Serve pages too (by default the API only). */
    web?: WebAppSetting;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    ({ url: databaseUrl, drop: dropSchema } = await createScratchSchema(base, 't'));
  }
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      mails.push(m);
    },
    close: () => undefined,
  };
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    options.web ?? null,
  );
  const routes: RegisteredRoute[] = [];
  const onRoute = ({ method, url, schema }: RouteOptions) => {
    const consumes = (schema as { consumes?: string[] } | undefined)?.consumes;
    for (const m of [method].flat()) routes.push({ method: m, url, ...(consumes ? { consumes } : {}) });
  };
  const app = await buildApp(config, { mailer, onRoute });
  await app.ready();
  return {
    app,
    dialect,
    dataDir,
    routes,
    mails,
    lastCode(email) {
      const mail = [...mails].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async call({ token, headers, ...request }) {
      const response = await app.inject({
        ...request,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (!options.manualJobs) await app.services.jobs.drain();
      return response;
    },
    async close() {
      await app.close();
      await dropSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers and returns a signed-in user's token (through the real endpoints). */
export async function registerAndLogin(
  t: TestApp,
  user: { username: string; email: string; password: string; displayName?: string },
): Promise<string> {
  const send = await t.call({
    method: 'POST',
    url: `/api/auth/send-register-code?email=${encodeURIComponent(user.email)}`,
  });
  if (send.statusCode !== 200) throw new Error(`send-register-code failed: ${send.body}`);
  const reg = await t.call({
    method: 'POST',
    url: `/api/auth/register?verificationCode=${t.lastCode(user.email)}`,
    payload: user,
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  return login(t, user.username, user.password);
}

export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.accessToken as string;
}
