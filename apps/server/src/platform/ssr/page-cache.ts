import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * What a route does to the rendered public pages, declared on the route itself
 * (`{ config: { pages: 'unchanged' } }`). Left out, a successful call that is not a GET changes
 * them. `unchanged` is for calls that only read (a preview, a title to format) or whose effect
 * pages may show late (a view count, by the time limit).
 */
export type PagesEffect = 'changes' | 'unchanged';

declare module 'fastify' {
  interface FastifyContextConfig {
    pages?: PagesEffect;
  }
}

/** Whether a finished request may have changed what public pages show. */
export const changesPages = (method: string, url: string, declared: PagesEffect | undefined): boolean =>
  declared === undefined
    ? method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && url.startsWith('/api/')
    : declared === 'changes';

/**
 * Whether a rendered page may be kept: a plain 200, unless rendering it did something for its
 * visitor (the web's route says `uncached`: an unsubscribe link must reach the server each time).
 */
export const keepsPage = (page: { status: number; cacheable: boolean }): boolean =>
  page.status === 200 && page.cacheable;

export const PAGE_CACHE_TTL_MS = 60_000;
/** The bytes kept at most, all encodings of every page counted (PAGE_CACHE_MB; 0 turns the cache off). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** The encodings a kept page is ready in; a visitor whose browser takes neither gets `identity`. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number] | 'identity';

/**
 * A rendered page as it is kept and sent: its bytes in each encoding, made once when it is kept (a
 * hit only picks one), the ETag of its content, and the style nonce its `<style>` elements carry.
 * The nonce is this rendering's, drawn when it was kept: every response of the page names it in
 * its Content-Security-Policy, so the compressed bytes never change. It is still unknown to anyone
 * who wrote what the page shows, because the page was rendered after that was written, and any
 * write empties the cache.
 */
export interface KeptPage {
  nonce: string;
  etag: string;
  bodies: Record<PageEncoding, Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Makes a rendered page ready to keep: drawn with a nonce of its own, then brotli (quality 6:
 * within a few percent of the best for HTML, at a twentieth of quality 11's time) and gzip, both on
 * libuv's thread pool so a render's compression never stalls other requests.
 */
export async function preparePage(draw: (nonce: string) => Buffer): Promise<KeptPage> {
  const nonce = randomBytes(16).toString('base64');
  const identity = draw(nonce);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { nonce, etag, bodies: { identity, br, gzip: gz } };
}

const keptBytes = (page: KeptPage) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;

/**
 * Rendered public pages, kept for a short while: a render costs milliseconds, a kept page is sent
 * as it is. Bounded by bytes and least-recently-used first, so a crawler walking every address
 * evicts cold pages, not the home page. Any write through the API empties it (an edit shows at
 * once); the time limit bounds staleness for what changes without a write here (view counts,
 * another server process without a shared channel).
 *
 * A render takes a while, and a write may land meanwhile: a page is kept only when no clear came
 * between the ticket taken before its render and the moment it is kept, so a page rendered from
 * data older than the last write is sent once but never kept.
 */
export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>;
  private generation = 0;

  constructor(options: { ttlMs?: number; maxBytes?: number; clock?: { now(): number } } = {}) {
    this.pages = new LRUCache<string, KeptPage>({
      maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      sizeCalculation: (page) => Math.max(1, keptBytes(page)),
      ttl: options.ttlMs ?? PAGE_CACHE_TTL_MS,
      // Expiry is checked on read against this clock (tests pass their own); no timers.
      ttlResolution: 0,
      ...(options.clock ? { perf: options.clock } : {}),
    });
  }

  get(key: string): KeptPage | undefined {
    return this.pages.get(key);
  }

  /** Taken before a render: what `keep` needs to know no write came since. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps the page unless the cache was emptied since the ticket was taken; says whether it did. */
  keep(key: string, page: KeptPage, ticket: number): boolean {
    if (ticket !== this.generation) return false;
    this.pages.set(key, page);
    return this.pages.has(key);
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  /** The bytes the kept pages take, every encoding counted. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
