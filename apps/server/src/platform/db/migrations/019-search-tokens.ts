import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The search index's words changed (#23): Chinese words are also indexed by their beginnings,
 * letters and digits apart and together, names with apostrophes, dots and symbols as one word. An
 * index written before holds none of these, so the first start after the upgrade rebuilds it, once
 * (the search module's first-run claim is released here; the rebuild happens in one transaction,
 * readers keep the old index until it is done). Going back down needs the old words again.
 */
export function searchTokensMigration(): Migration {
  const rebuildAtNextStart = (db: Kysely<unknown>) =>
    sql`delete from site_settings where key = 'once.search.initial-index'`.execute(db);
  return {
    async up(db: Kysely<unknown>) {
      await rebuildAtNextStart(db);
    },
    async down(db: Kysely<unknown>) {
      await rebuildAtNextStart(db);
    },
  };
}
