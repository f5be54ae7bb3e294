import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { E2E_ADMIN } from './support/env.ts';
import {
  adminHeaders,
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  makePng,
  settledScreenshot,
  test,
  uploadImage,
} from './support/fixtures.ts';
import { hydrated } from './support/page-load.ts';

/*
 * Issue 20, writing and reading: images into the editor with the caret after them, the editor's
 * toolbar and split view at laptop widths, code blocks, the table of contents, image sizes, and
 * hydration after any walk through the public pages.
 */

let serial = 0;
const uniq = () => `${Date.now().toString(36)}${(serial += 1)}`;

async function createArticle(request: APIRequestContext, title: string, content: string): Promise<string> {
  const response = await request.post('/api/admin/articles', {
    headers: await adminHeaders(request),
    data: { title, content, status: 'PUBLISHED' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { slug: string } }).data.slug;
}

async function createProduct(request: APIRequestContext, name: string): Promise<string> {
  const headers = await adminHeaders(request);
  const category = await request.post('/api/admin/product-categories', {
    headers,
    data: { name: `阅读分类${uniq()}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { data: { id: number } }).data.id;
  const response = await request.post('/api/admin/products', {
    headers,
    data: { name, categoryId, price: '99.00', description: `${name}的介绍。`, status: 'ACTIVE' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { slug: string } }).data.slug;
}

/** The page's server HTML has been hydrated and its requests settled. */
async function hydratedAndSettled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

// ---------------------------------------------------------------------------------------------
// The editor

/** The text in bytemd's CodeMirror 5 (the instance hangs on its wrapper element). */
const editorText = (page: Page) =>
  page
    .locator('.bytemd .CodeMirror')
    .evaluate((el) => (el as HTMLElement & { CodeMirror: { getValue(): string } }).CodeMirror.getValue());

const toolbarIcon = (page: Page, side: 'left' | 'right', pathStart: string): Locator =>
  page.locator(`.bytemd-toolbar-${side} .bytemd-toolbar-icon`).filter({ has: page.locator(`path[d^="${pathStart}"]`) });
/** The picture icon (upload an image) and bytemd's GitHub icon, by their drawings. */
const imageButton = (page: Page) => toolbarIcon(page, 'left', 'M5 10a2 2 0 0 1 2-2h34');
const githubLink = (page: Page) => toolbarIcon(page, 'right', 'M29.344 30.477');

/** Dispatches `type` ('paste' on the text area, 'drop' on the text) carrying image files, as a browser does. */
async function sendImages(page: Page, type: 'paste' | 'drop', files: { name: string; png: Buffer }[]): Promise<void> {
  const target = page.locator(type === 'paste' ? '.bytemd .CodeMirror textarea' : '.bytemd .CodeMirror-lines');
  await target.evaluate(
    (element, { type, files }) => {
      const data = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: 'image/png' }));
      }
      const init = { bubbles: true, cancelable: true };
      element.dispatchEvent(
        type === 'paste'
          ? new ClipboardEvent('paste', { ...init, clipboardData: data })
          : new DragEvent('drop', { ...init, dataTransfer: data }),
      );
    },
    { type, files: files.map((f) => ({ name: f.name, base64: f.png.toString('base64') })) },
  );
}

/** Answers the addresses of the next `count` image uploads. */
function nextUploads(page: Page, count: number): Promise<string[]> {
  const urls: string[] = [];
  return new Promise((resolve) => {
    const listener = (response: Response) => {
      if (!response.url().endsWith('/api/admin/upload/image') || response.request().method() !== 'POST') return;
      void response.json().then((body: { data: { url: string } }) => {
        urls.push(body.data.url);
        if (urls.length === count) {
          page.off('response', listener);
          resolve(urls);
        }
      });
    };
    page.on('response', listener);
  });
}

test.describe('写作：Markdown 编辑器', () => {
  test('laptops get the full toolbar and the split view; phones get tabs; no GitHub link', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1366, height: 800 });
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/editor/new');
    await expect(page.locator('.bytemd')).toBeVisible();
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('.bytemd.bytemd-split'), `${width} px`).toBeVisible();
      await expect(page.locator('.bytemd-preview'), `${width} px`).toBeVisible();
      await expect(imageButton(page), `${width} px`).toBeVisible();
      await expect(page.locator('.bytemd-toolbar-tab'), `${width} px`).toHaveCount(0);
      await expect(githubLink(page), `${width} px`).toBeHidden();
      await settledScreenshot(page, `editor-${width}`);
    }
    // The preview can be hidden (仅编辑) and brought back.
    const writeOnly = page.locator('.bytemd-toolbar-right .bytemd-toolbar-icon').nth(2);
    await writeOnly.click();
    await expect(page.locator('.bytemd-preview')).toBeHidden();
    await writeOnly.click();
    await expect(page.locator('.bytemd-preview')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.bytemd.bytemd-split')).toHaveCount(0);
    await expect(page.locator('.bytemd-toolbar-tab')).toHaveCount(2);
    await expect(githubLink(page)).toBeHidden();
    await settledScreenshot(page, 'editor-390');
    expect(errors).toEqual([]);
  });

  test('pasting, dropping and choosing images leaves the caret after them: what is typed next is added, nothing replaced', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1366, height: 800 });
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/editor/new');
    await page.locator('.bytemd .CodeMirror').click();
    await page.keyboard.type('开头的一段。');

    // Paste one image, then type on.
    let uploads = nextUploads(page, 1);
    await sendImages(page, 'paste', [{ name: 'lake.png', png: makePng(64, 40, [10, 90, 160]) }]);
    const [pasted] = await uploads;
    await expect.poll(() => editorText(page)).toContain(`![lake](${pasted})`);
    await page.keyboard.type('粘贴后接着写');
    await expect.poll(() => editorText(page)).toContain(`![lake](${pasted})粘贴后接着写`);

    // Drop two at once, then type on.
    uploads = nextUploads(page, 2);
    await sendImages(page, 'drop', [
      { name: 'hill.png', png: makePng(64, 40, [200, 90, 10]) },
      { name: 'tree.png', png: makePng(64, 40, [20, 160, 60]) },
    ]);
    const [hill, tree] = await uploads;
    await expect.poll(() => editorText(page)).toContain(`![hill](${hill})\n\n![tree](${tree})`);
    await page.keyboard.type('拖入后接着写');
    await expect.poll(() => editorText(page)).toContain(`![tree](${tree})拖入后接着写`);

    // The toolbar's picture button, two files chosen, then type on.
    uploads = nextUploads(page, 2);
    const chooser = page.waitForEvent('filechooser');
    await imageButton(page).click();
    await (
      await chooser
    ).setFiles([
      { name: 'sea.png', mimeType: 'image/png', buffer: makePng(64, 40, [0, 60, 200]) },
      { name: 'sky.png', mimeType: 'image/png', buffer: makePng(64, 40, [120, 180, 250]) },
    ]);
    const [sea, sky] = await uploads;
    await expect.poll(() => editorText(page)).toContain(`![sea](${sea})\n\n![sky](${sky})`);
    await page.keyboard.type('按钮上传后接着写');

    const text = await editorText(page);
    for (const expected of [
      '开头的一段。',
      `![lake](${pasted})粘贴后接着写`,
      `![hill](${hill})`,
      `![tree](${tree})拖入后接着写`,
      `![sea](${sea})`,
      `![sky](${sky})按钮上传后接着写`,
    ])
      expect(text).toContain(expected);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Reading an article

const paragraph = (topic: string) =>
  Array.from(
    { length: 14 },
    (_, i) => `${topic}的第${i + 1}段记录：清晨出发，沿着湖边慢慢走，看水面上的光一点点亮起来。`,
  ).join('\n\n');

test.describe('阅读：文章页', () => {
  test('the table of contents scrolls to a Chinese heading below the top bar, puts its id in the address and follows the reading', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const title = `目录测试 ${uniq()}`;
    const slug = await createArticle(
      request,
      title,
      `## 出发\n\n${paragraph('出发')}\n\n## 沿途风景\n\n${paragraph('风景')}\n\n### 湖边 小憩\n\n${paragraph('小憩')}\n\n## 回程\n\n${paragraph('回程')}\n\n${paragraph('回家以后')}`,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/articles/${slug}`);
    await hydratedAndSettled(page);

    const toc = page.locator('.article-toc');
    const entry = toc.getByRole('link', { name: '沿途风景' });
    const heading = page.locator('.article-content h2', { hasText: '沿途风景' });
    await expect(heading).toHaveAttribute('id', '沿途风景');
    await expect(entry).toHaveAttribute('href', '#沿途风景');
    await expect(toc.getByRole('link', { name: '湖边 小憩' })).toHaveAttribute('href', '#湖边-小憩');

    const barBottom = await page.locator('.top-bar').evaluate((el) => el.getBoundingClientRect().bottom);
    const topOf = (el: Element) => el.getBoundingClientRect().top;
    expect(await heading.evaluate(topOf)).toBeGreaterThan(800); // further down the page
    await entry.click();
    // Scrolled (smoothly: it takes a moment) to just below the top bar, not under it.
    await expect
      .poll(async () => {
        const top = await heading.evaluate(topOf);
        return top >= barBottom - 1 && top < barBottom + 40;
      })
      .toBe(true);
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toBe('#沿途风景');
    // The smooth scroll may still be running its last frames (it sets the position on each one, so a
    // scroll of ours before it ends is undone): wait until the page has stood still for 5 frames.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          let still = 0;
          const frame = () => {
            if (window.scrollY === last) still += 1;
            else [last, still] = [window.scrollY, 0];
            if (still >= 5) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    const active = toc.locator('a[aria-current="location"]');
    await expect(active).toHaveText('沿途风景');

    // Reading on: the entry of the section whose heading has reached the top bar is highlighted.
    await page
      .locator('.article-content h2', { hasText: '回程' })
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
    await expect(active).toHaveText('回程');
    await page
      .locator('.article-content h2', { hasText: '出发' })
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
    await expect(active).toHaveText('出发');

    // Opened with the address, the heading is shown below the bar.
    await page.goto(`/articles/${slug}#${encodeURIComponent('回程')}`);
    await hydratedAndSettled(page);
    const back = page.locator('.article-content h2', { hasText: '回程' });
    const top = await back.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(barBottom - 1);
    expect(top).toBeLessThan(barBottom + 40);
    expect(errors).toEqual([]);
  });

  test('a code block names its language and copies its code with 复制', async ({ page, request, context }) => {
    const errors = collectErrors(page);
    const slug = await createArticle(
      request,
      `代码块 ${uniq()}`,
      '安装依赖：\n\n```sh\nnpm install\nnpm start\n```\n\n```ts\nconst answer: number = 42;\n```\n',
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/articles/${slug}`);
    await hydratedAndSettled(page);
    const blocks = page.locator('.article-content .code-block');
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0).locator('.code-block-lang')).toHaveText('Shell');
    await expect(blocks.nth(1).locator('.code-block-lang')).toHaveText('TypeScript');

    await blocks.nth(1).getByRole('button', { name: '复制' }).click();
    await expect(blocks.nth(1).getByRole('button', { name: '已复制' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const answer: number = 42;\n');
    await blocks.nth(0).getByRole('button', { name: '复制' }).click();
    await expect(blocks.nth(0).getByRole('button', { name: '已复制' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install\nnpm start\n');
    // The label goes back for the next copy.
    await expect(blocks.nth(0).getByRole('button', { name: '复制' })).toBeVisible();
    // The public page loaded no back-office code for it.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((s) => /markdown-editor|bytemd|admin/i.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('uploaded images are shown at their own width (up to the column), with width and height', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const wide = await uploadImage(request, 'wide.png', makePng(1200, 600, [30, 80, 140]));
    const narrow = await uploadImage(request, 'narrow.png', makePng(600, 300, [140, 80, 30]));
    const slug = await createArticle(
      request,
      `图片尺寸 ${uniq()}`,
      `宽图：\n\n![宽](${wide})\n\n窄图：\n\n![窄](${narrow})\n`,
    );
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/articles/${slug}`);
    await hydratedAndSettled(page);

    const column = await page.locator('.article-content').evaluate((el) => el.clientWidth);
    for (const [alt, width, height] of [
      ['宽', 1200, 600],
      ['窄', 600, 300],
    ] as const) {
      const img = page.locator(`.article-content img[alt="${alt}"]`);
      await expect(img).toHaveAttribute('width', String(width));
      await expect(img).toHaveAttribute('height', String(height));
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      const box = await img.evaluate((i) => i.getBoundingClientRect());
      const shown = Math.min(width, column);
      expect(Math.abs(box.width - shown), `${alt}: ${box.width} px shown, ${shown} px expected`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - (shown * height) / width)).toBeLessThanOrEqual(1);
      // Only copies that exist, each with its real width.
      const srcset = (await img.getAttribute('srcset')) ?? '';
      expect(srcset).not.toContain('1600w');
      expect(srcset).toContain(`${width}w`);
    }
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Hydration

test.describe('阅读：服务端渲染与激活', () => {
  test('no hydration error on any public page after any walk: client navigation and full loads, with the browser clock ahead', async ({
    page,
    request,
  }) => {
    const word = `晨读${uniq()}`;
    const title = `${word} 的文章`;
    const articleSlug = await createArticle(request, title, `## 说明\n\n关于${word}的一篇文章。`);
    const productSlug = await createProduct(request, `${word} 台灯`);
    const errors = collectErrors(page);
    // A browser whose clock is five minutes ahead of the server's sees every server-rendered query
    // as old, as it does a page the server cached a while before: neither may change the first render.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000);
    await page.setViewportSize({ width: 1280, height: 800 });

    const search = async () => {
      await page.getByLabel('搜索文章和好物').first().fill(word);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(page.locator('.search-summary')).toContainText('找到');
    };

    // home → article → search → product → search, by links (client navigation).
    await page.goto('/');
    await hydratedAndSettled(page);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await search();
    await page.locator(`a.search-hit-title[href="/products/${productSlug}"]`).click();
    await expect(page).toHaveURL(`/products/${productSlug}`);
    await search();
    await page.goBack();
    await expect(page).toHaveURL(`/products/${productSlug}`);
    await page.goForward();
    await expect(page).toHaveURL(/\/search\?q=/);

    expect(errors, 'client navigation').toEqual([]);

    // The same walk, and the other public pages, each loaded whole (the server renders, the browser hydrates).
    test.setTimeout(120_000); // some twenty page loads
    const query = encodeURIComponent(word);
    for (const path of [
      '/',
      `/articles/${articleSlug}`,
      `/search?q=${query}`,
      `/products/${productSlug}`,
      `/search?q=${query}`,
      `/search/${query}`,
      `/search?q=${query}&tab=articles`,
      '/search',
      '/articles',
      '/products',
      '/pages',
      '/friends',
      '/social-links',
    ]) {
      await page.goto(path);
      await hydratedAndSettled(page);
      expect(errors, path).toEqual([]);
    }
    // Loaded again: now from the server's page cache.
    await page.reload();
    await hydratedAndSettled(page);
    expect(errors).toEqual([]);
  });
});
