import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env.ts';
import {
  adminHeaders,
  chooseFromUserMenu,
  collectConsole,
  expect,
  gotoLoginAndSignIn,
  label,
  makePng,
  settledScreenshot,
  test,
  expectToast,
} from './support/fixtures.ts';

/*
 * Articles, tags and snapshots (issue 4): write in the back office, read on the public site.
 * Tests that only need an article to exist make it through the admin API (a token from
 * /api/auth/login); the writing itself is done in the editor by the first test. No codes are sent
 * here: the one ordinary user is the fixtures' shared `registeredUser`.
 */

/** The inner HTML of `<div id="root">` in a raw server response. */
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在。';

let serial = 0;
/** Unique per run and test: slugs and titles must not collide with other tests' articles. */
const uniq = () => `${Date.now().toString(36)}${(serial += 1)}`;

// ---------------------------------------------------------------------------------------------
// The admin API, for arranging what a test needs

interface AdminArticle {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: 'DRAFT' | 'PUBLISHED';
  tags: { name: string }[];
}

interface ArticleBody {
  title: string;
  content: string;
  slug?: string;
  status?: 'DRAFT' | 'PUBLISHED';
  tags?: string[];
  coverImage?: string | null;
  excerpt?: string | null;
  seoDescription?: string | null;
}

async function createArticle(request: APIRequestContext, body: ArticleBody): Promise<AdminArticle> {
  const response = await request.post('/api/admin/articles', {
    headers: await adminHeaders(request),
    data: { status: 'PUBLISHED', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: AdminArticle }).data;
}

async function deleteArticle(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.delete(`/api/admin/articles/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok(), await response.text()).toBe(true);
}

async function uploadImage(request: APIRequestContext, name: string, png: Buffer): Promise<string> {
  const response = await request.post('/api/admin/upload/image', {
    headers: await adminHeaders(request),
    multipart: { type: 'images', file: { name, mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

// ---------------------------------------------------------------------------------------------
// Page helpers

/** None, except the browser's line for a 404 the test asks for on purpose. */
function expectCleanConsole(messages: string[], allowed: RegExp[] = []): void {
  const unexpected = messages.filter((m) => !allowed.some((a) => a.test(m)));
  expect(unexpected, 'console errors/warnings and page errors').toEqual([]);
}

/** The text in bytemd's CodeMirror 5 (the instance hangs on its wrapper element). */
const editorText = (page: Page) =>
  page
    .locator('.bytemd .CodeMirror')
    .evaluate((el) => (el as HTMLElement & { CodeMirror: { getValue(): string } }).CodeMirror.getValue());

/** Types at the end of the Markdown editor. */
async function typeInEditor(page: Page, text: string): Promise<void> {
  await page.locator('.bytemd .CodeMirror').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(text);
}

/** Pastes an image file into the editor the way a browser does: a paste event carrying the file. */
async function pasteImage(page: Page, name: string, png: Buffer): Promise<void> {
  await page.locator('.bytemd .CodeMirror textarea').evaluate(
    (textarea, file) => {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], file.name, { type: 'image/png' }));
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { name, base64: png.toString('base64') },
  );
}

/**
 * After the first save of a new article the editor moves to /admin/editor/{id} by itself, without
 * asking '有未保存的修改' about its own move. (It once asked: '继续编辑' then left the user on
 * /admin/editor/new, where the next save created the article a second time.) A dialog would hold
 * the address at /admin/editor/new, so the address is checked as well as the dialog.
 */
async function followToSavedArticle(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/editor\/\d+$/);
  await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: '有未保存的修改' })).toHaveCount(0);
}

/** The save button of the editor (its accessible name starts with the icon's "save"). */
const saveButton = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`${[...text].join('\\s*')}$`) });

const sidebar = (page: Page) => page.locator('.ant-layout-sider');
const likeButton = (page: Page) => page.locator('.article-actions').getByRole('button');

/** Waits until an <img> has loaded and has pixels. */
async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// ---------------------------------------------------------------------------------------------

test.describe('写文章与阅读', () => {
  test('writes an article with a pasted image, publishes it, and reads it on the public site', async ({
    page,
    request,
    browser,
  }) => {
    // Wide enough for bytemd's split view (editor and live preview side by side).
    await page.setViewportSize({ width: 1600, height: 1000 });
    const logs = collectConsole(page);
    const id = uniq();
    const title = `春日骑行记 ${id}`;
    const sentence = '清晨六点，我们从断桥出发，沿着湖边骑行了二十公里。';
    const tagName = `骑行${id}`;

    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/dashboard');
    await expect(sidebar(page).getByRole('menuitem', { name: '文章管理' })).toBeVisible();
    await sidebar(page).getByRole('menuitem', { name: '文章管理' }).click();
    await expect(page).toHaveURL('/admin/articles');
    await page.getByRole('button', { name: '写文章' }).click();
    await expect(page).toHaveURL('/admin/editor/new');
    await expect(page.getByRole('heading', { name: '写文章' })).toBeVisible();
    await expect(saveButton(page, '保存草稿')).toBeVisible();

    await page.getByPlaceholder('文章标题').fill(title);
    await typeInEditor(
      page,
      `## 出发\n\n${sentence}\n\n- 天气：晴\n- 距离：20 km\n\n\`\`\`js\nconsole.log('出发');\n\`\`\`\n\n## 沿途风景\n\n`,
    );

    // Paste an image: it is uploaded, and its Markdown is inserted.
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/upload/image') && r.request().method() === 'POST',
    );
    await pasteImage(page, 'west-lake.png', makePng(480, 270));
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    const imageUrl = ((await upload.json()) as { data: { url: string } }).data.url;
    expect(imageUrl).toMatch(/^\/files\/images\/.+\.webp$/);
    await expect.poll(() => editorText(page)).toContain(`![west-lake](${imageUrl})`);
    expect(await editorText(page)).toContain(sentence);

    // The live preview is the server's rendering: the heading, the sentence and the image.
    const preview = page.locator('.bytemd-preview.article-content');
    await expect(preview.getByRole('heading', { name: '沿途风景' })).toBeVisible();
    await expect(preview).toContainText(sentence);
    await expectImageLoaded(preview.locator(`img[src="${imageUrl}"]`));
    await expect(page.getByText('有未保存的修改')).toBeVisible();

    // A new tag, typed into the tag picker.
    const tags = page.getByLabel('标签', { exact: true });
    await tags.click();
    await tags.fill(tagName);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-selection-item', { hasText: tagName })).toBeVisible();

    // antd's button-style radios: the label is what is clicked.
    await page.locator('label.ant-radio-button-wrapper', { hasText: /^发布$/ }).click();
    await expect(page.getByRole('radio', { name: '发布' })).toBeChecked();
    await expect(saveButton(page, '发布')).toBeVisible();
    await settledScreenshot(page, 'article-editor');
    await saveButton(page, '发布').click();
    await expectToast(page, '文章创建成功');
    await followToSavedArticle(page);
    await expect(page).toHaveURL(/\/admin\/editor\/\d+$/);
    await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
    await expect(page.getByText('有未保存的修改')).toHaveCount(0);
    // The slug was generated from the title (pinyin), and the button now says 更新.
    const slugField = page.getByLabel('路径标识符');
    await expect(slugField).toHaveValue(/^chun-ri-qi-xing-ji-[a-z0-9-]+$/);
    const slug = await slugField.inputValue();
    await expect(saveButton(page, '更新')).toBeVisible();
    await expect(page.getByLabel('摘要')).toHaveValue(/清晨六点/);

    // The list shows it published, with its tag.
    await sidebar(page).getByRole('menuitem', { name: '文章管理' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('已发布');
    await expect(row).toContainText(tagName);
    await expect(row).toContainText(`/articles/${slug}`);

    // The uploaded image is served as WebP.
    const image = await request.get(imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');

    // The public page.
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(`/articles/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const content = page.locator('article .article-content');
    await expect(content).toContainText(sentence);
    await expect(content.getByRole('heading', { name: '出发' })).toBeVisible();
    await expect(content.locator('pre code')).toContainText("console.log('出发');");
    await expectImageLoaded(content.locator('img').first());
    await expect(content.locator('img').first()).toHaveAttribute('src', new RegExp(imageUrl.replace(/\.webp$/, '')));
    await expect(page.locator('article').getByRole('link', { name: tagName })).toHaveAttribute(
      'href',
      /^\/articles\?tag=qi-xing-[a-z0-9-]+$/,
    );
    await expect(likeButton(page)).toHaveText(/点\s*赞\s*0/);
    await settledScreenshot(page, 'article-public-desktop');

    // The server's HTML already holds the article with its image; a browser without scripts shows it.
    const raw = rootOf(await (await request.get(`/articles/${slug}`)).text());
    expect(raw).toContain(title);
    expect(raw).toContain(sentence);
    expect(raw).toContain(imageUrl.replace(/\.webp$/, ''));
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/articles/${slug}`);
    await expect(plain.locator('#root h1')).toHaveText(title);
    await expect(plain.locator('#root .article-content')).toContainText(sentence);
    await expectImageLoaded(plain.locator('#root .article-content img').first());
    await noScript.close();
    expectCleanConsole(logs);
  });
});

test.describe('服务端渲染的文章页', () => {
  test('the raw HTML holds the article, its description, canonical URL and JSON-LD; without JavaScript it reads the same', async ({
    browser,
    request,
  }) => {
    const id = uniq();
    const slug = `ssr-${id}`;
    const title = `服务端渲染测试 ${id}`;
    const sentence = '这一句正文应该直接出现在服务器返回的 HTML 里。';
    const article = await createArticle(request, {
      title,
      slug,
      content: `## 第一节\n\n${sentence}\n\n第二段，没有脚本也能读到。`,
      tags: [`渲染${id}`],
    });
    expect(article.slug).toBe(slug);

    const response = await request.get(`/articles/${slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const root = rootOf(html);
    expect(root).toContain(title);
    expect(root).toContain(sentence);
    expect(root).toContain('class="article-content"');
    expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*</title>`));
    // The description is the excerpt made from the content (no SEO description was given).
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    expect(description).toContain('这一句正文应该直接出现在服务器返回的 HTML 里');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/articles/${slug}">`));
    expect(html).toContain('<meta property="og:type" content="article">');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd, 'a JSON-LD script').toBeTruthy();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: title,
      keywords: `渲染${id}`,
    });

    // A browser without JavaScript shows the article from that HTML alone.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const shown = await page.goto(`/articles/${slug}`);
    expect(shown?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.locator('#root h1')).toHaveText(title);
    await expect(page.locator('#root .article-content')).toContainText(sentence);
    await expect(page.locator('#root .article-content').getByRole('heading', { name: '第一节' })).toBeVisible();
    await expect(page.locator('#root').getByText(`渲染${id}`)).toBeVisible();
    await context.close();
  });

  test('an unknown or draft article answers 404 with the not-found page', async ({ page, request }) => {
    const logs = collectConsole(page);
    const raw = await request.get('/articles/xyz');
    expect(raw.status()).toBe(404);
    expect(rootOf(await raw.text())).toContain(NOT_FOUND_TEXT);
    const api = await request.get('/api/public/articles/xyz');
    expect(api.status()).toBe(404);

    const id = uniq();
    const draft = await createArticle(request, {
      title: `草稿 ${id}`,
      slug: `draft-${id}`,
      content: '还没有写完。',
      status: 'DRAFT',
    });
    const draftPage = await request.get(`/articles/${draft.slug}`);
    expect(draftPage.status()).toBe(404);
    expect(rootOf(await draftPage.text())).not.toContain('还没有写完');

    const response = await page.goto('/articles/xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    // The browser logs the document's own 404.
    expectCleanConsole(logs, [/Failed to load resource: the server responded with a status of 404/]);
  });
});

test.describe('点赞', () => {
  test('a guest is asked to log in; a user likes the article, sees it in 我的收藏, and can take the like back', async ({
    page,
    request,
    registeredUser,
  }) => {
    const logs = collectConsole(page);
    const id = uniq();
    const title = `点赞测试 ${id}`;
    const article = await createArticle(request, { title, slug: `like-${id}`, content: '值得一赞的文章。' });

    // A guest.
    await page.goto(`/articles/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(likeButton(page)).toHaveText(/点\s*赞\s*0/);
    await likeButton(page).click();
    await expectToast(page, '请先登录后再操作');
    await expect(likeButton(page)).toHaveText(/点\s*赞\s*0/);

    // The user.
    await gotoLoginAndSignIn(page, registeredUser, `/articles/${article.slug}`);
    await expect(page).toHaveURL(`/articles/${article.slug}`);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await likeButton(page).click();
    await expectToast(page, '点赞成功');
    await expect(likeButton(page)).toHaveText(/已\s*赞\s*1/);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    // Stored: after a reload (the server render, then the status) it is still liked.
    await page.reload();
    await expect(likeButton(page)).toHaveText(/已\s*赞\s*1/);

    // 我的收藏 → 点赞的文章.
    await chooseFromUserMenu(page, '我的收藏');
    await expect(page).toHaveURL('/user/interactions');
    await expect(page.locator('.ant-card-head-title', { hasText: '我的收藏' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /点赞的文章（\d+）/ })).toBeVisible();
    const card = page.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    await settledScreenshot(page, 'user-liked-articles');
    await card.click();
    await expect(page).toHaveURL(`/articles/${article.slug}`);

    // Taking the like back removes it from the list.
    await likeButton(page).click();
    await expectToast(page, '取消点赞成功');
    await expect(likeButton(page)).toHaveText(/点\s*赞\s*0/);
    await page.goto('/user/interactions');
    await expect(page.getByRole('tab', { name: /点赞的文章/ })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    expectCleanConsole(logs);
  });
});

test.describe('文章页的外观', () => {
  test('the public article on a 390 px phone and in dark mode', async ({ page, request }) => {
    const logs = collectConsole(page);
    const id = uniq();
    const cover = await uploadImage(request, 'cover.png', makePng(1200, 630));
    const inline = await uploadImage(request, 'inline.png', makePng(800, 450));
    const title = `手机上读一篇长文章：西湖边的春日骑行与一张很宽的表格 ${id}`;
    const content = [
      '## 路线',
      '',
      '从断桥出发，经白堤、苏堤，最后在杨公堤结束，全程约二十公里，适合周末的早晨。',
      '',
      `![沿途](${inline})`,
      '',
      '| 路段 | 距离 | 用时 | 备注 |',
      '| --- | --- | --- | --- |',
      '| 断桥—白堤 | 3 km | 15 分钟 | 人多，慢行 |',
      '| 白堤—苏堤 | 6 km | 30 分钟 | 风景最好的一段，建议停下拍照 |',
      '',
      '```ts',
      "const route = ['断桥', '白堤', '苏堤', '杨公堤'].map((stop, index) => `${index + 1}. ${stop}`).join(' → ');",
      '```',
      '',
      '> 记得带水和防晒。',
    ].join('\n');
    const article = await createArticle(request, {
      title,
      slug: `phone-${id}`,
      content,
      coverImage: cover,
      tags: ['骑行', '西湖'],
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/articles/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectImageLoaded(page.locator('img.article-cover'));
    await expectImageLoaded(page.locator('.article-content img').first());
    // Nothing is wider than the phone: a wide table or code line scrolls inside its own box.
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settledScreenshot(page, 'article-public-mobile');
    await page.locator('.article-content table').scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'article-public-mobile-table');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: '切换到暗色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() => window.scrollTo(0, 0));
    // The article follows the dark theme: its text is not left dark on dark.
    await expect(page.locator('.article-content p').first()).not.toHaveCSS('color', 'rgb(0, 0, 0)');
    await settledScreenshot(page, 'article-public-dark');
    await page.locator('.article-content pre').scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'article-public-dark-code');
    await page.getByRole('button', { name: '切换到亮色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expectCleanConsole(logs);
  });
});

test.describe('标签管理', () => {
  test('creates a tag; deleting it while an article uses it is refused with the dialog; unused, it is deleted', async ({
    page,
    request,
  }) => {
    const logs = collectConsole(page);
    const id = uniq();
    const name = `摄影${id}`;

    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/dashboard');
    await sidebar(page).getByRole('menuitem', { name: '标签管理' }).click();
    await expect(page).toHaveURL('/admin/tags');
    await expect(page.locator('.ant-card-head-title', { hasText: '标签管理' })).toBeVisible();

    await page.getByRole('button', { name: '新建标签' }).click();
    const modal = page.getByRole('dialog', { name: '新建标签' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/^#1677ff$/i)).toBeVisible();
    // The form's own rules, before anything is sent.
    await modal.getByLabel('标签名称').fill('x');
    await modal.getByLabel('标签名称').fill('');
    await expect(modal.getByText('请输入标签名称')).toBeVisible();
    await modal.getByLabel('路径标识符').fill('Bad Slug');
    await expect(modal.getByText('只能包含小写字母、数字和连字符')).toBeVisible();
    await modal.getByLabel('路径标识符').fill('');
    await modal.getByLabel('标签名称').fill(name);
    await modal.getByLabel('描述').fill('光影与构图');
    await modal.getByLabel('图标').fill('fas fa-camera');
    await modal.getByRole('button', { name: label('保存') }).click();
    await expectToast(page, '标签创建成功');
    await expect(modal).toBeHidden();

    const search = page.getByPlaceholder('搜索标签名称或路径标识符');
    await search.fill(id);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    // The slug came from the name (pinyin), and no article uses it yet.
    await expect(row.getByRole('cell').nth(1)).toHaveText(`she-ying-${id}`);
    await expect(row.getByRole('cell').nth(2)).toHaveText('光影与构图');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    // Its icon is Font Awesome's picture of it, drawn in the tag's colour (no Font Awesome font).
    const icon = row.locator('.tag-icon');
    await expect(icon).toHaveAttribute('style', /\/tag-icons\/fas%20fa-camera\.svg/);
    const picture = await request.get('/tag-icons/fas%20fa-camera.svg');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(await picture.text()).toContain('<svg');

    // An article with the tag.
    const article = await createArticle(request, {
      title: `带标签的文章 ${id}`,
      slug: `tagged-${id}`,
      content: '用到了这个标签。',
      tags: [name],
    });
    await page.reload();
    await search.fill(id);
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await settledScreenshot(page, 'admin-tags');

    // Deleting it is refused with the dialog (and by the server: 409). The dialog is the app's: in
    // dark mode it is dark too, its button in the theme colour (a static Modal.warning stayed white).
    await page.getByRole('button', { name: '切换到暗色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // (Its name is the icon's and the label's: 'delete 删除'.)
    await row.getByRole('button', { name: /删除$/ }).click();
    const warning = page.getByRole('dialog').filter({ hasText: '无法删除标签' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('该标签关联了 1 篇文章，无法删除');
    await expect(warning.locator('.ant-modal-container')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(warning.getByRole('button', { name: '知道了' })).not.toHaveCSS(
      'background-color',
      'rgb(22, 119, 255)',
    );
    await settledScreenshot(page, 'admin-tags-in-use-dark');
    await warning.getByRole('button', { name: '知道了' }).click();
    await expect(warning).toBeHidden();
    await page.getByRole('button', { name: '切换到亮色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(row).toHaveCount(1);
    const listed = await request.get('/api/admin/tags', {
      headers: await adminHeaders(request),
      params: { keyword: name },
    });
    const tagId = ((await listed.json()) as { data: { content: { id: number; name: string }[] } }).data.content.find(
      (t) => t.name === name,
    )?.id;
    expect(tagId).toBeGreaterThan(0);
    const refused = await request.delete(`/api/admin/tags/${tagId}`, { headers: await adminHeaders(request) });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('该标签关联了 1 篇文章，无法删除');

    // Without the article it goes, after the confirmation.
    await deleteArticle(request, article.id);
    await page.reload();
    await search.fill(id);
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await row.getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.getByRole('dialog', { name: '删除标签' });
    await expect(confirm).toContainText(`确定删除标签「${name}」吗？`);
    await confirm.getByRole('button', { name: label('删除') }).click();
    await expectToast(page, '标签删除成功');
    await expect(row).toHaveCount(0);
    expectCleanConsole(logs);
  });
});

test.describe('文章快照', () => {
  test('saving with Ctrl+S makes a version; a manual snapshot; restoring v1 brings the first text back in the editor and on the public page', async ({
    page,
    request,
  }) => {
    const logs = collectConsole(page);
    const id = uniq();
    const firstTitle = `快照原稿 ${id}`;
    const firstText = '第一版的正文：春天的第一场雨。';
    const secondTitle = `快照修订稿 ${id}`;
    const added = '第二版新加的一段：雨后的湖面。';
    const article = await createArticle(request, { title: firstTitle, slug: `snap-${id}`, content: firstText });

    // Revise it in the editor and save with Ctrl+S (a published article's new title: an AUTO version).
    await gotoLoginAndSignIn(page, E2E_ADMIN, `/admin/editor/${article.id}`);
    await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
    await expect(page.getByPlaceholder('文章标题')).toHaveValue(firstTitle);
    await expect.poll(() => editorText(page)).toBe(firstText);
    await page.getByPlaceholder('文章标题').fill(secondTitle);
    await typeInEditor(page, `\n\n${added}`);
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await page.keyboard.press('Control+s');
    await expectToast(page, '文章已保存');
    await expect(page.getByText('有未保存的修改')).toHaveCount(0);
    const revised = await request.get(`/articles/${article.slug}`);
    expect(rootOf(await revised.text())).toContain(added);

    // 文章快照 → the article → its versions.
    await sidebar(page).getByRole('menuitem', { name: '文章快照' }).click();
    await expect(page).toHaveURL('/admin/article-snapshots');
    await page.getByPlaceholder('搜索文章').fill(id);
    await page.getByRole('row').filter({ hasText: secondTitle }).getByRole('button', { name: '查看快照' }).click();
    await expect(page).toHaveURL(`/admin/article-snapshots?articleId=${article.id}`);
    // (The drawer's title follows the article's, which the restore below changes.)
    const drawer = page.getByRole('dialog', { name: /^版本历史：/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.ant-drawer-title')).toHaveText(`版本历史：${secondTitle}`);
    const versionRow = (v: number) =>
      drawer.getByRole('row').filter({ has: page.getByRole('cell', { name: `v${v}`, exact: true }) });
    await expect(versionRow(1)).toContainText('自动保存');
    await expect(versionRow(2)).toContainText('自动保存');
    await expect(drawer.locator('tbody tr')).toHaveCount(2);

    // A manual snapshot with a description (trimmed).
    await drawer.getByRole('button', { name: '创建快照' }).click();
    const create = page.getByRole('dialog', { name: '创建快照' });
    await create.getByLabel('描述（可选）').fill('  改标题之后  ');
    await create.getByRole('button', { name: label('创建') }).click();
    await expectToast(page, '快照创建成功');
    await expect(create).toBeHidden();
    await expect(versionRow(3)).toContainText('手动创建');
    await expect(versionRow(3)).toContainText('改标题之后');
    await expect(versionRow(3)).toContainText(E2E_ADMIN.displayName);
    // Newest first.
    await expect(drawer.locator('tbody tr').first()).toContainText('v3');
    await settledScreenshot(page, 'admin-snapshot-drawer');

    // Preview v1: its title and rendered text.
    await versionRow(1).getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog', { name: '版本 1 预览' });
    await expect(preview.getByRole('heading', { name: firstTitle })).toBeVisible();
    await expect(preview.locator('.article-content')).toContainText(firstText);
    await expect(preview.locator('.article-content')).not.toContainText(added);
    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();

    // Restore v1.
    await versionRow(1).getByRole('button', { name: '恢复到此版本' }).click();
    const restore = page.getByRole('dialog', { name: '恢复到此版本' });
    await expect(restore).toContainText('将文章恢复到版本 v1 的内容');
    await restore.getByRole('button', { name: label('恢复') }).click();
    await expect(page.getByText('已恢复到版本 v1')).toBeVisible();
    await expect(restore).toBeHidden();
    // The state before the restore was kept as v4.
    await expect(versionRow(4)).toContainText('恢复到版本 1 前的备份');
    await expect(drawer.locator('.ant-drawer-title')).toHaveText(`版本历史：${firstTitle}`);

    // The editor and the public page show the first version again.
    await page.goto(`/admin/editor/${article.id}`);
    await expect(page.getByPlaceholder('文章标题')).toHaveValue(firstTitle);
    await expect.poll(() => editorText(page)).toBe(firstText);
    await page.goto(`/articles/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.locator('article .article-content')).toHaveText(firstText);
    expectCleanConsole(logs);
  });
});
