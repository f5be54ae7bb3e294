import { describe, expect, it } from 'vitest';
import { friendLinkApplySchema, friendLinkInputSchema } from './friend-links.ts';
import { isHttpUrl, withScheme } from './values/friend-links.ts';

describe('withScheme', () => {
  it('adds https:// when there is no scheme, and tells a port from a scheme', () => {
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme('example.com:8080/blog')).toBe('https://example.com:8080/blog');
    expect(withScheme('localhost:3000')).toBe('https://localhost:3000');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withScheme('mailto:me@example.com')).toBe('mailto:me@example.com');
  });
});

describe('isHttpUrl', () => {
  it('takes an http(s) address with a host that has a dot', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('HTTP://example.com:8080/blog?a=1')).toBe(true);
    expect(isHttpUrl('https://localhost:3000')).toBe(false);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
  });

  it('refuses what the URL parser would make a host of but a browser would not follow there', () => {
    // A path typed as the address, given https:// by withScheme.
    expect(isHttpUrl(withScheme('/favicon.svg'))).toBe(false);
    expect(isHttpUrl('https:example.com')).toBe(false);
    expect(isHttpUrl('https:/example.com')).toBe(false);
    expect(isHttpUrl('https:\\\\example.com')).toBe(false);
  });
});

describe('the friend link forms (spec 02 §5)', () => {
  const firstMessage = (schema: typeof friendLinkApplySchema, body: object) =>
    schema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('gives the spec messages', () => {
    expect(firstMessage(friendLinkApplySchema, { siteUrl: 'a.com' })).toEqual([['siteName', '请输入站点名称']]);
    expect(firstMessage(friendLinkApplySchema, { siteName: 'A' })).toEqual([['siteUrl', '请输入站点URL']]);
    expect(firstMessage(friendLinkApplySchema, { siteName: 'A', siteUrl: 'javascript:alert(1)' })).toEqual([
      ['siteUrl', '请输入有效的URL'],
    ]);
    expect(firstMessage(friendLinkApplySchema, { siteName: 'A', siteUrl: 'a.com', avatarUrl: '/favicon.svg' })).toEqual(
      [['avatarUrl', '头像地址必须是 http(s) 链接']],
    );
    expect(firstMessage(friendLinkApplySchema, { siteName: 'A', siteUrl: 'a.com', ownerEmail: 'x' })).toEqual([
      ['ownerEmail', '请输入有效的邮箱地址'],
    ]);
  });

  it('checks the length of the address as stored, https:// included', () => {
    const typed = `a.com/${'p'.repeat(294)}`;
    expect(typed).toHaveLength(300);
    expect(firstMessage(friendLinkApplySchema, { siteName: 'A', siteUrl: typed })).toEqual([
      ['siteUrl', '请输入有效的URL'],
    ]);
    const fits = `a.com/${'p'.repeat(286)}`;
    expect(friendLinkApplySchema.parse({ siteName: 'A', siteUrl: fits }).siteUrl).toBe(`https://${fits}`);
    expect(`https://${fits}`).toHaveLength(300);
  });

  it("fills the administrator form's defaults; a status only when given", () => {
    expect(friendLinkInputSchema.parse({ siteName: 'A', siteUrl: 'a.com' })).toEqual({
      siteName: 'A',
      siteUrl: 'https://a.com',
      description: null,
      ownerName: null,
      ownerEmail: null,
      avatarUrl: null,
      category: '个人博客',
      reciprocal: false,
      sortOrder: 0,
      adminNote: null,
    });
  });
});
