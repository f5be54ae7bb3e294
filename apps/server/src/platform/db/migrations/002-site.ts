import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function siteMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await t
        .id(db.schema.createTable('page_types'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('path_patterns', 'varchar(1000)', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('builtin', t.boolean, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('page_titles')
        .addColumn('page_type', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('template', 'varchar(500)', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['page_titles', 'page_types', 'site_settings']) await db.schema.dropTable(table).execute();
    },
  };
}
