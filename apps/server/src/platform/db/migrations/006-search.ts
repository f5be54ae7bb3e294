import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/**
 * The search index: one row per article or product in `search_documents` (what it is and whether
 * readers may see it), and its segmented words — an FTS5 table on SQLite, a weighted `tsvector`
 * with a GIN index on PostgreSQL. The words come from the application (jieba), never from the
 * database's own parser, so both dialects index exactly the same tokens.
 */
export function searchMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      let table = t
        .id(db.schema.createTable('search_documents'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('visible', t.boolean, (c) => c.notNull())
        // An article published for a later time is indexed now and found once the time has come.
        .addColumn('published_at', t.timestamp)
        .addUniqueConstraint('search_documents_kind_ref', ['kind', 'ref_id']);
      if (dialect === 'postgres') table = table.addColumn('tsv', sql`tsvector`, (c) => c.notNull());
      await table.execute();
      if (dialect === 'postgres') {
        await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
      } else {
        // Contentless: the words are only matched and ranked, the texts are read from their tables.
        await sql`create virtual table search_fts using fts5(title, tags, summary, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`drop table search_fts`.execute(db);
      await db.schema.dropTable('search_documents').execute();
    },
  };
}
