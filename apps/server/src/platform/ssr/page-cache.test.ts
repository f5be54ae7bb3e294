import { describe, expect, it } from 'vitest';
import { changesPages, keepsPage, PageCache } from './page-cache.ts';

const clock = (start: number) => {
  const c = { t: start, now: () => c.t };
  return c;
};

describe('PageCache', () => {
  it('answers a page until its time is up', () => {
    const time = clock(5000);
    const cache = new PageCache({ ttlMs: 1000, clock: time });
    cache.set('light|/', '<html>a</html>');
    time.t = 5999;
    expect(cache.get('light|/')?.toString()).toBe('<html>a</html>');
    time.t = 6001;
    expect(cache.get('light|/')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is bounded by bytes and drops the least recently used page first', () => {
    // Three pages of 100 bytes do not fit in 250 bytes.
    const cache = new PageCache({ maxBytes: 250 });
    const page = (c: string) => c.repeat(100);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    expect(cache.get('a')?.toString()).toBe(page('a')); // a is now more recent than b
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.toString()).toBe(page('a'));
    expect(cache.get('c')?.toString()).toBe(page('c'));
    expect(cache.bytes).toBe(200);
  });

  it('keeps a page as the UTF-8 bytes it sends, and counts those', () => {
    const cache = new PageCache();
    const sent = cache.set('zh', '<p>中文</p>');
    expect(cache.get('zh')).toBe(sent);
    expect(sent.toString('utf8')).toBe('<p>中文</p>');
    // Seven ASCII characters and two Chinese ones of three bytes each.
    expect(cache.bytes).toBe(13);
  });

  it('keeps nothing of a page larger than the whole budget, and empties on clear', () => {
    const cache = new PageCache({ maxBytes: 100 });
    cache.set('small', 'x');
    cache.set('huge', 'y'.repeat(1000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')?.toString()).toBe('x');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('changesPages', () => {
  it('takes a successful call that is not a GET under /api as a change, unless the route says otherwise', () => {
    expect(changesPages('PUT', '/api/admin/articles/3', undefined)).toBe(true);
    expect(changesPages('POST', '/api/admin/tags', undefined)).toBe(true);
    expect(changesPages('DELETE', '/api/admin/pages/2', undefined)).toBe(true);
    expect(changesPages('POST', '/api/public/articles/hello/view', 'unchanged')).toBe(false);
    expect(changesPages('GET', '/api/public/articles', undefined)).toBe(false);
    expect(changesPages('HEAD', '/api/public/articles', undefined)).toBe(false);
    expect(changesPages('POST', '/articles', undefined)).toBe(false);
  });
});

describe('keepsPage', () => {
  it('keeps a page rendered with 200 only, and never one whose route says uncached', () => {
    expect(keepsPage({ status: 200, cacheable: true })).toBe(true);
    expect(keepsPage({ status: 404, cacheable: true })).toBe(false);
    expect(keepsPage({ status: 500, cacheable: true })).toBe(false);
    expect(keepsPage({ status: 200, cacheable: false })).toBe(false);
  });
});
