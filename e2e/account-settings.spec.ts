import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env.ts';
import {
  collectConsole,
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
import { mailsTo, outboxSnapshot, waitForCode } from './support/outbox.ts';

/*
 * Account settings (issue 3). Every test that changes an account registers its own user, and no
 * test asks twice for a code of the same purpose and address (the server's 60 s cooldown; 20
 * sends per IP and hour for the whole run).
 */

/**
 * No uncaught errors and no React/antd warnings. Failed HTTP requests the test provokes on purpose
 * (a wrong password answers 400/401) are logged by the browser as "Failed to load resource" and
 * are allowed.
 */
function expectCleanConsole(messages: string[]): void {
  const unexpected = messages.filter(
    (m) => !/Failed to load resource: the server responded with a status of 40[01]/.test(m),
  );
  expect(unexpected, 'console errors/warnings and page errors').toEqual([]);
}

const userMenu = (page: Page) => page.getByRole('button', { name: '用户菜单' });
/** The title of the wizard's current step (antd gives that step item the class ant-steps-item-process). */
const currentStep = (page: Page, dialogName: string) =>
  page.getByRole('dialog', { name: dialogName }).locator('.ant-steps-item-process .ant-steps-item-title');

test.describe('账号设置', () => {
  test('changes the display name; the top bar shows the new name at once and after a reload', async ({
    page,
    request,
  }) => {
    const logs = collectConsole(page);
    const user = await registerViaApi(request, newUserData('n'));
    await gotoLoginAndSignIn(page, user, '/user/settings');
    await expect(page).toHaveURL('/user/settings');
    await expect(page.getByRole('tab', { name: '个人资料' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '安全设置' })).toHaveAttribute('aria-selected', 'false');
    await expect(userMenu(page)).toContainText(user.displayName);

    const field = page.getByLabel('显示名称');
    await expect(field).toHaveValue(user.displayName);
    const save = page.getByRole('button', { name: label('保存') });

    // The rules of the contract, shown under the field; nothing is sent.
    await field.fill('');
    await save.click();
    await expect(page.getByText('请输入显示名称')).toBeVisible();
    await field.fill('新');
    await save.click();
    await expect(page.getByText('显示名称至少2个字符')).toBeVisible();

    const newName = `改名${user.username.slice(-5)}`;
    await field.fill(newName);
    await save.click();
    await expectToast(page, '昵称修改成功');
    await expect(userMenu(page)).toContainText(newName);
    await expect(userMenu(page)).not.toContainText(user.displayName);

    // Stored by the server, not only in the page.
    await page.reload();
    await expect(page.getByLabel('显示名称')).toHaveValue(newName);
    await expect(userMenu(page)).toContainText(newName);
    // A signed-in page loaded afresh draws the top bar's search box as one row, its button joined
    // to the input's right edge (antd's rules for it come from the site's stylesheet).
    const searchRow = page.locator('.top-bar-search .ant-space-compact');
    const input = await searchRow.locator('input').boundingBox();
    const button = await searchRow.getByRole('button', { name: '搜索' }).boundingBox();
    expect(Math.abs(button!.y - input!.y), 'the button beside the input, not below it').toBeLessThan(1);
    expect(Math.abs(button!.x - (input!.x + input!.width)), 'the button joined to the input').toBeLessThan(2);
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();
    expectCleanConsole(logs);
  });

  test('changes the password with the e-mailed code, is sent to login, and only the new password works', async ({
    page,
    request,
  }) => {
    const logs = collectConsole(page);
    const user = await registerViaApi(request, newUserData('p'));
    const newPassword = 'Changed-pass-456';
    await gotoLoginAndSignIn(page, user, '/user/settings?tab=security');
    await expect(page).toHaveURL('/user/settings?tab=security');
    await expect(page.getByRole('tab', { name: '安全设置' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('登录密码')).toBeVisible();
    await expect(page.getByText('绑定邮箱')).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await settledScreenshot(page, 'settings-security');
    const oldToken = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    expect(oldToken).toBeTruthy();

    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    await expect(currentStep(page, '修改密码')).toHaveText('邮箱验证');
    await expect(dialog.getByText(`验证码将发送到您的邮箱 ${user.email}`)).toBeVisible();

    // Step 1: a PASSWORD_RESET code to the account's own address.
    const before = outboxSnapshot();
    await dialog.getByRole('button', { name: label('获取验证码') }).click();
    await expectToast(page, '验证码已发送到您的邮箱');
    await expect(dialog.getByRole('button', { name: /\d{1,3}秒后重发$/ })).toBeDisabled();
    const code = await waitForCode(user.email, { sinceFiles: before });
    await dialog.getByLabel('验证码').fill(code);
    await expect(dialog.locator('#password-code')).toHaveValue(code);
    await dialog.getByRole('button', { name: label('下一步') }).click();
    await expectToast(page, '验证码验证成功');

    // Step 2: current, new and confirmed password.
    await expect(currentStep(page, '修改密码')).toHaveText('设置新密码');
    await expect(dialog.getByLabel('当前密码')).toBeVisible();
    await expect(dialog.getByLabel('新密码', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('确认新密码')).toBeVisible();
    await settledScreenshot(page, 'password-wizard-step2');
    await dialog.getByLabel('当前密码').fill(user.password);
    await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
    await dialog.getByLabel('确认新密码').fill(`${newPassword}x`);
    await dialog.getByRole('button', { name: label('确认修改') }).click();
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
    await dialog.getByLabel('确认新密码').fill(newPassword);
    await dialog.getByRole('button', { name: label('确认修改') }).click();
    await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();

    // About 2 s later the login page, with the local session ended. (The wizard navigates to
    // /auth/login, but the guard of the signed-in area may get there first with
    // ?redirect=<settings>; both are the login page.)
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
    // The server ended every session: the old token no longer opens the profile.
    const profile = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${oldToken}` } });
    expect(profile.status()).toBe(401);
    // The old address is told about the change.
    await expect
      .poll(() => mailsTo(user.email).map((m) => m.subject))
      .toContainEqual(expect.stringContaining('密码已修改'));

    // The old password no longer works …
    await loginViaForm(page, user);
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
    // … the new one does.
    await page.getByLabel('密码', { exact: true }).fill(newPassword);
    // Not label('登录'): after a quick request antd may leave its (invisible) loading icon in the
    // button for a while, and its aria-label makes the name "loading 登 录".
    await page.getByRole('button', { name: /登\s*录\s*$/ }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await expect(userMenu(page)).toContainText(user.displayName);
    expectCleanConsole(logs);
  });

  test('changes the e-mail through all four steps; the profile and the login follow the new address', async ({
    page,
    request,
  }) => {
    const logs = collectConsole(page);
    const user = await registerViaApi(request, newUserData('m'));
    const newEmail = newUserData('m2').email;
    await gotoLoginAndSignIn(page, user, '/user/settings');
    await page.getByRole('tab', { name: '安全设置' }).click();
    await expect(page).toHaveURL('/user/settings?tab=security');

    await page.getByRole('button', { name: '更换邮箱' }).click();
    const dialog = page.getByRole('dialog', { name: '更换绑定邮箱' });
    await expect(dialog).toBeVisible();

    // Step 1: a code to the current address.
    await expect(currentStep(page, '更换绑定邮箱')).toHaveText('验证当前邮箱');
    await expect(dialog.getByText(`验证码将发送到您当前的邮箱 ${user.email}`)).toBeVisible();
    const beforeCurrent = outboxSnapshot();
    await dialog.getByRole('button', { name: label('获取验证码') }).click();
    await expectToast(page, '验证码已发送到您的邮箱');
    await expect(dialog.getByRole('button', { name: /\d{1,3}秒后重发$/ })).toBeDisabled();
    const currentCode = await waitForCode(user.email, { sinceFiles: beforeCurrent });
    await dialog.getByLabel('验证码').fill(currentCode);
    await expect(dialog.locator('#email-current-code')).toHaveValue(currentCode);
    await dialog.getByRole('button', { name: label('下一步') }).click();
    await expectToast(page, '当前邮箱验证成功');

    // Step 2: the current password (a wrong one is refused first).
    await expect(currentStep(page, '更换绑定邮箱')).toHaveText('验证密码');
    await dialog.getByLabel('当前密码').fill(`${user.password}-wrong`);
    await dialog.getByRole('button', { name: label('下一步') }).click();
    await expect(page.getByText('密码错误')).toBeVisible();
    await expect(currentStep(page, '更换绑定邮箱')).toHaveText('验证密码');
    await dialog.getByLabel('当前密码').fill(user.password);
    await dialog.getByRole('button', { name: label('下一步') }).click();
    await expectToast(page, '密码验证成功');

    // Step 3: the new address and a code sent to it.
    await expect(currentStep(page, '更换绑定邮箱')).toHaveText('绑定新邮箱');
    await dialog.getByLabel('新邮箱').fill(newEmail);
    const beforeNew = outboxSnapshot();
    await dialog.getByRole('button', { name: label('获取验证码') }).click();
    await expect(dialog.getByRole('button', { name: /\d{1,3}秒后重发$/ })).toBeDisabled();
    const newCode = await waitForCode(newEmail, { sinceFiles: beforeNew });
    await dialog.getByLabel('验证码').fill(newCode);
    await expect(dialog.locator('#email-new-code')).toHaveValue(newCode);
    await settledScreenshot(page, 'email-wizard-step3');
    await dialog.getByRole('button', { name: label('确认换绑') }).click();
    await expectToast(page, '新邮箱验证成功');
    await expectToast(page, '邮箱换绑成功');

    // Step 4: done.
    await expect(currentStep(page, '更换绑定邮箱')).toHaveText('完成');
    await expect(dialog.locator('.ant-result-title')).toHaveText('邮箱换绑成功');
    await expect(dialog.getByText(`今后的通知将发送到 ${newEmail}`)).toBeVisible();
    await settledScreenshot(page, 'email-wizard-step4');
    await dialog.getByRole('button', { name: label('完成') }).click();
    await expect(dialog).toBeHidden();

    // The security list and the profile show the new address at once.
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect(page.getByText(user.email)).toHaveCount(0);
    await page.getByRole('menuitem', { name: '个人资料' }).click();
    await expect(page).toHaveURL('/user/profile');
    const emailCell = page
      .locator('.ant-descriptions-item-label', { hasText: /^邮箱$/ })
      .locator('xpath=following-sibling::*[1]');
    await expect(emailCell).toHaveText(newEmail);
    // The old address is told about the change.
    await expect
      .poll(() => mailsTo(user.email).map((m) => m.subject))
      .toContainEqual(expect.stringContaining('绑定邮箱已更换'));

    // Signing in with the new address as the username works.
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL('/');
    await gotoLoginAndSignIn(page, { username: newEmail, password: user.password }, '/user/profile');
    await expect(page).toHaveURL('/user/profile');
    await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    expectCleanConsole(logs);
  });

  test('the settings page at 390 px and in dark mode', async ({ page, registeredUser }) => {
    const logs = collectConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoLoginAndSignIn(page, registeredUser, '/user/settings');
    await expect(page).toHaveURL('/user/settings');
    await expect(page.getByLabel('显示名称')).toHaveValue(registeredUser.displayName);
    // The user menu moved into the drawer; nothing is wider than the screen.
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await settledScreenshot(page, 'settings-mobile');

    await page.getByRole('tab', { name: '安全设置' }).click();
    await expect(page.getByRole('button', { name: '更换邮箱' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await settledScreenshot(page, 'settings-mobile-security');

    await page.getByRole('button', { name: '切换到暗色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await settledScreenshot(page, 'settings-mobile-dark');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: '个人资料' }).click();
    await expect(page.getByLabel('显示名称')).toBeVisible();
    // The card follows the dark algorithm too (not left white).
    await expect(
      page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: '账号设置' }) }),
    ).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await settledScreenshot(page, 'settings-dark');
    expectCleanConsole(logs);
  });
});

test.describe('错误报告', () => {
  test('a reported error appears in the admin list under Settings → 错误报告', async ({ page, request }) => {
    const logs = collectConsole(page);
    const message = 'e2e 测试错误';
    const reported = await request.post('/api/errors/report', { data: { message, url: 'http://x/' } });
    expect(reported.ok(), await reported.text()).toBe(true);

    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/dashboard');
    await expect(page).toHaveURL('/admin/dashboard');
    const sidebar = page.locator('.ant-layout-sider');
    await expect(sidebar.getByRole('menuitem', { name: '错误报告' })).toBeVisible();
    await sidebar.getByRole('menuitem', { name: '错误报告' }).click();
    await expect(page).toHaveURL('/admin/settings/error-reports');
    await expect(page.locator('.ant-card-head-title', { hasText: '错误报告' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: message });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('http://x/');
    // Reported without a token: a guest.
    await expect(row).toContainText('游客');
    await settledScreenshot(page, 'admin-error-reports');
    expectCleanConsole(logs);
  });
});
