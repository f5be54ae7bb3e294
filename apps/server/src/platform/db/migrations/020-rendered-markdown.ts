import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Markdown documents as rendered for readers (platform/markdown/kept-renderings.ts), by the digest
 * of their text and of the renderer: a restart, or another instance, reads an article's HTML
 * instead of highlighting its code again. `used_on` (a UTC day) lets housekeeping drop what
 * nobody has read for a long time.
 */
export function renderedMarkdownMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rendered_markdown')
        .addColumn('digest', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('rendering', 'text', (c) => c.notNull())
        .addColumn('used_on', 'varchar(10)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rendered_markdown_used_on').on('rendered_markdown').column('used_on').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rendered_markdown').execute();
    },
  };
}
