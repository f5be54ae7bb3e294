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
/** The bytes of HTML kept at most (a rendered page is ~0.5 MB, nine tenths of it antd's inline styles: ~65 pages). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Rendered public pages, kept for a short while: a render costs ~17 ms, a cached page almost
 * nothing. Bounded by bytes and least-recently-used first, so a crawler walking every address
 * evicts cold pages, not the home page. Any write through the API empties it (an edit shows at
 * once); the time limit bounds staleness for what changes without a write here (view counts,
 * another server process).
 *
 * A page is kept as its UTF-8 bytes, encoded once: that is what every hit sends, with only the
 * response's style nonce put in (a page of ~0.5 MB would otherwise be encoded again for each), it is about half the memory of the
 * string (Chinese text makes V8 keep the whole page at two bytes a character), and the bound
 * counts exactly the bytes kept.
 */
export class PageCache {
  private readonly pages: LRUCache<string, Buffer>;

  constructor(options: { ttlMs?: number; maxBytes?: number; clock?: { now(): number } } = {}) {
    this.pages = new LRUCache<string, Buffer>({
      maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      sizeCalculation: (page) => Math.max(1, page.length),
      ttl: options.ttlMs ?? PAGE_CACHE_TTL_MS,
      // Expiry is checked on read against this clock (tests pass their own); no timers.
      ttlResolution: 0,
      ...(options.clock ? { perf: options.clock } : {}),
    });
  }

  get(key: string): Buffer | undefined {
    return this.pages.get(key);
  }

  /** Keeps the page and answers its bytes, ready to send. */
  set(key: string, html: string): Buffer {
    const page = Buffer.from(html, 'utf8');
    this.pages.set(key, page);
    return page;
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  /** The bytes the kept pages take. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
