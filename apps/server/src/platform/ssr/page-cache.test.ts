import { describe, expect, it } from 'vitest';
import { invalidatesPages, PageCache } from './page-cache.ts';

describe('PageCache', () => {
  it('answers a page until its time is up', () => {
    const cache = new PageCache(1000, 10);
    cache.set('light|/', '<html>a</html>', 0);
    expect(cache.get('light|/', 999)).toBe('<html>a</html>');
    expect(cache.get('light|/', 1001)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest page when full, and everything on clear', () => {
    const cache = new PageCache(60_000, 2);
    cache.set('a', '1', 0);
    cache.set('b', '2', 0);
    cache.set('c', '3', 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe('2');
    cache.clear();
    expect(cache.get('c', 1)).toBeUndefined();
  });
});

describe('invalidatesPages', () => {
  it('is true for writes through the API', () => {
    expect(invalidatesPages('PUT', '/api/admin/articles/3')).toBe(true);
    expect(invalidatesPages('POST', '/api/admin/tags')).toBe(true);
    expect(invalidatesPages('DELETE', '/api/admin/pages/2')).toBe(true);
    expect(invalidatesPages('POST', '/api/user/interactions/articles/3/like')).toBe(true);
  });

  it('is false for reads, for POSTs that only read, and for view counting', () => {
    expect(invalidatesPages('GET', '/api/public/articles')).toBe(false);
    expect(invalidatesPages('POST', '/api/public/site/match-page-type')).toBe(false);
    expect(invalidatesPages('POST', '/api/public/site/format-title')).toBe(false);
    expect(invalidatesPages('POST', '/api/public/articles/hello/view')).toBe(false);
    expect(invalidatesPages('POST', '/api/admin/articles/render')).toBe(false);
    expect(invalidatesPages('POST', '/api/errors/report')).toBe(false);
    expect(invalidatesPages('POST', '/articles')).toBe(false);
  });
});
