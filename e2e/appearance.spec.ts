import {
  adminHeaders,
  chooseOption,
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  label,
  makePng,
  test,
  expectToast,
} from './support/fixtures.ts';
import { E2E_ADMIN } from './support/env.ts';

/**
 * Issue 19: backgrounds and the colour theme taken from them, and the installable app. The theme
 * is the site's, so each test that changes it puts the default back.
 */

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test.describe('backgrounds and the colour theme', () => {
  test.afterEach(async ({ request }) => {
    const headers = await adminHeaders(request);
    await request.put('/api/admin/site/theme', { headers, data: { theme: null } });
    await request.put('/api/admin/site/backgrounds', {
      headers,
      data: { images: [], areas: { home: null, article: null, other: null } },
    });
  });

  test('a background uploaded and used as the theme colours every page, rendered so by the server', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/settings/backgrounds');
    await expect(page.getByText('正在使用默认主题色')).toBeVisible();

    // A solid dark red image: quantised to 4 levels per channel it is #aa0000.
    await page.locator('input[type=file]').setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: makePng(160, 90, [190, 20, 20], [190, 20, 20]),
    });
    await expectToast(page, '背景图片已上传');
    await expect(page.getByText('主色 #aa0000')).toBeVisible();
    await page.getByRole('button', { name: '用作主题色' }).click();
    await expectToast(page, '主题色已保存');

    // The home page shows it.
    await chooseOption(page, page.getByRole('combobox', { name: '首页背景图片' }), '背景 1');
    // Fully opaque: dark text over dark red would not read, the site adds an overlay.
    await page.getByRole('slider', { name: '首页不透明度' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByText('不透明度 100%')).toBeVisible();
    await expect(page.getByText(/浅色模式：文字对比度 [\d.]+:1，低于 4\.5:1，将自动添加 \d+% 遮罩/)).toBeVisible();
    await page.getByRole('button', { name: '保存背景设置' }).click();
    await expectToast(page, '背景设置已保存');

    // The server-rendered HTML already carries the colour: no default colours before hydration.
    const html = await (await request.get('/')).text();
    expect(html).toContain('#aa0000');

    // What the page shows the moment it is parsed, before any script runs, is the new colour.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const item = document.querySelector('.top-bar .top-nav-item-selected');
        (window as unknown as { firstColour?: string }).firstColour = item ? getComputedStyle(item).color : 'none';
      });
    });
    await page.goto('/');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstColour?: string }).firstColour))
      .toBe(rgb('#aa0000'));
    await expect(page.locator('.top-bar .top-nav-item-selected')).toHaveCSS('color', rgb('#aa0000'));
    const background = page.getByTestId('site-background');
    await expect(background.locator('.site-background-image')).toHaveCSS('background-image', /\/files\/.+\.webp/);
    await expect(page.getByTestId('site-background-overlay')).toBeAttached();
    // The site's theme is kept locally too (spec 01 §3).
    expect(
      await page.evaluate(() => JSON.parse(window.localStorage.getItem('lightweight-theme') ?? 'null')),
    ).toMatchObject({ primary: '#aa0000' });
    // Other areas have no background.
    await page.goto('/articles');
    await expect(page.getByTestId('site-background')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('installable app', () => {
  test('/sw.js and the manifest are served', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toContain('max-age=0');
    const source = await sw.text();
    expect(source).toContain('SKIP_WAITING');
    // Hashed assets are precached; pages are not.
    expect(source).toMatch(/"assets\/[^"]+\.js"/);
    expect(source).not.toMatch(/url:"(index\.html|\/|articles[^"]*)"/);

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as { name: string; icons: { src: string }[]; theme_color: string };
    expect(body).toMatchObject({ name: '轻量博客', start_url: '/', display: 'standalone', theme_color: '#667eea' });
    for (const icon of body.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a waiting new version shows the update banner, and reloading takes it', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      // Controlled by the installed worker from the next load on.
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      // The reloaded page has run its effects (the session shows), so it has asked for its own
      // /sw.js already: a registration of the page's coming after the new version's would replace it.
      await expect(page.getByRole('link', { name: label('登录') })).toBeVisible();

      // A new deployment: another worker script for the same scope installs and waits.
      await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=2', { scope: '/' }));
      await expect(page.getByText('发现新版本')).toBeVisible();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '立即刷新' }).click()]);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
        .toContain('/sw.js?v=2');
      expect(errors).toEqual([]);
    });

    test('offline, a visited page opens from the service worker with the 离线 note', async ({ page, context }) => {
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.goto('/articles');
      await expect(page.getByRole('heading', { name: label('文章') }).first()).toBeVisible();
      // The page's effects have run (the session shows), so it listens for the network going:
      // hydration runs in a transition, and on a busy machine it can end after the test's next step.
      await expect(page.getByRole('link', { name: label('登录') })).toBeVisible();

      await context.setOffline(true);
      await expect(page.getByText('网络连接已断开')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: '离线' })).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText('网络连接已恢复')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: '离线' })).toHaveCount(0);
    });
  });
});
