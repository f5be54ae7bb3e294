import type { APIRequestContext, Page } from '@playwright/test';
import type { PageType, SiteInfo } from '@app/contract';
import { E2E_ADMIN } from './support/env.ts';
import { adminHeaders, collectErrors, expect, gotoLoginAndSignIn, test, expectToast } from './support/fixtures.ts';

/*
 * Site settings and page titles (issue 19): the owner renames the site and fills in the 备案号, and
 * a server-rendered page shows both in its title and footer at once (the rendered-page cache
 * included); the owner adds a page type for a custom path and that page's title follows it, on
 * the server render and on client navigation.
 */

const uniq = () => Date.now().toString(36);

async function siteSettings(request: APIRequestContext): Promise<SiteInfo> {
  const response = await request.get('/api/admin/site/settings', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SiteInfo }).data;
}

async function restoreSettings(request: APIRequestContext, settings: SiteInfo): Promise<void> {
  const response = await request.put('/api/admin/site/settings', {
    headers: await adminHeaders(request),
    data: settings,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The page's HTML as the server sends it (no script run): what crawlers and link previews read. */
async function renderedHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

const saveButton = (page: Page) => page.getByRole('button', { name: /保存设置/ });

test.describe('site settings and page titles', () => {
  test('a new site name and 备案号 show in the title and footer of a server-rendered page at once', async ({
    page,
    browser,
    request,
  }) => {
    const errors = collectErrors(page);
    const original = await siteSettings(request);
    const siteName = `山间小记${uniq()}`;
    // Rendered once with the old name, so the page sits in the rendered-page cache.
    expect(await renderedHtml(request, '/friends')).toContain(`<title>友链 - ${original.siteName}</title>`);
    try {
      await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/settings/site');
      await expect(page.getByLabel('站点名称')).toHaveValue(original.siteName);
      await page.getByLabel('站点名称').fill(siteName);
      await page.getByLabel('备案号').fill('京ICP备12345678号-1');
      await saveButton(page).click();
      await expectToast(page, '站点设置已保存');

      const html = await renderedHtml(request, '/friends');
      expect(html).toContain(`<title>友链 - ${siteName}</title>`);
      expect(html).toContain(`<meta property="og:site_name" content="${siteName}">`);
      expect(html).toContain('href="https://beian.miit.gov.cn/"');

      // A reader's fresh visit: the title, the top bar and the footer.
      const reader = await browser.newContext();
      const guest = await reader.newPage();
      const guestErrors = collectErrors(guest);
      await guest.goto('/friends');
      await expect(guest).toHaveTitle(`友链 - ${siteName}`);
      const footer = guest.locator('footer.site-footer');
      await expect(footer).toContainText(siteName);
      const icp = footer.getByRole('link', { name: '京ICP备12345678号-1' });
      await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
      await expect(guest.locator('.top-bar .brand-name')).toHaveText(siteName);
      expect(guestErrors).toEqual([]);
      await reader.close();
    } finally {
      await restoreSettings(request, original);
    }
    expect(await renderedHtml(request, '/friends')).toContain(`<title>友链 - ${original.siteName}</title>`);
    expect(errors).toEqual([]);
  });

  test('a page type added for a custom path titles that page, rendered and navigated to', async ({
    page,
    browser,
    request,
  }) => {
    const errors = collectErrors(page);
    const code = `pick-${uniq()}`;
    try {
      await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/settings/page-titles');
      await page.getByRole('button', { name: /添加页面类型/ }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel('名称').fill('站长推荐');
      await form.getByLabel('代码').fill(code);
      await form.getByLabel('路径模式').fill('/pages/about');
      await page.keyboard.press('Enter');
      await form.getByLabel('优先级').fill('95');
      await form.getByLabel('标题模板').fill('{title} | 站长推荐 - {siteName}');
      // The preview works the title out as it is typed.
      await form.getByLabel('示例路径').fill('/pages/about');
      await expect(form.getByTestId('title-preview')).toContainText('示例标题 | 站长推荐 - ');
      await form.getByRole('button', { name: /保\s?存/ }).click();
      await expectToast(page, '页面类型已添加');
      await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('/pages/about');

      const siteName = (await siteSettings(request)).siteName;
      expect(await renderedHtml(request, '/pages/about')).toContain(`<title>关于我 | 站长推荐 - ${siteName}</title>`);

      const reader = await browser.newContext();
      const guest = await reader.newPage();
      const guestErrors = collectErrors(guest);
      await guest.goto('/pages/about');
      await expect(guest).toHaveTitle(`关于我 | 站长推荐 - ${siteName}`);
      // Client navigation: away, then back through the footer's link.
      const footer = guest.locator('footer.site-footer');
      await footer.getByRole('link', { name: '隐私政策' }).click();
      await expect(guest).toHaveTitle(`隐私政策 - ${siteName}`);
      await footer.getByRole('link', { name: '关于我' }).click();
      await expect(guest).toHaveTitle(`关于我 | 站长推荐 - ${siteName}`);
      expect(guestErrors).toEqual([]);
      await reader.close();
    } finally {
      const headers = await adminHeaders(request);
      const types = (
        (await (await request.get('/api/admin/site/page-types', { headers })).json()) as { data: PageType[] }
      ).data;
      for (const type of types.filter((t) => t.code === code))
        await request.delete(`/api/admin/site/page-types/${type.id}`, { headers });
    }
    expect(errors).toEqual([]);
  });
});
