/**
 * A per-key request budget per minute for cheap, frequent reads (search) whose limit must not cost
 * a database write per request as the shared `RateLimiter` does: in this process's memory, or in
 * Redis when several instances serve the site (redis-link.ts). A limit of 0 turns it off.
 */
export interface WindowLimiter {
  /** Counts a request; the seconds to wait when the key has used its minute, else null. */
  hit(key: string): Promise<number | null>;
}
