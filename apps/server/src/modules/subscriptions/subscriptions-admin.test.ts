import { beforeAll, describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TYPES,
  subscriptionStatusSchema,
  type AdminSubscription,
  type SubscriptionStats,
} from '@app/contract';
import { dataOf, failure, FORBIDDEN, invalid, ISO_UTC, notFound } from '../../test/envelopes.ts';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import {
  account,
  adminGet,
  adminOne,
  adminPage,
  batchStatus,
  createSubscription,
  deleteSubscription,
  madeSubscription,
  mine,
  newAddress,
  notify,
  updateSubscription,
  useSubscriptionsApp,
  type Account,
} from './subscriptions.fixtures.ts';

const NOT_FOUND = notFound(SUBSCRIPTION_MESSAGES.notFound);
const DUPLICATE = failure('SUBSCRIPTION_EXISTS', SUBSCRIPTION_MESSAGES.duplicate);

describe.each(testDialects)('the administrator’s subscriptions (%s)', (dialect) => {
  const app = useSubscriptionsApp(dialect);
  let t: TestApp;
  let admin: Account;
  beforeAll(() => {
    ({ t, admin } = app);
  });

  const stats = async () => dataOf<SubscriptionStats>(await adminGet(t, admin.token, '/stats'));

  describe('create', () => {
    it('adds an ACTIVE subscription by default for an address without an account, answering 201', async () => {
      const email = newAddress();
      const res = await createSubscription(t, admin.token, { email, subscriptionType: 'USER_NEW_ARTICLE' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: SUBSCRIPTION_MESSAGES.adminCreated,
        data: {
          id: expect.any(Number),
          subscriptionType: 'USER_NEW_ARTICLE',
          status: 'ACTIVE',
          email,
          subscriberName: null,
          createdAt: expect.stringMatching(ISO_UTC),
          updatedAt: expect.stringMatching(ISO_UTC),
          lastNotificationAt: null,
          notificationCount: 0,
          userId: null,
          username: null,
        },
      });
    });

    it('joins the account that has the address, which then lists it', async () => {
      const reader = await account(t);
      const sub = await madeSubscription(t, admin, {
        email: reader.email.toUpperCase(),
        subscriptionType: 'USER_NEW_PRODUCT',
        subscriberName: '读者本人',
        status: 'PAUSED',
      });
      expect(sub).toMatchObject({
        email: reader.email,
        status: 'PAUSED',
        subscriberName: '读者本人',
        userId: reader.id,
        username: reader.username,
      });
      expect((await mine(t, reader.token)).map((s) => [s.id, s.status])).toEqual([[sub.id, 'PAUSED']]);
    });

    it('refuses a second subscription of the address and type with 409, whatever the letter case', async () => {
      const email = newAddress();
      await madeSubscription(t, admin, { email, subscriptionType: 'USER_COMMENT_REPLY', status: 'UNSUBSCRIBED' });
      for (const again of [email, email.toUpperCase()]) {
        const res = await createSubscription(t, admin.token, { email: again, subscriptionType: 'USER_COMMENT_REPLY' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(DUPLICATE);
      }
      // Another type of the address is another subscription.
      await madeSubscription(t, admin, { email, subscriptionType: 'USER_NEW_ARTICLE' });
      expect((await adminPage(t, admin.token, `/search?keyword=${encodeURIComponent(email)}`)).totalElements).toBe(2);
    });

    it('answers the form’s rules', async () => {
      const cases: [object, ReturnType<typeof invalid>][] = [
        [{ subscriptionType: 'USER_NEW_ARTICLE' }, invalid('email', '请输入邮箱地址')],
        [{ email: 'nope', subscriptionType: 'USER_NEW_ARTICLE' }, invalid('email', '邮箱格式不正确')],
        [{ email: newAddress() }, invalid('subscriptionType', '请选择订阅类型')],
        [
          { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE', status: 'GONE' },
          invalid('status', '订阅状态无效'),
        ],
        [
          { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE', subscriberName: '名'.repeat(51) },
          invalid('subscriberName', '订阅者名称不能超过50个字符'),
        ],
      ];
      for (const [body, answer] of cases) {
        const res = await createSubscription(t, admin.token, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(answer);
      }
    });
  });

  describe('update and delete', () => {
    it('updates every field, answering 订阅更新成功', async () => {
      const sub = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
      const reader = await account(t);
      const res = await updateSubscription(t, admin.token, sub.id, {
        email: reader.email,
        subscriptionType: 'ADMIN_NEW_USER',
        subscriberName: '改名',
        status: 'PAUSED',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: SUBSCRIPTION_MESSAGES.updated,
        data: {
          ...sub,
          email: reader.email,
          subscriptionType: 'ADMIN_NEW_USER',
          subscriberName: '改名',
          status: 'PAUSED',
          // The new address belongs to the reader's account.
          userId: reader.id,
          username: reader.username,
          updatedAt: expect.stringMatching(ISO_UTC),
        },
      });
      expect(await adminOne(t, admin, sub.id)).toEqual(res.json().data);
    });

    it('refuses to make a subscription the duplicate of another with 409, and an unknown id with 404', async () => {
      const taken = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_PRODUCT' });
      const sub = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_PRODUCT' });
      const res = await updateSubscription(t, admin.token, sub.id, {
        email: taken.email,
        subscriptionType: 'USER_NEW_PRODUCT',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(DUPLICATE);
      expect(await adminOne(t, admin, sub.id)).toEqual(sub);

      const missing = await updateSubscription(t, admin.token, 999999, {
        email: newAddress(),
        subscriptionType: 'USER_NEW_PRODUCT',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
    });

    it('deletes, answering 订阅删除成功, then 404', async () => {
      const sub = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
      const res = await deleteSubscription(t, admin.token, sub.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SUBSCRIPTION_MESSAGES.deleted, data: null });
      expect(await adminOne(t, admin, sub.id)).toBeUndefined();
      const again = await deleteSubscription(t, admin.token, sub.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(NOT_FOUND);
    });
  });

  describe('the lists', () => {
    /** Three subscriptions whose addresses and names share a marker no other test uses. */
    async function marked(marker: string): Promise<AdminSubscription[]> {
      const made: AdminSubscription[] = [];
      made.push(await madeSubscription(t, admin, { email: newAddress(marker), subscriptionType: 'USER_NEW_ARTICLE' }));
      made.push(
        await madeSubscription(t, admin, {
          email: newAddress(marker),
          subscriptionType: 'USER_NEW_PRODUCT',
          status: 'PAUSED',
        }),
      );
      made.push(
        await madeSubscription(t, admin, {
          email: newAddress('plain'),
          subscriptionType: 'USER_COMMENT_REPLY',
          subscriberName: `名叫${marker}`,
          status: 'PENDING',
        }),
      );
      return made;
    }

    it('pages every subscription, newest first, with a zero-based page', async () => {
      await marked('paging');
      const first = await adminPage(t, admin.token, '?page=0&size=2');
      const second = await adminPage(t, admin.token, '?page=1&size=2');
      const all = await adminPage(t, admin.token, '?size=100');
      expect(first).toMatchObject({ page: 0, size: 2, totalElements: all.totalElements });
      expect(first.totalPages).toBe(Math.ceil(all.totalElements / 2));
      expect(first.content).toEqual(all.content.slice(0, 2));
      expect(second.content).toEqual(all.content.slice(2, 4));
      const created = all.content.map((s) => s.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    });

    it('searches addresses and names for the keyword', async () => {
      const [article, product, reply] = await marked('kiwi');
      const found = await adminPage(t, admin.token, '/search?keyword=KIWI&size=100');
      expect(found.content.map((s) => s.id).sort()).toEqual([article!.id, product!.id, reply!.id].sort());
      expect(found.totalElements).toBe(3);
      const none = await adminPage(t, admin.token, '/search?keyword=no-such-marker');
      expect(none).toMatchObject({ content: [], totalElements: 0 });
    });

    it('filters by status and by type', async () => {
      const [article, product, reply] = await marked('filter');
      const paused = await adminPage(t, admin.token, '/status/PAUSED?size=100');
      expect(paused.content.every((s) => s.status === 'PAUSED')).toBe(true);
      expect(paused.content.map((s) => s.id)).toContain(product!.id);
      expect(paused.content.map((s) => s.id)).not.toContain(article!.id);

      const replies = await adminPage(t, admin.token, '/type/USER_COMMENT_REPLY?size=100');
      expect(replies.content.every((s) => s.subscriptionType === 'USER_COMMENT_REPLY')).toBe(true);
      expect(replies.content.map((s) => s.id)).toContain(reply!.id);
      expect(replies.content.map((s) => s.id)).not.toContain(product!.id);

      expect((await adminGet(t, admin.token, '/status/GONE')).json()).toEqual(invalid('status', '订阅状态无效'));
      expect((await adminGet(t, admin.token, '/type/NEWSLETTER')).json()).toEqual(invalid('type', '请选择订阅类型'));
    });
  });

  describe('batch status', () => {
    it('sets the status of the subscriptions chosen and answers how many there were', async () => {
      const a = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
      const b = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
      const untouched = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
      const res = await batchStatus(t, admin.token, `${a.id},${b.id},${a.id},999999`, 'PAUSED');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SUBSCRIPTION_MESSAGES.batchUpdated, data: { updated: 2 } });
      expect((await adminOne(t, admin, a.id))!.status).toBe('PAUSED');
      expect((await adminOne(t, admin, b.id))!.status).toBe('PAUSED');
      expect((await adminOne(t, admin, untouched.id))!.status).toBe('ACTIVE');
    });

    it('refuses ids that are not ids, and an unknown status, changing nothing', async () => {
      const a = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
      for (const ids of [`${a.id},x`, `${a.id},,`, '-1', '1.5']) {
        const res = await batchStatus(t, admin.token, ids, 'PAUSED');
        expect(res.statusCode, ids).toBe(400);
        expect(res.json()).toEqual(invalid('subscriptionIds', '订阅ID无效'));
      }
      const empty = await batchStatus(t, admin.token, '', 'PAUSED');
      expect(empty.json()).toEqual(invalid('subscriptionIds', '请选择订阅'));
      const badStatus = await batchStatus(t, admin.token, String(a.id), 'GONE');
      expect(badStatus.json()).toEqual(invalid('status', '订阅状态无效'));
      expect((await adminOne(t, admin, a.id))!.status).toBe('ACTIVE');
    });
  });

  it('counts by status and by type, every one named (zeros too)', async () => {
    const before = await stats();
    expect(Object.keys(before.byStatus).sort()).toEqual([...subscriptionStatusSchema.options].sort());
    expect(Object.keys(before.byType).sort()).toEqual([...SUBSCRIPTION_TYPES].sort());
    expect(Object.values(before.byStatus).reduce((a, b) => a + b, 0)).toBe(before.total);
    expect(Object.values(before.byType).reduce((a, b) => a + b, 0)).toBe(before.total);
    expect(before.total).toBe((await adminPage(t, admin.token, '?size=1')).totalElements);

    await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'ADMIN_NEW_PRODUCT', status: 'PAUSED' });
    await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'ADMIN_NEW_PRODUCT' });
    const after = await stats();
    expect(after.total).toBe(before.total + 2);
    expect(after.byStatus).toEqual({
      ...before.byStatus,
      PAUSED: before.byStatus.PAUSED + 1,
      ACTIVE: before.byStatus.ACTIVE + 1,
    });
    expect(after.byType).toEqual({ ...before.byType, ADMIN_NEW_PRODUCT: before.byType.ADMIN_NEW_PRODUCT + 2 });
  });

  it('refuses a USER with 403 on every administrator’s call, changing nothing', async () => {
    const user = await account(t);
    const sub = await madeSubscription(t, admin, { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' });
    const body = { email: newAddress(), subscriptionType: 'USER_NEW_ARTICLE' };
    const notice = { subject: '标题', content: '内容', subscriptionTypes: ['USER_NEW_ARTICLE'] };
    const calls = [
      () => adminGet(t, user.token, ''),
      () => adminGet(t, user.token, '/search?keyword=a'),
      () => adminGet(t, user.token, '/status/ACTIVE'),
      () => adminGet(t, user.token, '/type/USER_NEW_ARTICLE'),
      () => adminGet(t, user.token, '/stats'),
      () => adminGet(t, user.token, '/notifications'),
      () => adminGet(t, user.token, '/notifications/1'),
      () => createSubscription(t, user.token, body),
      () => updateSubscription(t, user.token, sub.id, { ...body, status: 'PAUSED' }),
      () => deleteSubscription(t, user.token, sub.id),
      () => batchStatus(t, user.token, String(sub.id), 'PAUSED'),
      () => notify(t, user.token, notice),
      () =>
        t.call({ method: 'POST', url: '/api/admin/subscriptions/notify/preview', payload: notice, token: user.token }),
    ];
    const mailed = t.mails.length;
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await adminOne(t, admin, sub.id)).toEqual(sub);
    expect(t.mails.length).toBe(mailed);
  });
});
