import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  windowEndsAt: Date;
  /** The hit before this one, or null for the first in the window. */
  previousHitAt: Date | null;
}

/**
 * Fixed-window counters kept in the database, so limits hold across several server processes.
 * One atomic upsert per hit; an expired window restarts at 1.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number, now = new Date()): Promise<Hit> {
    const nowIso = now.toISOString();
    const windowEnd = new Date(now.getTime() + windowSeconds * 1000).toISOString();
    const previous = await this.peek(key, now);
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, count: 1, window_ends_at: windowEnd, last_hit_at: nowIso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limit_counters.window_ends_at <= ${nowIso} then 1 else rate_limit_counters.count + 1 end`,
          window_ends_at: sql<string>`case when rate_limit_counters.window_ends_at <= ${nowIso} then ${windowEnd} else rate_limit_counters.window_ends_at end`,
          last_hit_at: nowIso,
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.count),
      windowEndsAt: new Date(row.window_ends_at),
      previousHitAt: previous?.lastHitAt ?? null,
    };
  }

  /** The live window of a key without counting a hit. */
  async peek(key: string, now = new Date()): Promise<{ count: number; windowEndsAt: Date; lastHitAt: Date } | null> {
    const row = await this.db
      .selectFrom('rate_limit_counters')
      .select(['count', 'window_ends_at', 'last_hit_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || new Date(row.window_ends_at) <= now) return null;
    return {
      count: Number(row.count),
      windowEndsAt: new Date(row.window_ends_at),
      lastHitAt: new Date(row.last_hit_at),
    };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
  }

  /** Drops expired windows; called now and then so the table stays small. */
  async prune(now = new Date()): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now.toISOString()).execute();
  }
}
