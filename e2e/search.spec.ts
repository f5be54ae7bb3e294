import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AdminArticle, AdminProduct, ProductCategory, SearchResult } from '@app/contract';
import { adminHeaders, collectErrors, expect, settledScreenshot, test } from './support/fixtures.ts';

/*
 * Search (the search issue): a reader types a two-character word into the top bar and sees the
 * articles and the product that hold it, the word highlighted, under 全部, 文章 and 好物; opens an
 * article, comes back, and finds the word in the box's 搜索历史; then searches for a tag's name and
 * follows the tag under 相关标签 to its article list. The articles, the product (and its category)
 * are made through the admin API; the reader is a guest.
 *
 * The word is made of two rare characters chosen afresh for every run and checked through the
 * search API before anything is made: nothing holds it yet, and the server reads it as one word
 * (so it is highlighted whole). The counts asserted are then exactly this run's, whatever else the
 * database holds from earlier runs.
 */

let serial = 0;
/** Unique per run and test. */
const uniq = () => `${Date.now().toString(36)}${(serial += 1)}`;

/** Rare characters (plants, animals, old words) for the made-up search word. */
const RARE = [...'蕨蔺蘅荇蓼鞣靛麂麑鳜鲥魆黢蝤蛴鼯鼹蘩苕茈薜蒹葭菡萏蕤葳蓁芄茺蔻鹈鹕鸬鹚鲛鳐'];

// ---------------------------------------------------------------------------------------------
// The admin API, for arranging what the test needs

async function createArticle(
  request: APIRequestContext,
  body: { title: string; slug: string; excerpt: string; content: string; tags: string[] },
): Promise<AdminArticle> {
  const response = await request.post('/api/admin/articles', {
    headers: await adminHeaders(request),
    data: { status: 'PUBLISHED', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: AdminArticle }).data;
}

async function createCategory(
  request: APIRequestContext,
  body: { name: string; slug: string },
): Promise<ProductCategory> {
  const response = await request.post('/api/admin/product-categories', {
    headers: await adminHeaders(request),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ProductCategory }).data;
}

async function createProduct(
  request: APIRequestContext,
  body: { name: string; slug: string; categoryId: number; price: string; brand: string; summary: string },
): Promise<AdminProduct> {
  const response = await request.post('/api/admin/products', {
    headers: await adminHeaders(request),
    data: { status: 'ACTIVE', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: AdminProduct }).data;
}

async function searchApi(request: APIRequestContext, query: string): Promise<SearchResult> {
  const response = await request.get('/api/public/search', { params: { query, type: 'ALL' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: SearchResult }).data;
}

/**
 * A two-character word of rare characters that nothing on the site holds yet and that the server
 * reads as one word (its `terms` are just the word), picked from `seed` on.
 */
async function freshWord(request: APIRequestContext, seed: number): Promise<string> {
  const n = RARE.length;
  for (let i = 0; i < 40; i++) {
    const word = `${RARE[(seed + i) % n]}${RARE[(seed * 7 + i * 3 + 1) % n]}`;
    if (word[0] === word[1]) continue;
    const found = await searchApi(request, word);
    if (
      found.articles.totalElements === 0 &&
      found.products.totalElements === 0 &&
      found.matchedTags.length === 0 &&
      found.terms.length === 1 &&
      found.terms[0] === word
    )
      return word;
  }
  throw new Error('no fresh two-character search word among the candidates');
}

// ---------------------------------------------------------------------------------------------
// Page helpers

/** The top bar's search box (the search page has a second one of its own). */
const topBarSearch = (page: Page) => page.locator('.top-bar-search').getByRole('combobox', { name: '搜索文章和好物' });
/** The history dropdown under a search box. */
const historyPopup = (page: Page) => page.locator('.search-history-popup:visible');

/** The address of a search, encoded as the web app's `searchHref` does. */
const searchUrl = (q: string, tab?: 'articles' | 'products') =>
  `/search?${new URLSearchParams(tab ? { q, tab } : { q }).toString()}`;

/** A result on the search page (or in one section of it), by its (highlighted) title. */
const hit = (page: Page, title: string, scope: Page | Locator = page) =>
  scope.locator('.search-hit').filter({ has: page.locator('.search-hit-title', { hasText: title }) });

/** A hit whose title and snippet each show the word highlighted, whole. */
async function expectHighlighted(result: Locator, word: string): Promise<void> {
  await expect(result).toBeVisible();
  await expect(result.locator('.search-hit-title mark')).toHaveText([word]);
  await expect(result.locator('.search-hit-snippet mark').first()).toHaveText(word);
}

/** The keywords the web app keeps in the browser (newest first). */
const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('search-history') ?? '[]') as unknown);

// ---------------------------------------------------------------------------------------------

test.describe('搜索', () => {
  test('a two-character word from the top bar: highlighted results in every tab, an article and back, the word in 搜索历史; a tag name leads to its articles', async ({
    page,
    request,
  }) => {
    // Three searches, three tabs, an article page and the tag's list.
    test.slow();
    const errors = collectErrors(page);
    const id = uniq();
    const word = await freshWord(request, Date.now() % 9973);
    const tagName = `植物志${id}`;

    // Two articles and a product with the word in their titles (set apart by 「」, so the title is
    // cut into words exactly as the query is) and in their texts; the first article has the tag.
    const tagged = await createArticle(request, {
      title: `「${word}」的四季观察 ${id}`,
      slug: `e2e-search-seasons-${id}`,
      excerpt: `一整年记录山谷里的${word}。`,
      content: `## 春天\n\n山谷里的${word}在雨后长得很快，叶背的孢子一排排整齐地铺开。\n\n## 秋天\n\n叶子慢慢变黄。`,
      tags: [tagName],
    });
    const tag = tagged.tags.find((t) => t.name === tagName);
    if (!tag) throw new Error(`the article was saved without its tag ${tagName}`);
    const other = await createArticle(request, {
      title: `「${word}」标本整理笔记 ${id}`,
      slug: `e2e-search-specimens-${id}`,
      excerpt: '压制、干燥与装订。',
      content: `把采回来的${word}压平晾干，再贴到台纸上，写好采集地点和日期。`,
      tags: [],
    });
    const category = await createCategory(request, { name: `书包${id}`, slug: `e2e-search-bags-${id}` });
    const product = await createProduct(request, {
      name: `山野帆布包「${word}」纹样 ${id}`,
      slug: `e2e-search-tote-${id}`,
      categoryId: category.id,
      price: '59.00',
      brand: '山野',
      summary: `印着${word}叶片纹样的帆布托特包。`,
    });

    await test.step('type the word into the top bar and press Enter: 全部 lists both kinds, highlighted', async () => {
      await page.goto('/');
      const box = topBarSearch(page);
      await expect(box).toBeVisible();
      await box.click();
      await box.fill(word);
      await box.press('Enter');
      await expect(page).toHaveURL(searchUrl(word));
      await expect(page.locator('.search-summary')).toHaveText('找到 2 篇文章、1 件好物');
      await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: '文章 2' })).toBeVisible();
      await expect(page.getByRole('tab', { name: '好物 1' })).toBeVisible();

      const articles = page
        .locator('.search-section')
        .filter({ has: page.getByRole('heading', { level: 2, name: '文章' }) });
      const products = page
        .locator('.search-section')
        .filter({ has: page.getByRole('heading', { level: 2, name: '好物' }) });
      await expect(articles.locator('.search-hit')).toHaveCount(2);
      await expectHighlighted(hit(page, tagged.title, articles), word);
      await expectHighlighted(hit(page, other.title, articles), word);
      await expect(products.locator('.search-hit')).toHaveCount(1);
      await expectHighlighted(hit(page, product.name, products), word);
      await expect(hit(page, product.name, products).locator('.search-hit-price')).toHaveText('¥59.00');
      // The search page's own box holds the word too.
      await expect(page.locator('.search-page-box').getByRole('combobox')).toHaveValue(word);
      await settledScreenshot(page, 'search-results-all');
    });

    await test.step('the 好物 and 文章 tabs: one kind each, highlighted, the tab in the address', async () => {
      await page.getByRole('tab', { name: '好物 1' }).click();
      await expect(page).toHaveURL(searchUrl(word, 'products'));
      await expect(page.getByRole('tab', { name: '好物 1' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.search-hit')).toHaveCount(1);
      await expectHighlighted(hit(page, product.name), word);

      await page.getByRole('tab', { name: '文章 2' }).click();
      await expect(page).toHaveURL(searchUrl(word, 'articles'));
      await expect(page.getByRole('tab', { name: '文章 2' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.search-hit')).toHaveCount(2);
      await expectHighlighted(hit(page, tagged.title), word);
      await expectHighlighted(hit(page, other.title), word);
      await expect(page.locator('.search-summary')).toHaveText('找到 2 篇文章、1 件好物');
    });

    await test.step('open an article, come back: the results are still there, and the word is in 搜索历史', async () => {
      await hit(page, other.title).locator('.search-hit-title').click();
      await expect(page).toHaveURL(`/articles/${other.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(searchUrl(word, 'articles'));
      await expect(page.getByRole('tab', { name: '文章 2' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.search-summary')).toHaveText('找到 2 篇文章、1 件好物');
      await expectHighlighted(hit(page, tagged.title), word);
      await expectHighlighted(hit(page, other.title), word);

      const box = topBarSearch(page);
      await box.click();
      const history = historyPopup(page);
      await expect(history).toBeVisible();
      await expect(history.getByText('搜索历史')).toBeVisible();
      await expect(history.locator('.search-history-keyword')).toHaveText([word]);
      await expect(history.getByRole('button', { name: `删除搜索历史「${word}」` })).toBeVisible();
      expect(await storedHistory(page)).toEqual([word]);
      await settledScreenshot(page, 'search-history');
    });

    await test.step("search for the tag's name: it is under 相关标签 and leads to its article list", async () => {
      const box = topBarSearch(page);
      await box.fill(tagName);
      // Nothing in the history holds the tag's name: the dropdown closes, Enter searches what was typed.
      await expect(historyPopup(page)).toHaveCount(0);
      await box.press('Enter');
      await expect(page).toHaveURL(searchUrl(tagName));
      await expect(page.locator('.search-summary')).toHaveText(/^找到 \d+ 篇文章/);
      // The tagged article is found through its tag (the other two share only the run id with the query).
      await expect(hit(page, tagged.title)).toBeVisible();

      const matched = page.locator('.search-matched-tags');
      await expect(matched.getByText('相关标签：')).toBeVisible();
      const tagLink = matched.getByRole('link', { name: tagName, exact: true });
      await expect(tagLink).toHaveAttribute('href', `/articles?tag=${tag.slug}`);
      await tagLink.click();
      await expect(page).toHaveURL(`/articles?tag=${tag.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: `标签：${tagName}` })).toBeVisible();
      const cards = page.locator('.article-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole('link', { name: tagged.title })).toBeVisible();
      await expect(page.getByRole('link', { name: other.title })).toHaveCount(0);

      // Both keywords are now in the history, newest first.
      await topBarSearch(page).fill('');
      await topBarSearch(page).click();
      await expect(historyPopup(page).locator('.search-history-keyword')).toHaveText([tagName, word]);
    });

    expect(errors).toEqual([]);
  });

  test('a query that finds nothing suggests the closest titles and tags, which lead to them', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const id = uniq();
    // A word nothing holds; the article holds its first character only, beside another one.
    const word = await freshWord(request, (Date.now() + 4099) % 9973);
    const tagName = `${word[0]}类${id}`;
    const article = await createArticle(request, {
      title: `「${word[0]}」与雨季 ${id}`,
      slug: `e2e-search-closest-${id}`,
      excerpt: '雨季的山谷。',
      content: '雨后的山谷。',
      tags: [tagName],
    });

    await page.goto(searchUrl(word));
    await expect(page.locator('.search-summary')).toHaveText('没有找到相关内容');
    await expect(page.getByText(`没有找到与「${word}」相关的内容`)).toBeVisible();
    const closest = page.locator('.search-closest');
    await expect(closest.getByText('相近的文章：')).toBeVisible();
    await expect(closest.getByRole('link', { name: tagName, exact: true })).toBeVisible();
    await settledScreenshot(page, 'search-closest');
    await closest.getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(`/articles/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  /*
   * The box itself, against two faults antd's AutoComplete had here (fixed in search-box.tsx):
   * - after Enter, rc-select reopened the history dropdown over the results (the page has just
   *   added the keyword, so the list had something to show);
   * - Enter picked the keyword rc-select highlighted by itself (one starting with the typed text)
   *   instead of searching what was typed.
   */
  test('Enter searches and leaves the history dropdown closed over the results', async ({ page }) => {
    const errors = collectErrors(page);
    const keyword = `苔原${uniq()}`;
    await page.goto('/');
    const box = topBarSearch(page);
    await box.click();
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(searchUrl(keyword));
    // The result is in, and the keyword is in the history (so the dropdown would have something to show).
    await expect(page.locator('.search-summary')).toBeVisible();
    await expect.poll(() => storedHistory(page)).toEqual([keyword]);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(historyPopup(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Enter searches what was typed, even when it is part of a keyword in the history', async ({ page }) => {
    const errors = collectErrors(page);
    const typed = '苔原';
    const keyword = `${typed}${uniq()}`;
    // A search page visited puts its keyword into the history.
    await page.goto(searchUrl(keyword));
    await expect(page.locator('.search-summary')).toBeVisible();
    await expect.poll(() => storedHistory(page)).toEqual([keyword]);

    const box = topBarSearch(page);
    await box.click();
    await box.fill(typed);
    // The history offers the longer keyword…
    await expect(historyPopup(page).locator('.search-history-keyword')).toHaveText([keyword]);
    await box.press('Enter');
    // …but Enter searches the text in the box.
    await expect(page).toHaveURL(searchUrl(typed));
    await expect(box).toHaveValue(typed);
    await expect(page.locator('.search-page-box').getByRole('combobox')).toHaveValue(typed);

    // A keyword chosen with the arrow keys is what Enter searches: the typed one is now the newest in
    // the history, the longer one second.
    await box.click();
    await box.fill(typed);
    await expect(historyPopup(page).locator('.search-history-keyword')).toHaveText([typed, keyword]);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(historyPopup(page).getByRole('option', { selected: true })).toHaveText(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(searchUrl(keyword));
    expect(errors).toEqual([]);
  });
});
