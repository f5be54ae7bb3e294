import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORMS, SOCIAL_LINK_MESSAGES } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf, FORBIDDEN, invalid, ISO_UTC, notFound, UNAUTHORIZED } from '../../test/envelopes.ts';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import { signedInAppFor } from '../../test/users.fixtures.ts';
import { brandPath } from './platform-icons.ts';
import {
  adminSocial,
  adminSocialPage,
  BROWSER,
  clickSocial,
  createSocial,
  deleteSocial,
  madeSocial,
  publicSocial,
  updateSocial,
  type SocialBody,
} from './social-links.fixtures.ts';

const NOT_FOUND = notFound(SOCIAL_LINK_MESSAGES.notFound);

describe.each(testDialects)('social links (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(() => {
    ({ t, admin, member } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The stored address of a link made with this platform and typed address. */
  const stored = async (platform: string, url: string) => (await madeSocial(t, admin, { platform, url })).url;
  /** The answer to a link the form refuses. */
  const refused = async (body: SocialBody) =>
    (await createSocial(t, admin, { platform: 'GITHUB', url: 'github.com/x', ...body })).json();

  describe('the form', () => {
    it('adds a link with the defaults (active, order 0, new tab, group 其他平台), the title and mark of its platform, 201 社交链接创建成功', async () => {
      const res = await createSocial(t, admin, { platform: 'GITHUB', url: 'github.com/someone' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: SOCIAL_LINK_MESSAGES.created,
        data: {
          id: expect.any(Number),
          platform: 'GITHUB',
          platformName: 'GitHub',
          title: 'GitHub',
          url: 'https://github.com/someone',
          description: null,
          groupName: '其他平台',
          sortOrder: 0,
          openInNewTab: true,
          featured: false,
          icon: { kind: 'brand', path: brandPath('github') },
          color: '#181717',
          active: true,
          customIcon: null,
          customColor: null,
          clickCount: 0,
          createdAt: expect.stringMatching(ISO_UTC),
          updatedAt: expect.stringMatching(ISO_UTC),
        },
      });
    });

    it('keeps every field given', async () => {
      const link = await madeSocial(t, admin, {
        platform: 'BILIBILI',
        title: '  我的B站  ',
        url: 'https://space.bilibili.com/1',
        description: '视频',
        groupName: '视频平台',
        active: false,
        sortOrder: 5,
        openInNewTab: false,
        featured: true,
      });
      expect(link).toMatchObject({
        title: '我的B站',
        description: '视频',
        groupName: '视频平台',
        active: false,
        sortOrder: 5,
        openInNewTab: false,
        featured: true,
        platformName: '哔哩哔哩',
        color: PLATFORMS.BILIBILI.color,
      });
    });

    it('asks for a platform of the catalogue (请选择平台) and an address (请输入URL)', async () => {
      for (const platform of [undefined, '', 'MYSPACE', 'github'])
        expect(await refused({ platform }), String(platform)).toEqual(invalid('platform', '请选择平台'));
      for (const url of [undefined, '', '   '])
        expect(await refused({ url }), String(url)).toEqual(invalid('url', '请输入URL'));
    });

    it('fills a blank title with the platform name', async () => {
      for (const title of [undefined, null, '', '   '])
        expect((await madeSocial(t, admin, { platform: 'ZHIHU', url: 'zhihu.com/people/x', title })).title).toBe(
          '知乎',
        );
    });

    it('adds https:// to an address without a scheme and keeps http(s)', async () => {
      expect(await stored('GITHUB', 'github.com/me')).toBe('https://github.com/me');
      expect(await stored('WEBSITE', 'http://me.example.com')).toBe('http://me.example.com');
      expect(await stored('BLOG', 'blog.example.com:8443/posts')).toBe('https://blog.example.com:8443/posts');
    });

    it('refuses javascript:, data: and other schemes with 请输入有效的URL, also a mailto: for a platform that is not EMAIL', async () => {
      for (const platform of ['GITHUB', 'CUSTOM', 'WEBSITE'])
        for (const url of [
          'javascript:alert(1)',
          'JAVASCRIPT:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          'vbscript:msgbox(1)',
          'ftp://files.example.com',
          'mailto:me@example.com',
          'not a url',
        ])
          expect(await refused({ platform, url }), `${platform} ${url}`).toEqual(invalid('url', '请输入有效的URL'));
    });

    it('takes an e-mail address for EMAIL, adding mailto: when it is missing', async () => {
      expect(await stored('EMAIL', 'me@example.com')).toBe('mailto:me@example.com');
      expect(await stored('EMAIL', 'mailto:me@example.com')).toBe('mailto:me@example.com');
      expect(await stored('EMAIL', 'MAILTO:me@example.com')).toBe('mailto:me@example.com');
      for (const url of ['me', 'https://example.com', 'javascript:alert(1)', 'mailto:'])
        expect(await refused({ platform: 'EMAIL', url }), url).toEqual(invalid('url', '请输入有效的邮箱地址'));
    });

    it('takes a number for PHONE, adding tel: when it is missing', async () => {
      expect(await stored('PHONE', '+86 138-0013-8000')).toBe('tel:+8613800138000');
      expect(await stored('PHONE', 'tel:10086')).toBe('tel:10086');
      for (const url of ['call me', 'tel:', 'javascript:alert(1)', '12'])
        expect(await refused({ platform: 'PHONE', url }), url).toEqual(invalid('url', '请输入有效的电话号码'));
    });

    it('keeps a custom icon only when it starts with / or http, and draws with it', async () => {
      const local = await madeSocial(t, admin, { customIcon: '/files/icons/me.png' });
      expect([local.customIcon, local.icon]).toEqual([
        '/files/icons/me.png',
        { kind: 'image', url: '/files/icons/me.png' },
      ]);
      const remote = await madeSocial(t, admin, { customIcon: 'https://cdn.example.com/me.svg' });
      expect(remote.icon).toEqual({ kind: 'image', url: 'https://cdn.example.com/me.svg' });
      for (const customIcon of ['me.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '', null]) {
        const link = await madeSocial(t, admin, { customIcon });
        expect([link.customIcon, link.icon], String(customIcon)).toEqual([
          null,
          { kind: 'brand', path: brandPath('github') },
        ]);
      }
    });

    it('keeps a custom colour as #rrggbb or null, and shows it over the brand colour', async () => {
      const red = await madeSocial(t, admin, { customColor: '#FF0000' });
      expect([red.customColor, red.color]).toEqual(['#FF0000', '#FF0000']);
      const none = await madeSocial(t, admin, { customColor: '' });
      expect([none.customColor, none.color]).toEqual([null, '#181717']);
      for (const customColor of ['red', '#fff', '#12345g', 'rgb(0,0,0)'])
        expect(await refused({ customColor }), customColor).toEqual(invalid('customColor', '颜色必须是 #RRGGBB 格式'));
    });

    it('draws the generic platforms with their generic icon', async () => {
      for (const [platform, name] of [
        ['WEBSITE', 'website'],
        ['LINKEDIN', 'linkedin'],
        ['CUSTOM', 'custom'],
      ] as const)
        expect((await madeSocial(t, admin, { platform, url: 'example.com' })).icon).toEqual({ kind: 'generic', name });
      expect((await madeSocial(t, admin, { platform: 'EMAIL', url: 'a@example.com' })).icon).toEqual({
        kind: 'generic',
        name: 'email',
      });
    });

    it('caps the lengths, the added prefix included', async () => {
      expect(await refused({ title: '题'.repeat(51) })).toEqual(invalid('title', '标题不能超过50个字符'));
      expect(await refused({ description: '述'.repeat(201) })).toEqual(invalid('description', '描述不能超过200个字符'));
      expect(await refused({ groupName: '组'.repeat(31) })).toEqual(invalid('groupName', '分组名称不能超过30个字符'));
      expect(await refused({ url: `example.com/${'p'.repeat(490)}` })).toEqual(invalid('url', 'URL不能超过500个字符'));
      expect(await refused({ sortOrder: 10000 })).toEqual(invalid('sortOrder', '排序不能超过9999'));
      const atLimit = `https://example.com/${'p'.repeat(480)}`;
      expect(await stored('WEBSITE', atLimit)).toBe(atLimit);
    });
  });

  describe('editing and deleting', () => {
    it('replaces every field (更新成功)', async () => {
      const link = await madeSocial(t, admin, { featured: true, customColor: '#000000' });
      const res = await updateSocial(t, admin, link.id, {
        platform: 'EMAIL',
        url: 'me@example.com',
        groupName: '联系方式',
        sortOrder: 2,
        active: false,
      });
      expect(res.json()).toEqual({
        success: true,
        message: SOCIAL_LINK_MESSAGES.updated,
        data: {
          ...link,
          platform: 'EMAIL',
          platformName: '邮箱',
          title: '邮箱',
          url: 'mailto:me@example.com',
          groupName: '联系方式',
          sortOrder: 2,
          active: false,
          featured: false,
          customColor: null,
          color: PLATFORMS.EMAIL.color,
          icon: { kind: 'generic', name: 'email' },
          updatedAt: expect.stringMatching(ISO_UTC),
        },
      });
      expect((await updateSocial(t, admin, link.id, { platform: 'EMAIL', url: 'nobody' })).json()).toEqual(
        invalid('url', '请输入有效的邮箱地址'),
      );
    });

    it('deletes a link (社交链接已删除); an unknown one is 404 for every call', async () => {
      const link = await madeSocial(t, admin);
      expect((await deleteSocial(t, admin, link.id)).json()).toEqual({
        success: true,
        message: SOCIAL_LINK_MESSAGES.deleted,
        data: null,
      });
      for (const res of [
        await deleteSocial(t, admin, link.id),
        await updateSocial(t, admin, link.id, { platform: 'GITHUB', url: 'github.com/x' }),
        await clickSocial(t, link.id, { userAgent: BROWSER }),
      ])
        expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    });
  });

  describe('the public list', () => {
    it('shows active links only, lower sort order first then the oldest, with their public fields', async () => {
      const later = await madeSocial(t, admin, {
        sortOrder: 3,
        title: '后',
        groupName: '开发',
        customColor: '#123456',
      });
      const first = await madeSocial(t, admin, { sortOrder: 1, title: '先', featured: true });
      const tie = await madeSocial(t, admin, { sortOrder: 3, title: '并列' });
      const off = await madeSocial(t, admin, { sortOrder: 0, active: false });
      const switchedOff = await madeSocial(t, admin, { sortOrder: 0 });
      await updateSocial(t, admin, switchedOff.id, { platform: 'GITHUB', url: switchedOff.url, active: false });

      const list = await publicSocial(t);
      const ids = list.map((l) => l.id);
      expect(ids).not.toContain(off.id);
      expect(ids).not.toContain(switchedOff.id);
      expect(list.filter((l) => [later.id, first.id, tie.id].includes(l.id)).map((l) => l.id)).toEqual([
        first.id,
        later.id,
        tie.id,
      ]);
      expect(list.find((l) => l.id === later.id)).toEqual({
        id: later.id,
        platform: 'GITHUB',
        platformName: 'GitHub',
        title: '后',
        url: later.url,
        description: null,
        groupName: '开发',
        sortOrder: 3,
        openInNewTab: true,
        featured: false,
        icon: { kind: 'brand', path: brandPath('github') },
        color: '#123456',
      });
      const keys = list.map((l) => [l.sortOrder, l.id] as const);
      expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
      const active = (await adminSocialPage(t, admin, 'size=100')).content.filter((l) => l.active);
      expect(list).toHaveLength(active.length);
    });
  });

  describe('the administrator’s list', () => {
    it('pages in the public order, ten by default, everything included', async () => {
      for (let i = 0; i < 11; i++) await madeSocial(t, admin, { sortOrder: 11 - i, active: i % 2 === 0 });
      const all = (await adminSocialPage(t, admin, 'size=100')).content;
      const keys = all.map((l) => [l.sortOrder, l.id] as const);
      expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
      expect(all.some((l) => !l.active)).toBe(true);
      const page = await adminSocialPage(t, admin);
      expect([page.size, page.page, page.totalElements]).toEqual([10, 0, all.length]);
      expect(page.content).toEqual(all.slice(0, 10));
      expect((await adminSocialPage(t, admin, 'page=1')).content).toEqual(all.slice(10, 20));
    });

    it('finds links by title, address, group or platform name', async () => {
      const stamp = Date.now();
      const wechat = await madeSocial(t, admin, {
        platform: 'WECHAT',
        url: `weixin.example.com/${stamp}`,
        title: `公众号${stamp}`,
      });
      const grouped = await madeSocial(t, admin, { groupName: `分组${stamp}` });
      const found = async (keyword: string) =>
        (await adminSocialPage(t, admin, `keyword=${encodeURIComponent(keyword)}&size=100`)).content.map((l) => l.id);
      expect(await found(`公众号${stamp}`)).toEqual([wechat.id]);
      expect(await found(`weixin.example.com/${stamp}`)).toEqual([wechat.id]);
      expect(await found(`分组${stamp}`)).toEqual([grouped.id]);
      expect(await found('微信')).toContain(wechat.id);
      expect(await found('微信')).not.toContain(grouped.id);
    });
  });

  describe('clicks', () => {
    it('counts a visitor once in 30 minutes, every visitor, never a bot', async () => {
      freezeDate();
      const link = await madeSocial(t, admin);
      const count = async (ip: string, userAgent?: string) =>
        dataOf<{ clickCount: number }>(await clickSocial(t, link.id, { ip, userAgent })).clickCount;
      expect(await count('198.51.100.1', BROWSER)).toBe(1);
      expect(await count('198.51.100.1', BROWSER)).toBe(1);
      expect(await count('198.51.100.2', BROWSER)).toBe(2);
      expect(await count('198.51.100.3', 'Mozilla/5.0 (compatible; Baiduspider/2.0)')).toBe(2);
      expect(await count('198.51.100.3', 'HeadlessChrome/120')).toBe(2);
      expect(await count('198.51.100.3')).toBe(2);
      advance(31 * MINUTE);
      expect(await count('198.51.100.2', BROWSER)).toBe(3);
    });

    it('counts clicks on active links only (404 otherwise)', async () => {
      const off = await madeSocial(t, admin, { active: false });
      expect([(await clickSocial(t, off.id, { userAgent: BROWSER })).statusCode]).toEqual([404]);
      expect((await clickSocial(t, off.id, { userAgent: BROWSER })).json()).toEqual(NOT_FOUND);
    });
  });

  it('is where the 关于我 starter page sends a reader looking for the contact links', async () => {
    const about = dataOf<{ contentHtml: string }>(await t.call({ method: 'GET', url: '/api/public/pages/about' }));
    expect(about.contentHtml).toMatch(/<a [^>]*href="\/social-links"[^>]*>联系<\/a>/);
  });

  describe('who may call', () => {
    it('refuses a guest (401) and a USER (403) on every administrator call, changing nothing', async () => {
      const link = await madeSocial(t, admin);
      const calls = (token: string | undefined) => [
        adminSocial(t, token),
        createSocial(t, token, { platform: 'GITHUB', url: 'github.com/intruder' }),
        updateSocial(t, token, link.id, { platform: 'GITHUB', url: 'github.com/intruder' }),
        deleteSocial(t, token, link.id),
      ];
      const before = await adminSocialPage(t, admin, 'size=100');
      for (const res of await Promise.all(calls(undefined)))
        expect([res.statusCode, res.json()]).toEqual([401, UNAUTHORIZED]);
      for (const res of await Promise.all(calls(member)))
        expect([res.statusCode, res.json()]).toEqual([403, FORBIDDEN]);
      expect(await adminSocialPage(t, admin, 'size=100')).toEqual(before);
      expect((await publicSocial(t)).length).toBeGreaterThan(0);
    });
  });
});
