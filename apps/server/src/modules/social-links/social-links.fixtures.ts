import type { PageResult, PublicSocialLink, SocialLink, SocialLinkInput } from '@app/contract';
import type { TestApp } from '../../test/test-app.ts';
import { dataOf } from '../../test/envelopes.ts';
import { auth } from '../../test/users.fixtures.ts';

/** Shared requests of the social-link tests. */

/** What the form sends; `unknown` so that invalid values can be sent too. */
export type SocialBody = Partial<Record<keyof SocialLinkInput, unknown>>;

/** A browser's user agent (a request without one is never counted as a visit). */
export const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

export const createSocial = (t: TestApp, token: string | undefined, body: SocialBody) =>
  t.call({ method: 'POST', url: '/api/admin/social-links', payload: body, ...auth(token) });

export async function madeSocial(t: TestApp, admin: string, body: SocialBody = {}): Promise<SocialLink> {
  return dataOf<SocialLink>(
    await createSocial(t, admin, { platform: 'GITHUB', url: 'https://github.com/someone', ...body }),
    201,
  );
}

export const updateSocial = (t: TestApp, token: string | undefined, id: number | string, body: SocialBody) =>
  t.call({ method: 'PUT', url: `/api/admin/social-links/${id}`, payload: body, ...auth(token) });

export const deleteSocial = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/admin/social-links/${id}`, ...auth(token) });

export const adminSocial = (t: TestApp, token: string | undefined, query = '') =>
  t.call({ method: 'GET', url: `/api/admin/social-links${query ? `?${query}` : ''}`, ...auth(token) });

export async function adminSocialPage(t: TestApp, admin: string, query = ''): Promise<PageResult<SocialLink>> {
  return dataOf<PageResult<SocialLink>>(await adminSocial(t, admin, query));
}

export const platforms = (t: TestApp, token: string | undefined) =>
  t.call({ method: 'GET', url: '/api/admin/social-links/platforms', ...auth(token) });

export async function publicSocial(t: TestApp): Promise<PublicSocialLink[]> {
  return dataOf<PublicSocialLink[]>(await t.call({ method: 'GET', url: '/api/public/social-links' }));
}

export const clickSocial = (t: TestApp, id: number | string, visitor: { ip?: string; userAgent?: string } = {}) =>
  t.call({
    method: 'POST',
    url: `/api/public/social-links/${id}/click`,
    remoteAddress: visitor.ip ?? '203.0.113.30',
    headers: { 'user-agent': visitor.userAgent },
  });
