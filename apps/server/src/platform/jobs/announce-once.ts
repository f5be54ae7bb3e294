import type { Db } from '../db/database.ts';

/**
 * Tells of each item exactly once, however many processes look at the same time: for each id a
 * transaction `claim`s it (a conditional update of its "announced" mark that only one transaction
 * can win, returning what to tell) and `tell`s it (queues the event) — both commit or neither.
 * Returns how many were told.
 */
export async function announceOnce<T>(
  db: Db,
  ids: number[],
  claim: (trx: Db, id: number) => Promise<T | undefined>,
  tell: (trx: Db, item: T) => Promise<void>,
): Promise<number> {
  let told = 0;
  for (const id of ids) {
    const won = await db.transaction().execute(async (trx) => {
      const item = await claim(trx, id);
      if (item === undefined) return false;
      await tell(trx, item);
      return true;
    });
    if (won) told += 1;
  }
  return told;
}
