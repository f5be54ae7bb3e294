import type { PageTitleSteps } from '@app/contract';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createPublicOrigin } from '../http/public-origin.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { PAGE_CACHE_MAX_BYTES, PageCache } from './page-cache.ts';
import {
  registerPageRoutes,
  type PageScripts,
  type PageSource,
  type StyleSheet,
  type WebServerEntry,
} from './page-routes.ts';

const TEMPLATE = '<html data-theme="light"><head><!--app-head--></head><body><!--app-html--></body></html>';
/** The style nonce a page's meta tag carries, and the one its policy header names. */
const nonceInPage = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
const nonceInPolicy = (policy: unknown) => /style-src [^;]*'nonce-([^']+)'/.exec(String(policy))?.[1];
/** The pages the fake site has, and the query parameters each reads. */
const PAGES: Record<string, string[]> = { '/': [], '/articles': ['page'] };
/** A rendered page of some weight (the real ones are hundreds of kB; 10,000 of those would be slow to inject). */
const BODY = 'x'.repeat(4 * 1024);
const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;
/** The site's title steps as the page routes are given them: every title gets the site's name. */
const titleSteps: PageTitleSteps = {
  matchPageType: async () => ({ pageType: 'default' }),
  formatTitle: async ({ title }) => ({ formattedTitle: `${title ?? ''} - 轻量博客` }),
};

/**
 * A web entry like the real one, small enough to read: pageKey keeps a page's declared parameters
 * (sorted, empty ones dropped), render answers 404 for an unknown path and counts what it renders.
 */
function fakeEntry(duringRender: () => void = () => undefined, pageScripts?: PageScripts, styleSheet?: StyleSheet) {
  const rendered: string[] = [];
  const entry: WebServerEntry = {
    pageKey(url) {
      const { pathname, searchParams } = new URL(url, 'http://key');
      const kept = new URLSearchParams();
      for (const name of PAGES[pathname] ?? []) if (searchParams.get(name)) kept.set(name, searchParams.get(name)!);
      return kept.size ? `${pathname}?${kept}` : pathname;
    },
    async render({ url, origin, titleSteps }) {
      rendered.push(url);
      duringRender();
      const known = new URL(url, 'http://key').pathname in PAGES;
      return {
        status: known ? 200 : 404,
        appHtml: `<main>${url}</main>${BODY}`,
        head: `<link rel="canonical" href="${origin}${url}">`,
        state: '',
        title: (await titleSteps.formatTitle({ title: known ? '页面' : '页面不存在' })).formattedTitle,
        cacheable: true,
        // The articles page loads its page module and the list's, which share a file.
        pageImports: url.startsWith('/articles') ? ['src/pages/articles.tsx', 'src/lists/list.tsx'] : [],
      };
    },
  };
  const source: PageSource = {
    template: async () => TEMPLATE,
    entry: async () => entry,
    ...(pageScripts ? { pageScripts } : {}),
    ...(styleSheet ? { styleSheet } : {}),
  };
  return { rendered, source };
}

describe('rendered public pages', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const serve = async (
    options: {
      publicUrl?: string;
      cache?: PageCache;
      redirects?: ReadonlyMap<string, string>;
      duringRender?: () => void;
      /** The site's security headers (the Content-Security-Policy with its style nonce). */
      policy?: boolean;
      pageScripts?: PageScripts;
      styleSheet?: StyleSheet;
    } = {},
  ) => {
    const { rendered, source } = fakeEntry(options.duringRender, options.pageScripts, options.styleSheet);
    const cache = options.cache ?? new PageCache();
    app = Fastify();
    if (options.policy) await registerSecurityHeaders(app, { publicUrl: undefined, viteDevelopment: false });
    registerPageRoutes(app, source, {
      origin: createPublicOrigin(options.publicUrl, quietLog),
      cache,
      titleSteps,
      ...(options.redirects ? { redirects: options.redirects } : {}),
    });
    await app.ready();
    const get = (url: string, host = 'blog.test', headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { host, ...headers } });
    return { rendered, cache, get };
  };

  it('names the scripts of the modules a page loaded on demand in its head, each once, for the boot script to fetch with the shell', async () => {
    const pageScripts = {
      'src/pages/articles.tsx': ['assets/articles-1.js', 'assets/shared-2.js'],
      'src/lists/list.tsx': ['assets/list-3.js', 'assets/shared-2.js'],
      'src/pages/home.tsx': ['assets/home-4.js'],
    };
    const { get } = await serve({ pageScripts });
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const links = (html: string) =>
      /<meta name="page-scripts" content="([^"]+)">/.exec(head(html))?.[1]?.split(' ') ?? [];

    const articles = await get('/articles');
    expect(links(articles.body)).toEqual(['/assets/articles-1.js', '/assets/shared-2.js', '/assets/list-3.js']);
    // Kept with the page: a hit carries them too.
    expect(links((await get('/articles')).body)).toEqual(links(articles.body));
    expect(links((await get('/')).body)).toEqual([]);
  });

  it("gives every render the site's title steps, in this process", async () => {
    const { get } = await serve();
    expect((await get('/')).body).toContain('<title>页面 - 轻量博客</title>');
    expect((await get('/no-such-page')).body).toContain('<title>页面不存在 - 轻量博客</title>');
  });

  it("links the site's stylesheet in the client-only shell of /user and /admin, as public pages do", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const built = await serve({ styleSheet: { href: '/assets/site-1.css', paths: [] } });
    for (const path of ['/user/profile', '/admin/articles']) {
      const shell = await built.get(path);
      expect(shell.statusCode).toBe(200);
      expect(head(shell.body)).toContain('<link rel="stylesheet" href="/assets/site-1.css">');
    }
    await app.close();
    // Development has no stylesheet: every style is made as the app runs.
    expect(head((await (await serve()).get('/user/profile')).body)).not.toContain('stylesheet');
  });

  it("names no page script without the web build's map (development)", async () => {
    const { get } = await serve();
    expect((await get('/articles')).body).not.toContain('page-scripts');
  });

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

  it('sends a kept page in the encoding asked for, as compressed once when it was kept, with its ETag', async () => {
    const { rendered, get } = await serve();
    const first = await get('/articles', 'blog.test', { 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const page = zlib.brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(page).toContain('<main>/articles</main>');

    const hits = await Promise.all(
      ['br, gzip', 'br', 'gzip, deflate', 'gzip;q=1, br;q=0', 'identity', ''].map((accept) =>
        get('/articles?utm_source=x', 'blog.test', accept ? { 'accept-encoding': accept } : {}),
      ),
    );
    expect(rendered).toEqual(['/articles']);
    expect(hits.map((r) => r.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', 'gzip', undefined, undefined]);
    // The very bytes of the first response: nothing was compressed again.
    expect(hits[0]!.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(hits[2]!.rawPayload).toString('utf8')).toBe(page);
    expect(hits[4]!.body).toBe(page);
    for (const hit of hits) {
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers.etag).toBe(first.headers.etag);
    }
  });

  it('answers 304 with no body when the browser has the page, and the page when it has another', async () => {
    const { get } = await serve();
    const first = await get('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/', 'blog.test', { 'if-none-match': tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body).toBe('');
    }
    const changed = await get('/', 'blog.test', { 'if-none-match': '"an-older-page"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it("names the kept page's own style nonce in the policy of every response of it", async () => {
    const { get } = await serve({ policy: true });
    const responses = [await get('/'), await get('/'), await get('/?r=2')];
    const nonce = nonceInPage(responses[0]!.body);
    expect(nonce).toBeTruthy();
    for (const res of responses) {
      expect(nonceInPage(res.body)).toBe(nonce);
      expect(nonceInPolicy(res.headers['content-security-policy'])).toBe(nonce);
    }
    // A page that is not kept (a 404) carries the nonce drawn for its own response.
    const missing = await get('/gone');
    expect(missing.statusCode).toBe(404);
    expect(nonceInPage(missing.body)).toBe(nonceInPolicy(missing.headers['content-security-policy']));
    expect(nonceInPage(missing.body)).not.toBe(nonce);
  });

  it('does not keep a page that a write made stale while it was being rendered', async () => {
    const cache = new PageCache();
    let writes = 1;
    // The first render sees a write land (the cache is emptied) before it finishes.
    const { rendered, get } = await serve({ cache, duringRender: () => writes-- > 0 && cache.clear() });
    expect((await get('/')).statusCode).toBe(200);
    expect(cache.size).toBe(0);
    expect((await get('/')).headers['x-page-cache']).toBeUndefined();
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    expect(rendered).toEqual(['/', '/']);
  });
});
