import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate } from '../../test/clock.ts';
import { createScratchSchema } from '../../platform/db/scratch-schema.ts';
import { newUser } from '../../test/users.fixtures.ts';

const tryLogin = (t: TestApp, username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

/** How many answers had each status: { 401: 10, 429: 90 }. */
const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** Counts the password checks the server runs (the slow part every limit must come before). */
const countPasswordChecks = (t: TestApp) => vi.spyOn(t.app.services.users, 'checkLogin');

const ACCOUNT_LOCKED = (seconds: number) => ({
  success: false,
  code: 'RATE_LIMITED',
  message: `该账号登录失败次数过多，请 ${seconds} 秒后再试`,
  data: { retryAfterSeconds: seconds },
});

describe.each(testDialects)('login limits (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, {
      LOGIN_IP_FAILURES_PER_MINUTE: '5',
      LOGIN_ACCOUNT_FREE_FAILURES: '3',
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await t.close();
  });

  it('blocks an IP after N failures within a minute, even with the right password; other IPs go on', async () => {
    freezeDate();
    const user = newUser();
    await registerAndLogin(t, user);
    for (let i = 0; i < 5; i++) {
      expect((await tryLogin(t, `unknown_${i}`, 'whatever', '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await tryLogin(t, user.username, user.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: '登录失败次数过多，请稍后再试',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await tryLogin(t, user.username, user.password, '10.2.0.2')).statusCode).toBe(200);

    advance(60_000);
    expect((await tryLogin(t, user.username, user.password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the IP: each gives its reserved place back', async () => {
    const user = newUser();
    await registerAndLogin(t, user);
    for (let i = 0; i < 4; i++) {
      expect((await tryLogin(t, `unknown_${i}`, 'whatever', '10.3.0.1')).statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      expect((await tryLogin(t, user.username, user.password, '10.3.0.1')).statusCode).toBe(200);
    }
    // Four failures before, none charged for the sign-ins: the fifth failure is still allowed.
    expect((await tryLogin(t, 'unknown_4', 'whatever', '10.3.0.1')).statusCode).toBe(401);
    expect((await tryLogin(t, 'unknown_5', 'whatever', '10.3.0.1')).statusCode).toBe(429);
  });

  it('backs off one address on an account after its free failures, doubling the wait, even with the right password', async () => {
    freezeDate();
    const user = newUser();
    await registerAndLogin(t, user);
    for (let i = 0; i < 3; i++) {
      expect((await tryLogin(t, user.username, 'wrong-password', '10.4.0.1')).statusCode).toBe(401);
    }
    const blocked = await tryLogin(t, user.username, user.password, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(ACCOUNT_LOCKED(30));
    expect(blocked.headers['retry-after']).toBe('30');
    // The same wait for a differently cased login name.
    expect((await tryLogin(t, user.username.toUpperCase(), user.password, '10.4.0.1')).json()).toEqual(
      ACCOUNT_LOCKED(30),
    );

    // After the wait one more failure doubles the next wait.
    advance(30_000);
    expect((await tryLogin(t, user.username, 'wrong-again', '10.4.0.1')).statusCode).toBe(401);
    expect((await tryLogin(t, user.username, user.password, '10.4.0.1')).json()).toEqual(ACCOUNT_LOCKED(60));

    advance(60_000);
    expect((await tryLogin(t, user.username, user.password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('an attacker failing from one address does not keep the owner out: the right password from another gets in at once', async () => {
    freezeDate();
    const owner = newUser();
    await registerAndLogin(t, owner);
    const attack = () => tryLogin(t, owner.username, 'guess', '10.5.0.1');
    for (let i = 0; i < 3; i++) expect((await attack()).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attack()).json()).toEqual(ACCOUNT_LOCKED(30));
    expect((await tryLogin(t, owner.username, owner.password, '10.5.9.9')).statusCode).toBe(200);
    // The attacker's address keeps its own wait, whatever the owner did.
    expect((await attack()).json()).toEqual(ACCOUNT_LOCKED(30));
  });

  it('addresses that keep failing on a locked account cannot crowd out one new to it', async () => {
    freezeDate();
    const owner = newUser();
    await registerAndLogin(t, owner);
    const attack = (ip: string) => tryLogin(t, owner.username, 'guess', ip);
    expect((await attack('10.6.0.1')).statusCode).toBe(401);
    expect((await attack('10.6.0.1')).statusCode).toBe(401);
    expect((await attack('10.6.0.2')).statusCode).toBe(401);
    // Over its free failures: the minute's attempt for addresses that failed on it is taken…
    expect((await attack('10.6.0.2')).statusCode).toBe(401);
    expect((await attack('10.6.0.1')).json()).toEqual(ACCOUNT_LOCKED(60));
    // …but not the one for an address new to the account.
    expect((await tryLogin(t, owner.username, owner.password, '10.6.9.9')).statusCode).toBe(200);
  });

  it('over its free failures an account admits one attempt a minute from addresses new to it: the owner waits a minute at most', async () => {
    freezeDate();
    const owner = newUser();
    await registerAndLogin(t, owner);
    for (let i = 1; i <= 3; i++) {
      expect((await tryLogin(t, owner.username, 'guess', `10.7.0.${i}`)).statusCode).toBe(401);
    }
    // A fourth address takes the minute's attempt…
    expect((await tryLogin(t, owner.username, 'guess', '10.7.0.4')).statusCode).toBe(401);
    // …so every other new address, the owner's too, waits for the next one.
    expect((await tryLogin(t, owner.username, 'guess', '10.7.0.5')).json()).toEqual(ACCOUNT_LOCKED(60));
    const owners = await tryLogin(t, owner.username, owner.password, '10.7.9.9');
    expect(owners.json()).toEqual(ACCOUNT_LOCKED(60));
    expect(owners.headers['retry-after']).toBe('60');
    advance(59_000);
    expect((await tryLogin(t, owner.username, owner.password, '10.7.9.9')).json()).toEqual(ACCOUNT_LOCKED(1));
    advance(1_000);
    expect((await tryLogin(t, owner.username, owner.password, '10.7.9.9')).statusCode).toBe(200);
  });

  it('limits an unknown account exactly like a known one, so the limits reveal nothing', async () => {
    freezeDate();
    const user = newUser();
    await registerAndLogin(t, user);
    // Four tries from one address (the fourth waits), then two from new ones (the second waits).
    const answers = async (login: string, net: string) => {
      const seen: { status: number; body: unknown; retryAfter: unknown }[] = [];
      for (let i = 1; i <= 6; i++) {
        const res = await tryLogin(t, login, 'wrong-password', `${net}.${i <= 4 ? 1 : i}`);
        seen.push({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] });
      }
      return seen;
    };
    const known = await answers(user.username, '10.8.0');
    const unknown = await answers('ghost_account', '10.8.1');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 429, 401, 429]);
  });

  it('a successful sign-in forgets the account’s failures', async () => {
    const user = newUser();
    await registerAndLogin(t, user);
    const fail = (ip: string) => tryLogin(t, user.username, 'wrong-password', ip);
    expect((await fail('10.9.0.1')).statusCode).toBe(401);
    expect((await fail('10.9.0.2')).statusCode).toBe(401);
    expect((await tryLogin(t, user.username, user.password, '10.9.0.3')).statusCode).toBe(200);
    // Five failures in all, but only three since the success: all within the free three.
    for (const ip of ['10.9.0.4', '10.9.0.5', '10.9.0.6']) expect((await fail(ip)).statusCode).toBe(401);
  });

  it('answers a login name too long for a counter as wrong credentials, not an error', async () => {
    for (const login of ['a'.repeat(254), `${'b'.repeat(240)}@example.com`]) {
      const res = await tryLogin(t, login, 'whatever', '10.10.0.1');
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
  });
});

describe.each(testDialects)('login limits under simultaneous requests (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('of 100 simultaneous wrong logins from one IP, exactly the 10 of its budget are checked', async () => {
    t = await createTestApp(dialect);
    const checks = countPasswordChecks(t);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => tryLogin(t, `nobody_${i}`, 'whatever', '10.20.0.1')),
    );
    expect(statusCounts(responses)).toEqual({ 401: 10, 429: 90 });
    expect(checks).toHaveBeenCalledTimes(10);
    expect((await tryLogin(t, 'nobody_x', 'whatever', '10.20.0.1')).statusCode).toBe(429);
  });

  it('of 200 simultaneous wrong passwords on one account from as many addresses, the 5 free ones and one paced are checked', async () => {
    t = await createTestApp(dialect);
    const user = newUser();
    await registerAndLogin(t, user);
    const checks = countPasswordChecks(t);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        tryLogin(t, user.username, `guess-${i}`, `10.21.${Math.floor(i / 100)}.${i % 100}`),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 401: 6, 429: 194 });
    expect(checks).toHaveBeenCalledTimes(6);
  });

  it('of 200 simultaneous wrong passwords on one account from one address, at most the 5 free ones and one more are checked', async () => {
    t = await createTestApp(dialect, { LOGIN_IP_FAILURES_PER_MINUTE: '1000' });
    const user = newUser();
    await registerAndLogin(t, user);
    const checks = countPasswordChecks(t);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => tryLogin(t, user.username, `guess-${i}`, '10.22.0.1')),
    );
    const counts = statusCounts(responses);
    expect(counts[401]).toBeGreaterThanOrEqual(5);
    expect(counts[401]).toBeLessThanOrEqual(6);
    expect(counts[401]! + counts[429]!).toBe(200);
    expect(checks).toHaveBeenCalledTimes(counts[401]!);
  });
});

// Several processes share the counters through the database: two app instances on one
// PostgreSQL schema stand for them (SQLite serves one process, so it has no such case).
describe.each(testDialects.filter((d) => d === 'postgres'))('login limits across processes (%s)', (dialect) => {
  it('holds the IP budget across two instances sharing one database', async () => {
    const shared = await createScratchSchema(process.env.TEST_DATABASE_URL!, 't');
    const env = { DATABASE_URL: shared.url };
    const first = await createTestApp(dialect, env);
    const second = await createTestApp(dialect, env);
    try {
      const checks = [countPasswordChecks(first), countPasswordChecks(second)];
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => tryLogin(i % 2 ? first : second, `nobody_${i}`, 'x', '10.23.0.1')),
      );
      expect(statusCounts(responses)).toEqual({ 401: 10, 429: 90 });
      expect(checks[0]!.mock.calls.length + checks[1]!.mock.calls.length).toBe(10);
    } finally {
      vi.restoreAllMocks();
      await first.close();
      await second.close();
      await shared.drop();
    }
  });
});
