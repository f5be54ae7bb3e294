import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminHeaders, collectErrors, expect, hydrated, test } from './support/fixtures.ts';

/**
 * What a first visit to a public page downloads in JavaScript, compressed as the browser takes it,
 * with an empty cache and no service worker (issue #21). Measured as `npm run bench:site` measures it
 * (scripts/bench-site.mjs, firstVisitJs). The target is 180 kB; the budget is what the pages take
 * today, a little rounded up, so that a change that makes them heavier fails here: raise it only
 * with the reason, lower it when a change makes them lighter.
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

interface Script {
  file: string;
  bytes: number;
}

/** Opens `url` in the test's fresh context (an empty cache) and lists the scripts it downloaded. */
async function firstVisitScripts(page: Page, url: string): Promise<Script[]> {
  const finished: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      finished.push(
        request.sizes().then((sizes) => ({ file: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The server's HTML was hydrated: every script the page needs has run.
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(finished);
}

function expectWithinBudget(scripts: Script[]) {
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
    expectWithinBudget(await firstVisitScripts(page, '/'));
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
    expectWithinBudget(await firstVisitScripts(page, `/articles/${slug}`));
    expect(errors).toEqual([]);
  });
});
