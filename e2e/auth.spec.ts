import { collectErrors, expect, label, newUserData, screenshot, test } from './support/fixtures.ts';
import { outboxSnapshot, waitForCode } from './support/outbox.ts';

test.describe('注册与登录', () => {
  test('registers with the code from the outbox, logs in and sees the user menu', async ({ page }) => {
    const errors = collectErrors(page);
    const user = newUserData('r');

    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();
    await page.getByLabel('用户名', { exact: true }).fill(user.username);
    await page.getByLabel('邮箱', { exact: true }).fill(user.email);

    const before = outboxSnapshot();
    await page.getByRole('button', { name: label('获取验证码') }).click();
    await expect(page.getByText('验证码已发送到您的邮箱')).toBeVisible();
    // The button counts down after a successful send (server-side cooldown mirrored in the UI).
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const code = await waitForCode(user.email, { sinceFiles: before });

    // The '验证码' label is not tied to its input (antd Form.Item without `name`), so the
    // placeholder finds it.
    await page.getByPlaceholder('6位数字验证码').fill(code);
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await page.getByLabel('确认密码').fill(user.password);
    await page.getByLabel('显示名称（可选）').fill(user.displayName);
    await screenshot(page, 'register');
    await page.getByRole('button', { name: label('注册') }).click();

    await expect(page.getByText('注册成功，请登录')).toBeVisible();
    await expect(page).toHaveURL(`/auth/login?username=${user.username}`);
    // The login form is prefilled with the new username.
    await expect(page.getByLabel('用户名或邮箱')).toHaveValue(user.username);
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await screenshot(page, 'login');
    await page.getByRole('button', { name: label('登录') }).click();

    await expect(page).toHaveURL('/');
    const menuButton = page.getByRole('button', { name: '用户菜单' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toContainText(user.displayName);
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();

    await menuButton.click();
    const menu = page.getByRole('menu');
    for (const item of ['个人资料', '仪表盘', '账号设置', '退出登录'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    // An ordinary user does not get the back office entry.
    await expect(menu.getByRole('menuitem', { name: '管理后台' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page, registeredUser }) => {
    await page.goto('/auth/login');
    await page.getByLabel('用户名或邮箱').fill(registeredUser.username);
    await page.getByLabel('密码', { exact: true }).fill(`${registeredUser.password}-wrong`);
    await page.getByRole('button', { name: label('登录') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  });
});
