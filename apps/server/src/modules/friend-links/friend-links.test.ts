import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FRIEND_LINK_RULES, FRIEND_LINK_MESSAGES, type FriendLink, type FriendLinkStatus } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf, failure, FORBIDDEN, invalid, ISO_UTC, notFound, UNAUTHORIZED } from '../../test/envelopes.ts';
import { advance, freezeDate, MINUTE } from '../../test/clock.ts';
import { signedInAppFor } from '../../test/users.fixtures.ts';
import {
  adminLinks,
  adminPage,
  apply,
  applied,
  BROWSER,
  click,
  createLink,
  deleteLink,
  getRules,
  madeLink,
  newSite,
  publicLinks,
  publicPage,
  putRules,
  review,
  updateLink,
} from './friend-links.fixtures.ts';

const NOT_FOUND = notFound(FRIEND_LINK_MESSAGES.notFound);
const NOT_PENDING = failure('CONFLICT', FRIEND_LINK_MESSAGES.notPending);
const SITE_EXISTS = failure('CONFLICT', FRIEND_LINK_MESSAGES.siteExists);
const STATUSES: FriendLinkStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'DISABLED'];

describe.each(testDialects)('friend links (%s)', (dialect) => {
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

  const statusOf = async (id: number) =>
    (await adminPage(t, admin, 'size=100')).content.find((l) => l.id === id)?.status;

  describe('the administrator adds, edits and deletes', () => {
    it('adds a link approved, with the form defaults (sort order 0, 个人博客, not reciprocal), answering 201 友链创建成功', async () => {
      const site = newSite();
      const res = await createLink(t, admin, site);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: FRIEND_LINK_MESSAGES.created,
        data: {
          id: expect.any(Number),
          ...site,
          description: null,
          avatarUrl: null,
          ownerName: null,
          ownerEmail: null,
          category: '个人博客',
          reciprocal: false,
          status: 'APPROVED',
          sortOrder: 0,
          clickCount: 0,
          adminNote: null,
          createdAt: expect.stringMatching(ISO_UTC),
          updatedAt: expect.stringMatching(ISO_UTC),
        },
      });
      expect((await publicPage(t)).links.map((l) => l.siteName)).toContain(site.siteName);
    });

    it('adds a link with the status, note, order and reciprocity given', async () => {
      const link = await madeLink(t, admin, {
        status: 'PENDING',
        adminNote: '等对方加上本站链接',
        sortOrder: 7,
        reciprocal: true,
        category: '摄影博客',
      });
      expect(link).toMatchObject({
        status: 'PENDING',
        adminNote: '等对方加上本站链接',
        sortOrder: 7,
        reciprocal: true,
      });
    });

    it('applies the form rules: site name and URL required, http(s) only, sort order 0–9999', async () => {
      expect((await createLink(t, admin, { siteUrl: 'a.example.com' })).json()).toEqual(
        invalid('siteName', '请输入站点名称'),
      );
      expect((await createLink(t, admin, { siteName: '无地址' })).json()).toEqual(invalid('siteUrl', '请输入站点URL'));
      expect((await createLink(t, admin, { ...newSite(), siteUrl: 'javascript:alert(1)' })).json()).toEqual(
        invalid('siteUrl', '请输入有效的URL'),
      );
      expect((await createLink(t, admin, { ...newSite(), sortOrder: -1 })).json()).toEqual(
        invalid('sortOrder', '排序不能为负数'),
      );
      expect((await createLink(t, admin, { ...newSite(), sortOrder: 1.5 })).json()).toEqual(
        invalid('sortOrder', '排序必须是整数'),
      );
      expect((await createLink(t, admin, { ...newSite(), status: 'GONE' })).statusCode).toBe(400);
      expect((await madeLink(t, admin, { siteUrl: 'bare.example.org' })).siteUrl).toBe('https://bare.example.org');
    });

    it('refuses a second link to a site already listed (409)', async () => {
      const first = await madeLink(t, admin);
      const res = await createLink(t, admin, {
        siteName: '同一站点',
        siteUrl: first.siteUrl.replace('https://', 'http://www.'),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(SITE_EXISTS);
    });

    it('edits every field and answers 友链更新成功; a status left out is kept', async () => {
      const link = await madeLink(t, admin, { status: 'DISABLED' });
      const site = newSite();
      const res = await updateLink(t, admin, link.id, {
        ...site,
        description: '新的描述',
        ownerName: '站长',
        ownerEmail: 'owner@example.com',
        avatarUrl: 'cdn.example.com/avatar.png',
        category: '生活博客',
        reciprocal: true,
        sortOrder: 3,
        adminNote: '改过地址',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: FRIEND_LINK_MESSAGES.updated,
        data: {
          ...link,
          ...site,
          description: '新的描述',
          ownerName: '站长',
          ownerEmail: 'owner@example.com',
          avatarUrl: 'https://cdn.example.com/avatar.png',
          category: '生活博客',
          reciprocal: true,
          sortOrder: 3,
          adminNote: '改过地址',
          status: 'DISABLED',
          updatedAt: expect.stringMatching(ISO_UTC),
        },
      });
    });

    it('refuses to move a link onto the site of another (409) but keeps its own site', async () => {
      const [a, b] = [await madeLink(t, admin), await madeLink(t, admin)];
      const res = await updateLink(t, admin, b.id, { siteName: b.siteName, siteUrl: `${a.siteUrl}/` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(SITE_EXISTS);
      const same = await updateLink(t, admin, b.id, {
        siteName: '改名',
        siteUrl: b.siteUrl.replace('https://', 'http://www.'),
      });
      expect(dataOf<FriendLink>(same)).toMatchObject({ siteName: '改名' });
    });

    it('deletes a link (已删除); an unknown link is 404 for every call', async () => {
      const link = await madeLink(t, admin);
      const res = await deleteLink(t, admin, link.id);
      expect(res.json()).toEqual({ success: true, message: FRIEND_LINK_MESSAGES.deleted, data: null });
      expect((await publicPage(t)).links.map((l) => l.id)).not.toContain(link.id);
      for (const res of [
        await deleteLink(t, admin, link.id),
        await updateLink(t, admin, link.id, newSite()),
        await review(t, admin, link.id, 'approve'),
        await review(t, admin, link.id, 'reject'),
        await click(t, link.id, { userAgent: BROWSER }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });
  });

  describe('review', () => {
    it('approves a pending application (友链已通过), which then shows publicly', async () => {
      const link = await applied(t, admin);
      const res = await review(t, admin, link.id, 'approve');
      expect(res.json()).toEqual({
        success: true,
        message: FRIEND_LINK_MESSAGES.approved,
        data: { ...link, status: 'APPROVED', updatedAt: expect.stringMatching(ISO_UTC) },
      });
      expect((await publicPage(t)).links.map((l) => l.id)).toContain(link.id);
    });

    it('rejects a pending application (已拒绝), which never shows publicly', async () => {
      const link = await applied(t, admin);
      const res = await review(t, admin, link.id, 'reject');
      expect(res.json()).toMatchObject({
        success: true,
        message: FRIEND_LINK_MESSAGES.rejected,
        data: { status: 'REJECTED' },
      });
      expect((await publicPage(t)).links.map((l) => l.id)).not.toContain(link.id);
    });

    it('approves and rejects from PENDING only (409), leaving any other status as it is', async () => {
      for (const status of ['APPROVED', 'REJECTED', 'DISABLED'] as const) {
        const link = await madeLink(t, admin, { status });
        for (const action of ['approve', 'reject'] as const) {
          const res = await review(t, admin, link.id, action);
          expect(res.statusCode, `${action} ${status}`).toBe(409);
          expect(res.json()).toEqual(NOT_PENDING);
        }
        expect(await statusOf(link.id)).toBe(status);
      }
    });

    it('lets the edit form set any of the four statuses, back to PENDING included', async () => {
      const link = await madeLink(t, admin);
      const body = { siteName: link.siteName, siteUrl: link.siteUrl };
      for (const status of [...STATUSES, 'APPROVED' as const, 'PENDING' as const]) {
        expect(dataOf<FriendLink>(await updateLink(t, admin, link.id, { ...body, status })).status).toBe(status);
      }
      expect((await review(t, admin, link.id, 'approve')).statusCode).toBe(200);
    });

    it('decides a pending application once when the approve and the reject arrive together', async () => {
      const link = await applied(t, admin);
      const results = await Promise.all([review(t, admin, link.id, 'approve'), review(t, admin, link.id, 'reject')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const won = results.find((r) => r.statusCode === 200)!.json().data as FriendLink;
      expect(await statusOf(link.id)).toBe(won.status);
    });
  });

  describe('the public grid', () => {
    it('shows approved links only, by sort order then the oldest first, with their public fields', async () => {
      const late = await madeLink(t, admin, {
        sortOrder: 2,
        description: '排在后面',
        ownerEmail: 'secret@example.com',
      });
      const first = await madeLink(t, admin, { sortOrder: 1, adminNote: '内部备注' });
      const tie = await madeLink(t, admin, { sortOrder: 2 });
      const hidden = [
        await madeLink(t, admin, { status: 'PENDING', sortOrder: 0 }),
        await madeLink(t, admin, { status: 'REJECTED', sortOrder: 0 }),
        await madeLink(t, admin, { status: 'DISABLED', sortOrder: 0 }),
        await applied(t, admin),
      ];
      const disabledLater = await madeLink(t, admin, { sortOrder: 0 });
      await updateLink(t, admin, disabledLater.id, {
        siteName: disabledLater.siteName,
        siteUrl: disabledLater.siteUrl,
        status: 'DISABLED',
      });

      const page = await publicPage(t);
      const ids = page.links.map((l) => l.id);
      for (const h of [...hidden, disabledLater]) expect(ids).not.toContain(h.id);
      const ours = page.links.filter((l) => [first.id, late.id, tie.id].includes(l.id));
      expect(ours.map((l) => l.id)).toEqual([first.id, late.id, tie.id]);
      expect(ours[1]).toEqual({
        id: late.id,
        siteName: late.siteName,
        siteUrl: late.siteUrl,
        description: '排在后面',
        avatarUrl: null,
        ownerName: null,
        category: '个人博客',
      });
      // The whole grid is in order, whatever the other tests added.
      const orders = (await adminPage(t, admin, 'status=APPROVED&size=100')).content;
      const sortOf = new Map(orders.map((l) => [l.id, l.sortOrder]));
      const keys = page.links.map((l) => [sortOf.get(l.id)!, l.id] as const);
      expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
      expect(page.links).toHaveLength(orders.length);
    });

    it('shows the default rules until the owner saves theirs, and answers them to the administrator', async () => {
      expect((await publicPage(t)).rules).toBe(DEFAULT_FRIEND_LINK_RULES);
      expect(dataOf(await getRules(t, admin))).toEqual({ rules: DEFAULT_FRIEND_LINK_RULES });

      const res = await putRules(t, admin, '  一、互换链接\n二、内容原创  ');
      expect(res.json()).toEqual({
        success: true,
        message: '申请规则已保存',
        data: { rules: '一、互换链接\n二、内容原创' },
      });
      expect((await publicPage(t)).rules).toBe('一、互换链接\n二、内容原创');
      expect(dataOf(await getRules(t, admin))).toEqual({ rules: '一、互换链接\n二、内容原创' });

      expect((await putRules(t, admin, '规'.repeat(2001))).json()).toEqual(
        invalid('rules', '申请规则不能超过2000个字符'),
      );
      expect((await putRules(t, admin, '规'.repeat(2000))).statusCode).toBe(200);
      await putRules(t, admin, DEFAULT_FRIEND_LINK_RULES);
    });
  });

  describe('the administrator’s list', () => {
    it('pages newest first, ten by default, filtered by status and keyword', async () => {
      const mark = `筛选${Date.now()}`;
      const made: FriendLink[] = [];
      for (let i = 0; i < 12; i++)
        made.push(await madeLink(t, admin, { siteName: `${mark}-${i}`, status: i % 3 === 0 ? 'PENDING' : 'APPROVED' }));
      const keyword = `keyword=${encodeURIComponent(mark)}`;

      const first = await adminPage(t, admin, keyword);
      expect([first.size, first.page, first.totalElements, first.totalPages]).toEqual([10, 0, 12, 2]);
      expect(first.content.map((l) => l.id)).toEqual(
        made
          .slice(2)
          .reverse()
          .map((l) => l.id),
      );
      expect((await adminPage(t, admin, `${keyword}&page=1`)).content.map((l) => l.id)).toEqual([
        made[1]!.id,
        made[0]!.id,
      ]);

      const pending = await adminPage(t, admin, `${keyword}&status=PENDING`);
      expect(pending.content.map((l) => l.siteName)).toEqual([9, 6, 3, 0].map((i) => `${mark}-${i}`));
      expect((await adminLinks(t, admin, 'status=NOPE')).statusCode).toBe(400);
    });

    it('finds a link by its name, address, owner or e-mail, case-insensitively, taking % and _ literally', async () => {
      const stamp = Date.now();
      const link = await madeLink(t, admin, {
        siteName: `百分之100%_站${stamp % 1000}`,
        siteUrl: `https://Find-Me-${stamp}.example.net`,
        ownerName: `查找站长${stamp}`,
        ownerEmail: `Finder.${stamp}@Example.com`,
      });
      const found = async (keyword: string) =>
        (await adminPage(t, admin, `keyword=${encodeURIComponent(keyword)}&size=100`)).content.map((l) => l.id);
      for (const keyword of [`find-me-${stamp}`, `查找站长${stamp}`, `finder.${stamp}@example`, '100%_站'])
        expect(await found(keyword), keyword).toEqual([link.id]);
      // As LIKE wildcards, '%' and '_' would match every link.
      expect(await found('0%')).toEqual([link.id]);
      expect(await found('%_')).toEqual([link.id]);
    });
  });

  describe('clicks', () => {
    it('counts a visitor once in 30 minutes, every visitor, never a bot or a request without a browser', async () => {
      freezeDate();
      const link = await madeLink(t, admin);
      const count = async (visitor: Parameters<typeof click>[2]) => {
        const res = await click(t, link.id, visitor);
        expect(res.json()).toMatchObject({ success: true });
        return (res.json().data as { clickCount: number }).clickCount;
      };
      expect(await count({ ip: '198.51.100.1', userAgent: BROWSER })).toBe(1);
      expect(await count({ ip: '198.51.100.1', userAgent: BROWSER })).toBe(1);
      expect(await count({ ip: '198.51.100.2', userAgent: BROWSER })).toBe(2);
      for (const userAgent of [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 (compatible; bingbot/2.0)',
        'curl/8.5.0',
        'python-requests/2.31',
        undefined,
      ])
        expect(await count({ ip: '198.51.100.3', userAgent }), userAgent).toBe(2);
      advance(31 * MINUTE);
      expect(await count({ ip: '198.51.100.1', userAgent: BROWSER })).toBe(3);
      expect((await adminPage(t, admin, 'size=100')).content.find((l) => l.id === link.id)?.clickCount).toBe(3);
    });

    it('counts clicks on approved links only (404 for pending, rejected, disabled)', async () => {
      for (const status of ['PENDING', 'REJECTED', 'DISABLED'] as const) {
        const link = await madeLink(t, admin, { status });
        const res = await click(t, link.id, { ip: '198.51.100.9', userAgent: BROWSER });
        expect(res.statusCode, status).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      expect((await click(t, 'abc', { userAgent: BROWSER })).statusCode).toBe(400);
    });

    it('counts simultaneous clicks of different visitors each once', async () => {
      const link = await madeLink(t, admin);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => click(t, link.id, { ip: `198.51.101.${i}`, userAgent: BROWSER })),
      );
      expect(results.map((r) => r.json().data.clickCount).sort((a: number, b: number) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8,
      ]);
    });
  });

  describe('who may call', () => {
    it('lets anyone read the grid, apply and click without signing in', async () => {
      const link = await madeLink(t, admin);
      expect((await publicLinks(t)).statusCode).toBe(200);
      expect((await apply(t, newSite())).statusCode).toBe(201);
      expect((await click(t, link.id, { userAgent: BROWSER })).statusCode).toBe(200);
    });

    it('refuses a guest (401) and a USER (403) on every administrator call, changing nothing', async () => {
      const link = await applied(t, admin);
      const calls = (token: string | undefined) => [
        adminLinks(t, token),
        createLink(t, token, newSite()),
        updateLink(t, token, link.id, { siteName: '被改了', siteUrl: link.siteUrl, status: 'APPROVED' }),
        review(t, token, link.id, 'approve'),
        review(t, token, link.id, 'reject'),
        deleteLink(t, token, link.id),
        getRules(t, token),
        putRules(t, token, '被改了'),
      ];
      const before = await adminPage(t, admin, 'size=100');
      const rulesBefore = (await publicPage(t)).rules;
      for (const res of await Promise.all(calls(undefined)))
        expect([res.statusCode, res.json()]).toEqual([401, UNAUTHORIZED]);
      for (const res of await Promise.all(calls(member)))
        expect([res.statusCode, res.json()]).toEqual([403, FORBIDDEN]);
      expect(await adminPage(t, admin, 'size=100')).toEqual(before);
      expect((await publicPage(t)).rules).toBe(rulesBefore);
    });
  });
});
