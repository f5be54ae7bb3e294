import { describe, expect, it } from 'vitest';
import { siteKey } from './site-key.ts';

describe('siteKey: one key per site, however the address is written', () => {
  it('ignores the scheme, www., the case of the host, trailing slashes, the query and the fragment', () => {
    for (const address of [
      'https://example.com',
      'http://example.com/',
      'https://www.example.com',
      'https://WWW.Example.COM//',
      'https://example.com/?utm_source=friends',
      'https://example.com/#top',
      'https://example.com:443/',
    ])
      expect(siteKey(address), address).toBe('example.com');
  });

  it('keeps what makes another site: a subdomain, a port, a path (whose case counts)', () => {
    expect(siteKey('https://blog.example.com')).toBe('blog.example.com');
    expect(siteKey('https://www.blog.example.com')).toBe('blog.example.com');
    expect(siteKey('https://example.com:8080/')).toBe('example.com:8080');
    expect(siteKey('http://example.com:443')).toBe('example.com:443');
    expect(siteKey('https://example.com/Blog/')).toBe('example.com/Blog');
    expect(siteKey('https://wwwexample.com')).toBe('wwwexample.com');
  });

  it('keeps Chinese hosts and paths as typed, so the key is never longer than the address', () => {
    expect(siteKey('https://例子.中国/博客/')).toBe('例子.中国/博客');
    expect(siteKey('https://xn--fsqu00a.xn--fiqs8s/%E5%8D%9A%E5%AE%A2')).toBe('例子.中国/博客');
    expect(siteKey('https://example.com/%E0%A4%A')).toBe('example.com/%E0%A4%A');
    const long = `https://example.com/${'路'.repeat(200)}`;
    expect(siteKey(long).length).toBeLessThan(long.length);
  });
});
