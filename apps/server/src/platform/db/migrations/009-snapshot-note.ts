import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The snapshot's own note (the administrator's description of a version) had a different column
 * name per kind: `description` for articles, `snapshot_description` for products (whose
 * `description` is the product's text). One name, `note`, lets one version-history mechanism serve
 * every kind. Renaming keeps every existing note.
 */
export const snapshotNoteMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('article_snapshots').renameColumn('description', 'note').execute();
    await db.schema.alterTable('product_snapshots').renameColumn('snapshot_description', 'note').execute();
  },
});
