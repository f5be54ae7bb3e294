import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FRIEND_LINK_CATEGORIES, FRIEND_LINK_MESSAGES } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { failure, invalid, ISO_UTC } from '../../test/envelopes.ts';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import { signedInAppFor } from '../../test/users.fixtures.ts';
import type { FriendLinkEvent } from './friend-link-events.ts';
import { APPLICATIONS_PER_HOUR } from './friend-links.service.ts';
import {
  adminPage,
  apply,
  applied,
  deleteLink,
  find,
  freshIp,
  friendLinkEventsOf,
  madeLink,
  newSite,
  publicPage,
  recordEvents,
  type ApplyBody,
} from './friend-links.fixtures.ts';

const APPLIED = { success: true, message: FRIEND_LINK_MESSAGES.applied, data: null };
const DUPLICATE = failure('CONFLICT', FRIEND_LINK_MESSAGES.duplicate);

describe.each(testDialects)('applying for a friend link (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  const seen = recordEvents(() => app.t);
  let t: TestApp;
  let admin: string;
  beforeAll(() => {
    ({ t, admin } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The refusal of an application that differs from a valid one by `changes`. */
  const refusal = async (changes: ApplyBody) => (await apply(t, { ...newSite(), ...changes })).json();

  describe('the form', () => {
    it('files an application as PENDING with every field, answers 201 and the spec message, and shows nothing publicly', async () => {
      const site = newSite();
      const res = await apply(t, {
        ...site,
        description: '  记录技术与生活  ',
        ownerName: '小明',
        ownerEmail: 'ming@example.com',
        avatarUrl: 'https://cdn.example.com/ming.png',
        category: '技术博客',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(APPLIED);
      expect(await find(t, admin, site.siteName)).toEqual({
        id: expect.any(Number),
        siteName: site.siteName,
        siteUrl: site.siteUrl,
        description: '记录技术与生活',
        avatarUrl: 'https://cdn.example.com/ming.png',
        ownerName: '小明',
        ownerEmail: 'ming@example.com',
        category: '技术博客',
        reciprocal: false,
        status: 'PENDING',
        sortOrder: 0,
        clickCount: 0,
        adminNote: null,
        createdAt: expect.stringMatching(ISO_UTC),
        updatedAt: expect.stringMatching(ISO_UTC),
      });
      expect((await publicPage(t)).links.map((l) => l.siteName)).not.toContain(site.siteName);
    });

    it('takes only the application fields: a status, sort order, note or reciprocity sent along are ignored', async () => {
      const link = await applied(t, admin, {
        status: 'APPROVED',
        sortOrder: 1,
        adminNote: '自己批准自己',
        reciprocal: true,
        clickCount: 999,
      });
      expect(link).toMatchObject({
        status: 'PENDING',
        sortOrder: 0,
        adminNote: null,
        reciprocal: false,
        clickCount: 0,
      });
    });

    it('leaves the optional fields empty: blank text is no text, the category is 个人博客', async () => {
      const link = await applied(t, admin, { description: '   ', ownerName: '', ownerEmail: '', avatarUrl: null });
      expect(link).toMatchObject({
        description: null,
        ownerName: null,
        ownerEmail: null,
        avatarUrl: null,
        category: '个人博客',
      });
    });

    it('accepts each of the five categories and no other', async () => {
      expect(FRIEND_LINK_CATEGORIES).toEqual(['个人博客', '技术博客', '生活博客', '摄影博客', '其他']);
      for (const category of FRIEND_LINK_CATEGORIES)
        expect((await applied(t, admin, { category })).category).toBe(category);
      for (const category of ['其它', 'TECH', '']) {
        const res = await apply(t, { ...newSite(), category });
        expect(res.statusCode).toBe(400);
        expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['category']);
      }
    });

    it('asks for the site name (请输入站点名称)', async () => {
      const { siteUrl } = newSite();
      for (const siteName of [undefined, '', '   ', null])
        expect((await apply(t, { siteName, siteUrl })).json()).toEqual(invalid('siteName', '请输入站点名称'));
    });

    it('asks for the site URL (请输入站点URL) and a valid one (请输入有效的URL)', async () => {
      const { siteName } = newSite();
      for (const siteUrl of [undefined, '', '  ', null])
        expect((await apply(t, { siteName, siteUrl })).json()).toEqual(invalid('siteUrl', '请输入站点URL'));
      for (const siteUrl of ['不是网址', 'localhost', 'http://', 'https://exa mple.com'])
        expect((await apply(t, { siteName, siteUrl })).json()).toEqual(invalid('siteUrl', '请输入有效的URL'));
    });

    it('adds https:// to an address without a scheme and keeps http:// and https://', async () => {
      const seqSite = newSite('scheme').siteUrl.replace('https://', '');
      const cases = [
        [seqSite, `https://${seqSite}`],
        [`http://plain-${seqSite}`, `http://plain-${seqSite}`],
        [`  HTTPS://upper-${seqSite}/blog  `, `HTTPS://upper-${seqSite}/blog`],
        [`port-${seqSite}:8080/home`, `https://port-${seqSite}:8080/home`],
      ];
      for (const [typed, stored] of cases)
        expect((await applied(t, admin, { siteName: newSite().siteName, siteUrl: typed })).siteUrl, typed).toBe(stored);
    });

    it('refuses any scheme but http and https: javascript:, data:, ftp:, mailto:', async () => {
      for (const siteUrl of [
        'javascript:alert(1)',
        'JavaScript:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://files.example.com',
        'mailto:me@example.com',
        'file:///etc/passwd',
      ])
        expect(await refusal({ siteUrl }), siteUrl).toEqual(invalid('siteUrl', '请输入有效的URL'));
    });

    it('checks the owner e-mail when one is given (请输入有效的邮箱地址)', async () => {
      for (const ownerEmail of ['ming', 'ming@', '@example.com', 'ming example.com'])
        expect(await refusal({ ownerEmail }), ownerEmail).toEqual(invalid('ownerEmail', '请输入有效的邮箱地址'));
    });

    it('takes an avatar as an http(s) address only, adding https:// when the scheme is missing', async () => {
      for (const avatarUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://cdn.example.com/a.png'])
        expect(await refusal({ avatarUrl }), avatarUrl).toEqual(invalid('avatarUrl', '头像地址必须是 http(s) 链接'));
      expect((await applied(t, admin, { avatarUrl: 'cdn.example.com/a.png' })).avatarUrl).toBe(
        'https://cdn.example.com/a.png',
      );
      expect((await applied(t, admin, { avatarUrl: 'http://cdn.example.com/b.png' })).avatarUrl).toBe(
        'http://cdn.example.com/b.png',
      );
    });

    it('caps every length, the added https:// included, and takes a value at the limit', async () => {
      expect(await refusal({ siteName: '站'.repeat(51) })).toEqual(invalid('siteName', '站点名称不能超过50个字符'));
      expect(await refusal({ description: '述'.repeat(201) })).toEqual(
        invalid('description', '站点描述不能超过200个字符'),
      );
      expect(await refusal({ ownerName: '名'.repeat(51) })).toEqual(invalid('ownerName', '站长名称不能超过50个字符'));
      expect(await refusal({ ownerEmail: `${'m'.repeat(95)}@example.com` })).toEqual(
        invalid('ownerEmail', '请输入有效的邮箱地址'),
      );
      // 300 characters as typed, 308 once https:// is added.
      const long = `long.example.com/${'p'.repeat(300 - 'long.example.com/'.length)}`;
      expect(await refusal({ siteUrl: long })).toEqual(invalid('siteUrl', '请输入有效的URL'));
      expect(await refusal({ avatarUrl: `cdn.example.com/${'a'.repeat(490)}` })).toEqual(
        invalid('avatarUrl', '头像地址过长'),
      );

      const atLimit = {
        siteName: newSite().siteName.padEnd(50, '站'),
        siteUrl: `https://limit.example.com/${'p'.repeat(300 - 'https://limit.example.com/'.length)}`,
        description: '述'.repeat(200),
        ownerName: '名'.repeat(50),
        ownerEmail: `${'m'.repeat(88)}@example.com`,
        avatarUrl: `https://cdn.example.com/${'a'.repeat(500 - 'https://cdn.example.com/'.length)}`,
      };
      expect(atLimit.siteName).toHaveLength(50);
      expect(atLimit.siteUrl).toHaveLength(300);
      expect(atLimit.ownerEmail).toHaveLength(100);
      expect(atLimit.avatarUrl).toHaveLength(500);
      expect(await applied(t, admin, atLimit)).toMatchObject(atLimit);
    });
  });

  describe('one application per site', () => {
    it('refuses the same site again however it is written: scheme, www., case, trailing slash, query (409)', async () => {
      const host = `dup-${Date.now()}.example.com`;
      expect((await apply(t, { siteName: '原站', siteUrl: `https://${host}/` })).statusCode).toBe(201);
      for (const siteUrl of [
        `https://${host}`,
        `http://${host}`,
        host,
        `www.${host}`,
        `https://WWW.${host.toUpperCase()}//`,
        `http://${host}/?from=friends#top`,
      ]) {
        const res = await apply(t, { siteName: '再来一次', siteUrl });
        expect(res.statusCode, siteUrl).toBe(409);
        expect(res.json(), siteUrl).toEqual(DUPLICATE);
      }
      // Another path on the host, or another subdomain, is another site.
      expect((await apply(t, { siteName: '子目录', siteUrl: `${host}/blog/` })).statusCode).toBe(201);
      expect((await apply(t, { siteName: '子目录又来', siteUrl: `https://www.${host}/blog` })).json()).toEqual(
        DUPLICATE,
      );
      expect((await apply(t, { siteName: '子域名', siteUrl: `blog.${host}` })).statusCode).toBe(201);
    });

    it('refuses a site already in the list whatever its status, and takes it again once the link is deleted', async () => {
      const rejected = await madeLink(t, admin, { status: 'REJECTED' });
      expect((await apply(t, { siteName: '被拒后再申请', siteUrl: rejected.siteUrl })).json()).toEqual(DUPLICATE);
      const approved = await madeLink(t, admin);
      expect((await apply(t, { siteName: '已经是友链', siteUrl: approved.siteUrl })).json()).toEqual(DUPLICATE);
      expect((await deleteLink(t, admin, rejected.id)).statusCode).toBe(200);
      expect((await apply(t, { siteName: '删除后再申请', siteUrl: rejected.siteUrl })).statusCode).toBe(201);
    });

    it('files exactly one of many simultaneous applications for the same site', async () => {
      const host = `race-${Date.now()}.example.com`;
      const variants = [
        `https://${host}`,
        `http://www.${host}/`,
        host,
        `www.${host}`,
        `https://${host}/`,
        `HTTP://${host}`,
      ];
      const results = await Promise.all(
        [...variants, ...variants].map((siteUrl, i) => apply(t, { siteName: `并发${i}`, siteUrl })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(11).fill(409)]);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual(DUPLICATE);
      const filed = await adminPage(t, admin, `keyword=${encodeURIComponent(host)}&size=100`);
      expect(filed.totalElements).toBe(1);
    });
  });

  describe('the per-address limit', () => {
    const TOO_MANY = expect.objectContaining({
      success: false,
      code: 'RATE_LIMITED',
      message: FRIEND_LINK_MESSAGES.tooManyApplications,
    });

    it(`takes ${APPLICATIONS_PER_HOUR} applications an hour from one address, then answers 429 with the wait; others are not held up`, async () => {
      freezeDate();
      const ip = freshIp();
      for (let i = 0; i < APPLICATIONS_PER_HOUR; i++) expect((await apply(t, newSite(), ip)).statusCode).toBe(201);
      const refused = await apply(t, newSite(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(refused.json().data).toEqual({ retryAfterSeconds: Number(refused.headers['retry-after']) });
      // A refused application is not filed, and another address applies as usual.
      expect((await apply(t, newSite(), freshIp())).statusCode).toBe(201);

      advance(30 * MINUTE);
      expect((await apply(t, newSite(), ip)).statusCode).toBe(429);
      advance(31 * MINUTE);
      expect((await apply(t, newSite(), ip)).statusCode).toBe(201);
    });

    it('lets exactly the allowance through when the applications arrive at once', async () => {
      const ip = freshIp();
      const sites = Array.from({ length: APPLICATIONS_PER_HOUR + 4 }, () => newSite('burst'));
      const results = await Promise.all(sites.map((site) => apply(t, site, ip)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(APPLICATIONS_PER_HOUR);
      expect(codes.filter((c) => c === 429)).toHaveLength(4);
      const filed = await adminPage(t, admin, 'keyword=burst&size=100');
      expect(filed.content.filter((l) => sites.some((s) => s.siteUrl === l.siteUrl))).toHaveLength(
        APPLICATIONS_PER_HOUR,
      );
    });
  });

  describe('the event for the administrator', () => {
    const taken = (): FriendLinkEvent[] => seen.splice(0);

    it('tells of each application with the link as filed, and of nothing refused or added by the administrator', async () => {
      taken();
      const link = await applied(t, admin, { ownerEmail: 'owner@example.com', category: '生活博客' });
      expect(taken()).toEqual([{ type: 'applied', link }]);

      await apply(t, { siteName: '重复', siteUrl: link.siteUrl });
      await apply(t, { ...newSite(), siteUrl: 'javascript:alert(1)' });
      await madeLink(t, admin, { status: 'PENDING' });
      expect(taken()).toEqual([]);
    });

    it("files the application even when a listener fails (the event is tried again later, never the visitor's failure)", async () => {
      const unsubscribe = friendLinkEventsOf(t).subscribe(() => {
        throw new Error('notification down');
      });
      try {
        const site = newSite();
        const res = await apply(t, site);
        expect(res.json()).toEqual(APPLIED);
        expect((await find(t, admin, site.siteName)).status).toBe('PENDING');
      } finally {
        unsubscribe();
      }
      taken();
    });
  });
});
