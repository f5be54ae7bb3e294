import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_INFO, type SiteInfo, type SiteSettingsInput } from '@app/contract';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf, invalid } from '../../test/envelopes.ts';
import { SITE_MEMO_TTL_MS } from './site.service.ts';
import { webBuildReadingSiteInfo } from '../../test/mini-web-build.ts';

const CHANGED: SiteSettingsInput = {
  siteName: '山间小记',
  tagline: '慢慢写，慢慢挑',
  description: '山间小记的文章与好物',
  keywords: '博客,好物',
  logoUrl: '/files/images/2024/01/logo.webp',
  faviconUrl: 'https://cdn.example.com/favicon.png',
  aboutPath: '/pages/about-me',
  privacyPath: '',
  icpNumber: '京ICP备12345678号-1',
  pageSize: 20,
};

describe.each(testDialects)('site settings (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let distDir: string;
  beforeAll(async () => {
    distDir = webBuildReadingSiteInfo();
    t = await createTestApp(dialect, { PUBLIC_URL: 'http://blog.example.com' }, { web: { mode: 'built', distDir } });
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const put = (payload: object) =>
    t.call({
      method: 'PUT',
      url: '/api/admin/site/settings',
      token: admin,
      payload: payload as Record<string, unknown>,
    });
  const info = async () => dataOf<SiteInfo>(await t.call({ method: 'GET', url: '/api/public/site/info' }));
  const restoreDefaults = async () => expect((await put(DEFAULT_SITE_INFO)).statusCode).toBe(200);

  it('start with the defaults, the same for the administrator and the public', async () => {
    expect(dataOf<SiteInfo>(await t.call({ method: 'GET', url: '/api/admin/site/settings', token: admin }))).toEqual(
      DEFAULT_SITE_INFO,
    );
    expect(await info()).toEqual(DEFAULT_SITE_INFO);
  });

  it('show on the next request everywhere: rendered page (cached before), title, RSS', async () => {
    // The page is rendered and kept in the rendered-page cache with the old name.
    const before = await t.call({ method: 'GET', url: '/friends' });
    expect(before.body).toContain('<title>某页 - 轻量博客</title>');
    expect((await t.call({ method: 'GET', url: '/friends' })).headers['x-page-cache']).toBe('hit');
    await t.call({ method: 'GET', url: '/rss.xml' });

    const saved = await put(CHANGED);
    expect(saved.json()).toEqual({ success: true, message: '站点设置已保存', data: CHANGED });
    try {
      expect(await info()).toEqual(CHANGED);

      const page = await t.call({ method: 'GET', url: '/friends' });
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.body).toContain('<title>某页 - 山间小记</title>');
      expect(page.body).toContain('<header>山间小记</header>');
      expect(page.body).toContain('<footer>京ICP备12345678号-1</footer>');
      expect(page.body).toContain('<meta name="description" content="山间小记的文章与好物">');

      const title = await t.call({
        method: 'POST',
        url: '/api/public/site/format-title',
        payload: { pageType: 'home' },
      });
      expect(title.json().data.formattedTitle).toBe('山间小记 - 慢慢写，慢慢挑');

      const rss = (await t.call({ method: 'GET', url: '/rss.xml' })).body;
      expect(rss).toContain('<title>山间小记</title>');
      expect(rss).toContain('<description>山间小记的文章与好物</description>');
    } finally {
      await restoreDefaults();
    }
    expect((await t.call({ method: 'GET', url: '/friends' })).body).toContain('<title>某页 - 轻量博客</title>');
  });

  it('trim what is typed and keep an empty tagline empty', async () => {
    const res = await put({ ...DEFAULT_SITE_INFO, siteName: '  小站  ', tagline: '', icpNumber: ' 沪ICP备1号 ' });
    try {
      expect(dataOf<SiteInfo>(res)).toMatchObject({ siteName: '小站', tagline: '', icpNumber: '沪ICP备1号' });
      const title = await t.call({
        method: 'POST',
        url: '/api/public/site/format-title',
        payload: { pageType: 'home' },
      });
      // The tagline's segment drops out with its separator.
      expect(title.json().data.formattedTitle).toBe('小站');
    } finally {
      await restoreDefaults();
    }
  });

  it.each([
    ['siteName', '', '请输入站点名称'],
    ['siteName', '   ', '请输入站点名称'],
    ['siteName', '名'.repeat(51), '站点名称不能超过50个字符'],
    ['tagline', '语'.repeat(101), '标语不能超过100个字符'],
    ['description', '述'.repeat(301), '站点描述不能超过300个字符'],
    ['keywords', 'k'.repeat(201), '关键词不能超过200个字符'],
    ['logoUrl', 'javascript:alert(1)', '图片地址必须是站内文件或 http(s) 链接'],
    ['faviconUrl', '/etc/passwd', '图片地址必须是站内文件或 http(s) 链接'],
    ['aboutPath', 'javascript:alert(1)', '链接必须是以 / 开头的站内路径或 http(s) 地址'],
    ['aboutPath', '//evil.example/x', '链接必须是以 / 开头的站内路径或 http(s) 地址'],
    ['privacyPath', 'articles/privacy', '链接必须是以 / 开头的站内路径或 http(s) 地址'],
    ['icpNumber', '<script>', '备案号不能包含 < > "'],
    ['icpNumber', '备'.repeat(51), '备案号不能超过50个字符'],
    ['pageSize', 4, '每页条数须在5到50之间'],
    ['pageSize', 51, '每页条数须在5到50之间'],
    ['pageSize', 10.5, '每页条数必须是整数'],
  ])('refuse %s = %j with its message, and change nothing', async (field, value, message) => {
    const res = await put({ ...CHANGED, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await info()).toEqual(DEFAULT_SITE_INFO);
  });

  it('refuse a body with a field missing', async () => {
    const { pageSize: _left, ...partial } = CHANGED;
    const res = await put(partial);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('pageSize');
  });

  it('are for the administrator only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/site/settings' })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: '/api/admin/site/settings', payload: CHANGED })).statusCode).toBe(401);
  });

  it("another process's change shows here within the memo's time limit", async () => {
    expect((await info()).siteName).toBe('轻量博客');
    // Another server process writes the database; this one still answers from memory for a while.
    await t.app.services.database.db
      .updateTable('site_settings')
      .set({ value: '别处改的名' })
      .where('key', '=', 'site.name')
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect((await info()).siteName).toBe('轻量博客');
      vi.setSystemTime(Date.now() + SITE_MEMO_TTL_MS + 1);
      expect((await info()).siteName).toBe('别处改的名');
    } finally {
      vi.useRealTimers();
      await restoreDefaults();
    }
  });

  it('a stored value that no longer passes the rules reads as its default', async () => {
    const db = t.app.services.database.db;
    await db.updateTable('site_settings').set({ value: 'abc' }).where('key', '=', 'content.pageSize').execute();
    await db
      .updateTable('site_settings')
      .set({ value: 'javascript:x' })
      .where('key', '=', 'footer.aboutPath')
      .execute();
    await t.app.services.site.ensureDefaults(); // forgets the memo, as a restart would
    try {
      expect(await info()).toMatchObject({ pageSize: 10, aboutPath: '/pages/about' });
    } finally {
      await restoreDefaults();
    }
  });
});
