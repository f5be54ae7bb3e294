import { E2E_ADMIN, E2E_BASE_URL } from './support/env.ts';
import { collectErrors, expect, gotoLoginAndSignIn, label, test, expectToast } from './support/fixtures.ts';

/*
 * The file manager (issue 18): a bucket made in the screen, a file uploaded into it by the drop
 * area with its progress shown, its link copied and opened, then deleted after the confirmation.
 */

test.describe('files', () => {
  test('upload a file into a new bucket with its progress, copy its link, open it, delete it', async ({ page }) => {
    const errors = collectErrors(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    const id = Date.now().toString(36);
    const bucket = `e2e-${id}`;
    const fileName = `notes-${id}.txt`;
    // 3 MB: big enough for the progress to be seen, under the advised 50 MB.
    const content = `第一行 ${id}\n${'文件内容，'.repeat(200_000)}`;

    await gotoLoginAndSignIn(page, E2E_ADMIN, '/admin/files');
    await expect(page.getByRole('menuitem', { name: '文件管理' })).toBeVisible();
    await page.getByRole('button', { name: /新建存储桶/ }).click();
    const dialog = page.getByRole('dialog', { name: '新建存储桶' });
    await dialog.getByLabel('存储桶名称').fill('Bad_Name');
    await dialog.getByRole('button', { name: label('创建') }).click();
    await expect(dialog).toContainText('存储桶名称只能包含小写字母、数字和连字符');
    await dialog.getByLabel('存储桶名称').fill(bucket);
    await dialog.getByRole('button', { name: label('创建') }).click();
    await expectToast(page, '存储桶创建成功');
    await expect(page.locator('.afm-bucket')).toContainText(bucket);
    await expect(page.getByText('这个存储桶还没有文件')).toBeVisible();

    await page.locator('.afm-dropzone input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    const progress = page.getByRole('status', { name: '上传进度' });
    await expect(progress).toContainText(fileName);
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expectToast(page, new RegExp(`${fileName} 上传成功，耗时 [\\d.]+ 秒`));
    const row = page.locator('.ant-table-row').filter({ hasText: fileName.replace('.txt', '') });
    await expect(row).toBeVisible();
    await expect(row).toContainText('MB');
    // Cleared 1.5 s after the end.
    await expect(progress).toHaveCount(0);

    await row.getByRole('button', { name: /复制链接/ }).click();
    await expectToast(page, '文件链接已复制到剪贴板');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/files/${bucket}/\\d{4}/\\d{2}/[a-z0-9]+-notes-${id}\\.txt$`));

    const opened = page.waitForEvent('popup');
    await row.locator('.afm-file-name').click();
    const tab = await opened;
    await expect(tab).toHaveURL(link);
    await expect(tab.locator('body')).toContainText(`第一行 ${id}`);
    await tab.close();
    const served = await page.request.get(link);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(await served.text()).toBe(content);

    await row.getByRole('button', { name: /删除/ }).click();
    const confirm = page.getByRole('dialog', { name: '删除文件' });
    await expect(confirm).toContainText('删除后无法恢复');
    await confirm.getByRole('button', { name: label('永久删除') }).click();
    await expectToast(page, '文件删除成功');
    await expect(row).toHaveCount(0);
    expect((await page.request.get(link)).status()).toBe(404);
    expect(errors).toEqual([]);
  });
});
