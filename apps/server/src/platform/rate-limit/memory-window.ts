/**
 * A per-key request budget per minute held in memory: for cheap, frequent reads (search) whose
 * limit must not cost a database write per request as the shared `RateLimiter` does. Per process,
 * which is what a single-server site runs; a limit of 0 turns it off.
 */
export class MemoryWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; the seconds to wait when the key has used its minute, else null. */
  hit(key: string): number | null {
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
