import type { WindowLimiter } from './window-limiter.ts';

/**
 * The window limiter of one process (what a single-server site runs): counts in memory, so a
 * request costs no I/O at all.
 */
export class MemoryWindowLimiter implements WindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): Promise<number | null> {
    return Promise.resolve(this.count(key));
  }

  private count(key: string): number | null {
    if (this.perMinute <= 0) return null;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= 60_000) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.perMinute ? (window.startedAt + 60_000 - now) / 1000 : null;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (now - w.startedAt >= 60_000) this.windows.delete(key);
  }
}
