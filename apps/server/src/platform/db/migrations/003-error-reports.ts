import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function errorReportsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await t
        .id(db.schema.createTable('error_reports'))
        .addColumn('message', 'varchar(2000)', (c) => c.notNull())
        .addColumn('stack', 'text')
        .addColumn('component_stack', 'text')
        .addColumn('url', 'varchar(2000)')
        .addColumn('user_agent', 'varchar(500)')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('ip', 'varchar(64)')
        .addColumn('reported_at', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('error_reports_created_at').on('error_reports').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('error_reports').execute();
    },
  };
}
