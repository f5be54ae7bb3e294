import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createTestApp, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import { failure, invalid, UNAUTHORIZED } from '../../test/envelopes.ts';
import { newUser, otherThan, testAppFor } from '../../test/users.fixtures.ts';

/*
 * '忘记密码' on the login page: a PASSWORD_RESET code to the address (6 digits, 15 minutes, single
 * use, 5 tries, 60 s cooldown), the same answer for an address without an account, then a new
 * password that ends every session.
 */

const SENT = { success: true, message: '验证码已发送到您的邮箱', data: null };
const BAD_OR_EXPIRED = failure('CODE_INVALID', '验证码错误或已过期，请重新获取');

const sendCode = (t: TestApp, email: string, remoteAddress?: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/password-reset/send-code',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const verifyCode = (t: TestApp, email: string, code: string) =>
  t.call({ method: 'POST', url: '/api/auth/password-reset/verify-code', payload: { email, code } });
const reset = (t: TestApp, email: string, code: string, newPassword: string) =>
  t.call({ method: 'POST', url: '/api/auth/password-reset', payload: { email, code, newPassword } });
const tryLogin = (t: TestApp, username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const profile = (t: TestApp, token: string) => t.call({ method: 'GET', url: '/api/user/profile', token });

describe.each(testDialects)('password reset (%s)', (dialect) => {
  const app = testAppFor(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedUp() {
    const user = newUser('forgot');
    const token = await registerAndLogin(t, user);
    return { ...user, token };
  }

  it('mails a code, checks it, sets the new password and ends every session', async () => {
    const u = await signedUp();
    const otherDevice = await login(t, u.username, u.password);

    const sent = await sendCode(t, u.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(SENT);
    expect(t.mails.at(-1)!.subject).toBe('【轻量博客】修改密码验证码');
    const code = t.lastCode(u.email);

    const verified = await verifyCode(t, u.email, code);
    expect(verified.json()).toEqual({ success: true, message: '验证码验证成功', data: true });

    const done = await reset(t, u.email, code, 'brand-new-password');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: '密码已重置，请使用新密码登录', data: null });
    expect(t.mails.at(-1)).toMatchObject({ to: u.email, subject: '【轻量博客】密码已修改' });

    for (const token of [u.token, otherDevice]) expect((await profile(t, token)).json()).toEqual(UNAUTHORIZED);
    expect((await tryLogin(t, u.username, u.password)).statusCode).toBe(401);
    expect((await tryLogin(t, u.email, 'brand-new-password')).statusCode).toBe(200);
    // Single use.
    expect((await reset(t, u.email, code, 'another-password')).json()).toEqual(BAD_OR_EXPIRED);
  });

  it('answers an address without an account exactly as one with, mails a notice instead of a code, and resets nothing', async () => {
    const email = 'nobody_here@example.com';
    const before = t.mails.length;
    const sent = await sendCode(t, email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(SENT);
    const mails = t.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: '【轻量博客】找回密码提醒' });
    expect(mails[0]!.text).not.toMatch(/\d{6}/);
    expect(mails[0]!.text).toContain('本站没有使用该邮箱的账号');
    // Its cooldown is the same as a known address's.
    expect((await sendCode(t, email)).statusCode).toBe(429);
    expect((await reset(t, email, '123456', 'whatever-password')).json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('keeps the 60-second cooldown, refused with the seconds to wait', async () => {
    freezeDate();
    const u = await signedUp();
    expect((await sendCode(t, u.email)).statusCode).toBe(200);
    advance(59_000);
    const again = await sendCode(t, u.email);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'CODE_COOLDOWN', message: '验证码发送过于频繁，请 1 秒后再试' });
    advance(1_000);
    expect((await sendCode(t, u.email)).statusCode).toBe(200);
  });

  it('a code lasts 15 minutes', async () => {
    freezeDate();
    const u = await signedUp();
    await sendCode(t, u.email);
    const code = t.lastCode(u.email);
    advance(15 * MINUTE);
    expect((await reset(t, u.email, code, 'too-late-password')).json()).toEqual(BAD_OR_EXPIRED);
    expect((await tryLogin(t, u.username, u.password)).statusCode).toBe(200);
  });

  it('a code dies after 5 wrong tries, the right one included after', async () => {
    const u = await signedUp();
    await sendCode(t, u.email);
    const code = t.lastCode(u.email);
    for (let i = 1; i < 5; i++)
      expect((await verifyCode(t, u.email, otherThan(code))).json()).toEqual(failure('CODE_INVALID', '验证码错误'));
    expect((await reset(t, u.email, otherThan(code), 'new-password-1')).json()).toEqual(
      failure('CODE_INVALID', '验证码错误次数过多，请重新获取'),
    );
    expect((await reset(t, u.email, code, 'new-password-1')).json()).toEqual(BAD_OR_EXPIRED);
  });

  it('a code for one address does not reset another', async () => {
    const a = await signedUp();
    const b = await signedUp();
    await sendCode(t, a.email);
    expect((await reset(t, b.email, t.lastCode(a.email), 'stolen-password')).statusCode).toBe(400);
    expect((await tryLogin(t, b.username, b.password)).statusCode).toBe(200);
  });

  it("the new password follows the contract's rule, and the code stays usable", async () => {
    const u = await signedUp();
    await sendCode(t, u.email);
    const code = t.lastCode(u.email);
    expect((await reset(t, u.email, code, '12345')).json()).toEqual(invalid('newPassword', '密码至少6位字符'));
    expect((await reset(t, u.email, code, '123456')).statusCode).toBe(200);
  });

  it('the administrator reset (the CLI) sets a new random password and ends every session', async () => {
    const adminToken = await login(t, ADMIN.username, ADMIN.password);
    const password = await t.app.services.passwordReset.resetAdministrator(ADMIN.username);
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await profile(t, adminToken)).json()).toEqual(UNAUTHORIZED);
    expect((await tryLogin(t, ADMIN.username, ADMIN.password)).statusCode).toBe(401);
    expect((await tryLogin(t, ADMIN.username, password)).statusCode).toBe(200);
    // Only an administrator's password: a reader's name is refused.
    const reader = await signedUp();
    await expect(t.app.services.passwordReset.resetAdministrator(reader.username)).rejects.toThrow(
      `没有用户名为 ${reader.username} 的管理员`,
    );
  });
});

describe.each(testDialects)('password reset limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { CODE_SENDS_PER_IP_PER_HOUR: '3', CODE_SENDS_PER_EMAIL_PER_HOUR: '2' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('limits the codes one IP asks for, whatever the addresses, known or not', async () => {
    const ip = '203.0.113.7';
    for (const n of [1, 2, 3]) expect((await sendCode(t, `ip_${n}@example.com`, ip)).statusCode).toBe(200);
    const refused = await sendCode(t, 'ip_4@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: '发送验证码过于频繁，请稍后再试' });
    expect((await sendCode(t, 'ip_4@example.com', '203.0.113.8')).statusCode).toBe(200);
  });

  it('limits the codes one address receives, from any IP', async () => {
    freezeDate();
    const email = 'limited@example.com';
    expect((await sendCode(t, email, '198.51.100.1')).statusCode).toBe(200);
    advance(MINUTE);
    expect((await sendCode(t, email, '198.51.100.2')).statusCode).toBe(200);
    advance(MINUTE);
    const refused = await sendCode(t, email, '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: '该邮箱接收验证码过于频繁，请稍后再试' });
  });
});
