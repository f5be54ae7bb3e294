/**
 * Rendered public pages, kept for a short while: a render costs ~17 ms, a cached page almost
 * nothing. Any write through the API empties it (so an edit shows at once); the time limit bounds
 * staleness for what changes without a write here (view counts, another server process).
 */
export class PageCache {
  private readonly pages = new Map<string, { html: string; at: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs) {
      this.pages.delete(key);
      return undefined;
    }
    return hit.html;
  }

  set(key: string, html: string, now = Date.now()): void {
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { html, at: now });
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

/** POSTs that only read, or whose effect pages may show late (a view count, by the time limit). */
const NOT_WRITES = [
  /^\/api\/public\/site\/(match-page-type|format-title)(\?|$)/,
  /^\/api\/public\/(articles|products)\/[^/]+\/(view|click)(\?|$)/,
  /^\/api\/admin\/articles\/render(\?|$)/,
  /^\/api\/errors\//,
];

/** Whether a request may have changed what public pages show. */
export const invalidatesPages = (method: string, url: string): boolean =>
  method !== 'GET' &&
  method !== 'HEAD' &&
  method !== 'OPTIONS' &&
  url.startsWith('/api/') &&
  !NOT_WRITES.some((p) => p.test(url));
