import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_REPORT_LIMITS } from '@app/contract';
import { registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate } from '../../test/clock.ts';
import { rowCount } from '../../test/content.fixtures.ts';
import { ISO_UTC } from '../../test/envelopes.ts';
import { auth, newUser, signedInAppFor } from '../../test/users.fixtures.ts';

let counter = 0;
/** A message no other test uses, to find its report again. */
function uniqueMessage(text = 'TypeError: x is undefined') {
  counter += 1;
  return `${text} #${counter}`;
}
/** Every test reports from its own address, so the per-IP limit of one never touches another. */
function newIp() {
  counter += 1;
  return `10.30.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

/** The payload of spec 01 §3 "Error report", as the browser sends it. */
function specPayload(overrides: Record<string, unknown> = {}) {
  return {
    message: uniqueMessage(),
    stack: 'TypeError: x is undefined\n    at render (https://example.com/assets/index-abc.js:1:2345)',
    componentStack: '\n    at ProductCard\n    at ProductList\n    at App',
    timestamp: '2025-01-02T03:04:05.678Z',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
    url: 'https://example.com/products/42?tab=reviews',
    userId: 'anonymous',
    ...overrides,
  };
}

describe.each(testDialects)('error reports (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let adminToken: string;
  beforeAll(() => {
    ({ t, admin: adminToken } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const report = (payload: unknown, options: { ip?: string; token?: string } = {}) =>
    t.call({
      method: 'POST',
      url: '/api/errors/report',
      payload: payload as Record<string, unknown>,
      remoteAddress: options.ip ?? newIp(),
      ...auth(options.token),
    });

  const list = (query = '', token: string | undefined = adminToken) =>
    t.call({ method: 'GET', url: `/api/admin/error-reports${query}`, ...auth(token) });

  /** The stored reports with this message, read through the admin list. */
  async function stored(message: string) {
    const res = await list('?size=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.content as { message: string }[]).filter((r) => r.message === message);
  }
  async function storedOne(message: string) {
    const found = await stored(message);
    expect(found).toHaveLength(1);
    return found[0] as Record<string, unknown>;
  }
  const countAll = () => rowCount(t, 'error_reports');

  describe('POST /api/errors/report', () => {
    it('stores the spec payload of a guest and answers 201', async () => {
      const payload = specPayload();
      const ip = newIp();
      const res = await report(payload, { ip });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: '已收到错误报告', data: null });

      const row = await storedOne(payload.message);
      expect(row).toEqual({
        id: expect.any(Number),
        message: payload.message,
        stack: payload.stack,
        componentStack: payload.componentStack,
        url: payload.url,
        userAgent: payload.userAgent,
        userId: null,
        username: null,
        ip,
        reportedAt: payload.timestamp,
        createdAt: expect.stringMatching(ISO_UTC),
      });
      expect(Math.abs(new Date(row.createdAt as string).getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('stores a report with only a message', async () => {
      const message = uniqueMessage();
      expect((await report({ message })).statusCode).toBe(201);
      expect(await storedOne(message)).toMatchObject({
        message,
        stack: null,
        componentStack: null,
        url: null,
        userAgent: null,
        userId: null,
        reportedAt: null,
      });
    });

    it("stores the token's user, never the userId the payload claims", async () => {
      const user = newUser();
      const token = await registerAndLogin(t, user);
      const me = (await t.call({ method: 'GET', url: '/api/user/profile', token })).json().data as { id: number };
      const admin = (await t.call({ method: 'GET', url: '/api/user/profile', token: adminToken })).json().data as {
        id: number;
      };

      // Signed in, payload says anonymous or someone else: the token decides.
      for (const userId of ['anonymous', admin.id, String(admin.id), null]) {
        const payload = specPayload({ userId });
        expect((await report(payload, { token })).statusCode).toBe(201);
        expect(await storedOne(payload.message)).toMatchObject({ userId: me.id, username: user.username });
      }
      // A guest claiming to be a user stays a guest.
      for (const userId of [me.id, String(me.id), admin.id]) {
        const payload = specPayload({ userId });
        expect((await report(payload)).statusCode).toBe(201);
        expect(await storedOne(payload.message)).toMatchObject({ userId: null, username: null });
      }
      // A stale or forged token is still a report, from nobody.
      const payload = specPayload({ userId: me.id });
      expect((await report(payload, { token: 'not-a-real-token' })).statusCode).toBe(201);
      expect(await storedOne(payload.message)).toMatchObject({ userId: null, username: null });
    });

    it('strips control characters except newline and tab from every text field', async () => {
      const dirty = 'a\u0000b\u0001c\u0007d\u0008e\tf\ng\u000bh\u000ci\rj\u001b[31mk\u001fl\u007fm';
      const clean = 'abcde\tf\nghij[31mklm';
      const message = uniqueMessage();
      const res = await report({
        message: `${message}\u0000${dirty}`,
        stack: `stack ${dirty}`,
        componentStack: `components ${dirty}`,
        userAgent: `agent ${dirty}`,
        url: `https://example.com/${dirty}`,
        // NUL in the timestamp too: PostgreSQL refuses it in text, so it must never reach the database.
        timestamp: '2025-01-02T03:04:05.678Z\u0000\u0007',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await storedOne(`${message}${clean}`)).toMatchObject({
        stack: `stack ${clean}`,
        componentStack: `components ${clean}`,
        userAgent: `agent ${clean}`,
        url: `https://example.com/${clean}`,
        reportedAt: '2025-01-02T03:04:05.678Z',
      });
    });

    it('cuts over-long fields to ERROR_REPORT_LIMITS instead of refusing them', async () => {
      const message = uniqueMessage();
      const longMessage = `${message}${'m'.repeat(ERROR_REPORT_LIMITS.message * 2)}`;
      const payload = {
        message: longMessage,
        stack: 's'.repeat(ERROR_REPORT_LIMITS.stack + 1),
        componentStack: 'c'.repeat(ERROR_REPORT_LIMITS.componentStack + 500),
        userAgent: 'u'.repeat(ERROR_REPORT_LIMITS.userAgent * 4),
        url: `https://example.com/${'p'.repeat(ERROR_REPORT_LIMITS.url)}`,
      };
      const res = await report(payload);
      expect(res.statusCode, res.body).toBe(201);
      const row = await storedOne(longMessage.slice(0, ERROR_REPORT_LIMITS.message));
      expect(row.stack).toBe('s'.repeat(ERROR_REPORT_LIMITS.stack));
      expect(row.componentStack).toBe('c'.repeat(ERROR_REPORT_LIMITS.componentStack));
      expect(row.userAgent).toBe('u'.repeat(ERROR_REPORT_LIMITS.userAgent));
      expect(row.url).toBe(payload.url.slice(0, ERROR_REPORT_LIMITS.url));
      expect((row.url as string).length).toBe(ERROR_REPORT_LIMITS.url);

      // Exactly at the caps nothing is cut.
      const exact = {
        message: uniqueMessage().padEnd(ERROR_REPORT_LIMITS.message, '!'),
        stack: 'S'.repeat(ERROR_REPORT_LIMITS.stack),
      };
      expect((await report(exact)).statusCode).toBe(201);
      expect((await storedOne(exact.message)).stack).toBe(exact.stack);
    });

    it('refuses absurdly long fields (over four times the cap) with 400 and stores nothing', async () => {
      const before = await countAll();
      const fields = ['message', 'stack', 'componentStack', 'userAgent', 'url'] as const;
      for (const field of fields) {
        const payload = { message: uniqueMessage(), [field]: 'x'.repeat(ERROR_REPORT_LIMITS[field] * 4 + 1) };
        const res = await report(payload);
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      }
      // Four times the cap is still taken (and cut).
      const message = uniqueMessage();
      expect((await report({ message, stack: 'x'.repeat(ERROR_REPORT_LIMITS.stack * 4) })).statusCode).toBe(201);
      expect(await countAll()).toBe(before + 1);
    });

    it('refuses an empty or missing message with 400', async () => {
      const before = await countAll();
      for (const payload of [
        { message: '' },
        { message: '\u0000\u0007\u001b' },
        { stack: 'at somewhere' },
        { message: null },
        { message: 42 },
      ]) {
        const res = await report(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['message']);
      }
      expect(await countAll()).toBe(before);
    });

    it('refuses a body over 64 KiB with 413; a body of exactly 64 KiB is read', async () => {
      const before = await countAll();
      const message = uniqueMessage();
      const bodyOf = (bytes: number) => {
        const base = JSON.stringify({ message, stack: 's'.repeat(ERROR_REPORT_LIMITS.stack * 4), componentStack: '' });
        const body = JSON.stringify({
          message,
          stack: 's'.repeat(ERROR_REPORT_LIMITS.stack * 4),
          componentStack: 'c'.repeat(bytes - Buffer.byteLength(base)),
        });
        expect(Buffer.byteLength(body)).toBe(bytes);
        return body;
      };
      const post = (body: string) =>
        t.call({
          method: 'POST',
          url: '/api/errors/report',
          headers: { 'content-type': 'application/json' },
          payload: body,
          remoteAddress: newIp(),
        });

      const tooLarge = await post(bodyOf(64 * 1024 + 1));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: '请求内容过大',
        data: null,
      });
      expect(await countAll()).toBe(before);

      const huge = await post(JSON.stringify({ message, stack: 'x'.repeat(1024 * 1024) }));
      expect(huge.statusCode).toBe(413);

      expect((await post(bodyOf(64 * 1024))).statusCode).toBe(201);
      expect(await countAll()).toBe(before + 1);
    });

    it('takes at most 10 reports a minute from one IP (429), others go on', async () => {
      freezeDate();
      const ip = newIp();
      const before = await countAll();
      for (let i = 0; i < 10; i++) {
        expect((await report(specPayload(), { ip })).statusCode, `report ${i + 1}`).toBe(201);
      }
      const limited = await report(specPayload(), { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: '错误报告过于频繁',
        data: { retryAfterSeconds: 60 },
      });
      expect(limited.headers['retry-after']).toBe('60');
      // A signed-in user behind the same address is limited too.
      const token = await registerAndLogin(t, newUser());
      expect((await report(specPayload(), { ip, token })).statusCode).toBe(429);
      expect(await countAll()).toBe(before + 10);

      expect((await report(specPayload(), { ip: newIp() })).statusCode).toBe(201);

      advance(59_000);
      expect((await report(specPayload(), { ip })).statusCode).toBe(429);
      advance(1_000);
      expect((await report(specPayload(), { ip })).statusCode).toBe(201);
    });
  });

  describe('/api/admin/error-reports', () => {
    it('lists the newest first with paging and the username', async () => {
      expect((await t.call({ method: 'DELETE', url: '/api/admin/error-reports', token: adminToken })).statusCode).toBe(
        200,
      );
      freezeDate();
      const user = newUser();
      const token = await registerAndLogin(t, user);
      const first = specPayload();
      const second = specPayload();
      const third = specPayload();
      expect((await report(first)).statusCode).toBe(201);
      advance(1_000);
      expect((await report(second, { token })).statusCode).toBe(201);
      advance(1_000);
      expect((await report(third)).statusCode).toBe(201);

      const page0 = await list('?page=0&size=2');
      expect(page0.statusCode).toBe(200);
      const body0 = page0.json();
      expect(body0.success).toBe(true);
      expect(Object.keys(body0.data).sort()).toEqual(['content', 'page', 'size', 'totalElements', 'totalPages']);
      expect(body0.data).toMatchObject({ totalElements: 3, totalPages: 2, page: 0, size: 2 });
      expect(body0.data.content.map((r: { message: string }) => r.message)).toEqual([third.message, second.message]);
      expect(body0.data.content[1]).toMatchObject({ username: user.username, userId: expect.any(Number) });
      expect(body0.data.content[0]).toMatchObject({ username: null, userId: null });

      const page1 = (await list('?page=1&size=2')).json().data;
      expect(page1).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
      expect(page1.content.map((r: { message: string }) => r.message)).toEqual([first.message]);

      const byDefault = (await list()).json().data;
      expect(byDefault).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 10 });
      expect(byDefault.content.map((r: { message: string }) => r.message)).toEqual([
        third.message,
        second.message,
        first.message,
      ]);

      // Reports of the same millisecond: the later one first.
      const fourth = specPayload();
      const fifth = specPayload();
      expect((await report(fourth)).statusCode).toBe(201);
      expect((await report(fifth)).statusCode).toBe(201);
      expect((await list('?size=2')).json().data.content.map((r: { message: string }) => r.message)).toEqual([
        fifth.message,
        fourth.message,
      ]);
    });

    it('refuses invalid paging with 400', async () => {
      for (const query of ['?size=101', '?size=0', '?page=-1', '?page=x']) {
        const res = await list(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });

    it('DELETE clears every report', async () => {
      expect((await report(specPayload())).statusCode).toBe(201);
      expect((await report(specPayload())).statusCode).toBe(201);
      const before = await countAll();
      expect(before).toBeGreaterThanOrEqual(2);

      const res = await t.call({ method: 'DELETE', url: '/api/admin/error-reports', token: adminToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '错误报告已清空', data: { deleted: before } });
      expect((await list()).json().data).toEqual({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 });
      expect(await countAll()).toBe(0);

      const again = await t.call({ method: 'DELETE', url: '/api/admin/error-reports', token: adminToken });
      expect(again.json().data).toEqual({ deleted: 0 });

      // Reporting goes on after a clear.
      const payload = specPayload();
      expect((await report(payload)).statusCode).toBe(201);
      expect(await stored(payload.message)).toHaveLength(1);
    });
  });
});
