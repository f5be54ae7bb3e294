import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createPublicOrigin } from '../http/public-origin.ts';
import { PAGE_CACHE_MAX_BYTES, PageCache } from './page-cache.ts';
import { registerPageRoutes, type PageSource, type WebServerEntry } from './page-routes.ts';

const TEMPLATE = '<html data-theme="light"><head><!--app-head--></head><body><!--app-html--></body></html>';
/** The pages the fake site has, and the query parameters each reads. */
const PAGES: Record<string, string[]> = { '/': [], '/articles': ['page'] };
/** A rendered page of some weight (the real ones are hundreds of kB; 10,000 of those would be slow to inject). */
const BODY = 'x'.repeat(4 * 1024);
const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

/**
 * A web entry like the real one, small enough to read: pageKey keeps a page's declared parameters
 * (sorted, empty ones dropped), render answers 404 for an unknown path and counts what it renders.
 */
function fakeEntry() {
  const rendered: string[] = [];
  const entry: WebServerEntry = {
    pageKey(url) {
      const { pathname, searchParams } = new URL(url, 'http://key');
      const kept = new URLSearchParams();
      for (const name of PAGES[pathname] ?? []) if (searchParams.get(name)) kept.set(name, searchParams.get(name)!);
      return kept.size ? `${pathname}?${kept}` : pathname;
    },
    async render({ url, origin }) {
      rendered.push(url);
      const known = new URL(url, 'http://key').pathname in PAGES;
      return {
        status: known ? 200 : 404,
        appHtml: `<main>${url}</main>${BODY}`,
        head: `<link rel="canonical" href="${origin}${url}">`,
        title: known ? '页面' : '页面不存在',
        cacheable: true,
      };
    },
  };
  const source: PageSource = { template: async () => TEMPLATE, entry: async () => entry };
  return { rendered, source };
}

describe('rendered public pages', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const serve = async (
    options: { publicUrl?: string; cache?: PageCache; redirects?: ReadonlyMap<string, string> } = {},
  ) => {
    const { rendered, source } = fakeEntry();
    const cache = options.cache ?? new PageCache();
    app = Fastify();
    registerPageRoutes(app, source, createPublicOrigin(options.publicUrl, quietLog), cache, options.redirects);
    await app.ready();
    const get = (url: string, host = 'blog.test') => app.inject({ url, headers: { host } });
    return { rendered, cache, get };
  };

  it('renders and keeps one page per real page for 10,000 junk query strings, and keeps no 404', async () => {
    const { rendered, cache, get } = await serve();
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 10_000; i++) {
      const url = [`/?r=${i}`, `/articles?utm_source=${i}`, `/articles?page=2&r=${i}&page=3`, `/gone-${i % 50}?r=${i}`][
        i % 4
      ]!;
      const res = await get(url);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    }
    expect(statuses).toEqual({ 200: 7500, 404: 2500 });
    // The junk parameters never reached a render: each real page was rendered once, by its key.
    const pages = rendered.filter((url) => !url.startsWith('/gone-'));
    expect(pages.sort()).toEqual(['/', '/articles', '/articles?page=2']);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(cache.bytes).toBeGreaterThan(3 * BODY.length);
    // A 404 is rendered each time it is asked for, never answered from the cache.
    expect(rendered.filter((url) => url.startsWith('/gone-'))).toHaveLength(2500);
    const again = await get('/gone-1?r=1');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  it('answers 301 from a moved address while it finds nothing, and serves it once it does', async () => {
    const redirects = new Map([
      ['/articles/about', '/pages/about'],
      ['/articles', '/elsewhere'],
    ]);
    const { get } = await serve({ redirects });
    const moved = await get('/articles/about?utm_source=mail');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/pages/about');
    // An address that renders a page keeps it (a new article took the slug back), cached or not.
    for (let i = 0; i < 2; i++) {
      const served = await get('/articles');
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('<main>/articles</main>');
    }
  });

  it('answers a junk address from the cache with the page of its key', async () => {
    const { get } = await serve();
    const first = await get('/articles?page=2&utm_source=mail');
    expect(first.headers['x-page-cache']).toBeUndefined();
    const second = await get('/articles?r=1&page=2');
    expect(second.headers['x-page-cache']).toBe('hit');
    // The same page; only each response's own style nonce differs.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce');
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
    expect(second.body).toContain('<main>/articles?page=2</main>');
    expect(second.body).not.toContain('utm_source');
  });

  it('without PUBLIC_URL links every page on the first Host seen, whatever Host asks next', async () => {
    const { get } = await serve();
    expect((await get('/', 'blog.test:8080')).body).toContain('href="http://blog.test:8080/"');
    // Rendered anew for another Host, and from the cache: the trusted origin both times.
    const fresh = await get('/articles', 'evil.example');
    expect(fresh.body).toContain('href="http://blog.test:8080/articles"');
    const cached = await get('/', 'evil.example');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).toContain('href="http://blog.test:8080/"');
    expect(`${fresh.body}${cached.body}`).not.toContain('evil.example');
  });

  it('links on PUBLIC_URL when it is set', async () => {
    const { get } = await serve({ publicUrl: 'https://blog.example.com' });
    expect((await get('/articles?page=2', 'internal:8080')).body).toContain(
      'href="https://blog.example.com/articles?page=2"',
    );
  });
});
