import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, PageResult, ProductCategory, PublicComment, User } from '@app/contract';
import { ADMIN, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf, failure } from '../../test/envelopes.ts';
import { newUser, otherThan, signedInAppFor } from '../../test/users.fixtures.ts';
import { madeCategory, rowCount } from '../../test/content.fixtures.ts';
import { publishedArticle, reader, say, saveSettings, type Reader } from '../comments/comments.fixtures.ts';
import { madeProduct } from '../products/products.fixtures.ts';

const NO_CODE = failure('CODE_INVALID', '验证码错误或已过期，请重新获取');
const SELF = failure('USER_SELF_PROTECTED', '不能停用或删除自己的账号');

describe.each(testDialects)('user management (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let shelf: ProductCategory;
  beforeAll(async () => {
    ({ t, admin } = app);
    adminId = dataOf<User>(await t.call({ method: 'GET', url: '/api/user/profile', token: admin })).id;
    shelf = await madeCategory(t, admin);
    await saveSettings(t, admin, {});
  });

  const list = async (query: string, path = '/api/admin/users') =>
    dataOf<PageResult<AdminUser>>(await t.call({ method: 'GET', url: `${path}?${query}`, token: admin }));
  const rowOf = async (username: string) =>
    (await list(`keyword=${encodeURIComponent(username)}`, '/api/admin/users/search')).content.find(
      (u) => u.username === username,
    );
  const setStatus = (id: number, status: string, token = admin) =>
    t.call({ method: 'PATCH', url: `/api/admin/users/${id}/status`, token, payload: { status } });
  const approve = (id: number) =>
    t.call({ method: 'POST', url: `/api/admin/users/${id}/approve`, token: admin, payload: {} });
  const sendCode = (id: number, token = admin) =>
    t.call({ method: 'POST', url: `/api/admin/users/${id}/send-delete-code`, token });
  const remove = (id: number, verificationCode: string, token = admin) =>
    t.call({ method: 'DELETE', url: `/api/admin/users/${id}`, token, payload: { verificationCode } });
  const profileStatus = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/user/profile', token })).statusCode;
  const tryLogin = (username: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  /** A second administrator: registered as a user, then promoted in the database. */
  async function secondAdmin(): Promise<{ token: string; id: number; email: string }> {
    const user = newUser('admin2');
    await registerAndLogin(t, user);
    await t.app.services.database.db
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('username', '=', user.username)
      .execute();
    const token = await login(t, user.username, user.password);
    const id = dataOf<User>(await t.call({ method: 'GET', url: '/api/user/profile', token })).id;
    return { token, id, email: user.email };
  }

  describe('the list', () => {
    it('shows every user with their comments, likes and favourites, searchable by name or e-mail', async () => {
      const r = await reader(t, 'listed');
      const article = await publishedArticle(t, admin);
      const product = await madeProduct(t, admin, { categoryId: shelf.id, status: 'ACTIVE' });
      await say(t, r, article.id, '第一条评论');
      await say(t, r, article.id, '第二条评论');
      await t.call({ method: 'POST', url: `/api/user/interactions/articles/${article.id}/like`, token: r.token });
      await t.call({ method: 'POST', url: `/api/user/interactions/products/${product.id}/favorite`, token: r.token });

      expect(await rowOf(r.username)).toMatchObject({
        id: r.id,
        username: r.username,
        displayName: r.name,
        role: 'USER',
        status: 'ACTIVE',
        isApproved: true,
        commentCount: 2,
        likeCount: 1,
        favoriteCount: 1,
      });
      const byEmail = await list(`keyword=${encodeURIComponent(`${r.username}@EXAMPLE.com`)}`);
      expect(byEmail.content.map((u) => u.id)).toEqual([r.id]);
      const all = await list('page=0&size=2');
      expect(all.content).toHaveLength(2);
      expect(all.totalElements).toBeGreaterThanOrEqual(3);
      // Newest first.
      expect(all.content[0]!.createdAt >= all.content[1]!.createdAt).toBe(true);
    });
  });

  describe('registration approval', () => {
    it('is off by default: a new account is ACTIVE and approved', async () => {
      expect(
        (await t.call({ method: 'GET', url: '/api/admin/users/registration-settings', token: admin })).json().data,
      ).toEqual({ requireApproval: false });
      const user = newUser('open');
      await registerAndLogin(t, user);
      expect(await rowOf(user.username)).toMatchObject({ status: 'ACTIVE', isApproved: true });
    });

    it('when on, a new account waits (PENDING), is told so at login, and logs in once approved', async () => {
      const setting = (requireApproval: unknown) =>
        t.call({
          method: 'PUT',
          url: '/api/admin/users/registration-settings',
          token: admin,
          payload: { requireApproval },
        });
      expect((await setting('yes')).statusCode).toBe(400);
      expect((await setting(true)).json()).toEqual({
        success: true,
        message: '已开启注册审核：新注册的用户需审核通过后才能登录',
        data: { requireApproval: true },
      });
      expect(
        (await t.call({ method: 'GET', url: '/api/admin/users/registration-settings', token: admin })).json().data,
      ).toEqual({ requireApproval: true });
      try {
        const user = newUser('waiting');
        await t.call({ method: 'POST', url: `/api/auth/send-register-code?email=${user.email}` });
        const reg = await t.call({
          method: 'POST',
          url: `/api/auth/register?verificationCode=${t.lastCode(user.email)}`,
          payload: user,
        });
        expect(reg.statusCode).toBe(201);
        expect(reg.json()).toMatchObject({
          message: '注册成功，请等待管理员审核通过后再登录',
          data: { status: 'PENDING', isApproved: false },
        });
        const refused = await tryLogin(user.username, user.password);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(failure('ACCOUNT_PENDING', '账号正在等待管理员审核，审核通过后即可登录'));
        // A wrong password is still just wrong: the state is told only to whoever knows the password.
        expect((await tryLogin(user.username, 'not-the-password')).json().code).toBe('INVALID_CREDENTIALS');

        const id = (await rowOf(user.username))!.id;
        const approved = await approve(id);
        expect(approved.statusCode).toBe(200);
        expect(approved.json()).toMatchObject({
          message: '用户已审核通过',
          data: { id, status: 'ACTIVE', isApproved: true },
        });
        expect((await tryLogin(user.username, user.password)).statusCode).toBe(200);
      } finally {
        expect((await setting(false)).json().data).toEqual({ requireApproval: false });
      }
    });
  });

  describe('deactivating', () => {
    it('signs the user out at once, refuses their login with a clear message, and reactivating lets them in again', async () => {
      const r = await reader(t, 'stopped');
      const second = await login(t, r.username, `pw-${r.username}-secret`);
      const res = await setStatus(r.id, 'INACTIVE');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: '用户已停用', data: { status: 'INACTIVE' } });
      expect(await profileStatus(r.token)).toBe(401);
      expect(await profileStatus(second)).toBe(401);
      const live = await t.app.services.database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', r.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
      const refused = await tryLogin(r.username, `pw-${r.username}-secret`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(failure('ACCOUNT_DISABLED', '账号已被停用，请联系管理员'));

      expect((await setStatus(r.id, 'ACTIVE')).json()).toMatchObject({
        message: '用户已恢复正常',
        data: { status: 'ACTIVE' },
      });
      expect((await tryLogin(r.username, `pw-${r.username}-secret`)).statusCode).toBe(200);
      // The old sessions stay ended.
      expect(await profileStatus(r.token)).toBe(401);
    });

    it('refuses an administrator deactivating themselves (409), and a status other than ACTIVE/INACTIVE (400)', async () => {
      const res = await setStatus(adminId, 'INACTIVE');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(SELF);
      expect(await profileStatus(admin)).toBe(200);
      const r = await reader(t, 'badstatus');
      for (const status of ['DELETED', 'PENDING', 'inactive'])
        expect((await setStatus(r.id, status)).statusCode).toBe(400);
      expect((await setStatus(999_999, 'INACTIVE')).statusCode).toBe(404);
    });

    it('keeps the last active administrator: of two removing each other at once, one wins', async () => {
      const b = await secondAdmin();
      const c = await secondAdmin();
      // Only b and c stay active administrators besides the seeded one: deactivate the seeded one's
      // peers pairwise so that exactly two remain, then race.
      expect((await setStatus(c.id, 'INACTIVE')).statusCode).toBe(200);
      const results = await Promise.all([setStatus(b.id, 'INACTIVE', admin), setStatus(adminId, 'INACTIVE', b.token)]);
      // One wins. The other is refused as the last active administrator (409) when both got past
      // sign-in before either change landed, or at sign-in (401) when the winner's change had
      // already ended the loser's sessions: which one, the two requests' timing decides.
      const won = results.filter((r) => r.statusCode === 200);
      const lost = results.filter((r) => r.statusCode !== 200);
      expect(won).toHaveLength(1);
      expect(lost.map((r) => r.json())).toEqual([
        lost[0]!.statusCode === 401
          ? failure('UNAUTHORIZED', '未授权访问')
          : failure('LAST_ADMIN', '不能停用或删除最后一位正常状态的管理员'),
      ]);
      expect([401, 409]).toContain(lost[0]!.statusCode);
      const active = await t.app.services.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .where('status', '=', 'ACTIVE')
        .execute();
      expect(active).toHaveLength(1);
      // Put the seeded administrator back for the other tests, as the only active one again (when b
      // won the race, b is the one left active).
      if (active[0]!.id !== adminId) {
        const db = t.app.services.database.db;
        await db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', adminId).execute();
        await db.updateTable('users').set({ status: 'INACTIVE' }).where('id', '=', b.id).execute();
        app.admin = admin = await login(t, ADMIN.username, ADMIN.password);
      }
      // The rule itself, whoever asks: the last active administrator is never deactivated.
      await expect(t.app.services.users.setStatus({ id: -1 }, adminId, 'INACTIVE')).rejects.toMatchObject({
        status: 409,
        code: 'LAST_ADMIN',
      });
    });
  });

  describe('deleting with an e-mailed code', () => {
    async function activeUser(): Promise<Reader & { password: string }> {
      const r = await reader(t, 'gone');
      return { ...r, password: `pw-${r.username}-secret` };
    }

    it('keeps their comments under 已注销用户, removes sessions, likes, favourites and subscriptions, with counts corrected', async () => {
      const r = await activeUser();
      const article = await publishedArticle(t, admin);
      const product = await madeProduct(t, admin, { categoryId: shelf.id, status: 'ACTIVE' });
      await say(t, r, article.id, '注销前的评论');
      await t.call({ method: 'POST', url: `/api/user/interactions/articles/${article.id}/like`, token: r.token });
      await t.call({ method: 'POST', url: `/api/user/interactions/products/${product.id}/favorite`, token: r.token });
      const subscribed = await t.call({
        method: 'POST',
        url: '/api/user/subscriptions/subscribe',
        token: r.token,
        payload: { email: `${r.username}@example.com`, subscriptionType: 'USER_NEW_ARTICLE' },
      });
      expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
      const articleBefore = dataOf<{ likeCount: number; commentCount: number }>(
        await t.call({ method: 'GET', url: `/api/public/articles/${article.slug}` }),
      );
      expect(articleBefore).toMatchObject({ likeCount: 1, commentCount: 1 });

      const mailsBefore = t.mails.length;
      const sent = await sendCode(r.id);
      expect(sent.json()).toEqual({ success: true, message: '验证码已发送到您的邮箱', data: null });
      expect(t.mails).toHaveLength(mailsBefore + 1);
      expect(t.mails.at(-1)!.to).toBe(ADMIN.email);
      expect(t.mails.at(-1)!.subject).toContain('删除用户');

      const res = await remove(r.id, t.lastCode(ADMIN.email));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '用户已删除', data: null });

      expect(await profileStatus(r.token)).toBe(401);
      expect((await tryLogin(r.username, r.password)).json().code).toBe('INVALID_CREDENTIALS');
      const thread = dataOf<{ content: PublicComment[] }>(
        await t.call({ method: 'GET', url: `/api/public/comments/article/${article.id}` }),
      );
      expect(thread.content.map((c) => [c.parts, c.author.displayName])).toEqual([
        [[{ type: 'text', text: '注销前的评论' }], '已注销用户'],
      ]);
      const articleAfter = dataOf<{ likeCount: number; commentCount: number }>(
        await t.call({ method: 'GET', url: `/api/public/articles/${article.slug}` }),
      );
      expect(articleAfter).toMatchObject({ likeCount: 0, commentCount: 1 });
      expect(
        dataOf<{ favoriteCount: number }>(await t.call({ method: 'GET', url: `/api/public/products/${product.slug}` }))
          .favoriteCount,
      ).toBe(0);
      const db = t.app.services.database.db;
      for (const table of ['article_likes', 'product_favorites', 'subscriptions'] as const) {
        const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', r.id).execute();
        expect(rows, table).toEqual([]);
      }
      const row = await rowOf(`deleted-${r.id}`);
      expect(row).toMatchObject({
        id: r.id,
        status: 'DELETED',
        displayName: '已注销用户',
        email: `deleted-${r.id}@deleted.invalid`,
      });
      // The name and the address are free for a new account.
      expect(await t.app.services.users.isEmailTaken(`${r.username}@example.com`)).toBe(false);
      await expect(t.app.services.users.assertUsernameFree(r.username)).resolves.toBeUndefined();
      // Deleted is deleted: no second code, no second delete, no status change.
      for (const again of [await sendCode(r.id), await remove(r.id, '123456'), await setStatus(r.id, 'ACTIVE')])
        expect(again.json()).toEqual(failure('USER_DELETED', '该用户已删除'));
    });

    it('binds the code to this administrator, this user and this action, and uses it once', async () => {
      const x = await activeUser();
      const y = await activeUser();
      await sendCode(x.id);
      const code = t.lastCode(ADMIN.email);
      // Not for another user.
      expect((await remove(y.id, code)).json()).toEqual(NO_CODE);
      // Not for another administrator.
      const b = await secondAdmin();
      expect((await remove(x.id, code, b.token)).json()).toEqual(NO_CODE);
      // Not a wrong one.
      expect((await remove(x.id, otherThan(code))).json()).toEqual(failure('CODE_INVALID', '验证码错误'));
      // Not a code of another action (a product deletion's) for the same administrator.
      const product = await madeProduct(t, admin, { categoryId: shelf.id });
      await t.call({ method: 'POST', url: `/api/admin/products/${product.id}/send-delete-code`, token: admin });
      expect((await remove(x.id, t.lastCode(ADMIN.email))).json()).toEqual(failure('CODE_INVALID', '验证码错误'));
      expect(await profileStatus(x.token)).toBe(200);
      // The user's own code, once.
      expect((await remove(x.id, code)).statusCode).toBe(200);
      expect((await remove(y.id, code)).json()).toEqual(NO_CODE);
      expect(await profileStatus(y.token)).toBe(200);
      // The second administrator is left as they were found: demoted again.
      await t.app.services.database.db.updateTable('users').set({ role: 'USER' }).where('id', '=', b.id).execute();
    });

    it('refuses deleting oneself before any code is mailed', async () => {
      const mailsBefore = t.mails.length;
      const res = await sendCode(adminId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(SELF);
      expect(t.mails).toHaveLength(mailsBefore);
      expect((await remove(adminId, '123456')).json()).toEqual(SELF);
      expect((await remove(999_999, '123456')).statusCode).toBe(404);
      expect(
        (await t.call({ method: 'DELETE', url: `/api/admin/users/${adminId}`, token: admin, payload: {} })).statusCode,
      ).toBe(400);
      expect(await rowCount(t, 'users')).toBeGreaterThan(0);
    });
  });
});
