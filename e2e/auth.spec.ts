import {
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  label,
  newUserData,
  registerViaApi,
  screenshot,
  test,
  expectToast,
} from './support/fixtures.ts';
import { outboxSnapshot, waitForCode } from './support/outbox.ts';
import { ZOD_FILE } from './support/page-load.ts';

test.describe('注册与登录', () => {
  test('registers from the page it was on with the code from the outbox, is signed in and back on that page', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const user = newUserData('r');

    await page.goto('/articles?sort=likes');
    await page.getByRole('link', { name: label('注册') }).click();
    await expect(page).toHaveURL('/auth/register?redirect=%2Farticles%3Fsort%3Dlikes');
    await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();
    await page.getByLabel('用户名', { exact: true }).fill(user.username);
    await page.getByLabel('邮箱', { exact: true }).fill(user.email);

    const before = outboxSnapshot();
    await page.getByRole('button', { name: label('获取验证码') }).click();
    await expectToast(page, '验证码已发送到您的邮箱');
    // The button counts down after a successful send (server-side cooldown mirrored in the UI).
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const code = await waitForCode(user.email, { sinceFiles: before });

    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await page.getByLabel('确认密码').fill(user.password);
    await page.getByLabel('显示名称（可选）').fill(user.displayName);
    await screenshot(page, 'register');
    await page.getByRole('button', { name: label('注册') }).click();

    // Registered and signed in at once, back where the user came from.
    await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/articles?sort=likes');
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

  test("the register form says what is wrong before sending, in the server's words; zod comes with the first field", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const zod: string[] = [];
    page.on('request', (request) => {
      if (ZOD_FILE.test(request.url())) zod.push(request.url());
    });
    await page.goto('/auth/register');
    expect(zod, 'zod before any field was used').toEqual([]);

    const username = page.getByLabel('用户名', { exact: true });
    await username.fill('a');
    await username.pressSequentially('b');
    await expect(page.getByRole('alert')).toHaveText('用户名为3-20位字母、数字或下划线');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(zod, 'zod once a field was used').not.toEqual([]);
    await username.pressSequentially('c');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByLabel('密码', { exact: true }).fill('secret-1');
    await page.getByLabel('确认密码').fill('secret-2');
    await page.getByRole('button', { name: label('注册') }).click();
    await expect(page.getByRole('alert')).toHaveText(['请输入邮箱地址', '请输入验证码', '两次输入的密码不一致']);
    // Nothing was sent, and nothing typed is lost.
    await expect(page).toHaveURL('/auth/register');
    await expect(username).toHaveValue('abc');
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue('secret-1');
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

  test('a signed-in user opening the login or register page goes on to the return address, or home', async ({
    page,
    registeredUser,
  }) => {
    const errors = collectErrors(page);
    await gotoLoginAndSignIn(page, registeredUser);
    await page.goto('/auth/login?redirect=%2Fuser%2Fsettings');
    await expect(page).toHaveURL('/user/settings');
    await page.goto('/auth/register?redirect=%2Farticles');
    await expect(page).toHaveURL('/articles');
    await page.goto('/auth/register');
    await expect(page).toHaveURL('/');
    // Another site is never a return address.
    await page.goto('/auth/login?redirect=%2F%2Fevil.example');
    await expect(page).toHaveURL('/');
    expect(errors).toEqual([]);
  });
});

test.describe('忘记密码', () => {
  test('resets the password with a code from the outbox; the old password and sessions no longer work', async ({
    page,
    browser,
    request,
  }) => {
    const errors = collectErrors(page);
    const user = await registerViaApi(request, newUserData('f'));
    // A session elsewhere, which the reset must end.
    const other = await browser.newPage();
    await gotoLoginAndSignIn(other, user, '/user/settings');

    await page.goto('/auth/login?redirect=%2Fuser%2Fsettings');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL('/auth/forgot-password?redirect=%2Fuser%2Fsettings');
    await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
    await page.getByLabel('邮箱', { exact: true }).fill(user.email);
    const before = outboxSnapshot();
    await page.getByRole('button', { name: label('获取验证码') }).click();
    await expectToast(page, '验证码已发送到您的邮箱');
    const code = await waitForCode(user.email, { sinceFiles: before });
    await page.getByPlaceholder('6位数字验证码').fill(code);
    await screenshot(page, 'forgot-password');
    await page.getByRole('button', { name: label('下一步') }).click();

    await expect(page.getByText('重置后，该账号在所有设备上的登录都会失效')).toBeVisible();
    await page.getByLabel('新密码', { exact: true }).fill('Brand-new-pass-456');
    await page.getByLabel('确认新密码').fill('Brand-new-pass-456');
    await page.getByRole('button', { name: label('重置密码') }).click();

    await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
    await expect(page).toHaveURL(/^[^?]*\/auth\/login\?/);
    await expect(page.getByLabel('用户名或邮箱')).toHaveValue(user.email);
    expect(errors).toEqual([]);
    // The old password is refused (the browser reports the 401 of that attempt, and only that).
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: label('登录') }).click();
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill('Brand-new-pass-456');
    await page.getByRole('button', { name: label('登录') }).click();
    await expect(page).toHaveURL('/user/settings');

    // The other session has ended: its next call is refused and it is sent to sign in.
    await other.reload();
    await expect(other).toHaveURL(/\/auth\/login/);
    await other.close();
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
  });
});
