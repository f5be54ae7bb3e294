import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface Hit {
  /** Hits in the current window, this one included: the place this hit took in it. */
  count: number;
  windowEndsAt: Date;
}

/** The key column's length (`varchar(200)`). */
const KEY_MAX = 200;

/**
 * The key as stored. Keys carry what callers send (a login name, an address): a long one keeps its
 * start and a digest of the whole so it fits the column instead of turning a long name into a
 * database error. (A NUL never gets here: every route refuses it, platform/http/nul-characters.ts.)
 */
function storedKey(key: string): string {
  if (key.length <= KEY_MAX) return key;
  return `${key.slice(0, 100)}#${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Fixed-window counters kept in the database, so limits hold across several server processes.
 * One atomic upsert per hit; an expired window restarts at 1.
 *
 * A hit is also how work is reserved before it is done: the count the upsert returns is this
 * request's place in the window, so of N simultaneous requests exactly the first `limit` see a
 * count within the limit, however many processes they arrive at. A request that turns out not to
 * count (refused by another limit, or a success that the budget does not charge) gives its place
 * back with `refund`.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number, now = new Date()): Promise<Hit> {
    const nowIso = now.toISOString();
    const windowEnd = new Date(now.getTime() + windowSeconds * 1000).toISOString();
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key: storedKey(key), count: 1, window_ends_at: windowEnd, last_hit_at: nowIso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limit_counters.window_ends_at <= ${nowIso} then 1 else rate_limit_counters.count + 1 end`,
          window_ends_at: sql<string>`case when rate_limit_counters.window_ends_at <= ${nowIso} then ${windowEnd} else rate_limit_counters.window_ends_at end`,
          last_hit_at: nowIso,
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
  }

  /**
   * Gives back the place a hit took, in the window it was taken in only: once that window has
   * ended (and perhaps another begun) there is nothing left to give back.
   */
  async refund(key: string, hit: Hit): Promise<void> {
    await this.db
      .updateTable('rate_limit_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', storedKey(key))
      .where('window_ends_at', '=', hit.windowEndsAt.toISOString())
      .where('count', '>', 0)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', storedKey(key)).execute();
  }

  /** Drops expired windows; called now and then so the table stays small. */
  async prune(now = new Date()): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now.toISOString()).execute();
  }
}
