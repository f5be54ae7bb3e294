import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type Env } from '../../config.ts';
import { createScratchSchema } from '../../platform/db/scratch-schema.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  ADMIN,
  createTestApp,
  login,
  registerAndLogin,
  testDialects,
  type TestApp,
  type TestDialect,
} from '../../test/test-app.ts';
import { invalid } from '../../test/envelopes.ts';
import { auth, newUser, testAppFor } from '../../test/users.fixtures.ts';

const profile = (t: TestApp, token?: string) => t.call({ method: 'GET', url: '/api/user/profile', ...auth(token) });
const updateProfile = (t: TestApp, query: string, token?: string) =>
  t.call({ method: 'PUT', url: `/api/user/profile?${query}`, ...auth(token) });
const stats = (t: TestApp, token?: string) =>
  t.call({ method: 'GET', url: '/api/admin/dashboard/stats', ...auth(token) });

describe.each(testDialects)('user profile and admin area (%s)', (dialect) => {
  const app = testAppFor(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

  it('lets the unique index decide two sign-ups of one username at once: one account, the other a clean 409', async () => {
    const user = newUser();
    const results = await Promise.allSettled(
      ['a', 'b'].map((tag) => t.app.services.users.create({ ...user, email: `${tag}-${user.email}`, role: 'USER' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, code: 'USERNAME_TAKEN' });
  });

  describe('GET /api/user/profile', () => {
    it('answers the signed-in user without any hash or secret', async () => {
      const user = newUser();
      const token = await registerAndLogin(t, { ...user, displayName: '张三' });
      const res = await profile(t, token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: '操作成功' });
      expect(body.data).toEqual({
        id: expect.any(Number),
        username: user.username,
        displayName: '张三',
        email: user.email,
        avatarUrl: null,
        role: 'USER',
        status: 'ACTIVE',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        isApproved: true,
      });
      expect(res.body).not.toMatch(/hash|password|argon|token|secret/i);
      expect(res.body).not.toContain(user.password);
    });
  });

  describe('PUT /api/user/profile', () => {
    it('updates the display name from the query and keeps it', async () => {
      const token = await registerAndLogin(t, newUser());
      const res = await updateProfile(t, `displayName=${encodeURIComponent('  新的名字  ')}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: '资料更新成功', data: { displayName: '新的名字' } });
      expect((await profile(t, token)).json().data.displayName).toBe('新的名字');
    });

    it('sets and clears the avatar address, leaving other fields alone', async () => {
      const token = await registerAndLogin(t, { ...newUser(), displayName: '头像用户' });
      const set = await updateProfile(t, `avatarUrl=${encodeURIComponent('https://img.example.com/a.png')}`, token);
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toMatchObject({ avatarUrl: 'https://img.example.com/a.png', displayName: '头像用户' });

      const local = await updateProfile(t, `avatarUrl=${encodeURIComponent('/files/avatars/1.png')}`, token);
      expect(local.json().data.avatarUrl).toBe('/files/avatars/1.png');

      const cleared = await updateProfile(t, 'avatarUrl=', token);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data).toMatchObject({ avatarUrl: null, displayName: '头像用户' });
    });

    it('refuses a display name shorter than 2 characters or empty', async () => {
      const token = await registerAndLogin(t, { ...newUser(), displayName: '原来的名字' });
      const short = await updateProfile(t, 'displayName=a', token);
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual(invalid('displayName', '显示名称至少2个字符'));

      const empty = await updateProfile(t, 'displayName=', token);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '请输入显示名称' });

      const blank = await updateProfile(t, 'displayName=%20%20%20', token);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('请输入显示名称');

      const long = await updateProfile(t, `displayName=${'长'.repeat(31)}`, token);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('显示名称不能超过30个字符');

      expect((await profile(t, token)).json().data.displayName).toBe('原来的名字');
    });

    it('refuses javascript: and data: avatar addresses', async () => {
      const token = await registerAndLogin(t, newUser());
      for (const url of [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:image/png;base64,AAAA',
        '//evil.example.com/a.png',
      ]) {
        const res = await updateProfile(t, `avatarUrl=${encodeURIComponent(url)}`, token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: '头像地址必须是 http(s) 链接或站内文件',
        });
      }
      expect((await profile(t, token)).json().data.avatarUrl).toBeNull();
    });
  });
});

describe.each(testDialects)('dashboard counts on a fresh site (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('counts exactly the accounts there are: deleted ones left out, new ones since Monday, those awaiting approval', async () => {
    const adminToken = await login(t, ADMIN.username, ADMIN.password);
    const users = async () => (await stats(t, adminToken)).json().data.users;
    expect(await users()).toEqual({ total: 1, newThisWeek: 1, pending: 0 });

    await registerAndLogin(t, newUser());
    /** Another account, then changed in the database as the case needs. */
    const another = async (changes: { status?: 'INACTIVE' | 'PENDING' | 'DELETED'; created_at?: string }) => {
      const user = newUser();
      await registerAndLogin(t, user);
      await t.app.services.database.db
        .updateTable('users')
        .set(changes)
        .where('username', '=', user.username)
        .execute();
    };
    await another({ status: 'INACTIVE' });
    await another({ status: 'PENDING' });
    await another({ status: 'DELETED' });
    // Eight days ago is always before this week's Monday.
    await another({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() });

    expect(await users()).toEqual({ total: 5, newThisWeek: 4, pending: 1 });
  });
});

/** A database of its own for starting the real server twice on it (the first start and a later one). */
async function freshDatabase(
  dialect: TestDialect,
): Promise<{ env: Partial<Record<keyof Env, string>>; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-users-test-'));
  if (dialect === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createScratchSchema(process.env.TEST_DATABASE_URL!, 't');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    cleanup: async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const silentMailer: Mailer = { send: async () => undefined, close: () => undefined };

async function start(env: Partial<Record<keyof Env, string>>): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env }), { mailer: silentMailer });
  await app.ready();
  return app;
}

async function signIn(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

async function administrators(app: FastifyInstance) {
  return app.services.database.db
    .selectFrom('users')
    .select(['username', 'email', 'display_name', 'password_hash'])
    .where('role', '=', 'ADMIN')
    .execute();
}

describe.each(testDialects)('first-run administrator (%s)', (dialect) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const apps: FastifyInstance[] = [];
  const open = async (env: Partial<Record<keyof Env, string>>) => {
    const app = await start({ ...db.env, ...env });
    apps.push(app);
    return app;
  };

  afterEach(async () => {
    vi.restoreAllMocks();
    while (apps.length) await apps.pop()!.close();
    await db.cleanup();
  });

  it('is created from ADMIN_* on the first start, and a later start neither adds one nor changes it', async () => {
    db = await freshDatabase(dialect);
    const first = await open({
      ADMIN_USERNAME: 'siteowner',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'first-password',
    });
    const created = await administrators(first);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ username: 'siteowner', email: 'owner@example.com', display_name: '站长' });
    const ok = await signIn(first, 'siteowner', 'first-password');
    expect(ok.statusCode).toBe(200);
    const me = await first.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${ok.json().data.accessToken}` },
    });
    expect(me.json().data).toMatchObject({ username: 'siteowner', role: 'ADMIN', status: 'ACTIVE' });
    await apps.pop()!.close();

    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const second = await open({
      ADMIN_USERNAME: 'another',
      ADMIN_EMAIL: 'another@example.com',
      ADMIN_PASSWORD: 'second-password',
    });
    expect(await administrators(second)).toEqual(created);
    expect((await signIn(second, 'siteowner', 'first-password')).statusCode).toBe(200);
    expect((await signIn(second, 'siteowner', 'second-password')).statusCode).toBe(401);
    expect((await signIn(second, 'another', 'second-password')).statusCode).toBe(401);
    await apps.pop()!.close();

    // Nor does a start without any ADMIN_* setting.
    const third = await open({});
    expect(await administrators(third)).toEqual(created);
    expect(stdout.mock.calls.map((c) => String(c[0])).join('')).not.toContain('已创建管理员账号');
  });

  it('without ADMIN_PASSWORD is `admin` with a random password printed once on the console', async () => {
    db = await freshDatabase(dialect);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const first = await open({});
    const printed = stdout.mock.calls.map((c) => String(c[0])).join('');
    expect(printed).toContain('已创建管理员账号（只显示这一次，请妥善保存）');
    expect(printed).toContain('用户名：admin');
    const password = /密 {2}码：(\S+)/.exec(printed)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(12);

    const ok = await signIn(first, 'admin', password!);
    expect(ok.statusCode).toBe(200);
    const me = await first.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${ok.json().data.accessToken}` },
    });
    expect(me.json().data).toMatchObject({ username: 'admin', role: 'ADMIN' });
    await apps.pop()!.close();

    stdout.mockClear();
    const second = await open({});
    expect(stdout.mock.calls.map((c) => String(c[0])).join('')).not.toContain('已创建管理员账号');
    expect(await administrators(second)).toHaveLength(1);
    expect((await signIn(second, 'admin', password!)).statusCode).toBe(200);
  });

  it('a later start whose ADMIN_* differs from the administrator says so in one warning, and changes nothing', async () => {
    db = await freshDatabase(dialect);
    const settings = { username: 'siteowner', email: 'owner@example.com', password: 'first-password' };
    const app = await open({
      ADMIN_USERNAME: 'siteowner',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'first-password',
    });
    const before = await administrators(app);
    const warningsFor = async (changes: Partial<typeof settings>) => {
      const warn = vi.fn();
      await app.services.users.ensureAdministrator({ ...settings, ...changes }, { warn } as never);
      return warn.mock.calls.map((c) => String(c[0]));
    };

    expect(await warningsFor({})).toEqual([]);
    expect(await warningsFor({ email: 'Owner@Example.com' })).toEqual([]);
    const [otherName] = await warningsFor({ username: 'another' });
    expect(otherName).toContain('ADMIN_* 与已有的管理员不一致（没有用户名为 another 的管理员），已忽略');
    expect(otherName).toContain('npm run admin:reset-password -- --username <用户名>');
    expect(await warningsFor({ password: 'second-password' })).toEqual([
      expect.stringContaining('管理员 siteowner 的密码不是 ADMIN_PASSWORD'),
    ]);
    expect(await warningsFor({ email: 'other@example.com' })).toEqual([
      expect.stringContaining('管理员 siteowner 的邮箱不是 ADMIN_EMAIL'),
    ]);
    // Only ADMIN_PASSWORD set: the first start would have named the account `admin`.
    expect(await warningsFor({ username: undefined, email: undefined })).toEqual([
      expect.stringContaining('没有用户名为 admin 的管理员'),
    ]);
    expect(await administrators(app)).toEqual(before);
    expect((await signIn(app, 'siteowner', 'first-password')).statusCode).toBe(200);
  });

  it('prints a different password on each fresh site', async () => {
    db = await freshDatabase(dialect);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await open({});
    const other = await freshDatabase(dialect);
    try {
      const app = await start({ ...other.env });
      await app.close();
    } finally {
      await other.cleanup();
    }
    const passwords = [
      ...stdout.mock.calls
        .map((c) => String(c[0]))
        .join('')
        .matchAll(/密 {2}码：(\S+)/g),
    ].map((m) => m[1]);
    expect(passwords).toHaveLength(2);
    expect(passwords[0]).not.toBe(passwords[1]);
  });
});
