import type { APIRequestContext, Page, Response } from '@playwright/test';
import { E2E_ADMIN } from './support/env.ts';
import {
  adminHeaders,
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  label,
  loginViaForm,
  newUserData,
  registerViaApi,
  settledScreenshot,
  test,
  expectToast,
} from './support/fixtures.ts';
import { outboxSnapshot, waitForCode } from './support/outbox.ts';

/*
 * The back office's users: approving a registration that waits, deleting the account with a code
 * e-mailed to the administrator, and removing a user's favourite in /admin/user-like.
 */

const isCall = (method: string, path: string) => (r: Response) =>
  new URL(r.url()).pathname === path && r.request().method() === method;

/** The users list filtered to one account, and that account's row. */
async function findRow(page: Page, username: string) {
  await page.getByRole('searchbox', { name: '搜索用户' }).fill(username);
  const row = page.getByRole('row').filter({ hasText: `@${username}` });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('用户管理', () => {
  test('a registration waits for approval, the admin approves it, then deletes the account with the code from the outbox', async ({
    page,
    browser,
    request,
  }) => {
    // One story with two browsers, a registration and a mailed code: longer than the default 30 s.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/users');
    await expect(page.getByRole('menuitem', { name: /用户管理$/ })).toBeVisible();
    const approval = page.getByRole('switch', { name: '新用户注册需审核' });
    await expect(approval).not.toBeChecked();
    await approval.click();
    await expect(page.getByText('已开启注册审核：新注册的用户需审核通过后才能登录')).toBeVisible();
    await expect(approval).toBeChecked();

    try {
      // A visitor registers and is told at login that the account waits.
      const user = await registerViaApi(request, newUserData('wait'));
      const visitor = await browser.newPage();
      const visitorErrors = collectErrors(visitor);
      await visitor.goto('/auth/login');
      await loginViaForm(visitor, user);
      await expect(visitor.getByText('账号正在等待管理员审核，审核通过后即可登录')).toBeVisible();
      await expect(visitor).toHaveURL(/\/auth\/login/);

      // The admin finds them waiting and approves them.
      let row = await findRow(page, user.username);
      await expect(row).toContainText('待审核');
      const approved = page.waitForResponse(
        isCall('POST', `/api/admin/users/${await idOf(request, user.username)}/approve`),
      );
      await row.getByRole('button', { name: `审核通过：${user.username}` }).click();
      expect((await approved).status()).toBe(200);
      await expectToast(page, '用户已审核通过');
      await expect(row).toContainText('正常');
      await settledScreenshot(page, 'admin-users');

      // Now the login works.
      await loginViaForm(visitor, user);
      await expect(visitor).not.toHaveURL(/\/auth\/login/);

      // Deleted with the code mailed to the administrator.
      row = await findRow(page, user.username);
      await row.getByRole('button', { name: `删除：${user.username}` }).click();
      const dialog = page.getByRole('dialog', { name: '删除用户' });
      await expect(dialog).toContainText(`确定删除用户「${user.displayName}」（@${user.username}）吗？`);
      const confirm = dialog.getByRole('button', { name: label('删除') });
      await expect(confirm).toBeDisabled();
      const before = outboxSnapshot();
      await dialog.getByRole('button', { name: label('获取验证码') }).click();
      await expectToast(page, '验证码已发送到您的邮箱');
      const code = await waitForCode(E2E_ADMIN.email, { sinceFiles: before });
      await dialog.getByLabel('验证码').fill(code);
      await confirm.click();
      await expectToast(page, '用户已删除');
      await expect(dialog).toBeHidden();
      await expect(page.getByText('没有匹配的用户')).toBeVisible();

      // Their session ended at once, and the account no longer opens.
      await visitor.reload();
      await visitor.goto('/user/profile');
      await expect(visitor).toHaveURL(/\/auth\/login/);
      await loginViaForm(visitor, user);
      await expect(visitor.getByText('用户名或密码错误')).toBeVisible();
      await visitor.close();
      // The login refusals are the browser's own logs of the 401/403 answers.
      expect(visitorErrors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
    } finally {
      const off = await request.put('/api/admin/users/registration-settings', {
        headers: await adminHeaders(request),
        data: { requireApproval: false },
      });
      expect(off.ok()).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test("the admin removes a user's favourite in /admin/user-like and the product's count follows", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const headers = await adminHeaders(request);
    // A product on sale, favourited by a new user.
    const stamp = Date.now().toString(36);
    const category = await request.post('/api/admin/product-categories', {
      headers,
      data: { name: `收藏分类${stamp}`, slug: `e2e-fav-${stamp}` },
    });
    expect(category.ok(), await category.text()).toBe(true);
    const categoryId = ((await category.json()) as { data: { id: number } }).data.id;
    const name = `收藏的好物 ${stamp}`;
    const created = await request.post('/api/admin/products', {
      headers,
      data: { name, slug: `e2e-fav-product-${stamp}`, categoryId, price: '88.00', status: 'ACTIVE' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const product = ((await created.json()) as { data: { id: number; slug: string } }).data;

    const fan = await registerViaApi(request, newUserData('fan'));
    const login = await request.post('/api/auth/login', { data: { username: fan.username, password: fan.password } });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const favourited = await request.post(`/api/user/interactions/products/${product.id}/favorite`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(favourited.ok()).toBe(true);
    const favourites = async () =>
      (
        (await (await request.get(`/api/public/products/${product.slug}`)).json()) as {
          data: { favoriteCount: number };
        }
      ).data.favoriteCount;
    expect(await favourites()).toBe(1);

    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/user-like');
    await page.getByRole('searchbox', { name: '搜索用户' }).fill(fan.username);
    const row = page.getByRole('row').filter({ hasText: `@${fan.username}` });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `查看互动：${fan.username}` }).click();

    const modal = page.getByRole('dialog', { name: `${fan.displayName} 的点赞与收藏` });
    await expect(modal.locator('.ant-statistic').filter({ hasText: '收藏商品' })).toContainText('1');
    await expect(modal.locator('.ant-statistic').filter({ hasText: '互动总数' })).toContainText('1');
    await modal.getByRole('tab', { name: '收藏的商品' }).click();
    await expect(modal.getByRole('link', { name })).toBeVisible();
    await settledScreenshot(page, 'admin-user-like');
    await modal.getByRole('button', { name: `移除收藏：${name}` }).click();

    const confirm = page.getByRole('dialog', { name: '移除收藏' });
    await expect(confirm).toContainText(`确定移除该用户对商品「${name}」的收藏吗？`);
    await confirm.getByRole('button', { name: label('移除') }).click();
    await expectToast(page, '已移除该收藏');
    await expect(modal.getByRole('link', { name })).toHaveCount(0);
    await expect(modal.locator('.ant-statistic').filter({ hasText: '互动总数' })).toContainText('0');
    expect(await favourites()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** A user's id, read from the admin list as the screen reads it. */
async function idOf(request: APIRequestContext, username: string): Promise<number> {
  const res = await request.get('/api/admin/users/search', {
    headers: await adminHeaders(request),
    params: { keyword: username },
  });
  const users = ((await res.json()) as { data: { content: { id: number; username: string }[] } }).data.content;
  const found = users.find((u) => u.username === username);
  if (!found) throw new Error(`no user ${username}`);
  return found.id;
}
