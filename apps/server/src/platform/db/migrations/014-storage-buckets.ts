import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/**
 * The storage buckets an administrator created in the file manager. The store has them too, but
 * the site keeps its own list: an S3 key may not be allowed to list buckets, and the name is the
 * primary key, so two requests creating one name cannot both succeed.
 */
export function storageBucketsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('storage_buckets')
        .addColumn('name', 'varchar(63)', (c) => c.primaryKey())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('storage_buckets').execute();
    },
  };
}
