import type { Redis } from 'ioredis';
import type { WindowLimiter } from './window-limiter.ts';

/**
 * Counts the hit and starts the window on the first one, in one step on the Redis server: of any
 * number of simultaneous requests at any number of instances, exactly `limit` are let through.
 * A key left without an expiry (never, but cheap to mend) gets one.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

const WINDOW_MS = 60_000;

/**
 * The window limiter of several instances: one counter per key and minute in Redis, shared by
 * every instance. When Redis cannot be reached the request is let through (and the failure
 * logged): a search budget is not worth refusing searches for.
 */
export class RedisWindowLimiter implements WindowLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly perMinute: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  async hit(key: string): Promise<number | null> {
    if (this.perMinute <= 0) return null;
    try {
      const [count, ttlMs] = (await this.redis.eval(HIT_SCRIPT, 1, this.keyPrefix + key, WINDOW_MS)) as [
        number,
        number,
      ];
      return count > this.perMinute ? Math.max(ttlMs, 0) / 1000 : null;
    } catch (err) {
      this.onError(err);
      return null;
    }
  }
}
