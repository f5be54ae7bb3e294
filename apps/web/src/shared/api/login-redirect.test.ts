import { describe, expect, it } from 'vitest';
import { loginPathWithReturn, safeReturnPath } from './login-redirect.ts';

describe('loginPathWithReturn', () => {
  it('keeps the path and query in an encoded redirect parameter', () => {
    const from = '/user/settings?tab=email&page=2';
    const path = loginPathWithReturn(from);
    expect(path).toBe('/auth/login?redirect=%2Fuser%2Fsettings%3Ftab%3Demail%26page%3D2');
    const url = new URL(path, 'http://site.test');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe(from);
    expect([...url.searchParams.keys()]).toEqual(['redirect']);
  });

  it('round-trips Chinese text, spaces and fragments-like characters', () => {
    const from = '/search?q=博客 文章&cat=a#b';
    expect(new URL(loginPathWithReturn(from), 'http://site.test').searchParams.get('redirect')).toBe(from);
  });

  it('adds no redirect for the home page', () => {
    expect(loginPathWithReturn('/')).toBe('/auth/login');
    expect(loginPathWithReturn('')).toBe('/auth/login');
  });
});

describe('safeReturnPath', () => {
  it.each(['/user/settings', '/user/settings?tab=email&page=2', '/articles/你好', '/admin/tags?page=2#top'])(
    'follows the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/user/settings'],
    ['backslash', '/\\evil.com'],
    ['absolute http', 'https://x'],
    ['absolute with path', 'http://evil.com/user'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'user/settings'],
    ['the login page', '/auth/login'],
    ['the login page with its own redirect', '/auth/login?redirect=%2Fuser'],
    ['the register page', '/auth/register'],
  ])('refuses %s (%s) and goes home', (_label, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('goes home without a value', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
  });

  it('accepts what loginPathWithReturn produced, after the browser decodes it', () => {
    const from = '/user/profile?edit=1';
    const redirect = new URL(loginPathWithReturn(from), 'http://site.test').searchParams.get('redirect');
    expect(safeReturnPath(redirect)).toBe(from);
  });
});
