import { adminHeaders, expect, label, screenshot, test, collectErrors } from './support/fixtures.ts';
import { scriptsNamedIn } from './support/page-load.ts';

const SITE_NAME = '轻量博客';
const TAGLINE = '记录生活，分享好物';
const HOME_TITLE = `${SITE_NAME} - ${TAGLINE}`;

/** The inner HTML of `<div id="root">` in a raw server response. */
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';

test.describe('服务端渲染的公共页面', () => {
  test('the raw HTML of / already holds the site name, tagline and title', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<title>${HOME_TITLE}</title>`);
    expect(html).toMatch(/<html[^>]*data-theme="light"/);
    const root = rootOf(html);
    expect(root).toContain(SITE_NAME);
    expect(root).toContain(TAGLINE);
    expect(root).toContain('首页');
  });

  test('with JavaScript disabled the home and login pages show their content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.locator('#root h1')).toHaveText(SITE_NAME);
    await expect(page.locator('#root').getByText(TAGLINE, { exact: true })).toBeVisible();
    // antd's styles come with the server HTML: the hero is laid out and coloured without scripts.
    await expect(page.locator('.home-hero')).toHaveCSS('background-image', /linear-gradient/);

    await page.goto('/auth/login');
    await expect(page.locator('#root').getByText('用户名或邮箱').first()).toBeVisible();
    await expect(page.getByRole('button', { name: label('登录') })).toBeVisible();
    await context.close();
  });

  test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
    const raw = await request.get('/no-such-page-e2e');
    expect(raw.status()).toBe(404);
    expect(rootOf(await raw.text())).toContain('抱歉，您访问的页面不存在。');

    const response = await page.goto('/no-such-page-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    const home = page.getByRole('link', { name: '返回首页' });
    await expect(home).toBeVisible();
    await screenshot(page, '404');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('h1')).toHaveText(SITE_NAME);
  });

  test('unknown /api paths answer a JSON 404 envelope, not the page', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ success: false });
  });

  for (const path of ['/', '/auth/login', '/auth/register', '/no-such-page-e2e']) {
    test(`no hydration errors on ${path}`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      // The server HTML was hydrated (the page fixture's goto waits for it), and the page settled.
      await expect(page.getByRole('button', { name: '切换到暗色模式' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const hydration = errors.filter((e) => /hydrat|#418|#423|#425|did not match|server rendered html/i.test(e));
      expect(hydration).toEqual([]);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    });
  }
});

test.describe('API 文档', () => {
  test('/api/docs shows the API and its operations under the security policy', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /轻量博客 API/ })).toBeVisible();
    await expect(page.getByText('/api/public/site/info').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('起始页面', () => {
  test("the footer's 关于我 and 隐私政策 are custom pages, listed under 页面 and not among the articles", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: '关于我' }).click();
    await expect(page).toHaveURL('/pages/about');
    await expect(page.getByRole('heading', { name: '关于我', level: 1 })).toBeVisible();
    await page.goto('/pages');
    await expect(page.getByText('还没有页面')).toHaveCount(0);
    for (const title of ['关于我', '隐私政策'])
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.goto('/articles');
    await expect(page.getByRole('link', { name: '欢迎来到轻量博客' }).first()).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: '关于我' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('页面缓存', () => {
  test('a rendered page comes from the cache until a write; counting a view does not empty it', async ({ request }) => {
    const cacheOf = async () => (await request.get('/articles/welcome')).headers()['x-page-cache'];
    await cacheOf(); // rendered once
    expect(await cacheOf()).toBe('hit');
    // The view route declares that it changes no page: the cache stays.
    expect((await request.post('/api/public/articles/welcome/view')).status()).toBe(200);
    expect(await cacheOf()).toBe('hit');
    // Any other write does: the next reader gets a fresh render.
    const tag = await request.post('/api/admin/tags', {
      headers: await adminHeaders(request),
      data: { name: `缓存${Date.now()}` },
    });
    expect(tag.status(), await tag.text()).toBe(201);
    expect(await cacheOf()).toBeUndefined();
  });

  test('a kept page and the hashed assets travel compressed as made once; a page the browser has answers 304', async ({
    request,
  }) => {
    const brotli = { 'accept-encoding': 'br, gzip' };
    await request.get('/articles/welcome'); // rendered and kept
    const page = await request.get('/articles/welcome', { headers: brotli });
    expect(page.headers()['x-page-cache']).toBe('hit');
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers().vary).toMatch(/accept-encoding/i);
    const etag = page.headers().etag!;
    const again = await request.get('/articles/welcome', { headers: { ...brotli, 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);

    // Every script of the page: its brotli twin from the build, cached for good.
    const html = await page.text();
    // The one it loads and those it names for its boot script to fetch.
    const scripts = scriptsNamedIn(html);
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) {
      const asset = await request.get(script, { headers: brotli });
      expect(asset.status(), script).toBe(200);
      expect(asset.headers()['content-encoding'], script).toBe('br');
      // A twin is sent with its length; a file without one would be compressed again as it streams.
      expect(asset.headers()['content-length'], script).toBeDefined();
      expect(asset.headers()['cache-control'], script).toContain('immutable');
    }
    // A missing asset is a 404, not a page; the files at fixed addresses are revalidated; the
    // page template is not served as a file.
    expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
    const worker = await request.get('/sw.js', { headers: brotli });
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toContain('must-revalidate');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
    expect((await request.get('/index.html')).status()).toBe(404);
  });

  test("the page's fixed icons are SVG files from the build, named in its HTML and cached for good", async ({
    request,
  }) => {
    const html = await (await request.get('/articles/welcome')).text();
    const icons = [
      ...new Set([...html.matchAll(/--mask-icon:url\(&quot;(\/assets\/icon-[\w-]+\.svg)&quot;\)/g)].map((m) => m[1]!)),
    ];
    // The article's meta line (date, views, likes, comments) and the top bar at least.
    expect(icons.length, html.slice(0, 2000)).toBeGreaterThanOrEqual(5);
    for (const icon of icons) {
      const file = await request.get(icon);
      expect(file.status(), icon).toBe(200);
      expect(file.headers()['content-type'], icon).toContain('image/svg+xml');
      expect(file.headers()['cache-control'], icon).toContain('immutable');
      // A picture needs its namespace, or the browser draws nothing.
      expect(await file.text(), icon).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<path d="M/);
    }
  });
});

test.describe('样式表', () => {
  test("public pages link the site's stylesheet and their theme's, and carry no styles themselves", async ({
    page,
    request,
  }) => {
    let sheet = '';
    let themeSheet = '';
    for (const path of [
      '/',
      '/articles',
      '/articles/welcome',
      '/products',
      '/pages',
      '/pages/about',
      '/friends',
      '/social-links',
      `/search?q=${encodeURIComponent('欢迎')}`,
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/no-such-page-e2e',
    ]) {
      const html = await (await request.get(path)).text();
      const link = /<link rel="stylesheet" href="(\/assets\/site-[\w-]+\.css)">/.exec(html)?.[1];
      expect(link, path).toBeTruthy();
      sheet ||= link!;
      expect(link, path).toBe(sheet);
      const themeLink = /<link rel="stylesheet" href="(\/theme\/light-[0-9a-f]{6}\.\w+\.css)">/.exec(html)?.[1];
      expect(themeLink, path).toBeTruthy();
      themeSheet ||= themeLink!;
      expect(themeLink, path).toBe(themeSheet);
      // A <style> here means apps/web/src/app/public-styles.tsx lacks a component this page shows
      // (its styles, or its CSS variables: a development server makes them all). Each named by the
      // start of its first rule, where antd names the component.
      expect(
        [...html.matchAll(/<style[^>]*>([^<]{0,160})/g)].map(([, css]) => css),
        path,
      ).toEqual([]);
      expect(html, path).not.toContain('data-ant-cssinjs-cache-path');
      // The server renders without making antd's styles (the sheet holds them): a component this
      // list lacks would be drawn bare until the browser's antd added its styles. Once the page is
      // hydrated, the browser has added CSS variables (the theme's, set at run time) and the
      // icons' base rules, and no component's styles.
      await page.goto(path);
      // Its variables are added in the commit that adds every style of the hydrated page.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('head style')].some((style) => style.textContent?.includes('{--ant-')),
      );
      const added = await page.evaluate(() =>
        [...document.querySelectorAll('head style')].map((style) => (style.textContent ?? '').trim().slice(0, 160)),
      );
      expect(
        added.filter((css) => !/^\.css-var-[\w-]+(?:\.[\w-]+)*\{--/.test(css) && !css.startsWith('.anticon {')),
        path,
      ).toEqual([]);
    }
    const css = await request.get(sheet, { headers: { 'accept-encoding': 'br' } });
    expect(css.headers()['content-type']).toContain('text/css');
    expect(css.headers()['content-encoding']).toBe('br');
    expect(css.headers()['cache-control']).toContain('immutable');
    // antd's record of the styles the sheet holds: the browser adds none of them again.
    expect(await css.text()).toContain('.data-ant-cssinjs-cache-path{content:"');

    // The theme's sheet: the colours as CSS variables, cached for good under this address; it
    // must not carry a record of its own (an empty one would hide the site sheet's).
    const theme = await request.get(themeSheet);
    expect(theme.headers()['content-type']).toContain('text/css');
    expect(theme.headers()['cache-control']).toContain('immutable');
    const themeCss = await theme.text();
    expect(themeCss).toContain('--ant-color-primary:');
    // Below antd's own variables, so a theme switched in the browser wins over it (public-styles.tsx).
    expect(themeCss).toMatch(/^@layer site-theme\{/);
    expect(themeCss).not.toContain('data-ant-cssinjs-cache-path');
  });
});

test.describe('主题', () => {
  test('the dark mode survives a reload and is rendered by the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(
      page.getByRole('button', { name: '用户菜单' }).or(page.getByRole('link', { name: label('登录') })),
    ).toBeVisible();
    await screenshot(page, 'home-desktop-light');

    const card = page.locator('.surface-card').first();
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByRole('button', { name: '切换到暗色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The page's colours follow at once: the variables of the theme the server rendered with (its
    // stylesheet) give way to the dark ones.
    await expect(card).toHaveCSS('background-color', 'rgb(20, 20, 20)');
    await expect(page.getByRole('button', { name: '切换到亮色模式' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('theme-mode'))).toBe('dark');
    await screenshot(page, 'home-desktop-dark-toggled');

    const response = await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await screenshot(page, 'home-desktop-dark');

    // The server already rendered the dark theme (cookie mirror) before any script ran: the
    // document's attribute and the rendered shell itself (its toggle offers the light mode).
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
    const serverToggle = /aria-label="(切换到[^"]+)"/.exec(rootOf(html))?.[1];
    expect.soft(serverToggle, 'theme toggle label in the server-rendered HTML of a dark page').toBe('切换到亮色模式');

    // After hydration the page is still dark, and says so.
    await expect(page.getByRole('button', { name: '切换到亮色模式' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('theme-mode'))).toBe('dark');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
    // The shell follows antd's dark algorithm (the top bar is not left white).
    await expect(page.locator('header.top-bar')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.getByRole('button', { name: '切换到亮色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme-mode'))).toBe('light');
  });

  test('the theme toggle shows what it does under the pointer, and again from the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: '切换到暗色模式' });
    const tip = () =>
      toggle.evaluate((button) => {
        const style = getComputedStyle(button.parentElement!, '::after');
        return { text: style.content, shown: style.visibility === 'visible' && style.opacity === '1' };
      });
    await expect.poll(tip).toEqual({ text: '"切换到暗色模式"', shown: false });
    await toggle.hover();
    await expect.poll(tip).toEqual({ text: '"切换到暗色模式"', shown: true });
    await screenshot(page, 'theme-toggle-tip');
    await page.mouse.move(0, 400);
    await expect.poll(tip).toEqual({ text: '"切换到暗色模式"', shown: false });
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(tip).toEqual({ text: '"切换到暗色模式"', shown: true });
  });
});

test.describe('移动端', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the menu button opens the drawer with 首页 and 登录', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(SITE_NAME);
    // The desktop login/register buttons are hidden at this width.
    await expect(page.getByRole('button', { name: '用户菜单' })).toHaveCount(0);
    await screenshot(page, 'home-mobile');

    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('菜单', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('menuitem', { name: '首页' })).toBeVisible();
    await expect(drawer.getByRole('menuitem', { name: '登录' })).toBeVisible();
    await expect(drawer.getByRole('menuitem', { name: '注册' })).toBeVisible();
    await screenshot(page, 'home-mobile-drawer');

    await drawer.getByRole('menuitem', { name: '登录' }).click();
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  });

  // Nothing reaches past the screen's edge, a hidden tip included (the sign-in pages' theme toggle
  // sits at the end of the bar).
  for (const path of ['/', '/articles/welcome', '/products', '/auth/login', '/auth/register', '/auth/forgot-password'])
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBe(clientWidth);
    });
});
