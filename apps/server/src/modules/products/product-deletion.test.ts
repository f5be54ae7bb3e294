import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, ProductCategory } from '@app/contract';
import { ADMIN, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { failure } from '../../test/envelopes.ts';
import { otherThan } from '../../test/users.fixtures.ts';
import {
  PRODUCT_NOT_FOUND,
  deleteProduct,
  getProduct,
  madeProduct,
  newUser,
  publicGet,
  rowsOf,
  sendDeleteCode,
  useProductsApp,
} from './products.fixtures.ts';

const SENT = { success: true, message: '验证码已发送到您的邮箱', data: null };
const DELETED = { success: true, message: '商品删除成功', data: null };
const WRONG_CODE = failure('CODE_INVALID', '验证码错误');
/** No live code for this admin, product and action (never sent, used, or replaced). */
const NO_CODE = failure('CODE_INVALID', '验证码错误或已过期，请重新获取');

describe.each(testDialects)('product deletion with an e-mailed code (%s)', (dialect) => {
  const app = useProductsApp(dialect, '待删货架');
  let t: TestApp;
  let admin: string;
  let shelf: ProductCategory;
  beforeAll(() => {
    ({ t, admin, shelf } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const product = () => madeProduct(t, admin, { categoryId: shelf.id });
  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email).length;
  const stillThere = async (p: AdminProduct) => expect((await getProduct(t, admin, p.id)).statusCode).toBe(200);

  /** A second administrator: registered as a user, then promoted in the database. */
  async function secondAdmin(): Promise<{ token: string; email: string }> {
    const user = newUser('deleter');
    await registerAndLogin(t, user);
    await t.app.services.database.db
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('username', '=', user.username)
      .execute();
    return { token: await login(t, user.username, user.password), email: user.email };
  }

  it('mails a code to the acting administrator and deletes the product with it, with its snapshots and favourites', async () => {
    const p = await product();
    const fan = await registerAndLogin(t, newUser('deleter'));
    expect(
      (await t.call({ method: 'POST', url: `/api/user/interactions/products/${p.id}/favorite`, token: fan }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/admin/products/${p.id}/snapshots`,
          token: admin,
          payload: { description: '删除前' },
        })
      ).statusCode,
    ).toBe(201);
    expect(await rowsOf(t, 'product_snapshots', p.id)).toBe(2);
    expect(await rowsOf(t, 'product_favorites', p.id)).toBe(1);

    const mailsBefore = t.mails.length;
    const sent = await sendDeleteCode(t, admin, p.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(SENT);
    expect(t.mails).toHaveLength(mailsBefore + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(ADMIN.email);
    expect(mail.subject).toContain('删除商品');

    const res = await deleteProduct(t, admin, p.id, { verificationCode: t.lastCode(ADMIN.email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DELETED);
    expect((await getProduct(t, admin, p.id)).json()).toEqual(PRODUCT_NOT_FOUND);
    expect((await publicGet(t, p.slug)).statusCode).toBe(404);
    for (const table of ['products', 'product_snapshots', 'product_favorites'] as const)
      expect(await rowsOf(t, table, p.id), table).toBe(0);
    expect(
      (await t.call({ method: 'GET', url: '/api/user/interactions/my-favorite-products', token: fan })).json().data
        .totalElements,
    ).toBe(0);
  });

  it('refuses a wrong code with 400 CODE_INVALID 验证码错误 and keeps the product; the right code still works', async () => {
    const p = await product();
    await sendDeleteCode(t, admin, p.id);
    const code = t.lastCode(ADMIN.email);
    const res = await deleteProduct(t, admin, p.id, { verificationCode: otherThan(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(WRONG_CODE);
    await stillThere(p);
    expect((await deleteProduct(t, admin, p.id, { verificationCode: code })).json()).toEqual(DELETED);
  });

  it('voids the code after 5 wrong tries', async () => {
    const p = await product();
    await sendDeleteCode(t, admin, p.id);
    const code = t.lastCode(ADMIN.email);
    for (let i = 1; i <= 4; i++)
      expect((await deleteProduct(t, admin, p.id, { verificationCode: otherThan(code) })).json()).toEqual(WRONG_CODE);
    expect((await deleteProduct(t, admin, p.id, { verificationCode: otherThan(code) })).json()).toEqual({
      ...WRONG_CODE,
      message: '验证码错误次数过多，请重新获取',
    });
    expect((await deleteProduct(t, admin, p.id, { verificationCode: code })).json()).toEqual(NO_CODE);
    await stillThere(p);
  });

  it('refuses a code sent for product A when deleting product B', async () => {
    const a = await product();
    const b = await product();
    await sendDeleteCode(t, admin, a.id);
    const codeForA = t.lastCode(ADMIN.email);
    // B has no code of its own.
    const res = await deleteProduct(t, admin, b.id, { verificationCode: codeForA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NO_CODE);
    await stillThere(b);
    // B has a code of its own: A's code is still not B's.
    await sendDeleteCode(t, admin, b.id);
    const codeForB = t.lastCode(ADMIN.email);
    const crossed = await deleteProduct(t, admin, b.id, { verificationCode: codeForA });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ code: 'CODE_INVALID' });
    await stillThere(b);
    // Each code deletes its own product.
    expect((await deleteProduct(t, admin, a.id, { verificationCode: codeForA })).json()).toEqual(DELETED);
    expect((await deleteProduct(t, admin, b.id, { verificationCode: codeForB })).json()).toEqual(DELETED);
  });

  it('uses a code once: a used code deletes nothing more, and two requests with one code delete once', async () => {
    const p = await product();
    await sendDeleteCode(t, admin, p.id);
    const code = t.lastCode(ADMIN.email);
    expect((await deleteProduct(t, admin, p.id, { verificationCode: code })).json()).toEqual(DELETED);
    const again = await deleteProduct(t, admin, p.id, { verificationCode: code });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(PRODUCT_NOT_FOUND);
    const used = await t.app.services.database.db
      .selectFrom('verification_codes')
      .select('consumed_at')
      .where('subject', '=', `product:${p.id}`)
      .execute();
    expect(used).toHaveLength(1);
    expect(used[0]!.consumed_at).not.toBeNull();

    const q = await product();
    await sendDeleteCode(t, admin, q.id);
    const qCode = t.lastCode(ADMIN.email);
    const both = await Promise.all([
      deleteProduct(t, admin, q.id, { verificationCode: qCode }),
      deleteProduct(t, admin, q.id, { verificationCode: qCode }),
    ]);
    expect(both.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(both.map((r) => r.statusCode).sort()).not.toContain(500);
  });

  it("refuses another administrator's code, both ways", async () => {
    const other = await secondAdmin();
    const p = await product();
    const mailsBefore = mailsTo(ADMIN.email);
    // The second admin asks: the code goes to the second admin, not to the first.
    expect((await sendDeleteCode(t, other.token, p.id)).json()).toEqual(SENT);
    expect(mailsTo(ADMIN.email)).toBe(mailsBefore);
    const othersCode = t.lastCode(other.email);
    const byFirst = await deleteProduct(t, admin, p.id, { verificationCode: othersCode });
    expect(byFirst.statusCode).toBe(400);
    expect(byFirst.json()).toEqual(NO_CODE);
    await stillThere(p);

    // The first admin asks: the second admin cannot use that code either.
    expect((await sendDeleteCode(t, admin, p.id)).json()).toEqual(SENT);
    const firstsCode = t.lastCode(ADMIN.email);
    const bySecond = await deleteProduct(t, other.token, p.id, { verificationCode: firstsCode });
    expect(bySecond.statusCode).toBe(400);
    expect(bySecond.json()).toMatchObject({ code: 'CODE_INVALID' });
    await stillThere(p);

    // Each admin's own code works for that admin.
    expect((await deleteProduct(t, other.token, p.id, { verificationCode: othersCode })).json()).toEqual(DELETED);
  });

  it('answers 400 with the form messages for a missing or malformed code, and keeps the product', async () => {
    const p = await product();
    await sendDeleteCode(t, admin, p.id);
    const missing = await deleteProduct(t, admin, p.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '请输入验证码' });
    const cases: [unknown, string][] = [
      [{}, '请输入验证码'],
      [{ verificationCode: '' }, '请输入验证码'],
      [{ verificationCode: '   ' }, '请输入验证码'],
      [{ verificationCode: null }, '请输入验证码'],
      [{ verificationCode: 123456 }, '请输入验证码'],
      [{ verificationCode: '12345' }, '验证码为6位数字'],
      [{ verificationCode: '1234567' }, '验证码为6位数字'],
      [{ verificationCode: 'abcdef' }, '验证码必须是6位数字'],
      [{ verificationCode: '12a456' }, '验证码必须是6位数字'],
    ];
    for (const [payload, message] of cases) {
      const res = await deleteProduct(t, admin, p.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // The first message is the one shown (an empty code also fails the later rules).
      const body = res.json();
      expect(body, JSON.stringify(payload)).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
      expect(body.data.errors[0], JSON.stringify(payload)).toEqual({ field: 'verificationCode', message });
    }
    await stillThere(p);
    // None of them used up a try: the mailed code still works.
    expect((await deleteProduct(t, admin, p.id, { verificationCode: t.lastCode(ADMIN.email) })).json()).toEqual(
      DELETED,
    );
  });

  it('refuses a second send within 60 seconds with 429 CODE_COOLDOWN, per product, and sends again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const p = await product();
    const q = await product();
    expect((await sendDeleteCode(t, admin, p.id)).statusCode).toBe(200);
    const firstCode = t.lastCode(ADMIN.email);
    const mailsBefore = t.mails.length;
    vi.setSystemTime(Date.now() + 59_000);
    const early = await sendDeleteCode(t, admin, p.id);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      success: false,
      code: 'CODE_COOLDOWN',
      message: '验证码发送过于频繁，请 1 秒后再试',
      data: { retryAfterSeconds: 1 },
    });
    expect(early.headers['retry-after']).toBe('1');
    expect(t.mails).toHaveLength(mailsBefore);
    // Another product has its own cooldown.
    expect((await sendDeleteCode(t, admin, q.id)).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 1000);
    expect((await sendDeleteCode(t, admin, p.id)).json()).toEqual(SENT);
    const secondCode = t.lastCode(ADMIN.email);
    // The new code replaces the old one.
    expect((await deleteProduct(t, admin, p.id, { verificationCode: firstCode })).json()).toEqual(WRONG_CODE);
    expect((await deleteProduct(t, admin, p.id, { verificationCode: secondCode })).json()).toEqual(DELETED);
  });

  it('answers 404 for an unknown product and mails nothing', async () => {
    const mailsBefore = t.mails.length;
    const res = await sendDeleteCode(t, admin, 987654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
    expect(t.mails).toHaveLength(mailsBefore);
    const del = await deleteProduct(t, admin, 987654, { verificationCode: '123456' });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual(PRODUCT_NOT_FOUND);
    expect((await sendDeleteCode(t, admin, 'abc')).statusCode).toBe(400);
  });
});
