import type { Db } from '../db/database.ts';

/**
 * Old public addresses and where they moved (table `redirects`, written by migrations only: the
 * starter articles that became pages), read once at start. The page routes answer 301 from one
 * only while it finds nothing, so content that takes the address back is served.
 */
export async function loadRedirects(db: Db): Promise<ReadonlyMap<string, string>> {
  const rows = await db.selectFrom('redirects').select(['from_path', 'to_path']).execute();
  return new Map(rows.map((r) => [r.from_path, r.to_path]));
}
