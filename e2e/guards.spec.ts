import { E2E_ADMIN } from './support/env.ts';
import {
  chooseFromUserMenu,
  expect,
  gotoLoginAndSignIn,
  label,
  loginViaForm,
  screenshot,
  test,
  expectToast,
} from './support/fixtures.ts';

test.describe('路由守卫', () => {
  test('a guest on /user/settings logs in and comes back to /user/settings', async ({ page, registeredUser }) => {
    await page.goto('/user/settings');
    await expect(page).toHaveURL('/auth/login?redirect=%2Fuser%2Fsettings');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();

    await loginViaForm(page, registeredUser);
    await expect(page).toHaveURL('/user/settings');
    await expect(page.locator('.ant-card-head-title', { hasText: '账号设置' })).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(registeredUser.displayName);
    await screenshot(page, 'user-settings');
  });

  test('a USER on /admin/dashboard sees the 403 text', async ({ page, registeredUser }) => {
    await gotoLoginAndSignIn(page, registeredUser);
    await page.goto('/admin/dashboard');
    await expect(page.getByText('抱歉，您没有权限访问此页面。')).toBeVisible();
    await expect(page.getByText('用户总数')).toHaveCount(0);
    await expect(page).toHaveURL('/admin/dashboard');
    await screenshot(page, '403');
  });

  test('the ADMIN reaches /admin/dashboard from the user menu', async ({ page }) => {
    await gotoLoginAndSignIn(page, E2E_ADMIN);
    const menuButton = page.getByRole('button', { name: '用户菜单' });
    await expect(menuButton).toContainText(E2E_ADMIN.displayName);
    await chooseFromUserMenu(page, '管理后台');

    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { name: '仪表盘' })).toBeVisible();
    await expect(page.getByText('用户总数')).toBeVisible();
    await expect(page.getByText('抱歉，您没有权限访问此页面。')).toHaveCount(0);
    await screenshot(page, 'admin-dashboard');
  });

  test('logging out on /user/profile goes to / and shows login and register again', async ({
    page,
    registeredUser,
  }) => {
    await gotoLoginAndSignIn(page, registeredUser, '/user/profile');
    await expect(page).toHaveURL('/user/profile');
    await expect(page.getByRole('heading', { name: registeredUser.displayName })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();

    await chooseFromUserMenu(page, '退出登录');

    await expect(page).toHaveURL('/');
    await expectToast(page, '已退出登录');
    const nav = page.locator('header');
    await expect(nav.getByRole('link', { name: label('登录') })).toBeVisible();
    await expect(nav.getByRole('link', { name: label('注册') })).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

    // The server revoked the token: it no longer opens the profile.
    const profile = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);
  });
});
