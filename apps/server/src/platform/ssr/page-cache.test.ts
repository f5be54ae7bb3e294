import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { changesPages, keepsPage, PageCache, preparePage, type KeptPage } from './page-cache.ts';

const clock = (start: number) => {
  const c = { t: start, now: () => c.t };
  return c;
};

/** A kept page of exactly `n` bytes in all (what the cache counts), without compressing anything. */
const pageOf = (text: string, n = text.length): KeptPage => ({
  nonce: 'n',
  etag: `"${text}"`,
  bodies: { identity: Buffer.from(text), br: Buffer.alloc(n - text.length), gzip: Buffer.alloc(0) },
});

describe('preparePage', () => {
  it('draws the page with a nonce of its own and makes brotli and gzip bodies of the same bytes, once', async () => {
    const html = (nonce: string) =>
      `<meta nonce="${nonce}"><style nonce="${nonce}">p{}</style><p>中文 ${'段落'.repeat(500)}</p>`;
    const page = await preparePage((nonce) => Buffer.from(html(nonce)));
    expect(page.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(page.bodies.identity.toString('utf8')).toBe(html(page.nonce));
    expect(zlib.brotliDecompressSync(page.bodies.br)).toEqual(page.bodies.identity);
    expect(zlib.gunzipSync(page.bodies.gzip)).toEqual(page.bodies.identity);
    expect(page.bodies.br.length).toBeLessThan(page.bodies.identity.length / 10);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    // Two renderings of one page: two nonces, so two contents and two ETags.
    const again = await preparePage((nonce) => Buffer.from(html(nonce)));
    expect(again.nonce).not.toBe(page.nonce);
    expect(again.etag).not.toBe(page.etag);
  });
});

describe('PageCache', () => {
  it('answers a page until its time is up', () => {
    const time = clock(5000);
    const cache = new PageCache({ ttlMs: 1000, clock: time });
    cache.keep('light|/', pageOf('<html>a</html>'), cache.ticket());
    time.t = 5999;
    expect(cache.get('light|/')?.bodies.identity.toString()).toBe('<html>a</html>');
    time.t = 6001;
    expect(cache.get('light|/')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is bounded by the bytes of every encoding and drops the least recently used page first', () => {
    // Three pages of 100 bytes in all do not fit in 250 bytes.
    const cache = new PageCache({ maxBytes: 250 });
    cache.keep('a', pageOf('a', 100), cache.ticket());
    cache.keep('b', pageOf('b', 100), cache.ticket());
    expect(cache.get('a')).toBeDefined(); // a is now more recent than b
    cache.keep('c', pageOf('c', 100), cache.ticket());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.etag).toBe('"a"');
    expect(cache.get('c')?.etag).toBe('"c"');
    expect(cache.bytes).toBe(200);
  });

  it('keeps nothing of a page larger than the whole budget, and empties on clear', () => {
    const cache = new PageCache({ maxBytes: 100 });
    expect(cache.keep('small', pageOf('x'), cache.ticket())).toBe(true);
    expect(cache.keep('huge', pageOf('y', 1000), cache.ticket())).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not keep a page whose render began before the last clear (a write landed meanwhile)', () => {
    const cache = new PageCache();
    const before = cache.ticket();
    cache.clear();
    expect(cache.keep('/', pageOf('stale'), before)).toBe(false);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.keep('/', pageOf('fresh'), cache.ticket())).toBe(true);
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
