import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, createTestApp, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { advance, freezeDate } from '../../test/clock.ts';
import { failure, invalid, ISO_UTC, UNAUTHORIZED } from '../../test/envelopes.ts';
import { auth, newUser, otherThan, testAppFor } from '../../test/users.fixtures.ts';

const sendCode = (t: TestApp, email: string, remoteAddress?: string) =>
  t.call({
    method: 'POST',
    url: `/api/auth/send-register-code?email=${encodeURIComponent(email)}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const register = (t: TestApp, body: Record<string, unknown>, code: string) =>
  t.call({ method: 'POST', url: `/api/auth/register?verificationCode=${encodeURIComponent(code)}`, payload: body });

const tryLogin = (t: TestApp, username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

const profile = (t: TestApp, token?: string) => t.call({ method: 'GET', url: '/api/user/profile', ...auth(token) });

describe.each(testDialects)('auth endpoints (%s)', (dialect) => {
  const app = testAppFor(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('POST /api/auth/send-register-code', () => {
    it('mails a six-digit code to a new address', async () => {
      const { email } = newUser();
      const before = t.mails.length;
      const res = await sendCode(t, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '验证码已发送到您的邮箱', data: null });
      const sent = t.mails.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toBe(email);
      expect(sent[0]!.subject).toBe('【轻量博客】注册账号验证码');
      expect(sent[0]!.text).toMatch(/您的验证码是：\d{6}/);
      expect(sent[0]!.html).toContain(t.lastCode(email));
    });

    it('refuses an invalid or missing e-mail with field errors', async () => {
      const before = t.mails.length;
      const bad = await t.call({ method: 'POST', url: '/api/auth/send-register-code?email=not-an-email' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(invalid('email', '邮箱格式不正确'));
      const missing = await t.call({ method: 'POST', url: '/api/auth/send-register-code' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual([{ field: 'email', message: '请输入邮箱地址' }]);
      expect(t.mails.length).toBe(before);
    });

    it('answers a registered address exactly like a new one, but mails a notice instead of a code', async () => {
      freezeDate();
      const existing = newUser();
      await registerAndLogin(t, existing);
      advance(61_000); // past the cooldown of the code used to register
      const fresh = newUser();

      const forNew = await sendCode(t, fresh.email);
      const before = t.mails.length;
      const forExisting = await sendCode(t, existing.email.toUpperCase());
      expect(forExisting.statusCode).toBe(forNew.statusCode);
      expect(forExisting.json()).toEqual(forNew.json());

      const sent = t.mails.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to.toLowerCase()).toBe(existing.email);
      expect(sent[0]!.subject).toBe('【轻量博客】注册提醒');
      expect(sent[0]!.text).toContain('该邮箱已经有账号了');
      expect(sent[0]!.text).not.toMatch(/\d{6}/);
      expect(sent[0]!.html).not.toMatch(/\d{6}/);
    });

    it('enforces the 60 s cooldown per address on the server', async () => {
      freezeDate();
      const { email } = newUser();
      expect((await sendCode(t, email)).statusCode).toBe(200);
      const before = t.mails.length;

      const again = await sendCode(t, email);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        success: false,
        code: 'CODE_COOLDOWN',
        message: '验证码发送过于频繁，请 60 秒后再试',
        data: { retryAfterSeconds: 60 },
      });
      expect(again.headers['retry-after']).toBe('60');

      advance(59_000);
      const stillCooling = await sendCode(t, email);
      expect(stillCooling.statusCode).toBe(429);
      expect(stillCooling.json().message).toBe('验证码发送过于频繁，请 1 秒后再试');
      expect(t.mails.length).toBe(before);

      advance(1_000);
      expect((await sendCode(t, email)).statusCode).toBe(200);
      expect(t.mails.length).toBe(before + 1);
    });

    it('takes the longest address the form allows (its counters are kept by digest)', async () => {
      const email = `${'a'.repeat(242)}@example.com`;
      const res = await sendCode(t, email);
      expect(res.statusCode, res.body).toBe(200);
      expect(t.lastCode(email)).toMatch(/^\d{6}$/);
    });

    it('keeps cooldowns of different addresses apart', async () => {
      const a = newUser();
      const b = newUser();
      expect((await sendCode(t, a.email)).statusCode).toBe(200);
      expect((await sendCode(t, b.email)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/register', () => {
    it('creates an active, approved USER and answers 201 with the user', async () => {
      const user = newUser();
      await sendCode(t, user.email);
      const res = await register(t, { ...user, displayName: '  小明  ' }, t.lastCode(user.email));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe('注册成功，请登录');
      expect(Object.keys(body.data).sort()).toEqual([
        'avatarUrl',
        'createdAt',
        'displayName',
        'email',
        'id',
        'isApproved',
        'role',
        'status',
        'username',
      ]);
      expect(body.data).toMatchObject({
        id: expect.any(Number),
        username: user.username,
        displayName: '小明',
        email: user.email,
        avatarUrl: null,
        role: 'USER',
        status: 'ACTIVE',
        isApproved: true,
      });
      expect(body.data.createdAt).toMatch(ISO_UTC);
      expect(Math.abs(new Date(body.data.createdAt).getTime() - Date.now())).toBeLessThan(60_000);
      expect(body.data.id).toBeGreaterThan(0);

      // The new account can sign in.
      await login(t, user.username, user.password);
    });

    it('uses the username as display name when none is given, and stores the e-mail in lower case', async () => {
      const user = newUser('Mixed');
      const email = `${user.username}.Case@Example.COM`;
      await sendCode(t, email);
      const res = await register(t, { username: user.username, email, password: user.password }, t.lastCode(email));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.displayName).toBe(user.username);
      expect(res.json().data.email).toBe(email.toLowerCase());
    });

    it('refuses a wrong code, and the right one still works afterwards', async () => {
      const user = newUser();
      await sendCode(t, user.email);
      const code = t.lastCode(user.email);
      const wrong = await register(t, user, otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(failure('CODE_INVALID', '验证码错误'));
      expect((await register(t, user, code)).statusCode).toBe(201);
    });

    it('voids the code after five wrong tries, even when the right one is given next', async () => {
      const user = newUser();
      await sendCode(t, user.email);
      const code = t.lastCode(user.email);
      const messages: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await register(t, user, otherThan(code));
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('CODE_INVALID');
        messages.push(res.json().message as string);
      }
      expect(messages).toEqual([
        '验证码错误',
        '验证码错误',
        '验证码错误',
        '验证码错误',
        '验证码错误次数过多，请重新获取',
        '验证码错误或已过期，请重新获取',
      ]);

      const right = await register(t, user, code);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ code: 'CODE_INVALID', message: '验证码错误或已过期，请重新获取' });
      await expect(login(t, user.username, user.password)).rejects.toThrow();
    });

    it('refuses an expired code (15 minutes) and accepts one just before expiry', async () => {
      freezeDate();
      const late = newUser();
      await sendCode(t, late.email);
      const onTime = newUser();
      await sendCode(t, onTime.email);

      advance(15 * 60_000 - 1_000);
      expect((await register(t, onTime, t.lastCode(onTime.email))).statusCode).toBe(201);

      advance(1_000);
      const res = await register(t, late, t.lastCode(late.email));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'CODE_INVALID',
        message: '验证码错误或已过期，请重新获取',
      });
    });

    it('does not accept a code mailed to another address', async () => {
      const owner = newUser();
      const other = newUser();
      await sendCode(t, owner.email);
      const code = t.lastCode(owner.email);

      const res = await register(t, other, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CODE_INVALID' });
      // The owner's code was not used up by the attempt.
      expect((await register(t, owner, code)).statusCode).toBe(201);
    });

    it('uses a code once only', async () => {
      const user = newUser();
      await sendCode(t, user.email);
      const code = t.lastCode(user.email);
      expect((await register(t, user, code)).statusCode).toBe(201);

      const again = await register(t, { ...user, username: `${user.username}_b` }, code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'CODE_INVALID', message: '验证码错误或已过期，请重新获取' });
    });

    it('voids the previous code when a new one is sent after the cooldown', async () => {
      freezeDate();
      const user = newUser();
      await sendCode(t, user.email);
      const first = t.lastCode(user.email);
      advance(61_000);
      expect((await sendCode(t, user.email)).statusCode).toBe(200);
      const second = t.lastCode(user.email);

      const rows = await t.app.services.database.db
        .selectFrom('verification_codes')
        .selectAll()
        .where('email', '=', user.email)
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows[0]!.consumed_at).not.toBeNull();
      expect(rows[1]!.consumed_at).toBeNull();
      // One chance in a million that both codes are the same digits; then the old one is the new one.
      if (first !== second) {
        const old = await register(t, user, first);
        expect(old.statusCode).toBe(400);
        expect(old.json().code).toBe('CODE_INVALID');
      }
      expect((await register(t, user, second)).statusCode).toBe(201);
    });

    it('refuses a username taken in any letter case with 409, keeping the code usable', async () => {
      const first = newUser('Taken');
      await registerAndLogin(t, first);
      const second = newUser();
      await sendCode(t, second.email);
      const code = t.lastCode(second.email);

      const res = await register(t, { ...second, username: first.username.toLowerCase() }, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure('USERNAME_TAKEN', '用户名已被使用'));

      expect((await register(t, second, code)).statusCode).toBe(201);
    });

    it('answers a wrong code with the code error whether or not the name is taken', async () => {
      const first = newUser();
      await registerAndLogin(t, first);
      const second = newUser();
      await sendCode(t, second.email);
      const code = t.lastCode(second.email);

      const takenName = await register(t, { ...second, username: first.username }, otherThan(code));
      const freeName = await register(t, second, otherThan(code));
      expect(takenName.json()).toEqual(failure('CODE_INVALID', '验证码错误'));
      expect(freeName.statusCode).toBe(takenName.statusCode);
      expect(freeName.json()).toEqual(takenName.json());
    });

    it('tells a code holder whether names are taken for at most 10 names an hour', async () => {
      freezeDate();
      const first = newUser();
      await registerAndLogin(t, first);
      const second = newUser();
      await sendCode(t, second.email);
      const code = t.lastCode(second.email);
      for (let i = 0; i < 10; i++) {
        const taken = await register(t, { ...second, username: first.username }, code);
        expect(taken.json()).toEqual(failure('USERNAME_TAKEN', '用户名已被使用'));
      }
      for (const username of [first.username, second.username]) {
        const res = await register(t, { ...second, username }, code);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: '尝试的用户名过多，请稍后再试' });
      }
      advance(3600_000);
      // The hour is over, and so is the code's quarter: a new code and the free name.
      await sendCode(t, second.email);
      expect((await register(t, second, t.lastCode(second.email))).statusCode).toBe(201);
    });

    it('refuses an e-mail that already has an account', async () => {
      freezeDate();
      const first = newUser();
      await registerAndLogin(t, first);
      advance(61_000);
      const second = newUser();
      // The endpoint never mails a code to a registered address; a code issued anyway is refused.
      const code = await t.app.services.codes.issue({ purpose: 'REGISTER', email: first.email });
      const res = await register(t, { ...second, email: first.email.toUpperCase() }, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
      await expect(login(t, second.username, second.password)).rejects.toThrow();
    });

    it('answers missing or invalid fields with 400 and the field errors', async () => {
      const empty = await register(t, {}, '123456');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '请输入用户名' });
      expect(empty.json().data.errors).toEqual([
        { field: 'username', message: '请输入用户名' },
        { field: 'email', message: '请输入邮箱地址' },
        { field: 'password', message: '请输入密码' },
      ]);

      const user = newUser();
      const noCode = await t.call({ method: 'POST', url: '/api/auth/register', payload: user });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().data.errors).toEqual([{ field: 'verificationCode', message: '请输入验证码' }]);

      const shortPassword = await register(t, { ...user, password: '12345' }, '123456');
      expect(shortPassword.statusCode).toBe(400);
      expect(shortPassword.json().data.errors).toEqual([{ field: 'password', message: '密码至少6位字符' }]);

      const badUsername = await register(t, { ...user, username: 'a b' }, '123456');
      expect(badUsername.statusCode).toBe(400);
      expect(badUsername.json().data.errors).toEqual([
        { field: 'username', message: '用户名为3-20位字母、数字或下划线' },
      ]);

      const shortName = await register(t, { ...user, displayName: 'x' }, '123456');
      expect(shortName.statusCode).toBe(400);
      expect(shortName.json().data.errors).toEqual([{ field: 'displayName', message: '显示名称至少2个字符' }]);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in by username and answers an opaque bearer token', async () => {
      const user = newUser();
      await registerAndLogin(t, user);
      const res = await tryLogin(t, user.username, user.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: '登录成功', data: { tokenType: 'Bearer' } });
      expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(body.data.expiresAt).toMatch(ISO_UTC);
      const days = (new Date(body.data.expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const me = await profile(t, body.data.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.json().data.username).toBe(user.username);
    });

    it('signs in by e-mail and by username in any letter case', async () => {
      const user = newUser('CaseUser');
      await registerAndLogin(t, user);
      expect((await tryLogin(t, user.email.toUpperCase(), user.password)).statusCode).toBe(200);
      expect((await tryLogin(t, user.username.toLowerCase(), user.password)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown account the same way', async () => {
      const user = newUser();
      await registerAndLogin(t, user);
      const wrong = await tryLogin(t, user.username, 'wrong-password', '10.1.0.1');
      const unknown = await tryLogin(t, 'nobody_here', user.password, '10.1.0.2');
      const unknownEmail = await tryLogin(t, 'nobody@example.com', user.password, '10.1.0.3');
      const expected = failure('INVALID_CREDENTIALS', '用户名或密码错误');
      for (const res of [wrong, unknown, unknownEmail]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(expected);
      }
    });

    it('signs in the first-run administrator', async () => {
      const token = await login(t, ADMIN.username, ADMIN.password);
      expect((await profile(t, token)).json().data).toMatchObject({ username: ADMIN.username, role: 'ADMIN' });
    });

    it('refuses a disabled account with 403, and its existing tokens stop working', async () => {
      const user = newUser();
      const token = await registerAndLogin(t, user);
      await t.app.services.database.db
        .updateTable('users')
        .set({ status: 'INACTIVE' })
        .where('username', '=', user.username)
        .execute();

      const res = await tryLogin(t, user.username, user.password);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'ACCOUNT_DISABLED',
        message: '账号已被停用，请联系管理员',
        data: null,
      });
      expect((await profile(t, token)).statusCode).toBe(401);
    });

    it('answers missing fields with 400', async () => {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'someone' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('password', '请输入密码'));
      const none = await t.call({ method: 'POST', url: '/api/auth/login', payload: {} });
      expect(none.statusCode).toBe(400);
      expect(none.json().data.errors).toEqual([
        { field: 'username', message: '请输入用户名或邮箱' },
        { field: 'password', message: '请输入密码' },
      ]);
    });
  });

  describe('tokens', () => {
    it('logout revokes the token on the server; other sessions stay signed in', async () => {
      const user = newUser();
      const token = await registerAndLogin(t, user);
      const otherSession = await login(t, user.username, user.password);
      expect((await profile(t, token)).statusCode).toBe(200);

      const out = await t.call({ method: 'POST', url: '/api/auth/logout', token });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: '已退出登录', data: null });

      const after = await profile(t, token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(UNAUTHORIZED);
      expect((await profile(t, otherSession)).statusCode).toBe(200);
    });

    it('logout without a token is harmless', async () => {
      const res = await t.call({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    });

    it('refuses missing, garbage and non-bearer credentials with 401', async () => {
      const user = newUser();
      const token = await registerAndLogin(t, user);
      const attempts = [
        {},
        { authorization: 'Bearer not-a-real-token' },
        { authorization: `Bearer ${token}x` },
        { authorization: 'Bearer ' },
        { authorization: `Basic ${token}` },
        { authorization: token },
      ];
      for (const headers of attempts) {
        const res = await t.call({ method: 'GET', url: '/api/user/profile', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(UNAUTHORIZED);
      }
    });

    it('a token stops working when its session expires', async () => {
      const user = newUser();
      await registerAndLogin(t, user);
      freezeDate();
      const token = await login(t, user.username, user.password);
      advance(30 * 86_400_000 - 1_000);
      expect((await profile(t, token)).statusCode).toBe(200);
      advance(1_000);
      expect((await profile(t, token)).statusCode).toBe(401);
    });
  });
});

describe.each(testDialects)('code sending limits (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { CODE_SENDS_PER_EMAIL_PER_HOUR: '2', CODE_SENDS_PER_IP_PER_HOUR: '3' });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('limits codes per e-mail address per hour, across IPs', async () => {
    freezeDate();
    const { email } = newUser();
    expect((await sendCode(t, email, '10.7.0.1')).statusCode).toBe(200);
    advance(61_000);
    expect((await sendCode(t, email, '10.7.0.2')).statusCode).toBe(200);
    advance(61_000);
    const res = await sendCode(t, email, '10.7.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: '该邮箱接收验证码过于频繁，请稍后再试',
    });
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(2);

    advance(3600_000);
    expect((await sendCode(t, email, '10.7.0.4')).statusCode).toBe(200);
  });

  it('a send refused within the cooldown spends none of the hourly allowance', async () => {
    freezeDate();
    const { email } = newUser();
    expect((await sendCode(t, email, '10.9.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const early = await sendCode(t, email, '10.9.0.1');
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: 'CODE_COOLDOWN' });
    }
    // The three refusals counted for neither the address (2 an hour) nor the IP (3 an hour).
    advance(61_000);
    expect((await sendCode(t, email, '10.9.0.1')).statusCode).toBe(200);
    expect((await sendCode(t, newUser().email, '10.9.0.1')).statusCode).toBe(200);
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('limits codes per IP per hour, across addresses', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await sendCode(t, newUser().email, '10.8.0.1')).statusCode).toBe(200);
    }
    const res = await sendCode(t, newUser().email, '10.8.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: '发送验证码过于频繁，请稍后再试',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mails).toHaveLength(3);

    expect((await sendCode(t, newUser().email, '10.8.0.2')).statusCode).toBe(200);
  });
});
