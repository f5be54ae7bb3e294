import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env.ts';
import {
  adminHeaders,
  collectErrors,
  expect,
  gotoLoginAndSignIn,
  label,
  test,
  expectToast,
} from './support/fixtures.ts';

/*
 * Comments (issue 15): a reader comments and replies under an article and sees 待审核; the
 * administrator approves in the back office while the sidebar's pending count goes down; a guest
 * then finds the thread in the server-rendered HTML; the reader sees 已通过 in /user/comments.
 */

let serial = 0;
const uniq = () => `${Date.now().toString(36)}${(serial += 1)}`;

async function publishedArticle(
  request: APIRequestContext,
  body: { title: string; allowComments?: boolean },
): Promise<{ id: number; slug: string }> {
  const response = await request.post('/api/admin/articles', {
    headers: await adminHeaders(request),
    data: { content: '沿着湖边骑行了二十公里。', status: 'PUBLISHED', slug: `c-${uniq()}`, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number; slug: string } }).data;
}

async function adminComment(request: APIRequestContext, articleId: number, content: string): Promise<void> {
  const response = await request.post(`/api/public/comments/article/${articleId}`, {
    headers: await adminHeaders(request),
    data: { content },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const commentsOf = (page: Page) => page.locator('#comments');
/** The comment (or reply) whose text includes `text`, innermost first. */
const commentWith = (page: Page, text: string) =>
  commentsOf(page).locator('li.comment').filter({ hasText: text }).last();
const sidebarEntry = (page: Page): Locator =>
  page.locator('.ant-layout-sider').getByRole('menuitem', { name: /评论管理/ });
/** The pending count beside 评论管理 (antd's Badge shows nothing at 0). */
async function pendingBadge(page: Page): Promise<number> {
  const badge = sidebarEntry(page).locator('.ant-badge-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.getAttribute('title')) ?? (await badge.innerText()));
}

test.describe('comments', () => {
  test('a reader comments and replies, the administrator approves, guests and the reader see the result', async ({
    page,
    browser,
    request,
    registeredUser,
  }) => {
    const errors = collectErrors(page);
    const id = uniq();
    const article = await publishedArticle(request, { title: `评论测试 ${id}` });
    const welcome = `欢迎留言 ${id}`;
    await adminComment(request, article.id, welcome);
    const mine = `周末也去骑了一圈，风景很好 ${id}`;
    const myReply = `谢谢博主的路线 ${id}`;

    // The reader signs in from the article and writes under it.
    await gotoLoginAndSignIn(page, registeredUser, `/articles/${article.slug}`);
    await expect(commentWith(page, welcome)).toBeVisible();
    const box = commentsOf(page).getByRole('textbox', { name: '评论内容' });
    await box.click();
    await box.pressSequentially(mine);
    // Sent only once the box holds all of it (a busy page re-renders behind the typing).
    await expect(box).toHaveValue(mine);
    await commentsOf(page)
      .getByRole('button', { name: label('发表评论') })
      .click();
    await expectToast(page, '评论已提交，审核通过后将公开显示');
    await expect(commentWith(page, mine)).toContainText('待审核');
    await expect(box).toHaveValue('');

    // …and answers the administrator's comment.
    await commentWith(page, welcome)
      .getByRole('button', { name: `回复 ${E2E_ADMIN.displayName}` })
      .click();
    const replyBox = commentsOf(page).getByRole('textbox', { name: `回复 @${E2E_ADMIN.displayName}` });
    await replyBox.pressSequentially(myReply);
    await expect(replyBox).toHaveValue(myReply);
    await commentsOf(page).getByRole('button', { name: '发表回复' }).click();
    const reply = commentWith(page, myReply);
    await expect(reply).toContainText(`回复 @${E2E_ADMIN.displayName}`);
    await expect(reply).toContainText('待审核');

    // A guest sees neither yet.
    const before = await (await request.get(`/articles/${article.slug}`)).text();
    expect(before).toContain(welcome);
    expect(before).not.toContain(mine);

    // The administrator approves both; the sidebar's count goes down with each.
    const adminPage = await browser.newPage();
    const adminErrors = collectErrors(adminPage);
    await gotoLoginAndSignIn(adminPage, E2E_ADMIN, '/admin/comments');
    await expect(adminPage).toHaveURL('/admin/comments');
    const row = (text: string) => adminPage.locator('.ant-table-row').filter({ hasText: text });
    await expect(row(mine)).toBeVisible();
    await expect(row(myReply)).toBeVisible();
    // The badge shows the pending count, which each approval lowers. (An upper bound, not an exact
    // number: background work, such as the removal of the comments of an article deleted by another
    // test, may lower it too, later on a busy machine.)
    const badgeAtMost = (atMost: number) => expect.poll(() => pendingBadge(adminPage)).toBeLessThanOrEqual(atMost);
    await expect.poll(() => pendingBadge(adminPage)).toBeGreaterThanOrEqual(2);
    const pending = await pendingBadge(adminPage);
    await row(mine).getByRole('button', { name: '通过' }).click();
    await expect(row(mine)).toHaveCount(0); // the 待审核 tab no longer lists it
    await badgeAtMost(pending - 1);
    await row(myReply).getByRole('button', { name: '通过' }).click();
    await expect(row(myReply)).toHaveCount(0);
    await badgeAtMost(pending - 2);
    expect(adminErrors).toEqual([]);
    await adminPage.close();

    // A guest now finds the whole thread in the HTML the server sends.
    const html = await (await request.get(`/articles/${article.slug}`)).text();
    for (const text of [welcome, mine, myReply]) expect(html).toContain(text);

    // The reader's own list says 已通过.
    await page.goto('/user/comments');
    for (const text of [mine, myReply]) {
      const item = page.locator('li.my-comment').filter({ hasText: text });
      await expect(item).toContainText('已通过');
      await expect(item.getByRole('link', { name: new RegExp(`评论测试 ${id}`) })).toHaveAttribute(
        'href',
        `/articles/${article.slug}#comments`,
      );
    }
    expect(errors).toEqual([]);
  });

  test('a guest is asked to sign in and comes back to the comment box; a closed article takes none', async ({
    page,
    request,
    registeredUser,
  }) => {
    const errors = collectErrors(page);
    const open = await publishedArticle(request, { title: `开放评论 ${uniq()}` });
    await page.goto(`/articles/${open.slug}`);
    await expect(commentsOf(page)).toContainText('登录后参与评论');
    await commentsOf(page).getByRole('link', { name: /登录/ }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await page.getByLabel('用户名或邮箱').fill(registeredUser.username);
    await page.getByLabel('密码', { exact: true }).fill(registeredUser.password);
    await page.getByRole('button', { name: label('登录') }).click();
    await expect(page).toHaveURL(`/articles/${open.slug}#comments`);
    await expect(commentsOf(page).getByRole('textbox', { name: '评论内容' })).toBeInViewport();

    const closed = await publishedArticle(request, { title: `关闭评论 ${uniq()}`, allowComments: false });
    await page.goto(`/articles/${closed.slug}`);
    await expect(commentsOf(page)).toContainText('评论已关闭');
    await expect(commentsOf(page).getByRole('textbox')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
