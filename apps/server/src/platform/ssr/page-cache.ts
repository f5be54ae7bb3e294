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
/** The bytes of HTML kept at most (a rendered page is 20–300 kB; a small server keeps ~100 of the largest). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Rendered public pages, kept for a short while: a render costs ~17 ms, a cached page almost
 * nothing. Bounded by bytes and least-recently-used first, so a crawler walking every address
 * evicts cold pages, not the home page. Any write through the API empties it (an edit shows at
 * once); the time limit bounds staleness for what changes without a write here (view counts,
 * another server process).
 */
export class PageCache {
  private readonly pages: LRUCache<string, string>;

  constructor(options: { ttlMs?: number; maxBytes?: number; clock?: { now(): number } } = {}) {
    this.pages = new LRUCache<string, string>({
      maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      // Strings are UTF-16 in memory: two bytes a code unit.
      sizeCalculation: (html) => Math.max(1, html.length * 2),
      ttl: options.ttlMs ?? PAGE_CACHE_TTL_MS,
      // Expiry is checked on read against this clock (tests pass their own); no timers.
      ttlResolution: 0,
      ...(options.clock ? { perf: options.clock } : {}),
    });
  }

  get(key: string): string | undefined {
    return this.pages.get(key);
  }

  set(key: string, html: string): void {
    this.pages.set(key, html);
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
