import fs from 'node:fs';
import path from 'node:path';
import { adminHeaders, collectErrors, expect, test } from './support/fixtures.ts';
import { scriptsOfVisit, type DownloadedScript } from './support/page-load.ts';

/**
 * What a first visit to a public page downloads in JavaScript, compressed as the browser takes it,
 * with an empty cache and no service worker (issue #21), measured as `npm run bench:site` measures
 * it (`scriptsOfVisit`). The target is 180 kB; the budget is what the pages take today, a little
 * rounded up, so that a change that makes them heavier fails here: raise it only with the reason,
 * lower it when a change makes them lighter.
 */
const BUDGET_KB = 390;

/**
 * The files of the client build that hold back-office code (apps/web/vite.config.ts, bundleParts),
 * read once the site under test is built (Playwright loads this file before it starts the site).
 */
const bundleParts = () =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/bundle-parts.json'), 'utf8')) as {
    shell: string[];
    backOffice: string[];
  };

function expectWithinBudget(scripts: DownloadedScript[]) {
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const list = [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1024).toFixed(1).padStart(7)} kB  ${s.file}`)
    .join('\n');
  test.info().annotations.push({
    type: 'first-visit JS',
    description: `${(total / 1024).toFixed(1)} kB in ${scripts.length} files`,
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(total / 1024, `compressed JavaScript of a first visit, ${scripts.length} files:\n${list}`).toBeLessThanOrEqual(
    BUDGET_KB,
  );
  const { backOffice: backOfficeFiles } = bundleParts();
  const backOffice = scripts.filter((s) => backOfficeFiles.includes(s.file.replace(/^\//, '')));
  expect(
    backOffice.map((s) => s.file),
    'files holding admin, editor or chart code',
  ).toEqual([]);
}

test.describe('首次访问的 JavaScript（压缩后）', () => {
  test('the build tells which files hold back-office code', () => {
    const { backOffice } = bundleParts();
    expect(backOffice.length).toBeGreaterThan(0);
    expect(backOffice.some((f) => /markdown-editor/.test(f))).toBe(true);
    expect(backOffice.some((f) => /views-chart/.test(f))).toBe(true);
  });

  test(`the home page stays within ${BUDGET_KB} kB, without back-office code`, async ({ page }) => {
    const errors = collectErrors(page);
    expectWithinBudget(await scriptsOfVisit(page, '/'));
    expect(errors).toEqual([]);
  });

  test(`an article stays within ${BUDGET_KB} kB, without back-office code`, async ({ page, request }) => {
    const response = await request.post('/api/admin/articles', {
      headers: await adminHeaders(request),
      data: {
        title: `预算测试文章 ${Date.now().toString(36)}`,
        content: [
          '## 第一节',
          '正文，带一段代码：',
          '```ts',
          "console.log('你好');",
          '```',
          '## 第二节',
          '- 列表一',
          '- 列表二',
          '### 小节',
          '结尾。',
        ].join('\n\n'),
        status: 'PUBLISHED',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { slug } = ((await response.json()) as { data: { slug: string } }).data;

    const errors = collectErrors(page);
    expectWithinBudget(await scriptsOfVisit(page, `/articles/${slug}`));
    expect(errors).toEqual([]);
  });
});
