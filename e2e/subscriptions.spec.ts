import type { APIRequestContext } from '@playwright/test';
import {
  adminHeaders,
  chooseOption,
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  label,
  test,
  expectToast,
} from './support/fixtures.ts';
import { E2E_ADMIN } from './support/env.ts';
import { mailsTo, outboxSnapshot, waitForCode, type OutboxMail } from './support/outbox.ts';

/*
 * E-mail subscriptions (issue 17): a reader subscribes another address of theirs with the code
 * from the outbox, the administrator publishes an article, the notification arrives with a
 * working unsubscribe link, and following it cancels the subscription.
 */

let serial = 0;
const uniq = () => `${Date.now().toString(36)}${(serial += 1)}`;

async function publish(request: APIRequestContext, title: string): Promise<{ slug: string }> {
  const response = await request.post('/api/admin/articles', {
    headers: await adminHeaders(request),
    data: { title, content: '秋天的第一杯咖啡，配一本好书。', status: 'PUBLISHED', slug: `s-${uniq()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { slug: string } }).data;
}

/** The notification about `title` to `email`, once the background worker has sent it. */
async function notificationAbout(email: string, title: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(email).find((m) => m.subject.includes(title));
        return found?.subject ?? '';
      },
      { message: `a notification to ${email} about ${title}`, timeout: 15_000, intervals: [200, 500, 1000] },
    )
    .toContain(`新文章：${title}`);
  return found!;
}

test.describe('e-mail subscriptions', () => {
  test('a reader subscribes another address with its code, gets the new article, and unsubscribes from the mail', async ({
    page,
    request,
    registeredUser,
  }) => {
    const errors = collectErrors(page);
    const other = `sub-${uniq()}@example.com`;

    await gotoLoginAndSignIn(page, registeredUser, '/user/settings?tab=subscriptions');
    await page.getByRole('button', { name: /添加订阅/ }).click();
    const add = page.getByRole('dialog', { name: '添加订阅' });
    await add.getByLabel('邮箱地址').fill(other);
    await chooseOption(page, add.getByLabel('订阅类型'), '新文章');
    const before = outboxSnapshot();
    await add.getByRole('button', { name: label('订阅') }).click();
    await expectToast(page, '订阅申请已提交，请查收验证邮件');

    const verify = page.getByRole('dialog', { name: '验证邮箱' });
    await expect(verify.getByText(`验证邮件已发送至 ${other}`)).toBeVisible();
    // The code was just sent: resending waits for the countdown.
    await expect(verify.getByRole('button', { name: /\d{1,3}秒后重发$/ })).toBeDisabled();
    const code = await waitForCode(other, { sinceFiles: before });
    await verify.getByLabel('验证码').pressSequentially(code);
    await expect(verify.getByLabel('验证码')).toHaveValue(code);
    await verify.getByRole('button', { name: label('验证') }).click();
    await expectToast(page, '邮箱验证成功，订阅已激活');
    const row = page.getByRole('row').filter({ hasText: other });
    await expect(row).toContainText('已激活');

    // The administrator publishes; the worker mails the subscriber in the background.
    const title = `订阅通知测试 ${uniq()}`;
    const article = await publish(request, title);
    const mail = await notificationAbout(other, title);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`/articles/${article.slug}`);
    const unsubscribe = /退订：(\S+)/.exec(mail.text)?.[1];
    expect(unsubscribe, mail.text).toBeTruthy();

    // The mail's link works for whoever opens it, signed in or not, and twice.
    await page.goto(unsubscribe!);
    await expect(page.getByText('已成功取消订阅')).toBeVisible();
    await page.reload();
    await expect(page.getByText('已成功取消订阅')).toBeVisible();

    await page.goto('/user/settings?tab=subscriptions');
    await expect(page.getByRole('row').filter({ hasText: other })).toContainText('已退订');
    expect(errors).toEqual([]);
  });
});

test.describe('custom notifications', () => {
  test('the administrator previews a notification: the mail shows in its frame with its own styles', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/subscription');
    await page.getByRole('button', { name: /发送通知$/ }).click();
    const dialog = page.getByRole('dialog', { name: '发送通知' });
    await dialog.getByLabel('通知标题').fill(`活动预告 ${uniq()}`);
    await dialog.getByLabel('通知内容').fill('## 时间\n\n周六下午三点。');
    await dialog.getByRole('checkbox', { name: '新文章' }).check();
    await dialog.getByRole('button', { name: label('预览') }).click();

    const preview = page.getByRole('dialog', { name: '预览通知' });
    await expect(preview.getByText('邮件标题：')).toBeVisible();
    // The frame keeps the page's Content-Security-Policy: the mail's own <style> (a body heading
    // smaller than the mail's title) applies only with the page's nonce.
    const heading = page.frameLocator('iframe[title="邮件预览"]').locator('.notice-body h2');
    await expect(heading).toHaveText('时间');
    await expect(heading).toHaveCSS('font-size', '17px');
    await preview.getByRole('button', { name: '返回修改' }).click();
    await expect(dialog.getByLabel('通知标题')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
