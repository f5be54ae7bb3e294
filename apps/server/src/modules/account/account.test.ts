import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate } from '../../test/clock.ts';
import { failure, invalid, UNAUTHORIZED } from '../../test/envelopes.ts';
import { auth, newUser, otherThan, testAppFor } from '../../test/users.fixtures.ts';

let emailSeq = 0;
/** An address no account uses yet. */
function freeEmail(prefix = 'moved') {
  emailSeq += 1;
  return `${prefix}_${emailSeq}@example.com`;
}

const WRONG_CODE = failure('CODE_INVALID', '验证码错误');
const WRONG_PASSWORD = failure('PASSWORD_INCORRECT', '密码错误');
const NOT_VERIFIED = {
  success: false,
  code: 'CODE_NOT_VERIFIED',
  message: '请先通过邮箱验证码验证，再修改密码',
  data: null,
};

interface SignedIn {
  username: string;
  email: string;
  password: string;
  token: string;
}

interface ChangeEmailBody {
  currentPassword: string;
  newEmail: string;
  currentEmailCode: string;
  newEmailCode: string;
}

const sendCode = (t: TestApp, token: string | undefined, email: string, codeType: string) =>
  t.call({ method: 'POST', url: '/api/email/send-code', payload: { email, codeType }, ...auth(token) });

const verifyCode = (t: TestApp, token: string | undefined, email: string, code: string, codeType: string) =>
  t.call({
    method: 'POST',
    url: '/api/email/verify-code',
    payload: { email, code, codeType },
    ...auth(token),
  });

const verifyPassword = (t: TestApp, token: string | undefined, currentPassword: string) =>
  t.call({
    method: 'POST',
    url: '/api/user/verify-password',
    payload: { currentPassword },
    ...auth(token),
  });

const changePassword = (t: TestApp, token: string | undefined, currentPassword: string, newPassword: string) =>
  t.call({
    method: 'PUT',
    url: '/api/user/change-password',
    payload: { currentPassword, newPassword },
    ...auth(token),
  });

const changeEmail = (t: TestApp, token: string | undefined, body: ChangeEmailBody) =>
  t.call({ method: 'PUT', url: '/api/user/change-email', payload: body, ...auth(token) });

const profile = (t: TestApp, token: string) => t.call({ method: 'GET', url: '/api/user/profile', token });

const tryLogin = (t: TestApp, username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

async function signUp(t: TestApp, prefix?: string): Promise<SignedIn> {
  const user = newUser(prefix);
  const token = await registerAndLogin(t, user);
  return { ...user, token };
}

/** Asks the server for a code and reads it from the captured mail. */
async function requestCode(
  t: TestApp,
  u: SignedIn,
  email: string,
  codeType: 'PASSWORD_RESET' | 'EMAIL_CHANGE',
): Promise<string> {
  const res = await sendCode(t, u.token, email, codeType);
  expect(res.statusCode, res.body).toBe(200);
  return t.lastCode(email);
}

/** The password wizard's first step: a PASSWORD_RESET code sent to the own address and verified. */
async function verifiedResetCode(t: TestApp, u: SignedIn): Promise<string> {
  const code = await requestCode(t, u, u.email, 'PASSWORD_RESET');
  const res = await verifyCode(t, u.token, u.email, code, 'PASSWORD_RESET');
  expect(res.statusCode, res.body).toBe(200);
  return code;
}

/** Codes for both addresses of an e-mail change, as the wizard obtains them. */
async function emailChangeCodes(
  t: TestApp,
  u: SignedIn,
  newEmail: string,
): Promise<{ currentEmailCode: string; newEmailCode: string }> {
  const currentEmailCode = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
  const newEmailCode = await requestCode(t, u, newEmail, 'EMAIL_CHANGE');
  return { currentEmailCode, newEmailCode };
}

async function emailOf(t: TestApp, u: SignedIn): Promise<string> {
  const res = await profile(t, u.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.email as string;
}

describe.each(testDialects)('account security endpoints (%s)', (dialect) => {
  const app = testAppFor(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('POST /api/email/send-code', () => {
    it('mails a PASSWORD_RESET code to the own address, in any letter case', async () => {
      const u = await signUp(t);
      const before = t.mails.length;
      const res = await sendCode(t, u.token, u.email.toUpperCase(), 'PASSWORD_RESET');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '验证码已发送到您的邮箱', data: null });
      const sent = t.mails.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to.toLowerCase()).toBe(u.email);
      expect(sent[0]!.subject).toBe('【轻量博客】修改密码验证码');
      expect(sent[0]!.text).toMatch(/您的验证码是：\d{6}/);
    });

    it('mails EMAIL_CHANGE codes to the current address and to a free new one', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const before = t.mails.length;
      expect((await sendCode(t, u.token, u.email, 'EMAIL_CHANGE')).statusCode).toBe(200);
      expect((await sendCode(t, u.token, newEmail, 'EMAIL_CHANGE')).statusCode).toBe(200);
      const sent = t.mails.slice(before);
      expect(sent.map((m) => m.to)).toEqual([u.email, newEmail]);
      for (const mail of sent) {
        expect(mail.subject).toBe('【轻量博客】更换绑定邮箱验证码');
        expect(mail.text).toMatch(/您的验证码是：\d{6}/);
      }
    });

    it('refuses a PASSWORD_RESET code to any address but the own one (400 EMAIL_MISMATCH)', async () => {
      const u = await signUp(t);
      const other = await signUp(t);
      const before = t.mails.length;
      for (const email of [freeEmail(), other.email]) {
        const res = await sendCode(t, u.token, email, 'PASSWORD_RESET');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'EMAIL_MISMATCH',
          message: '只能向当前账号绑定的邮箱发送验证码',
          data: null,
        });
      }
      expect(t.mails.length).toBe(before);
    });

    it('answers an EMAIL_CHANGE send to an address another account uses exactly like a free one, mailing it a notice and no code', async () => {
      freezeDate();
      const u = await signUp(t);
      const other = await signUp(t);
      const free = freeEmail();
      const forFree = await sendCode(t, u.token, free, 'EMAIL_CHANGE');
      const before = t.mails.length;
      const forTaken = await sendCode(t, u.token, other.email.toUpperCase(), 'EMAIL_CHANGE');
      expect(forTaken.statusCode).toBe(200);
      expect(forTaken.json()).toEqual(forFree.json());

      const sent = t.mails.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to.toLowerCase()).toBe(other.email);
      expect(sent[0]!.subject).toBe('【轻量博客】换绑提醒');
      expect(sent[0]!.text).toContain('该邮箱已经绑定了一个账号，所以没有发送验证码');
      expect(sent[0]!.text).not.toMatch(/\d{6}/);
      expect(sent[0]!.html).not.toMatch(/\d{6}/);

      // The limits hold the same for both: a repeat within the cooldown is refused alike.
      const againFree = await sendCode(t, u.token, free, 'EMAIL_CHANGE');
      const againTaken = await sendCode(t, u.token, other.email, 'EMAIL_CHANGE');
      expect(againTaken.statusCode).toBe(429);
      expect(againTaken.json()).toEqual(againFree.json());
      expect(t.mails.length).toBe(before + 1);
    });

    it('enforces the 60 s cooldown per purpose and address on the server', async () => {
      freezeDate();
      const u = await signUp(t);
      const newEmail = freeEmail();
      expect((await sendCode(t, u.token, u.email, 'PASSWORD_RESET')).statusCode).toBe(200);
      const before = t.mails.length;

      const again = await sendCode(t, u.token, u.email, 'PASSWORD_RESET');
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        success: false,
        code: 'CODE_COOLDOWN',
        message: '验证码发送过于频繁，请 60 秒后再试',
        data: { retryAfterSeconds: 60 },
      });
      expect(again.headers['retry-after']).toBe('60');
      // Letter case does not get round it.
      expect((await sendCode(t, u.token, u.email.toUpperCase(), 'PASSWORD_RESET')).statusCode).toBe(429);
      expect(t.mails.length).toBe(before);

      // Another purpose or another address has its own cooldown.
      expect((await sendCode(t, u.token, u.email, 'EMAIL_CHANGE')).statusCode).toBe(200);
      expect((await sendCode(t, u.token, newEmail, 'EMAIL_CHANGE')).statusCode).toBe(200);
      const newAgain = await sendCode(t, u.token, newEmail, 'EMAIL_CHANGE');
      expect(newAgain.statusCode).toBe(429);
      expect(newAgain.json().code).toBe('CODE_COOLDOWN');

      advance(59_000);
      const stillCooling = await sendCode(t, u.token, u.email, 'PASSWORD_RESET');
      expect(stillCooling.statusCode).toBe(429);
      expect(stillCooling.json().message).toBe('验证码发送过于频繁，请 1 秒后再试');
      expect(stillCooling.headers['retry-after']).toBe('1');

      advance(1_000);
      const sent = t.mails.length;
      expect((await sendCode(t, u.token, u.email, 'PASSWORD_RESET')).statusCode).toBe(200);
      expect(t.mails.length).toBe(sent + 1);
    });

    it('refuses a code type other than PASSWORD_RESET, EMAIL_CHANGE and SUBSCRIBE with 400', async () => {
      const u = await signUp(t);
      const before = t.mails.length;
      for (const codeType of ['REGISTER', 'ADMIN_DELETE_USER', 'ADMIN_DELETE_PRODUCT', 'password_reset', '', 42]) {
        const res = await t.call({
          method: 'POST',
          url: '/api/email/send-code',
          payload: { email: u.email, codeType },
          token: u.token,
        });
        expect(res.statusCode, String(codeType)).toBe(400);
        expect(res.json()).toEqual(invalid('codeType', '验证码类型无效'));
      }
      const missing = await t.call({
        method: 'POST',
        url: '/api/email/send-code',
        payload: { email: u.email },
        token: u.token,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual([{ field: 'codeType', message: '验证码类型无效' }]);
      expect(t.mails.length).toBe(before);
    });

    it('refuses an invalid or missing e-mail with field errors', async () => {
      const u = await signUp(t);
      const before = t.mails.length;
      const bad = await sendCode(t, u.token, 'not-an-email', 'EMAIL_CHANGE');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(invalid('email', '邮箱格式不正确'));
      const missing = await t.call({
        method: 'POST',
        url: '/api/email/send-code',
        payload: { codeType: 'PASSWORD_RESET' },
        token: u.token,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual([{ field: 'email', message: '请输入邮箱地址' }]);
      expect(t.mails.length).toBe(before);
    });
  });

  describe('POST /api/email/verify-code', () => {
    it('verifies the right code without using it up', async () => {
      const u = await signUp(t);
      const code = await requestCode(t, u, u.email, 'PASSWORD_RESET');
      const res = await verifyCode(t, u.token, u.email.toUpperCase(), code, 'PASSWORD_RESET');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '验证码验证成功', data: true });
      // A repeated wizard step may verify again: the code is only used by the change itself.
      expect((await verifyCode(t, u.token, u.email, code, 'PASSWORD_RESET')).json()).toEqual({
        success: true,
        message: '验证码验证成功',
        data: true,
      });
    });

    it('refuses a wrong code, and the right one still works afterwards', async () => {
      const u = await signUp(t);
      const code = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      const wrong = await verifyCode(t, u.token, u.email, otherThan(code), 'EMAIL_CHANGE');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(WRONG_CODE);
      expect((await verifyCode(t, u.token, u.email, code, 'EMAIL_CHANGE')).statusCode).toBe(200);
    });

    it('refuses a code that is not six digits with field errors', async () => {
      const u = await signUp(t);
      const short = await verifyCode(t, u.token, u.email, '12345', 'PASSWORD_RESET');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        data: { errors: [{ field: 'code', message: '验证码为6位数字' }] },
      });
      const letters = await verifyCode(t, u.token, u.email, 'abcdef', 'PASSWORD_RESET');
      expect(letters.statusCode).toBe(400);
      expect(letters.json().data.errors).toEqual([{ field: 'code', message: '验证码必须是6位数字' }]);
      const badType = await verifyCode(t, u.token, u.email, '123456', 'REGISTER');
      expect(badType.statusCode).toBe(400);
      expect(badType.json().data.errors).toEqual([{ field: 'codeType', message: '验证码类型无效' }]);
    });

    it('keeps purposes apart: a PASSWORD_RESET code never verifies EMAIL_CHANGE and the reverse', async () => {
      const u = await signUp(t);
      const reset = await requestCode(t, u, u.email, 'PASSWORD_RESET');
      // With no EMAIL_CHANGE code at all, the PASSWORD_RESET code is not one.
      expect((await verifyCode(t, u.token, u.email, reset, 'EMAIL_CHANGE')).statusCode).toBe(400);

      const change = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      // One chance in a million that both codes are the same digits; then each is also the other.
      if (reset !== change) {
        expect((await verifyCode(t, u.token, u.email, reset, 'EMAIL_CHANGE')).json()).toEqual(WRONG_CODE);
        expect((await verifyCode(t, u.token, u.email, change, 'PASSWORD_RESET')).json()).toEqual(WRONG_CODE);
      }
      expect((await verifyCode(t, u.token, u.email, reset, 'PASSWORD_RESET')).statusCode).toBe(200);
      expect((await verifyCode(t, u.token, u.email, change, 'EMAIL_CHANGE')).statusCode).toBe(200);
    });

    it('keeps addresses apart: a code sent to one address never verifies for another', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const toNew = await requestCode(t, u, newEmail, 'EMAIL_CHANGE');
      expect((await verifyCode(t, u.token, u.email, toNew, 'EMAIL_CHANGE')).statusCode).toBe(400);
      expect((await verifyCode(t, u.token, freeEmail(), toNew, 'EMAIL_CHANGE')).statusCode).toBe(400);

      const toCurrent = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      if (toNew !== toCurrent) {
        expect((await verifyCode(t, u.token, newEmail, toCurrent, 'EMAIL_CHANGE')).json()).toEqual(WRONG_CODE);
        expect((await verifyCode(t, u.token, u.email, toNew, 'EMAIL_CHANGE')).json()).toEqual(WRONG_CODE);
      }
      expect((await verifyCode(t, u.token, newEmail, toNew, 'EMAIL_CHANGE')).statusCode).toBe(200);
      expect((await verifyCode(t, u.token, u.email, toCurrent, 'EMAIL_CHANGE')).statusCode).toBe(200);
    });

    it("binds a code to the account: user B cannot use user A's code for the same address and purpose", async () => {
      const a = await signUp(t, 'alice');
      const b = await signUp(t, 'bob');
      const shared = freeEmail('shared');
      const codeOfA = await requestCode(t, a, shared, 'EMAIL_CHANGE');
      // B holds no code for that address yet: A's does not count for B.
      expect((await verifyCode(t, b.token, shared, codeOfA, 'EMAIL_CHANGE')).statusCode).toBe(400);

      // B gets a code of its own for the same address; A's still does not work for B.
      const codeOfB = await requestCode(t, b, shared, 'EMAIL_CHANGE');
      if (codeOfA !== codeOfB) {
        expect((await verifyCode(t, b.token, shared, codeOfA, 'EMAIL_CHANGE')).json()).toEqual(WRONG_CODE);
        const bCodeForCurrent = await requestCode(t, b, b.email, 'EMAIL_CHANGE');
        const stolen = await changeEmail(t, b.token, {
          currentPassword: b.password,
          newEmail: shared,
          currentEmailCode: bCodeForCurrent,
          newEmailCode: codeOfA,
        });
        expect(stolen.statusCode).toBe(400);
        expect(stolen.json().code).toBe('CODE_INVALID');
        expect(await emailOf(t, b)).toBe(b.email);
      }
      // A's code for the address was neither used up nor voided by B's tries.
      expect((await verifyCode(t, a.token, shared, codeOfA, 'EMAIL_CHANGE')).statusCode).toBe(200);
    });

    it('voids a code after five wrong tries: even the right code fails then', async () => {
      const u = await signUp(t);
      const code = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      for (let i = 1; i <= 4; i++) {
        expect((await verifyCode(t, u.token, u.email, otherThan(code), 'EMAIL_CHANGE')).json()).toEqual(WRONG_CODE);
      }
      const fifth = await verifyCode(t, u.token, u.email, otherThan(code), 'EMAIL_CHANGE');
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json()).toEqual({
        success: false,
        code: 'CODE_INVALID',
        message: '验证码错误次数过多，请重新获取',
        data: null,
      });
      const sixth = await verifyCode(t, u.token, u.email, code, 'EMAIL_CHANGE');
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json()).toEqual({
        success: false,
        code: 'CODE_INVALID',
        message: '验证码错误或已过期，请重新获取',
        data: null,
      });
    });

    it('refuses a code after its 15 minutes', async () => {
      freezeDate();
      const u = await signUp(t);
      const late = freeEmail();
      const lateCode = await requestCode(t, u, late, 'EMAIL_CHANGE');
      const onTimeCode = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      advance(15 * 60_000 - 1_000);
      expect((await verifyCode(t, u.token, u.email, onTimeCode, 'EMAIL_CHANGE')).statusCode).toBe(200);
      advance(1_000);
      const res = await verifyCode(t, u.token, late, lateCode, 'EMAIL_CHANGE');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'CODE_INVALID',
        message: '验证码错误或已过期，请重新获取',
        data: null,
      });
    });

    it('a new code voids the previous one', async () => {
      freezeDate();
      const u = await signUp(t);
      const first = await requestCode(t, u, u.email, 'PASSWORD_RESET');
      advance(60_000);
      const second = await requestCode(t, u, u.email, 'PASSWORD_RESET');
      if (first !== second)
        expect((await verifyCode(t, u.token, u.email, first, 'PASSWORD_RESET')).statusCode).toBe(400);
      expect((await verifyCode(t, u.token, u.email, second, 'PASSWORD_RESET')).statusCode).toBe(200);
    });
  });

  describe('POST /api/user/verify-password', () => {
    it('answers the right password with true and a wrong one with 400 密码错误', async () => {
      const u = await signUp(t);
      const ok = await verifyPassword(t, u.token, u.password);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: '密码验证成功', data: true });
      const wrong = await verifyPassword(t, u.token, `${u.password}x`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(WRONG_PASSWORD);
      // Another account's password is not this one's.
      const other = await signUp(t);
      expect((await verifyPassword(t, u.token, other.password)).json()).toEqual(WRONG_PASSWORD);
    });

    it('refuses an empty password with a field error', async () => {
      const u = await signUp(t);
      const res = await verifyPassword(t, u.token, '');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('currentPassword', '请输入当前密码'));
    });

    it('after 10 wrong passwords answers 429 even for the right one, for this account only, until the window ends', async () => {
      freezeDate();
      const u = await signUp(t);
      const other = await signUp(t);
      for (let i = 0; i < 10; i++) {
        const res = await verifyPassword(t, u.token, `wrong-${i}`);
        expect(res.statusCode, `try ${i + 1}`).toBe(400);
        expect(res.json()).toEqual(WRONG_PASSWORD);
      }
      const blocked = await verifyPassword(t, u.token, u.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: '密码错误次数过多，请稍后再试',
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json().data).toEqual({ retryAfterSeconds: retryAfter });

      // The password-protected changes are blocked too.
      const code = await verifiedResetCode(t, u);
      expect((await changePassword(t, u.token, u.password, 'brand-new-pass')).statusCode).toBe(429);
      expect(
        (
          await changeEmail(t, u.token, {
            currentPassword: u.password,
            newEmail: freeEmail(),
            currentEmailCode: code,
            newEmailCode: code,
          })
        ).statusCode,
      ).toBe(429);
      expect((await tryLogin(t, u.username, 'brand-new-pass')).statusCode).toBe(401);

      // Other accounts are not affected.
      expect((await verifyPassword(t, other.token, other.password)).statusCode).toBe(200);

      advance(retryAfter * 1000);
      expect((await verifyPassword(t, u.token, u.password)).statusCode).toBe(200);
    });
    it('of 30 simultaneous wrong passwords, exactly the 10 of the window are checked', async () => {
      const u = await signUp(t);
      const checks = vi.spyOn(t.app.services.users, 'checkPassword');
      try {
        const responses = await Promise.all(
          Array.from({ length: 30 }, (_, i) => verifyPassword(t, u.token, `wrong-${i}`)),
        );
        expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(10);
        expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(20);
        expect(checks).toHaveBeenCalledTimes(10);
      } finally {
        checks.mockRestore();
      }
    });

    it('does not count right passwords against the window', async () => {
      const u = await signUp(t);
      for (let i = 0; i < 9; i++) expect((await verifyPassword(t, u.token, `wrong-${i}`)).statusCode).toBe(400);
      for (let i = 0; i < 3; i++) expect((await verifyPassword(t, u.token, u.password)).statusCode).toBe(200);
      expect((await verifyPassword(t, u.token, 'wrong-9')).statusCode).toBe(400);
      expect((await verifyPassword(t, u.token, u.password)).statusCode).toBe(429);
    });
  });

  describe('PUT /api/user/change-password', () => {
    it('changes the password after a verified code, ends every session and mails a notice', async () => {
      const u = await signUp(t);
      const otherSession = await login(t, u.username, u.password);
      await verifiedResetCode(t, u);
      const before = t.mails.length;

      const res = await changePassword(t, u.token, u.password, 'brand-new-pass');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '密码修改成功，请重新登录', data: null });

      for (const token of [u.token, otherSession]) {
        const after = await profile(t, token);
        expect(after.statusCode).toBe(401);
        expect(after.json()).toEqual(UNAUTHORIZED);
      }
      const old = await tryLogin(t, u.username, u.password);
      expect(old.statusCode).toBe(401);
      expect(old.json().code).toBe('INVALID_CREDENTIALS');
      const fresh = await login(t, u.username, 'brand-new-pass');
      expect((await profile(t, fresh)).json().data.username).toBe(u.username);

      const sent = t.mails.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toBe(u.email);
      expect(sent[0]!.subject).toBe('【轻量博客】密码已修改');
      expect(sent[0]!.text).toContain('密码刚刚被修改');
      expect(sent[0]!.text).not.toContain('brand-new-pass');
    });

    it('refuses without a verified PASSWORD_RESET code (400 CODE_NOT_VERIFIED) and changes nothing', async () => {
      const u = await signUp(t);
      // No code at all.
      const none = await changePassword(t, u.token, u.password, 'brand-new-pass');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual(NOT_VERIFIED);

      // A code sent but never verified.
      await requestCode(t, u, u.email, 'PASSWORD_RESET');
      expect((await changePassword(t, u.token, u.password, 'brand-new-pass')).json()).toEqual(NOT_VERIFIED);

      // A verified code of the other purpose.
      const change = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      expect((await verifyCode(t, u.token, u.email, change, 'EMAIL_CHANGE')).statusCode).toBe(200);
      expect((await changePassword(t, u.token, u.password, 'brand-new-pass')).json()).toEqual(NOT_VERIFIED);

      // Another account's verified code does not count for this one.
      const other = await signUp(t);
      await verifiedResetCode(t, other);
      expect((await changePassword(t, u.token, u.password, 'brand-new-pass')).json()).toEqual(NOT_VERIFIED);

      expect((await profile(t, u.token)).statusCode).toBe(200);
      expect((await tryLogin(t, u.username, u.password)).statusCode).toBe(200);
      expect((await tryLogin(t, u.username, 'brand-new-pass')).statusCode).toBe(401);
    });

    it('refuses a wrong current password with 400 密码错误 without using up the verified code', async () => {
      const u = await signUp(t);
      await verifiedResetCode(t, u);
      const wrong = await changePassword(t, u.token, 'not-my-password', 'brand-new-pass');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(WRONG_PASSWORD);
      expect((await profile(t, u.token)).statusCode).toBe(200);
      expect((await tryLogin(t, u.username, 'brand-new-pass')).statusCode).toBe(401);

      const retry = await changePassword(t, u.token, u.password, 'brand-new-pass');
      expect(retry.statusCode).toBe(200);
      expect((await tryLogin(t, u.username, 'brand-new-pass')).statusCode).toBe(200);
    });

    it('uses a verified code once', async () => {
      const u = await signUp(t);
      const code = await verifiedResetCode(t, u);
      expect((await changePassword(t, u.token, u.password, 'second-pass-1')).statusCode).toBe(200);
      const token = await login(t, u.username, 'second-pass-1');
      const again = await changePassword(t, token, 'second-pass-1', 'third-pass-1');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(NOT_VERIFIED);
      // Nor can the used code be verified again for a second change.
      expect((await verifyCode(t, token, u.email, code, 'PASSWORD_RESET')).statusCode).toBe(400);
      expect((await changePassword(t, token, 'second-pass-1', 'third-pass-1')).json()).toEqual(NOT_VERIFIED);
      expect((await tryLogin(t, u.username, 'second-pass-1')).statusCode).toBe(200);
      expect((await tryLogin(t, u.username, 'third-pass-1')).statusCode).toBe(401);
    });

    it('lets only one of two simultaneous changes use the verified code', async () => {
      const u = await signUp(t);
      await verifiedResetCode(t, u);
      const results = await Promise.all([
        changePassword(t, u.token, u.password, 'racing-pass-1'),
        changePassword(t, u.token, u.password, 'racing-pass-2'),
      ]);
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The loser finds the code used up, or its session already ended by the winner.
      const loser = results.find((r) => r.statusCode !== 200)!;
      expect([400, 401]).toContain(loser.statusCode);
      if (loser.statusCode === 400) expect(loser.json()).toEqual(NOT_VERIFIED);
      const winner = results.findIndex((r) => r.statusCode === 200) === 0 ? 'racing-pass-1' : 'racing-pass-2';
      const other = winner === 'racing-pass-1' ? 'racing-pass-2' : 'racing-pass-1';
      expect((await tryLogin(t, u.username, winner)).statusCode).toBe(200);
      expect((await tryLogin(t, u.username, other)).statusCode).toBe(401);
    });

    it('counts a verified code only within the 15 minutes of the code', async () => {
      freezeDate();
      const late = await signUp(t);
      const onTime = await signUp(t);
      await verifiedResetCode(t, late);
      const onTimeCode = await requestCode(t, onTime, onTime.email, 'PASSWORD_RESET');
      advance(10 * 60_000);
      expect((await verifyCode(t, onTime.token, onTime.email, onTimeCode, 'PASSWORD_RESET')).statusCode).toBe(200);
      advance(5 * 60_000 - 1_000);
      expect((await changePassword(t, onTime.token, onTime.password, 'brand-new-pass')).statusCode).toBe(200);

      advance(1_000);
      const res = await changePassword(t, late.token, late.password, 'brand-new-pass');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NOT_VERIFIED);
      expect((await tryLogin(t, late.username, late.password)).statusCode).toBe(200);
    });

    it('refuses a too short or missing new password with field errors', async () => {
      const u = await signUp(t);
      await verifiedResetCode(t, u);
      const short = await changePassword(t, u.token, u.password, '12345');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual(invalid('newPassword', '密码至少6位字符'));
      const missing = await t.call({ method: 'PUT', url: '/api/user/change-password', payload: {}, token: u.token });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual([
        { field: 'currentPassword', message: '请输入当前密码' },
        { field: 'newPassword', message: '请输入新密码' },
      ]);
      // The refused requests did not use up the verified code.
      expect((await changePassword(t, u.token, u.password, '123456')).statusCode).toBe(200);
    });
  });

  describe('PUT /api/user/change-email', () => {
    it('moves the account to the new address through the whole wizard and tells the old address', async () => {
      const u = await signUp(t);
      const other = await signUp(t);
      const newEmail = `New.Address_${++emailSeq}@Example.COM`;

      // 1: a code to the current address.
      const currentEmailCode = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      const step1 = await verifyCode(t, u.token, u.email, currentEmailCode, 'EMAIL_CHANGE');
      expect(step1.json()).toEqual({ success: true, message: '验证码验证成功', data: true });
      // 2: the password.
      expect((await verifyPassword(t, u.token, u.password)).json()).toEqual({
        success: true,
        message: '密码验证成功',
        data: true,
      });
      // 3: the new address and its code.
      const newEmailCode = await requestCode(t, u, newEmail, 'EMAIL_CHANGE');
      expect((await verifyCode(t, u.token, newEmail, newEmailCode, 'EMAIL_CHANGE')).statusCode).toBe(200);
      const before = t.mails.length;

      const res = await changeEmail(t, u.token, {
        currentPassword: u.password,
        newEmail,
        currentEmailCode,
        newEmailCode,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: '邮箱换绑成功' });
      expect(body.data).toMatchObject({
        username: u.username,
        email: newEmail.toLowerCase(),
        role: 'USER',
        status: 'ACTIVE',
      });
      expect(res.body).not.toMatch(/hash|password/i);

      expect(await emailOf(t, u)).toBe(newEmail.toLowerCase());
      expect((await tryLogin(t, newEmail.toLowerCase(), u.password)).statusCode).toBe(200);
      expect((await tryLogin(t, newEmail, u.password)).statusCode).toBe(200);
      expect((await tryLogin(t, u.email, u.password)).statusCode).toBe(401);
      // The session that made the change goes on.
      expect((await profile(t, u.token)).statusCode).toBe(200);

      const sent = t.mails.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toBe(u.email);
      expect(sent[0]!.subject).toBe('【轻量博客】绑定邮箱已更换');
      expect(sent[0]!.text).toContain('账号绑定邮箱已从本邮箱更换为');

      // The new address now has an account (a notice, no code), the old one is free (a code).
      expect((await sendCode(t, other.token, newEmail, 'EMAIL_CHANGE')).statusCode).toBe(200);
      expect(t.mails.at(-1)).toMatchObject({ to: newEmail, subject: '【轻量博客】换绑提醒' });
      expect((await sendCode(t, other.token, u.email, 'EMAIL_CHANGE')).statusCode).toBe(200);
      expect(t.lastCode(u.email)).toMatch(/^\d{6}$/);
      // PASSWORD_RESET codes now go to the new address only.
      expect((await sendCode(t, u.token, u.email, 'PASSWORD_RESET')).json().code).toBe('EMAIL_MISMATCH');
      expect((await sendCode(t, u.token, newEmail, 'PASSWORD_RESET')).statusCode).toBe(200);
    });

    it('refuses the current address as the new one, in any letter case (400 EMAIL_UNCHANGED)', async () => {
      const u = await signUp(t);
      const code = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      for (const newEmail of [u.email, u.email.toUpperCase(), ` ${u.email} `]) {
        const res = await changeEmail(t, u.token, {
          currentPassword: u.password,
          newEmail,
          currentEmailCode: code,
          newEmailCode: code,
        });
        expect(res.statusCode, newEmail).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'EMAIL_UNCHANGED',
          message: '新邮箱不能与当前邮箱相同',
          data: null,
        });
      }
      expect(await emailOf(t, u)).toBe(u.email);
    });

    it('says an address is taken (409 EMAIL_TAKEN) only to a holder of its code: when it was taken after the code was sent', async () => {
      freezeDate();
      const u = await signUp(t);
      const existing = await signUp(t);
      // A made-up code for an address with an account: the code error, as for a free address.
      const current = await requestCode(t, u, u.email, 'EMAIL_CHANGE');
      const guess = (newEmail: string) =>
        changeEmail(t, u.token, {
          currentPassword: u.password,
          newEmail,
          currentEmailCode: current,
          newEmailCode: '123456',
        });
      const forTaken = await guess(existing.email.toUpperCase());
      const forFree = await guess(freeEmail());
      expect(forTaken.statusCode).toBe(400);
      expect(forTaken.json()).toEqual(forFree.json());
      expect(forTaken.json().code).toBe('CODE_INVALID');

      // The address was free when its code was sent, then someone registered with it.
      advance(61_000); // past the cooldown of the current address's code
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      await registerAndLogin(t, { username: `late_${emailSeq}`, email: newEmail, password: 'late-pass-123' });
      const raced = await changeEmail(t, u.token, { currentPassword: u.password, newEmail, ...codes });
      expect(raced.statusCode).toBe(409);
      expect(raced.json().code).toBe('EMAIL_TAKEN');
      expect(await emailOf(t, u)).toBe(u.email);
      expect((await tryLogin(t, newEmail, 'late-pass-123')).statusCode).toBe(200);
    });

    it('refuses a wrong current-address code without using up the new-address code', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      const res = await changeEmail(t, u.token, {
        currentPassword: u.password,
        newEmail,
        ...codes,
        currentEmailCode: otherThan(codes.currentEmailCode),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG_CODE);
      expect(await emailOf(t, u)).toBe(u.email);

      const retry = await changeEmail(t, u.token, { currentPassword: u.password, newEmail, ...codes });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.email).toBe(newEmail);
    });

    it('refuses a wrong new-address code without using up the current-address code', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      const res = await changeEmail(t, u.token, {
        currentPassword: u.password,
        newEmail,
        ...codes,
        newEmailCode: otherThan(codes.newEmailCode),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG_CODE);
      expect(await emailOf(t, u)).toBe(u.email);

      const retry = await changeEmail(t, u.token, { currentPassword: u.password, newEmail, ...codes });
      expect(retry.statusCode).toBe(200);
      expect(await emailOf(t, u)).toBe(newEmail);
    });

    it('refuses a wrong password with 400 密码错误 without using up either code', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      const before = t.mails.length;
      const res = await changeEmail(t, u.token, { currentPassword: 'not-my-password', newEmail, ...codes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG_PASSWORD);
      expect(await emailOf(t, u)).toBe(u.email);
      expect(t.mails.length).toBe(before);

      expect((await changeEmail(t, u.token, { currentPassword: u.password, newEmail, ...codes })).statusCode).toBe(200);
      expect(await emailOf(t, u)).toBe(newEmail);
    });

    it('refuses PASSWORD_RESET codes in place of EMAIL_CHANGE codes', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const reset = await verifiedResetCode(t, u);
      const newEmailCode = await requestCode(t, u, newEmail, 'EMAIL_CHANGE');
      const res = await changeEmail(t, u.token, {
        currentPassword: u.password,
        newEmail,
        currentEmailCode: reset,
        newEmailCode,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CODE_INVALID');
      expect(await emailOf(t, u)).toBe(u.email);
      // The PASSWORD_RESET code is still good for its own purpose.
      expect((await changePassword(t, u.token, u.password, 'brand-new-pass')).statusCode).toBe(200);
    });

    it('refuses codes swapped between the two addresses', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      if (codes.currentEmailCode !== codes.newEmailCode) {
        const res = await changeEmail(t, u.token, {
          currentPassword: u.password,
          newEmail,
          currentEmailCode: codes.newEmailCode,
          newEmailCode: codes.currentEmailCode,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(WRONG_CODE);
        expect(await emailOf(t, u)).toBe(u.email);
      }
      // A code for one new address does not move the account to another.
      const elsewhere = freeEmail();
      const res = await changeEmail(t, u.token, { currentPassword: u.password, newEmail: elsewhere, ...codes });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CODE_INVALID');
      expect(await emailOf(t, u)).toBe(u.email);
    });

    it('voids a code after five wrong tries at the change itself', async () => {
      const u = await signUp(t);
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      const wrong = { currentPassword: u.password, newEmail, ...codes, newEmailCode: otherThan(codes.newEmailCode) };
      for (let i = 0; i < 5; i++) expect((await changeEmail(t, u.token, wrong)).statusCode).toBe(400);
      const res = await changeEmail(t, u.token, { currentPassword: u.password, newEmail, ...codes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'CODE_INVALID',
        message: '验证码错误或已过期，请重新获取',
        data: null,
      });
      expect(await emailOf(t, u)).toBe(u.email);
    });

    it('refuses codes after their 15 minutes', async () => {
      freezeDate();
      const u = await signUp(t);
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      expect((await verifyCode(t, u.token, u.email, codes.currentEmailCode, 'EMAIL_CHANGE')).statusCode).toBe(200);
      expect((await verifyCode(t, u.token, newEmail, codes.newEmailCode, 'EMAIL_CHANGE')).statusCode).toBe(200);
      advance(15 * 60_000);
      const res = await changeEmail(t, u.token, { currentPassword: u.password, newEmail, ...codes });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CODE_INVALID');
      expect(await emailOf(t, u)).toBe(u.email);
    });

    it('uses the codes once: they move the account neither back nor on', async () => {
      const u = await signUp(t);
      const original = u.email;
      const newEmail = freeEmail();
      const codes = await emailChangeCodes(t, u, newEmail);
      expect((await changeEmail(t, u.token, { currentPassword: u.password, newEmail, ...codes })).statusCode).toBe(200);

      // Back to the old address with the same two codes (each was sent to one of these addresses).
      const back = await changeEmail(t, u.token, {
        currentPassword: u.password,
        newEmail: original,
        currentEmailCode: codes.newEmailCode,
        newEmailCode: codes.currentEmailCode,
      });
      expect(back.statusCode).toBe(400);
      expect(back.json().code).toBe('CODE_INVALID');
      // Or the verify step with a used code.
      expect((await verifyCode(t, u.token, newEmail, codes.newEmailCode, 'EMAIL_CHANGE')).statusCode).toBe(400);
      expect(await emailOf(t, u)).toBe(newEmail);
    });

    it('refuses missing or invalid fields with field errors', async () => {
      const u = await signUp(t);
      const empty = await t.call({ method: 'PUT', url: '/api/user/change-email', payload: {}, token: u.token });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().data.errors).toEqual([
        { field: 'currentPassword', message: '请输入当前密码' },
        { field: 'newEmail', message: '请输入邮箱地址' },
        { field: 'currentEmailCode', message: '请输入验证码' },
        { field: 'newEmailCode', message: '请输入验证码' },
      ]);
      const bad = await changeEmail(t, u.token, {
        currentPassword: u.password,
        newEmail: 'nope',
        currentEmailCode: '12ab56',
        newEmailCode: '1234567',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.errors).toEqual([
        { field: 'newEmail', message: '邮箱格式不正确' },
        { field: 'currentEmailCode', message: '验证码必须是6位数字' },
        { field: 'newEmailCode', message: '验证码为6位数字' },
      ]);
      expect(await emailOf(t, u)).toBe(u.email);
    });
  });
});
