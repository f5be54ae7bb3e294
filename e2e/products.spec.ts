import type { Locator, Page, Response } from '@playwright/test';
import type { AdminProduct, ProductCategory } from '@app/contract';
import { E2E_ADMIN } from './support/env.ts';
import {
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  label,
  makePng,
  openDropdown,
  sessionHeaders,
  settledDropdown,
  settledScreenshot,
  test,
  expectToast,
} from './support/fixtures.ts';
import { mailsTo, outboxSnapshot, waitForCode } from './support/outbox.ts';

/*
 * Products (好物): the category tree and a product built in the back office, shown on the public
 * wardrobe, favourited by a user, and deleted with an e-mailed code. One story in order: each test
 * uses what the one before it made, so they run serially (a failure skips the rest).
 */
test.describe.configure({ mode: 'serial' });

const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在。';
const DEPTH_EXCEEDED = '分类层级不能超过4级，请选择其他父分类';

/** Unique per run: names and slugs never meet an earlier category or product. */
const id = Date.now().toString(36);
const levels = [
  { name: `服饰${id}`, slug: `e2e-apparel-${id}` },
  { name: `上装${id}`, slug: `e2e-tops-${id}` },
  { name: `外套${id}`, slug: `e2e-coats-${id}` },
  { name: `风衣${id}`, slug: `e2e-trench-${id}` },
] as const;
const productName = `轻薄防风风衣 ${id}`;
const L = (level: number) => {
  const l = levels[level];
  if (!l) throw new Error(`no level ${level}`);
  return l;
};

/** What the tests pass on to each other. */
const made: { categories: ProductCategory[]; product: AdminProduct | null } = { categories: [], product: null };
const category = (level: number): ProductCategory => {
  const c = made.categories[level];
  if (!c) throw new Error(`category L${level + 1} was not created by the first test`);
  return c;
};
const product = (): AdminProduct => {
  if (!made.product) throw new Error('the product was not created by the editor test');
  return made.product;
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isPost = (path: string) => (r: Response) => new URL(r.url()).pathname === path && r.request().method() === 'POST';

/**
 * The tree item of the open dropdown with this title (a node with children has its caret icon's
 * name in its accessible name, so the item is found by the title on its label).
 */
const treeOption = (page: Page, name: string) =>
  openDropdown(page)
    .getByRole('treeitem')
    .filter({ has: page.getByTitle(name, { exact: true }) });

/**
 * A tree item that matches the typed search: rc-tree marks it `filter-node` once the filtered tree
 * has rendered. Clicking before that can hit a node being replaced, and the choice is lost.
 */
const searchMatch = (page: Page, name: string) => treeOption(page, name).and(page.locator('.filter-node'));

/**
 * Picks `name` in a TreeSelect: open it and wait for the list to settle, search, wait until the
 * filtered tree shows the one match and no longer moves, click it, and wait until the list closes
 * (the caller checks the field). On a busy machine each step can lag the one before; none is left
 * to timing.
 */
async function chooseInTree(page: Page, field: Locator, name: string): Promise<void> {
  await field.click();
  await settledDropdown(page);
  await field.fill(name);
  await expect(field).toHaveValue(name);
  const option = searchMatch(page, name);
  await expect(option).toBeVisible();
  await expect(option).toHaveCount(1);
  await settledDropdown(page);
  await option.click();
  await expect(openDropdown(page)).toHaveCount(0);
}

/** A row of the category table, by the name in its first column (the parent column repeats names). */
const categoryRow = (page: Page, name: string) =>
  page.locator('tbody tr').filter({ has: page.locator('.ap-category-name', { hasText: name }) });

/** A category that has just got its first sub-category opens by itself, so the new row is in view. */
async function expectChildrenShown(page: Page, name: string): Promise<void> {
  await expect(categoryRow(page, name).getByRole('button', { name: '关闭行' })).toBeVisible();
}

/** Waits until an <img> has loaded and has pixels. */
async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

/** Uploads files through the button that opens the browser's file chooser. */
async function uploadThrough(
  page: Page,
  button: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

const png = (name: string, from: [number, number, number], to: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(800, 800, from, to),
});

test.describe('好物：分类、商品、收藏与删除', () => {
  test('the admin builds a 4-level category tree L1 → L4 in the 新建分类 modal, kept out of the menu while empty', async ({
    page,
  }) => {
    // Four modal round trips and a settled screenshot: ~13 s alone, more on a busy machine.
    test.slow();
    const errors = collectErrors(page);
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/categories');
    await expect(page).toHaveURL('/admin/categories');
    await expect(page.locator('.ant-card-head-title', { hasText: '分类管理' })).toBeVisible();
    await expect(page.getByText('商品分类最多支持4级嵌套')).toBeVisible();

    for (const [level, { name, slug }] of levels.entries()) {
      await page.getByRole('button', { name: '新建分类' }).click();
      const modal = page.getByRole('dialog', { name: '新建分类' });
      await expect(modal).toBeVisible();
      await modal.getByLabel('分类名称').fill(name);
      const parent = level > 0 ? category(level - 1) : null;
      if (parent) await chooseInTree(page, modal.getByLabel('父分类'), parent.name);
      await modal.getByLabel('路径标识符').fill(slug);
      await modal.getByLabel('描述').fill(`第${level + 1}级分类`);
      // A new category is enabled and shown in the wardrobe menu; not featured.
      await expect(modal.getByRole('switch', { name: '启用' })).toBeChecked();
      await expect(modal.getByRole('switch', { name: '菜单显示' })).toBeChecked();
      await expect(modal.getByRole('switch', { name: '推荐' })).not.toBeChecked();
      if (level === 0) {
        // The root is also made 推荐, through its switch.
        await modal.getByRole('switch', { name: '推荐' }).click();
        await expect(modal.getByRole('switch', { name: '推荐' })).toBeChecked();
      }

      const saved = page.waitForResponse(isPost('/api/admin/product-categories'));
      await modal.getByRole('button', { name: label('保存') }).click();
      const response = await saved;
      expect(response.status(), await response.text()).toBe(201);
      const created = ((await response.json()) as { data: ProductCategory }).data;
      expect(created).toMatchObject({
        name,
        slug,
        level,
        parentId: parent?.id ?? null,
        active: true,
        showInMenu: true,
        featured: level === 0,
      });
      made.categories.push(created);
      // (Each save adds its own toast; the earlier ones may still be showing.)
      await expect(page.getByText('分类创建成功').last()).toBeVisible();
      await expect(modal).toBeHidden();
      if (parent) await expectChildrenShown(page, parent.name);
      await expect(categoryRow(page, name)).toHaveCount(1);
    }

    // The table shows the tree: level badges (a root has none), parent names, status tags.
    for (const [level, { name, slug }] of levels.entries()) {
      const row = categoryRow(page, name);
      const cells = row.getByRole('cell');
      await expect(row.locator('.ap-level')).toHaveText(level === 0 ? [] : [`L${level + 1}`]);
      await expect(cells.nth(1)).toHaveText(slug);
      await expect(cells.nth(2)).toHaveText(level === 0 ? '根分类' : L(level - 1).name);
      await expect(cells.nth(4)).toContainText('已启用');
      await expect(cells.nth(4)).toContainText('菜单显示');
    }
    await expect(categoryRow(page, levels[0].name).getByRole('cell').nth(4)).toContainText('推荐');
    // Nested rows of the tree table, one level deeper each (antd's row level).
    for (const [level, { name }] of levels.entries())
      await expect(categoryRow(page, name)).toHaveClass(new RegExp(`\\bant-table-row-level-${level}\\b`));
    await settledScreenshot(page, 'products-admin-category-tree');

    // The public menu leaves the tree out while nothing in it is on sale: a reader would only find
    // empty lists (it appears with the first product on sale, see the guest's test below).
    const menu = await page.request.get('/api/public/product-categories');
    const roots = ((await menu.json()) as { data: { name: string }[] }).data;
    expect(roots.map((c) => c.name)).not.toContain(levels[0].name);
    expect(errors).toEqual([]);
  });

  test('the parent selector offers L1–L3 but not the fourth level; the API refuses a fifth level under L4', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/categories');
    await expect(categoryRow(page, levels[3].name)).toHaveCount(1);

    await page.getByRole('button', { name: '新建分类' }).click();
    const modal = page.getByRole('dialog', { name: '新建分类' });
    await expect(modal.getByText('留空则为根分类；分类最多4级，只能选择已启用的前3级分类')).toBeVisible();
    const parentField = modal.getByLabel('父分类');
    await parentField.click();
    const dropdown = openDropdown(page);
    await expect(dropdown).toBeVisible();
    // L1, L2 and L3 are offered and choosable; L4 is not in the tree at all.
    for (const level of [0, 1, 2]) {
      const option = treeOption(page, L(level).name);
      await expect(option).toBeVisible();
      await expect(option).toHaveAttribute('aria-disabled', 'false');
    }
    await expect(treeOption(page, levels[3].name)).toHaveCount(0);
    await expect(dropdown.getByText(levels[3].name)).toHaveCount(0);
    await settledScreenshot(page, 'products-admin-parent-selector');
    // Searching for it finds nothing.
    await parentField.fill(levels[3].name);
    await expect(dropdown.getByText('没有可选的父分类')).toBeVisible();
    await expect(dropdown.getByRole('treeitem')).toHaveCount(0);
    // …while L3 is found and can be chosen. The search starts afresh: right after the tree has
    // replaced '没有可选的父分类' in the open list, antd's TreeSelect can drop a click on a match.
    await parentField.press('Escape');
    await expect(dropdown).toHaveCount(0);
    await chooseInTree(page, parentField, levels[2].name);
    await expect(modal.getByTitle(levels[2].name)).toBeVisible();
    await modal.getByRole('button', { name: label('取消') }).click();
    await expect(modal).toBeHidden();

    // The API, with the session the web app holds: a fifth level under L4 is refused.
    const headers = await sessionHeaders(page);
    const fifth = `第五级${id}`;
    const refused = await page.request.post('/api/admin/product-categories', {
      headers,
      data: { name: fifth, parentId: category(3).id, slug: `e2e-fifth-${id}` },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'CATEGORY_DEPTH_EXCEEDED',
      message: DEPTH_EXCEEDED,
      data: null,
    });
    // Nothing was created.
    const tree = await page.request.get('/api/admin/product-categories/tree', { headers });
    expect(tree.ok()).toBe(true);
    const serialised = JSON.stringify((await tree.json()) as unknown);
    expect(serialised).not.toContain(fifth);
    expect(serialised).toContain(levels[3].name);
    expect(errors).toEqual([]);
  });

  test('the admin creates a product in L4 with a main image and a two-image gallery, on sale at ¥199.00', async ({
    page,
  }) => {
    // Three uploads (each converted to WebP variants by the server) and a save.
    test.slow();
    const errors = collectErrors(page);
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/products');
    await expect(page.locator('.ant-card-head-title', { hasText: '商品管理' })).toBeVisible();
    await page.getByRole('button', { name: '新建商品' }).first().click();
    await expect(page).toHaveURL('/admin/products/new');
    await expect(page.getByRole('heading', { name: '新建商品' })).toBeVisible();

    await page.getByLabel('商品名称').fill(productName);
    await page.getByLabel('简介').fill('春秋通勤的一件轻薄风衣，防风防泼水。');
    await chooseInTree(page, page.getByLabel('商品分类'), levels[3].name);
    // The field shows the chosen category.
    await expect(
      page.locator('.ant-form-item', { has: page.getByText('商品分类', { exact: true }) }).getByTitle(levels[3].name),
    ).toBeVisible();
    await page.getByLabel('价格', { exact: true }).fill('199');
    await page.getByLabel('原价').fill('299.00');
    await page.getByLabel('品牌').fill('山风');
    await page.locator('label.ant-radio-button-wrapper', { hasText: /^在售$/ }).click();
    await expect(page.getByRole('radio', { name: '在售' })).toBeChecked();

    // The main image, then two gallery images at once, through the form's upload buttons.
    await uploadThrough(page, page.getByRole('button', { name: /上传主图/ }), [
      png('trench-main.png', [190, 150, 90], [240, 220, 170]),
    ]);
    await expect(page.getByText('主图已上传')).toBeVisible();
    await expectImageLoaded(page.getByRole('img', { name: '主图预览' }));
    await uploadThrough(page, page.getByRole('button', { name: /添加图片/ }), [
      png('trench-back.png', [60, 90, 140], [170, 200, 230]),
      png('trench-detail.png', [70, 130, 80], [200, 230, 180]),
    ]);
    const gallery = page.getByRole('list', { name: '图片列表' }).getByRole('listitem');
    await expect(gallery).toHaveCount(2);
    await expectImageLoaded(gallery.getByRole('img', { name: '图片 1' }));
    await expectImageLoaded(gallery.getByRole('img', { name: '图片 2' }));
    await expect(page.getByText('有未保存的修改')).toBeVisible();

    const saved = page.waitForResponse(isPost('/api/admin/products'));
    await page.getByRole('button', { name: /保\s*存$/ }).click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(201);
    const created = ((await response.json()) as { data: AdminProduct }).data;
    expect(created).toMatchObject({
      name: productName,
      categoryId: category(3).id,
      price: '199.00',
      originalPrice: '299.00',
      brand: '山风',
      status: 'ACTIVE',
    });
    expect(created.mainImage).toMatch(/^\/files\/images\/.+\.webp$/);
    expect(created.images).toHaveLength(2);
    for (const image of created.images) expect(image).toMatch(/^\/files\/images\/.+\.webp$/);
    made.product = created;

    await expectToast(page, '商品创建成功');
    await expect(page).toHaveURL(`/admin/products/edit/${created.id}`);
    await expect(page.getByRole('heading', { name: '编辑商品' })).toBeVisible();
    await expect(page.getByText('有未保存的修改')).toHaveCount(0);
    // The slug was made from the name, and shown in the form.
    await expect(page.getByLabel('路径标识符')).toHaveValue(created.slug);
    expect(created.slug).toMatch(/^[a-z0-9-]+$/);

    // In the list: its category, price, status.
    await page.getByRole('button', { name: '返回商品列表' }).click();
    await expect(page).toHaveURL('/admin/products');
    const row = page.getByRole('row').filter({ hasText: productName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(levels[3].name);
    await expect(row.locator('.ap-price-now')).toHaveText('¥199.00');
    await expect(row.locator('.ap-price-was')).toHaveText('¥299.00');
    await expect(row).toContainText('在售');
    await expect(row).toContainText(`/products/${created.slug}`);
    expect(errors).toEqual([]);
  });

  test('a guest finds it through the wardrobe menu L1 → L4 and opens its page: gallery, price, brand', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const { slug } = product();

    const list = await page.goto('/products');
    expect(list?.status()).toBe(200);
    const nav = page.getByRole('navigation', { name: '好物分类' });
    // Each chip counts the on-sale products of its subtree: the one product.
    const chip = (level: number) =>
      nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(L(level).name)}\\s*1$`) });
    for (const level of [0, 1, 2, 3]) {
      await chip(level).click();
      await expect(page).toHaveURL(`/products?category=${L(level).slug}`);
      await expect(chip(level)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: L(level).name })).toBeVisible();
      // The parent's whole subtree is listed: the product shows at every level of its path.
      await expect(page.getByRole('link', { name: productName })).toBeVisible();
    }
    const card = page.locator('.product-card').filter({ hasText: productName });
    await expect(card).toHaveCount(1);
    await expect(page.getByText('共 1 件')).toBeVisible();
    await expect(card.locator('.product-price-now')).toHaveText('¥199.00');
    await expect(card.getByLabel('原价 ¥299.00')).toHaveText('¥299.00');
    await expect(card).toContainText('山风');
    await expectImageLoaded(card.locator('.product-card-image img'));

    // The same list straight from the address (the server's render).
    const direct = await page.request.get(`/products?category=${levels[3].slug}`);
    expect(direct.status()).toBe(200);
    const html = await direct.text();
    expect(html).toContain(productName);
    expect(html).toContain('¥199.00');

    // The product page.
    await card.getByRole('link', { name: productName }).click();
    await expect(page).toHaveURL(`/products/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    const response = await page.request.get(`/products/${slug}`);
    expect(response.status()).toBe(200);
    const breadcrumb = page.locator('.product-breadcrumb');
    for (const { name, slug: categorySlug } of levels)
      await expect(breadcrumb.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/products?category=${categorySlug}`,
      );
    // Main image first, then the two gallery images.
    await expectImageLoaded(page.locator('.product-gallery-main').getByRole('img', { name: productName }));
    const thumbs = page.getByRole('button', { name: /^第 \d 张图片$/ });
    await expect(thumbs).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expectImageLoaded(thumbs.nth(i).locator('img'));
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.product-gallery-main img')).toHaveAttribute('src', product().images[1] as string);
    await thumbs.nth(0).click();
    const priceBox = page.locator('.product-price-box');
    await expect(priceBox.locator('.product-price-now')).toHaveText('¥199.00');
    await expect(priceBox.getByLabel('原价 ¥299.00')).toHaveText('¥299.00');
    await expect(page.locator('.product-facts')).toContainText('品牌');
    await expect(page.locator('.product-facts')).toContainText('山风');
    await expect(page.locator('.product-actions').getByRole('button', { name: /收藏/ })).toHaveText(/^\s*收藏\s*0\s*$/);
    await settledScreenshot(page, 'products-public-product-page');
    expect(errors).toEqual([]);
  });

  test('a registered user favourites the product: 收藏成功, the count goes to 1, and it is in 我的收藏 → 收藏的好物', async ({
    page,
    registeredUser,
  }) => {
    const errors = collectErrors(page);
    const { slug } = product();
    await gotoLoginAndSignIn(page, registeredUser, `/products/${slug}`);
    await expect(page).toHaveURL(`/products/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    const favourite = page.locator('.product-actions').getByRole('button', { name: /收藏/ });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await expect(favourite).toHaveText(/^\s*收藏\s*0\s*$/);
    await favourite.click();
    await expectToast(page, '收藏成功');
    await expect(favourite).toHaveText(/^\s*已收藏\s*1\s*$/);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // Stored: after a reload it is still favourited, by this user and in the public count.
    await page.reload();
    await expect(favourite).toHaveText(/^\s*已收藏\s*1\s*$/);
    const detail = await page.request.get(`/api/public/products/${slug}`);
    expect(((await detail.json()) as { data: { favoriteCount: number } }).data.favoriteCount).toBe(1);

    await page.goto('/user/interactions?tab=products');
    await expect(page.locator('.ant-card-head-title', { hasText: '我的收藏' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '收藏的好物（1）' })).toHaveAttribute('aria-selected', 'true');
    const card = page.locator('.product-card').filter({ hasText: productName });
    await expect(card).toHaveCount(1);
    await expect(card.locator('.product-price-now')).toHaveText('¥199.00');
    await card.getByRole('link', { name: productName }).click();
    await expect(page).toHaveURL(`/products/${slug}`);
    expect(errors).toEqual([]);
  });

  test('the admin deletes the product with a code e-mailed to them; it leaves the list and its page is not found', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const { slug } = product();
    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/products');
    const row = page.getByRole('row').filter({ hasText: productName });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '删除', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: '删除商品' });
    await expect(dialog).toContainText(`确定删除商品「${productName}」吗？此操作不可恢复。`);
    await expect(dialog).toContainText('删除商品需要验证身份，请输入发送到您邮箱的6位验证码。');
    const confirm = dialog.getByRole('button', { name: label('删除') });
    await expect(confirm).toBeDisabled();

    const before = outboxSnapshot();
    const sent = page.waitForResponse(isPost(`/api/admin/products/${product().id}/send-delete-code`));
    await dialog.getByRole('button', { name: label('获取验证码') }).click();
    expect((await sent).status()).toBe(200);
    await expectToast(page, '验证码已发送到您的邮箱');
    await expect(dialog.getByRole('button', { name: /\d{1,3}秒后重发$/ })).toBeDisabled();
    const code = await waitForCode(E2E_ADMIN.email, { sinceFiles: before });
    expect(mailsTo(E2E_ADMIN.email).find((m) => !before.has(m.file))?.text).toContain(code);

    await dialog.getByLabel('验证码').fill(code);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expectToast(page, '商品删除成功');
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // Gone from the public site: its page is the not-found page with a 404.
    const raw = await page.request.get(`/products/${slug}`);
    expect(raw.status()).toBe(404);
    const shown = await page.goto(`/products/${slug}`);
    expect(shown?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toHaveCount(0);
    // …and from its category.
    await page.goto(`/products?category=${levels[3].slug}`);
    await expect(page.getByText('这个分类下还没有好物')).toBeVisible();
    // The browser logs the document's own 404.
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e))).toEqual(
      [],
    );
  });
});
