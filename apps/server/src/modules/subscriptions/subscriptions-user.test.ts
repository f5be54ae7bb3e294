import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_TYPES, type Subscription } from '@app/contract';
import { advance, freezeDate, MINUTE, SECOND } from '../../test/clock.ts';
import { dataOf, failure, invalid, ISO_UTC, notFound, UNAUTHORIZED } from '../../test/envelopes.ts';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/multipart.ts';
import {
  account,
  checkSubscription,
  isActive,
  mine,
  mineOf,
  mySubscriptions,
  newAddress,
  sendSubscribeCode,
  subscribe,
  unsubscribe,
  useSubscriptionsApp,
  verifiedSubscription,
  verifyCode,
  type Account,
} from './subscriptions.fixtures.ts';

const WRONG_CODE = failure('CODE_INVALID', '验证码错误');
const STALE_CODE = failure('CODE_INVALID', '验证码错误或已过期，请重新获取');
const TOKEN_INVALID = notFound(SUBSCRIPTION_MESSAGES.tokenInvalid);
const SUBMITTED = { success: true, message: SUBSCRIPTION_MESSAGES.submitted, data: { verificationRequired: true } };
const VERIFIED = { success: true, message: SUBSCRIPTION_MESSAGES.verified, data: null };

describe.each(testDialects)('a reader’s subscriptions (%s)', (dialect) => {
  const app = useSubscriptionsApp(dialect);
  let t: TestApp;
  let reader: Account;
  beforeAll(async () => {
    t = app.t;
    reader = await account(t);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);
  const statusOf = async (who: Account, email: string, type: Subscription['subscriptionType']) =>
    (await mineOf(t, who.token, email, type))?.status;

  describe('subscribing the account’s own address', () => {
    it('is active at once, mails nothing, and is listed with its token, dates and count', async () => {
      const me = await account(t);
      const before = t.mails.length;
      const res = await subscribe(t, me.token, { email: me.email, subscriptionType: 'USER_NEW_ARTICLE' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: SUBSCRIPTION_MESSAGES.subscribed,
        data: { verificationRequired: false },
      });
      expect(t.mails.length).toBe(before);
      expect(await mine(t, me.token)).toEqual([
        {
          id: expect.any(Number),
          subscriptionType: 'USER_NEW_ARTICLE',
          status: 'ACTIVE',
          email: me.email,
          subscriberName: null,
          unsubscribeToken: expect.stringMatching(/^\d+\.[\w-]{43}$/),
          createdAt: expect.stringMatching(ISO_UTC),
          lastNotificationAt: null,
          notificationCount: 0,
        },
      ]);
      expect(await isActive(t, me.token, me.email, 'USER_NEW_ARTICLE')).toBe(true);
    });

    it('keeps the subscriber name given, and takes the address in any letter case', async () => {
      const me = await account(t);
      const res = await subscribe(t, me.token, {
        email: me.email.toUpperCase(),
        subscriptionType: 'USER_NEW_PRODUCT',
        subscriberName: '  小明  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ verificationRequired: false });
      expect(await mineOf(t, me.token, me.email, 'USER_NEW_PRODUCT')).toMatchObject({
        status: 'ACTIVE',
        subscriberName: '小明',
      });
    });

    it('lists only the account’s own subscriptions, newest first', async () => {
      const me = await account(t);
      const other = await account(t);
      await subscribe(t, other.token, { email: other.email, subscriptionType: 'USER_NEW_ARTICLE' });
      await subscribe(t, me.token, { email: me.email, subscriptionType: 'USER_COMMENT_REPLY' });
      await subscribe(t, me.token, { email: me.email, subscriptionType: 'USER_NEW_PRODUCT' });
      expect((await mine(t, me.token)).map((s) => [s.email, s.subscriptionType])).toEqual([
        [me.email, 'USER_NEW_PRODUCT'],
        [me.email, 'USER_COMMENT_REPLY'],
      ]);
    });

    it('lets an administrator hold the administrators’ types, and refuses them to a USER with 403', async () => {
      const adminRes = await subscribe(t, app.admin.token, {
        email: app.admin.email,
        subscriptionType: 'ADMIN_NEW_USER',
      });
      expect(adminRes.statusCode, adminRes.body).toBe(200);
      expect(await isActive(t, app.admin.token, app.admin.email, 'ADMIN_NEW_USER')).toBe(true);

      const me = await account(t);
      for (const subscriptionType of [
        'ADMIN_NEW_USER',
        'ADMIN_NEW_COMMENT',
        'ADMIN_NEW_ARTICLE',
        'ADMIN_NEW_PRODUCT',
      ]) {
        for (const email of [me.email, newAddress()]) {
          const res = await subscribe(t, me.token, { email, subscriptionType });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual(failure('FORBIDDEN', SUBSCRIPTION_MESSAGES.adminOnly));
        }
        // Nor does a code make one of them theirs.
        const res = await verifyCode(t, me.token, { email: newAddress(), code: '123456', subscriptionType });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(failure('FORBIDDEN', SUBSCRIPTION_MESSAGES.adminOnly));
      }
      expect(await mine(t, me.token)).toEqual([]);
    });
  });

  describe('subscribing another address', () => {
    it('waits for the code mailed to it (purpose SUBSCRIBE), then the code activates it', async () => {
      const me = await account(t);
      const email = newAddress();
      const res = await subscribe(t, me.token, { email, subscriptionType: 'USER_NEW_ARTICLE', subscriberName: '家里' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SUBMITTED);
      expect(await statusOf(me, email, 'USER_NEW_ARTICLE')).toBe('PENDING');
      expect(await isActive(t, me.token, email, 'USER_NEW_ARTICLE')).toBe(false);

      const [mail] = mailsTo(email);
      expect(mailsTo(email)).toHaveLength(1);
      expect(mail!.subject).toBe('【轻量博客】确认邮件订阅验证码');
      const code = t.lastCode(email);
      expect(code).toMatch(/^\d{6}$/);

      const verified = await verifyCode(t, me.token, { email, code, subscriptionType: 'USER_NEW_ARTICLE' });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual(VERIFIED);
      expect(await mineOf(t, me.token, email, 'USER_NEW_ARTICLE')).toMatchObject({
        status: 'ACTIVE',
        subscriberName: '家里',
      });
      expect(await isActive(t, me.token, email, 'USER_NEW_ARTICLE')).toBe(true);
    });

    it('takes a second type of the address within the cooldown, and one code activates both', async () => {
      const me = await account(t);
      const email = newAddress();
      expect((await subscribe(t, me.token, { email, subscriptionType: 'USER_NEW_ARTICLE' })).json()).toEqual(SUBMITTED);
      const second = await subscribe(t, me.token, { email, subscriptionType: 'USER_NEW_PRODUCT' });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(SUBMITTED);
      // The first code is still good, so no second one is mailed.
      expect(mailsTo(email)).toHaveLength(1);
      expect(await statusOf(me, email, 'USER_NEW_PRODUCT')).toBe('PENDING');

      const res = await verifyCode(t, me.token, {
        email,
        code: t.lastCode(email),
        subscriptionType: 'USER_NEW_ARTICLE',
      });
      expect(res.json()).toEqual(VERIFIED);
      expect(await statusOf(me, email, 'USER_NEW_ARTICLE')).toBe('ACTIVE');
      expect(await statusOf(me, email, 'USER_NEW_PRODUCT')).toBe('ACTIVE');
    });

    it('refuses a type the account already has active for the address with 409', async () => {
      const me = await account(t);
      const email = newAddress();
      await verifiedSubscription(t, me, email, 'USER_COMMENT_REPLY');
      const mailed = mailsTo(email).length;
      const res = await subscribe(t, me.token, { email, subscriptionType: 'USER_COMMENT_REPLY' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure('SUBSCRIPTION_EXISTS', SUBSCRIPTION_MESSAGES.alreadySubscribed));
      expect(await statusOf(me, email, 'USER_COMMENT_REPLY')).toBe('ACTIVE');
      expect(mailsTo(email)).toHaveLength(mailed);
    });

    it('does not let another account take over an address someone holds until it proves the address', async () => {
      const holder = await account(t);
      const newcomer = await account(t);
      const email = newAddress();
      await verifiedSubscription(t, holder, email, 'USER_NEW_ARTICLE');

      // The same answer as for any address: nothing tells the newcomer who is subscribed.
      expect((await subscribe(t, newcomer.token, { email, subscriptionType: 'USER_NEW_ARTICLE' })).json()).toEqual(
        SUBMITTED,
      );
      expect(await statusOf(holder, email, 'USER_NEW_ARTICLE')).toBe('ACTIVE');
      expect(await isActive(t, holder.token, email, 'USER_NEW_ARTICLE')).toBe(true);
      expect(await mine(t, newcomer.token)).toEqual([]);

      // The code mailed to the address (bound to the newcomer) proves it: now it is the newcomer's.
      const res = await verifyCode(t, newcomer.token, {
        email,
        code: t.lastCode(email),
        subscriptionType: 'USER_NEW_ARTICLE',
      });
      expect(res.json()).toEqual(VERIFIED);
      expect(await statusOf(newcomer, email, 'USER_NEW_ARTICLE')).toBe('ACTIVE');
      expect(await isActive(t, newcomer.token, email, 'USER_NEW_ARTICLE')).toBe(true);
      expect(await mine(t, holder.token)).toEqual([]);
      expect(await isActive(t, holder.token, email, 'USER_NEW_ARTICLE')).toBe(false);
    });

    it('answers the form’s rules on the address and the type', async () => {
      const cases: [unknown, ReturnType<typeof invalid>][] = [
        [{ subscriptionType: 'USER_NEW_ARTICLE' }, invalid('email', '请输入邮箱地址')],
        [{ email: '   ', subscriptionType: 'USER_NEW_ARTICLE' }, invalid('email', '请输入邮箱地址')],
        [{ email: 'not-an-address', subscriptionType: 'USER_NEW_ARTICLE' }, invalid('email', '邮箱格式不正确')],
        [{ email: newAddress() }, invalid('subscriptionType', '请选择订阅类型')],
        [{ email: newAddress(), subscriptionType: 'NEWSLETTER' }, invalid('subscriptionType', '请选择订阅类型')],
      ];
      for (const [body, answer] of cases) {
        const res = await subscribe(t, reader.token, body as object);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(answer);
      }
      expect(await mine(t, reader.token)).toEqual([]);
    });
  });

  describe('the code', () => {
    /** A fresh account with a PENDING subscription of a fresh address; the code mailed to it. */
    async function pending(who?: Account) {
      const me = who ?? (await account(t));
      const email = newAddress();
      expect((await subscribe(t, me.token, { email, subscriptionType: 'USER_NEW_ARTICLE' })).statusCode).toBe(200);
      return { me, email, code: t.lastCode(email) };
    }
    const verify = (me: Account, email: string, code: string) =>
      verifyCode(t, me.token, { email, code, subscriptionType: 'USER_NEW_ARTICLE' });

    it('refuses a wrong code with 400 and leaves the subscription waiting', async () => {
      const { me, email, code } = await pending();
      const res = await verify(me, email, code === '000000' ? '111111' : '000000');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG_CODE);
      expect(await statusOf(me, email, 'USER_NEW_ARTICLE')).toBe('PENDING');
    });

    it('holds for 15 minutes and no longer', async () => {
      freezeDate();
      const early = await pending();
      const late = await pending();
      advance(15 * MINUTE - SECOND);
      expect((await verify(early.me, early.email, early.code)).json()).toEqual(VERIFIED);
      advance(SECOND);
      const res = await verify(late.me, late.email, late.code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(STALE_CODE);
      expect(await statusOf(late.me, late.email, 'USER_NEW_ARTICLE')).toBe('PENDING');
    });

    it('works once', async () => {
      const { me, email, code } = await pending();
      expect((await verify(me, email, code)).json()).toEqual(VERIFIED);
      const again = await verify(me, email, code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(STALE_CODE);
    });

    it('of another address does not prove this one', async () => {
      const first = await pending();
      const second = await pending(first.me);
      const res = await verify(first.me, second.email, first.code);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CODE_INVALID');
      expect(await statusOf(first.me, second.email, 'USER_NEW_ARTICLE')).toBe('PENDING');
    });

    it('of another account proves nothing for this one', async () => {
      const { me, email, code } = await pending();
      const stranger = await account(t);
      const res = await verify(stranger, email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(STALE_CODE);
      expect(await mine(t, stranger.token)).toEqual([]);
      expect(await statusOf(me, email, 'USER_NEW_ARTICLE')).toBe('PENDING');
      // The code is still good for the account it was sent for.
      expect((await verify(me, email, code)).json()).toEqual(VERIFIED);
    });

    it('must be six digits', async () => {
      const { me, email } = await pending();
      for (const [code, message] of [
        ['12345', '验证码为6位数字'],
        ['1234567', '验证码为6位数字'],
        ['12a456', '验证码必须是6位数字'],
      ] as const) {
        const res = await verify(me, email, code);
        expect(res.statusCode, code).toBe(400);
        expect(res.json()).toEqual(invalid('code', message));
      }
      expect(await statusOf(me, email, 'USER_NEW_ARTICLE')).toBe('PENDING');
    });

    it('is sent again through /api/email/send-code, 120 seconds after the last one', async () => {
      freezeDate();
      const { me, email } = await pending();
      advance(119 * SECOND);
      const early = await sendSubscribeCode(t, me.token, email);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual(
        failure('CODE_COOLDOWN', '验证码发送过于频繁，请 1 秒后再试', { retryAfterSeconds: 1 }),
      );
      expect(mailsTo(email)).toHaveLength(1);

      advance(SECOND);
      const res = await sendSubscribeCode(t, me.token, email);
      expect(res.statusCode, res.body).toBe(200);
      expect(mailsTo(email)).toHaveLength(2);
      expect(mailsTo(email)[1]!.subject).toBe('【轻量博客】确认邮件订阅验证码');
      expect((await verify(me, email, t.lastCode(email))).json()).toEqual(VERIFIED);
      expect(await statusOf(me, email, 'USER_NEW_ARTICLE')).toBe('ACTIVE');
    });
  });

  describe('check', () => {
    it('is true only for the account’s own active subscription of that address and type', async () => {
      const me = await account(t);
      const other = await account(t);
      const waiting = newAddress();
      await subscribe(t, me.token, { email: me.email, subscriptionType: 'USER_NEW_ARTICLE' });
      await subscribe(t, me.token, { email: waiting, subscriptionType: 'USER_NEW_ARTICLE' });
      await subscribe(t, other.token, { email: other.email, subscriptionType: 'USER_NEW_ARTICLE' });

      expect(await isActive(t, me.token, me.email, 'USER_NEW_ARTICLE')).toBe(true);
      expect(await isActive(t, me.token, me.email.toUpperCase(), 'USER_NEW_ARTICLE')).toBe(true);
      expect(await isActive(t, me.token, me.email, 'USER_NEW_PRODUCT')).toBe(false);
      expect(await isActive(t, me.token, waiting, 'USER_NEW_ARTICLE')).toBe(false);
      expect(await isActive(t, me.token, other.email, 'USER_NEW_ARTICLE')).toBe(false);
      expect(await isActive(t, other.token, other.email, 'USER_NEW_ARTICLE')).toBe(true);

      await unsubscribe(t, (await mineOf(t, me.token, me.email, 'USER_NEW_ARTICLE'))!.unsubscribeToken);
      expect(await isActive(t, me.token, me.email, 'USER_NEW_ARTICLE')).toBe(false);
    });

    it('answers its parameter rules', async () => {
      expect((await checkSubscription(t, reader.token, 'nope', 'USER_NEW_ARTICLE')).json()).toEqual(
        invalid('email', '邮箱格式不正确'),
      );
      expect((await checkSubscription(t, reader.token, reader.email, 'WHATEVER')).json()).toEqual(
        invalid('type', '请选择订阅类型'),
      );
    });
  });

  describe('the unsubscribe link', () => {
    /** A fresh account subscribed with its own address; the subscription as listed. */
    async function subscribed(): Promise<{ me: Account; sub: Subscription }> {
      const me = await account(t);
      await subscribe(t, me.token, { email: me.email, subscriptionType: 'USER_NEW_ARTICLE' });
      return { me, sub: (await mine(t, me.token))[0]! };
    }

    it('works without signing in, and a second click says the same', async () => {
      const { me, sub } = await subscribed();
      const masked = `${me.email.slice(0, 2)}***@example.com`;
      const answer = {
        success: true,
        message: SUBSCRIPTION_MESSAGES.unsubscribed,
        data: { subscriptionType: 'USER_NEW_ARTICLE', email: masked },
      };
      const res = await unsubscribe(t, sub.unsubscribeToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answer);
      expect(await mine(t, me.token)).toEqual([{ ...sub, status: 'UNSUBSCRIBED' }]);

      const again = await unsubscribe(t, sub.unsubscribeToken);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(answer);
      expect((await mine(t, me.token))[0]!.status).toBe('UNSUBSCRIBED');
    });

    it('takes the one-click POST of a mail client (RFC 8058)', async () => {
      const { me, sub } = await subscribed();
      const res = await t.call({
        method: 'POST',
        url: `/api/user/subscriptions/unsubscribe?token=${encodeURIComponent(sub.unsubscribeToken)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.unsubscribed);
      expect((await mine(t, me.token))[0]!.status).toBe('UNSUBSCRIBED');
    });

    it('takes the one-click POST sent as multipart/form-data, as RFC 8058 prefers', async () => {
      const { me, sub } = await subscribed();
      const res = await t.call({
        method: 'POST',
        url: `/api/user/subscriptions/unsubscribe?token=${encodeURIComponent(sub.unsubscribeToken)}`,
        ...multipart({ 'List-Unsubscribe': 'One-Click' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.unsubscribed);
      expect((await mine(t, me.token))[0]!.status).toBe('UNSUBSCRIBED');
    });

    it('refuses a forged or altered token with 404, changing nothing', async () => {
      const { me, sub } = await subscribed();
      const [id, mac] = sub.unsubscribeToken.split('.') as [string, string];
      const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
      const forged = [`${id}.${flipped}`, `${Number(id) + 1}.${mac}`, `${id}.${mac}x`, 'not-a-token', `999999.${mac}`];
      for (const token of forged) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await unsubscribe(t, token, method);
          expect(res.statusCode, `${method} ${token}`).toBe(404);
          expect(res.json()).toEqual(TOKEN_INVALID);
        }
      }
      const missing = await t.call({ method: 'GET', url: '/api/user/subscriptions/unsubscribe' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(invalid('token', SUBSCRIPTION_MESSAGES.tokenInvalid));
      expect((await mine(t, me.token))[0]!.status).toBe('ACTIVE');
    });

    it('is a subscription’s for good: subscribing again brings back the same link', async () => {
      const { me, sub } = await subscribed();
      await unsubscribe(t, sub.unsubscribeToken);
      const res = await subscribe(t, me.token, { email: me.email, subscriptionType: 'USER_NEW_ARTICLE' });
      expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.subscribed);
      expect(await mine(t, me.token)).toEqual([{ ...sub, status: 'ACTIVE' }]);
    });
  });

  it('answers a guest 401 on every signed-in call', async () => {
    const email = newAddress();
    const calls = [
      () => mySubscriptions(t, undefined),
      () => subscribe(t, undefined, { email, subscriptionType: 'USER_NEW_ARTICLE' }),
      () => verifyCode(t, undefined, { email, code: '123456', subscriptionType: 'USER_NEW_ARTICLE' }),
      () => checkSubscription(t, undefined, email, 'USER_NEW_ARTICLE'),
      () => sendSubscribeCode(t, undefined, email),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
    expect(t.mails.filter((m) => m.to === email)).toEqual([]);
    expect(dataOf<unknown[]>(await mySubscriptions(t, reader.token))).toEqual([]);
  });
});

describe.each(testDialects)('subscribing under the default hourly limit of codes per address (%s)', (dialect) => {
  const app = useSubscriptionsApp(dialect, { CODE_SENDS_PER_EMAIL_PER_HOUR: '6' });
  let t: TestApp;
  beforeAll(() => {
    t = app.t;
  });
  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);
  const statusOf = async (who: Account, email: string, type: Subscription['subscriptionType']) =>
    (await mineOf(t, who.token, email, type))?.status;

  it('lets an administrator put all seven types on another address at once: one code, no hourly limit, all activated', async () => {
    const email = newAddress();
    for (const subscriptionType of SUBSCRIPTION_TYPES) {
      const res = await subscribe(t, app.admin.token, { email, subscriptionType });
      expect(res.json(), subscriptionType).toEqual(SUBMITTED);
    }
    expect(mailsTo(email)).toHaveLength(1);
    const res = await verifyCode(t, app.admin.token, {
      email,
      code: t.lastCode(email),
      subscriptionType: 'ADMIN_NEW_USER',
    });
    expect(res.json()).toEqual(VERIFIED);
    for (const type of SUBSCRIPTION_TYPES) expect(await statusOf(app.admin, email, type), type).toBe('ACTIVE');
  });
});
