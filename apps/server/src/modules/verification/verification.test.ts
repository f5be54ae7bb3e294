import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CodePurpose, ErrorCode } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestApp, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate } from '../../test/clock.ts';
import { otherThan } from '../../test/users.fixtures.ts';
import type { VerificationService } from './verification.service.ts';

let counter = 0;
const newEmail = () => `code_${++counter}@example.com`;

async function expectAppError(
  promise: Promise<unknown>,
  code: ErrorCode,
  status: number,
  message?: string,
): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe(code);
  expect(appError.status).toBe(status);
  if (message !== undefined) expect(appError.message).toBe(message);
  return appError;
}

describe.each(testDialects)('VerificationService (%s)', (dialect) => {
  let t: TestApp;
  let codes: VerificationService;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    codes = t.app.services.codes;
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const verify = (purpose: CodePurpose, email: string, code: string, consume = true, subject?: string) =>
    codes.verify({ purpose, email, code, consume, ...(subject !== undefined ? { subject } : {}) });

  it('issues six random digits', async () => {
    const issued = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const code = await codes.issue({ purpose: 'REGISTER', email: newEmail() });
      expect(code).toMatch(/^\d{6}$/);
      issued.add(code);
    }
    expect(issued.size).toBeGreaterThan(1);
  });

  it('verifies a code once for its purpose and address, in any letter case and with surrounding spaces', async () => {
    const email = newEmail();
    const code = await codes.issue({ purpose: 'REGISTER', email: email.toUpperCase() });
    await expect(verify('REGISTER', ` ${email} `, ` ${code} `)).resolves.toBeUndefined();
    await expectAppError(verify('REGISTER', email, code), 'CODE_INVALID', 400, '验证码错误或已过期，请重新获取');
  });

  it('keeps purposes apart: a REGISTER code never verifies PASSWORD_RESET', async () => {
    const email = newEmail();
    const code = await codes.issue({ purpose: 'REGISTER', email });
    for (const purpose of [
      'PASSWORD_RESET',
      'EMAIL_CHANGE',
      'SUBSCRIBE',
      'ADMIN_DELETE_USER',
      'ADMIN_DELETE_PRODUCT',
    ] as const) {
      await expectAppError(verify(purpose, email, code), 'CODE_INVALID', 400);
    }
    // The failed tries under other purposes did not touch the REGISTER code.
    await expect(verify('REGISTER', email, code)).resolves.toBeUndefined();
  });

  it('keeps the same address apart per purpose even when both have codes', async () => {
    const email = newEmail();
    const register = await codes.issue({ purpose: 'REGISTER', email });
    const reset = await codes.issue({ purpose: 'PASSWORD_RESET', email });
    // Issuing the PASSWORD_RESET code neither voided the REGISTER one nor fell under its cooldown.
    await expect(verify('PASSWORD_RESET', email, reset)).resolves.toBeUndefined();
    await expect(verify('REGISTER', email, register)).resolves.toBeUndefined();
  });

  it('binds a code to its subject', async () => {
    const email = newEmail();
    const code = await codes.issue({ purpose: 'ADMIN_DELETE_USER', email, subject: 'user:7' });
    await expectAppError(verify('ADMIN_DELETE_USER', email, code, true, 'user:8'), 'CODE_INVALID', 400);
    await expectAppError(verify('ADMIN_DELETE_USER', email, code, true), 'CODE_INVALID', 400);
    await expectAppError(verify('ADMIN_DELETE_USER', newEmail(), code, true, 'user:7'), 'CODE_INVALID', 400);
    await expect(verify('ADMIN_DELETE_USER', email, code, true, 'user:7')).resolves.toBeUndefined();
  });

  it('a non-consuming verify keeps the code for consumeVerified, which uses it up once', async () => {
    const email = newEmail();
    const code = await codes.issue({ purpose: 'PASSWORD_RESET', email });
    expect(await codes.consumeVerified({ purpose: 'PASSWORD_RESET', email })).toBe(false);

    await verify('PASSWORD_RESET', email, code, false);
    // Verifying again (e.g. a repeated wizard step) is still allowed: nothing was used up.
    await verify('PASSWORD_RESET', email, code, false);
    expect(
      await codes.consumeVerified({ purpose: 'PASSWORD_RESET', email: email.toUpperCase(), subject: 'other' }),
    ).toBe(false);
    expect(await codes.consumeVerified({ purpose: 'EMAIL_CHANGE', email })).toBe(false);
    expect(await codes.consumeVerified({ purpose: 'PASSWORD_RESET', email: email.toUpperCase() })).toBe(true);
    expect(await codes.consumeVerified({ purpose: 'PASSWORD_RESET', email })).toBe(false);
    await expectAppError(verify('PASSWORD_RESET', email, code), 'CODE_INVALID', 400);
  });

  it('consumeVerified refuses a verified code once it has expired', async () => {
    freezeDate();
    const email = newEmail();
    const code = await codes.issue({ purpose: 'EMAIL_CHANGE', email });
    await verify('EMAIL_CHANGE', email, code, false);
    advance(15 * 60_000);
    expect(await codes.consumeVerified({ purpose: 'EMAIL_CHANGE', email })).toBe(false);
  });

  it('expires after 15 minutes', async () => {
    freezeDate();
    const late = newEmail();
    const onTime = newEmail();
    const lateCode = await codes.issue({ purpose: 'PASSWORD_RESET', email: late });
    const onTimeCode = await codes.issue({ purpose: 'PASSWORD_RESET', email: onTime });
    const row = await t.app.services.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('email', '=', late)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(15 * 60_000);

    advance(15 * 60_000 - 1);
    await expect(verify('PASSWORD_RESET', onTime, onTimeCode)).resolves.toBeUndefined();
    advance(1);
    await expectAppError(
      verify('PASSWORD_RESET', late, lateCode),
      'CODE_INVALID',
      400,
      '验证码错误或已过期，请重新获取',
    );
  });

  it('is void after five wrong tries', async () => {
    const email = newEmail();
    const code = await codes.issue({ purpose: 'EMAIL_CHANGE', email });
    for (let i = 1; i <= 4; i++)
      await expectAppError(verify('EMAIL_CHANGE', email, otherThan(code)), 'CODE_INVALID', 400, '验证码错误');
    await expectAppError(
      verify('EMAIL_CHANGE', email, otherThan(code)),
      'CODE_INVALID',
      400,
      '验证码错误次数过多，请重新获取',
    );
    await expectAppError(verify('EMAIL_CHANGE', email, code), 'CODE_INVALID', 400, '验证码错误或已过期，请重新获取');
    await expectAppError(verify('EMAIL_CHANGE', email, code, false), 'CODE_INVALID', 400);
  });

  it('counts wrong tries of a non-consuming verify too', async () => {
    const email = newEmail();
    const code = await codes.issue({ purpose: 'PASSWORD_RESET', email });
    for (let i = 0; i < 5; i++)
      await expectAppError(verify('PASSWORD_RESET', email, otherThan(code), false), 'CODE_INVALID', 400);
    await expectAppError(
      verify('PASSWORD_RESET', email, code, false),
      'CODE_INVALID',
      400,
      '验证码错误或已过期，请重新获取',
    );
  });

  it('a new code voids the old one', async () => {
    freezeDate();
    const email = newEmail();
    const first = await codes.issue({ purpose: 'PASSWORD_RESET', email });
    advance(60_000);
    const second = await codes.issue({ purpose: 'PASSWORD_RESET', email });
    const rows = await t.app.services.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.consumed_at === null)).toEqual([false, true]);
    // One chance in a million that both codes are the same digits; then the old one is the new one.
    if (first !== second) await expectAppError(verify('PASSWORD_RESET', email, first), 'CODE_INVALID', 400);
    await expect(verify('PASSWORD_RESET', email, second)).resolves.toBeUndefined();
  });

  it('refuses a new code within 60 s for account purposes', async () => {
    freezeDate();
    for (const purpose of [
      'REGISTER',
      'PASSWORD_RESET',
      'EMAIL_CHANGE',
      'ADMIN_DELETE_USER',
      'ADMIN_DELETE_PRODUCT',
    ] as const) {
      const email = newEmail();
      await codes.issue({ purpose, email });
      const error = await expectAppError(
        codes.issue({ purpose, email }),
        'CODE_COOLDOWN',
        429,
        '验证码发送过于频繁，请 60 秒后再试',
      );
      expect(error.data).toEqual({ retryAfterSeconds: 60 });
      expect(error.headers).toEqual({ 'retry-after': '60' });
      advance(59_500);
      await expectAppError(codes.issue({ purpose, email }), 'CODE_COOLDOWN', 429, '验证码发送过于频繁，请 1 秒后再试');
      advance(500);
      await expect(codes.issue({ purpose, email })).resolves.toMatch(/^\d{6}$/);
    }
  });

  it('refuses a new SUBSCRIBE code within 120 s', async () => {
    freezeDate();
    const email = newEmail();
    await codes.issue({ purpose: 'SUBSCRIBE', email });
    await expectAppError(
      codes.issue({ purpose: 'SUBSCRIBE', email }),
      'CODE_COOLDOWN',
      429,
      '验证码发送过于频繁，请 120 秒后再试',
    );
    advance(61_000);
    const error = await expectAppError(
      codes.issue({ purpose: 'SUBSCRIBE', email }),
      'CODE_COOLDOWN',
      429,
      '验证码发送过于频繁，请 59 秒后再试',
    );
    expect(error.data).toEqual({ retryAfterSeconds: 59 });
    advance(59_000);
    await expect(codes.issue({ purpose: 'SUBSCRIBE', email })).resolves.toMatch(/^\d{6}$/);
  });

  it('keeps the cooldown per binding', async () => {
    const email = newEmail();
    await codes.issue({ purpose: 'ADMIN_DELETE_PRODUCT', email, subject: 'product:1' });
    await expect(codes.issue({ purpose: 'ADMIN_DELETE_PRODUCT', email, subject: 'product:2' })).resolves.toMatch(
      /^\d{6}$/,
    );
    await expect(
      codes.issue({ purpose: 'ADMIN_DELETE_PRODUCT', email: newEmail(), subject: 'product:1' }),
    ).resolves.toMatch(/^\d{6}$/);
  });

  it('stores only a keyed hash of the code', async () => {
    const email = newEmail();
    const code = await codes.issue({ purpose: 'SUBSCRIBE', email });
    const rows = await t.app.services.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    for (const [column, value] of Object.entries(row)) {
      expect(String(value), column).not.toContain(code);
    }
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // Not a plain hash of the digits either: it is keyed with the site's secret and the binding.
    const { createHash } = await import('node:crypto');
    expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('drops codes that ended more than a day ago', async () => {
    freezeDate();
    const email = newEmail();
    await codes.issue({ purpose: 'REGISTER', email });
    const count = async () =>
      (
        await t.app.services.database.db
          .selectFrom('verification_codes')
          .select('id')
          .where('email', '=', email)
          .execute()
      ).length;
    advance(24 * 3600_000);
    await codes.prune();
    expect(await count()).toBe(1);
    advance(15 * 60_000 + 1_000);
    await codes.prune();
    expect(await count()).toBe(0);
  });
});
