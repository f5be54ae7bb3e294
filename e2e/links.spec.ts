import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env.ts';
import {
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  label,
  settledDropdown,
  test,
  expectToast,
} from './support/fixtures.ts';

/*
 * Friend and social links (issue 16): a guest applies for a friend link, the administrator
 * approves it and the card appears on /friends; the administrator adds a GitHub and an e-mail link
 * into two groups, /social-links shows them in tabs (the e-mail card opens mailto: in place), and
 * the footer leads to the contact page.
 */

let serial = 0;
const uniq = () => `${Date.now().toString(36)}${(serial += 1)}`;

const modal = (page: Page) => page.getByRole('dialog');

async function addSocialLink(
  page: Page,
  link: { platform: string; url: string; title: string; group: string },
): Promise<void> {
  await page.getByRole('button', { name: /添加链接/ }).click();
  const form = modal(page);
  await expect(form.getByText('添加链接')).toBeVisible();
  await form.getByLabel('平台').click();
  // Typed once the list has opened, and chosen once the list has finished moving.
  const list = await settledDropdown(page);
  await page.keyboard.type(link.platform);
  await expect(form.getByLabel('平台')).toHaveValue(link.platform);
  // The option itself, once the list is filtered (the first option may still be another while it filters).
  await list.locator('.ant-select-item-option').filter({ hasText: link.platform }).first().click();
  await expect(form.locator('.ant-select').first()).toContainText(link.platform);
  await form.getByLabel('URL').fill(link.url);
  await form.getByLabel('标题').fill(link.title);
  await form.getByLabel('分组').fill(link.group);
  await form.getByRole('button', { name: label('保存') }).click();
  await expectToast(page, '社交链接创建成功');
  await expect(modal(page)).toHaveCount(0);
}

test.describe('friend and social links', () => {
  test('a guest applies for a friend link, the administrator approves it, the card appears on /friends', async ({
    page,
    browser,
  }) => {
    const errors = collectErrors(page);
    const id = uniq();
    const siteName = `骑行手记 ${id}`;
    const host = `ride-${id}.example.com`;

    await page.goto('/friends');
    await page.getByRole('button', { name: /申请友链/ }).click();
    const form = modal(page);
    await form.getByLabel('站点名称').fill(siteName);
    await form.getByLabel('站点URL').fill(host);
    await form.getByLabel('站点描述').fill('记录每一次骑行');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, '友链申请已提交，请等待审核');
    await expect(modal(page)).toHaveCount(0);
    // Pending: not on the public page yet.
    await page.reload();
    await expect(page.getByRole('heading', { name: '友链' })).toBeVisible();
    await expect(page.getByText(siteName)).toHaveCount(0);

    const admin = await browser.newPage();
    const adminErrors = collectErrors(admin);
    await gotoLoginAndSignIn(admin, E2E_ADMIN, '/admin/friend-links');
    const row = admin.locator('.ant-table-row').filter({ hasText: siteName });
    await expect(row).toContainText('待审核');
    await row.getByRole('button', { name: '通过' }).click();
    await expect(admin.locator('.ant-message')).toContainText('友链已通过');
    await expect(row).toContainText('已通过');
    await expect(row.getByRole('button', { name: '通过' })).toHaveCount(0);
    expect(adminErrors).toEqual([]);
    await admin.close();

    await page.reload();
    const card = page.getByRole('link', { name: new RegExp(siteName) });
    await expect(card).toHaveAttribute('href', new RegExp(`^https://${host.replace(/\./g, '\\.')}/?$`));
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', /noopener/);
    expect(errors).toEqual([]);
  });

  test('the administrator adds a GitHub and an e-mail link in two groups; /social-links shows them; the footer leads there', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const id = uniq();
    const code = { title: `我的代码 ${id}`, group: `开发${id}` };
    const mail = { title: `写信给我 ${id}`, group: `联系${id}` };

    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/social-links');
    await addSocialLink(page, { platform: 'GitHub', url: `github.com/rider-${id}`, ...code });
    await addSocialLink(page, { platform: '邮箱', url: `rider-${id}@example.com`, ...mail });
    await expect(page.locator('.ant-table-row').filter({ hasText: mail.title })).toContainText(
      `mailto:rider-${id}@example.com`,
    );

    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: '联系' }).click();
    await expect(page).toHaveURL('/social-links');

    await expect(page.getByRole('tab', { name: `${code.group} (1)` })).toBeVisible();
    await page.getByRole('tab', { name: `${code.group} (1)` }).click();
    const github = page.getByRole('link', { name: new RegExp(code.title) });
    await expect(github).toHaveAttribute('href', `https://github.com/rider-${id}`);
    await expect(github).toHaveAttribute('target', '_blank');

    await page.getByRole('tab', { name: `${mail.group} (1)` }).click();
    const email = page.getByRole('link', { name: new RegExp(mail.title) });
    await expect(email).toHaveAttribute('href', `mailto:rider-${id}@example.com`);
    // mailto: opens in place, never a blank tab.
    await expect(email).not.toHaveAttribute('target', '_blank');
    expect(errors).toEqual([]);
  });
});
