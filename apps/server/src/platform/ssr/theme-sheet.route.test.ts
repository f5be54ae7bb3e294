import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';
import { miniWebBuild } from '../../test/mini-web-build.ts';

/** A web build whose theme sheets say which theme they are, with the site's stylesheet beside it. */
function webBuildWithThemeSheets(): string {
  const distDir = miniWebBuild(
    `export const pageKey = (url) => url;
    export function themeSheet(mode, primary) {
      return { href: '/theme/' + mode + '-' + primary.slice(1) + '.v1.css', css: ':root{--mode:' + mode + ';--primary:' + primary + '}' };
    }
    export async function render() {
      return { status: 200, appHtml: '', head: '', state: '', title: '首页', cacheable: true };
    }`,
  );
  fs.writeFileSync(
    path.join(distDir, 'server', 'style-sheet.json'),
    JSON.stringify({ href: '/assets/site-test.css', paths: [] }),
  );
  return distDir;
}

describe.each(testDialects)('theme stylesheets (%s)', (dialect) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = webBuildWithThemeSheets();
    t = await createTestApp(dialect, {}, { web: { mode: 'built', distDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.call({ method: 'GET', url });

  it('serves the sheet of the site’s colours in either mode, cached for good under its exact address', async () => {
    for (const mode of ['light', 'dark']) {
      const res = await get(`/theme/${mode}-667eea.v1.css`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(`:root{--mode:${mode};--primary:#667eea}`);
    }
  });

  it('answers an older address of the same theme with today’s sheet, revalidated', async () => {
    const res = await get('/theme/light-667eea.v0.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(':root{--mode:light;--primary:#667eea}');
  });

  it('draws no sheet for a colour that is not the site’s, nor for an address of another form', async () => {
    for (const url of [
      '/theme/light-123456.v1.css',
      '/theme/sepia-667eea.v1.css',
      '/theme/light-667EEA.v1.css',
      '/theme/light-667eea.css',
      '/theme/light-667eea.v1.css.map',
      '/theme/..%2Fsecret.key',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('--primary');
    }
  });

  it('draws the owner’s new colour once it is saved, and still the default', async () => {
    const admin = await login(t, ADMIN.username, ADMIN.password);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/admin/site/theme',
      token: admin,
      payload: { theme: { primary: '#112233', secondary: '#445566', accent: '#778899', isDark: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/theme/dark-112233.v1.css')).body).toBe(':root{--mode:dark;--primary:#112233}');
    expect((await get('/theme/light-667eea.v1.css')).statusCode).toBe(200);
    expect((await get('/theme/light-123456.v1.css')).statusCode).toBe(404);
  });
});
