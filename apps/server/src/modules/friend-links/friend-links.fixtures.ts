import { beforeAll, expect } from 'vitest';
import type { FriendLink, FriendLinkApplyInput, FriendLinkInput, FriendLinksPage, PageResult } from '@app/contract';
import type { TestApp } from '../../test/test-app.ts';
import { dataOf } from '../../test/envelopes.ts';
import { auth } from '../../test/users.fixtures.ts';
import { FriendLinkEvents, type FriendLinkEvent } from './friend-link-events.ts';

/** Shared requests and builders of the friend-link tests; every test makes its own sites. */

/** What a form sends; `unknown` so that invalid values can be sent too. */
export type ApplyBody = Partial<Record<keyof FriendLinkApplyInput, unknown>> & Record<string, unknown>;
export type LinkBody = Partial<Record<keyof FriendLinkInput, unknown>>;

let seq = 0;
/** A site no other test of the file uses (the database is shared by the tests of one dialect). */
export function newSite(label = 'site'): { siteName: string; siteUrl: string } {
  seq += 1;
  return { siteName: `友站${seq}`, siteUrl: `https://${label}-${seq}.example.com` };
}

/** An address no other request of the file uses (the application limit is per address). */
export const freshIp = () => {
  seq += 1;
  return `10.16.${(seq >> 8) & 255}.${seq & 255}`;
};

/** A browser's user agent (a request without one is never counted as a visit). */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

// ---- Requests ----

export const apply = (t: TestApp, body: ApplyBody, ip = freshIp()) =>
  t.call({ method: 'POST', url: '/api/public/friend-links/apply', payload: body, remoteAddress: ip });

export const publicLinks = (t: TestApp) => t.call({ method: 'GET', url: '/api/public/friend-links' });

export async function publicPage(t: TestApp): Promise<FriendLinksPage> {
  return dataOf<FriendLinksPage>(await publicLinks(t));
}

export const click = (t: TestApp, id: number | string, visitor: { ip?: string; userAgent?: string } = {}) =>
  t.call({
    method: 'POST',
    url: `/api/public/friend-links/${id}/click`,
    remoteAddress: visitor.ip ?? '203.0.113.20',
    headers: { 'user-agent': visitor.userAgent },
  });

export const adminLinks = (t: TestApp, token: string | undefined, query = '') =>
  t.call({ method: 'GET', url: `/api/admin/friend-links${query ? `?${query}` : ''}`, ...auth(token) });

export async function adminPage(t: TestApp, admin: string, query = ''): Promise<PageResult<FriendLink>> {
  return dataOf<PageResult<FriendLink>>(await adminLinks(t, admin, query));
}

export const createLink = (t: TestApp, token: string | undefined, body: LinkBody) =>
  t.call({ method: 'POST', url: '/api/admin/friend-links', payload: body, ...auth(token) });

/** A link the administrator added (approved unless the body says otherwise). */
export async function madeLink(t: TestApp, admin: string, body: LinkBody = {}): Promise<FriendLink> {
  return dataOf<FriendLink>(await createLink(t, admin, { ...newSite(), ...body }), 201);
}

export const updateLink = (t: TestApp, token: string | undefined, id: number | string, body: LinkBody) =>
  t.call({ method: 'PUT', url: `/api/admin/friend-links/${id}`, payload: body, ...auth(token) });

export const review = (t: TestApp, token: string | undefined, id: number | string, action: 'approve' | 'reject') =>
  t.call({ method: 'POST', url: `/api/admin/friend-links/${id}/${action}`, ...auth(token) });

export const deleteLink = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/admin/friend-links/${id}`, ...auth(token) });

export const getRules = (t: TestApp, token: string | undefined) =>
  t.call({ method: 'GET', url: '/api/admin/friend-links/rules', ...auth(token) });

export const putRules = (t: TestApp, token: string | undefined, rules: unknown) =>
  t.call({ method: 'PUT', url: '/api/admin/friend-links/rules', payload: { rules }, ...auth(token) });

/** Applies for a new site and answers the application as the administrator's list shows it. */
export async function applied(t: TestApp, admin: string, body: ApplyBody = {}): Promise<FriendLink> {
  const site = { ...newSite('applied'), ...body };
  const res = await apply(t, site);
  expect(res.statusCode, res.body).toBe(201);
  return find(t, admin, String(site.siteName));
}

/** The one link of the administrator's list with this site name. */
export async function find(t: TestApp, admin: string, siteName: string): Promise<FriendLink> {
  const found = (await adminPage(t, admin, `keyword=${encodeURIComponent(siteName)}&size=100`)).content.filter(
    (l) => l.siteName === siteName,
  );
  expect(found, siteName).toHaveLength(1);
  return found[0]!;
}

// ---- Events ----

/** The module's event interface, as the notifications will subscribe to it. */
export function friendLinkEventsOf(t: TestApp): FriendLinkEvents {
  const services = t.app.services.modules.find((m) => m.name === 'friend-links')?.services;
  const events = services && 'friendLinkEvents' in services ? services.friendLinkEvents : undefined;
  if (!(events instanceof FriendLinkEvents)) throw new Error('the friend-links module exposes no FriendLinkEvents');
  return events;
}

/** Records every friend-link event of the block's app, from its start to its end. */
export function recordEvents(t: () => TestApp): FriendLinkEvent[] {
  const seen: FriendLinkEvent[] = [];
  beforeAll(() => friendLinkEventsOf(t()).subscribe((e) => void seen.push(e)));
  return seen;
}
