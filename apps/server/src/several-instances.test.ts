import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_INFO, type SiteInfo, type UploadedFile } from '@app/contract';
import { createScratchSchema } from './platform/db/scratch-schema.ts';
import { advance, freezeDate, MINUTE } from './test/clock.ts';
import { madeArticle } from './test/content.fixtures.ts';
import { dataOf } from './test/envelopes.ts';
import { webBuildReadingSiteInfo } from './test/mini-web-build.ts';
import { multipart } from './test/multipart.ts';
import { startS3, type S3Peer } from './test/s3-peer.ts';
import { ADMIN, createTestApp, login, testDialects, testRedisUrl, type TestApp } from './test/test-app.ts';

/**
 * Several server processes behind one address, as README's "several instances" section sets them
 * up: one PostgreSQL, one S3 store, one Redis, the same APP_SECRET, and a DATA_DIR each (as on two
 * machines). Two instances in this process stand for them: each is a whole server of its own.
 */
const setups = testDialects.filter((d) => d === 'postgres' && testRedisUrl !== undefined);

describe.each(setups)('two instances of one site (%s + S3 + Redis)', (dialect) => {
  let s3: S3Peer;
  let shared: { url: string; drop: () => Promise<void> };
  let distDir: string;
  let a: TestApp;
  let b: TestApp;
  let adminOnA: string;

  beforeAll(async () => {
    s3 = await startS3();
    shared = await createScratchSchema(process.env.TEST_DATABASE_URL!, 'twin');
    distDir = webBuildReadingSiteInfo();
    const env = {
      DATABASE_URL: shared.url,
      REDIS_URL: testRedisUrl!,
      APP_SECRET: 'the-key-every-instance-of-the-site-shares',
      SEARCH_REQUESTS_PER_MINUTE: '6',
      ...s3.env(`twin${Date.now().toString(36)}-`),
    };
    // Both start at once on an empty database: migrations, the first administrator and the
    // starter content are made once.
    [a, b] = await Promise.all([
      createTestApp(dialect, env, { web: { mode: 'built', distDir } }),
      createTestApp(dialect, env, { web: { mode: 'built', distDir } }),
    ]);
    adminOnA = await login(a, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
    await s3?.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('started once on one database: one administrator, one welcome article', async () => {
    const users = dataOf<{ totalElements: number }>(
      await b.call({ method: 'GET', url: '/api/admin/users?page=0&size=10', token: adminOnA }),
    );
    expect(users.totalElements).toBe(1);
    const articles = dataOf<{ content: { title: string }[] }>(
      await b.call({ method: 'GET', url: '/api/public/articles?page=0&size=10' }),
    );
    expect(new Set(articles.content.map((x) => x.title)).size).toBe(articles.content.length);
  });

  it('shows a write on one instance on the other at once: its kept pages and site info are dropped', async () => {
    const first = await b.call({ method: 'GET', url: '/about-site' });
    expect(first.statusCode).toBe(200);
    expect((await b.call({ method: 'GET', url: '/about-site' })).headers['x-page-cache']).toBe('hit');
    // B also keeps the site info in memory (for SITE_MEMO_TTL_MS): asked once, it is kept.
    expect(dataOf<SiteInfo>(await b.call({ method: 'GET', url: '/api/public/site/info' })).siteName).not.toBe(
      '双机小站',
    );

    const saved = await a.call({
      method: 'PUT',
      url: '/api/admin/site/settings',
      token: adminOnA,
      payload: { ...DEFAULT_SITE_INFO, siteName: '双机小站' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The word goes through Redis: B's next requests, whenever they come, read the new settings.
    await vi.waitFor(
      async () => {
        const page = await b.call({ method: 'GET', url: '/about-site' });
        expect(page.body).toContain('<header>双机小站</header>');
        expect(page.headers['x-page-cache']).toBeUndefined();
      },
      { timeout: 10_000 },
    );
    expect(dataOf<SiteInfo>(await b.call({ method: 'GET', url: '/api/public/site/info' })).siteName).toBe('双机小站');
  });

  it('holds one search budget for an address across both instances', async () => {
    // An address of this run's own: Redis keeps a minute's counts between runs.
    const ip = `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const search = (t: TestApp) => t.call({ method: 'GET', url: '/api/public/search?query=博客', remoteAddress: ip });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => search(i % 2 ? a : b)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(6).fill(200), ...Array(6).fill(429)]);
  });

  it('holds a code’s cooldown across instances, and a code mailed by one is accepted by the other', async () => {
    const user = { username: 'twin_reader', email: 'twin.reader@example.com', password: 'reader-pass-1' };
    const send = (t: TestApp) =>
      t.call({ method: 'POST', url: `/api/auth/send-register-code?email=${encodeURIComponent(user.email)}` });
    expect((await send(a)).statusCode).toBe(200);
    const again = await send(b);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('CODE_COOLDOWN');
    expect(b.mails.filter((m) => m.to === user.email)).toHaveLength(0);

    const registered = await b.call({
      method: 'POST',
      url: `/api/auth/register?verificationCode=${a.lastCode(user.email)}`,
      payload: user,
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const data = Buffer.from('%PDF-1.4\n% 双机\n');
    const uploaded = dataOf<UploadedFile>(
      await a.call({
        method: 'POST',
        url: '/api/admin/upload/image',
        token: adminOnA,
        ...multipart({ type: 'demo' }, { file: { filename: '说明.pdf', contentType: 'application/pdf', data } }),
      }),
      201,
    );
    const served = await b.call({ method: 'GET', url: new URL(uploaded.url, 'http://site').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('runs scheduled work once, however many instances run it at the same moment', async () => {
    freezeDate();
    const reader = 'twin.subscriber@example.com';
    const subscribed = await a.call({
      method: 'POST',
      url: '/api/admin/subscriptions',
      token: adminOnA,
      payload: { email: reader, subscriptionType: 'USER_NEW_ARTICLE', status: 'ACTIVE' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const title = '双机定时文章';
    await madeArticle(a, adminOnA, {
      title,
      slug: 'twin-scheduled',
      content: '正文。',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
    });
    advance(60 * MINUTE);
    await Promise.all([a.app.services.tick(), b.app.services.tick(), a.app.services.tick()]);
    await Promise.all([a.app.services.jobs.drain(), b.app.services.jobs.drain()]);
    const told = [...a.mails, ...b.mails].filter((m) => m.to === reader && m.subject.includes(title));
    expect(told).toHaveLength(1);
  });
});
