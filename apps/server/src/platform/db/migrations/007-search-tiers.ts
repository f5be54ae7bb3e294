import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';

/**
 * Search at 100k documents: the index is read in ranking tiers (see ranking-tiers.ts), which needs
 * the title and tag words apart from the rest and no join per match.
 * - SQLite: one FTS5 table per kind whose rowid is the article's or product's id, holding only
 *   what readers may see (the single `search_fts` table needed a join to filter kind and
 *   visibility for every match).
 * - PostgreSQL: `head_tsv`, the title and tag words alone; GIN indexes per kind over visible rows.
 * The index is rebuilt once at the next start (the first-run claim is released here).
 */
const POSTGRES_KINDS = [
  ['articles', 'ARTICLE'],
  ['products', 'PRODUCT'],
] as const;

export function searchTiersMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table search_documents add column head_tsv tsvector not null default ''::tsvector`.execute(db);
        // GIN indexes per kind over what readers may see: a search of products never walks the
        // articles' lists, and no search the hidden documents'.
        await sql`drop index search_documents_tsv`.execute(db);
        for (const [name, kind] of POSTGRES_KINDS) {
          for (const column of ['tsv', 'head_tsv']) {
            await sql`create index ${sql.id(`search_${name}_${column}`)} on search_documents using gin (${sql.id(column)}) where kind = ${sql.lit(kind)} and visible`.execute(
              db,
            );
          }
        }
      } else {
        await sql`drop table search_fts`.execute(db);
        for (const table of ['search_articles_fts', 'search_products_fts']) {
          // Contentless: the words are only matched and ranked, the texts are read from their tables.
          await sql`create virtual table ${sql.table(table)} using fts5(title, tags, summary, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
            db,
          );
        }
        await sql`create index search_documents_published on search_documents (kind, published_at)`.execute(db);
      }
      await sql`delete from site_settings where key = 'once.search.initial-index'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const [name] of POSTGRES_KINDS) await sql`drop index ${sql.id(`search_${name}_tsv`)}`.execute(db);
        await sql`alter table search_documents drop column head_tsv`.execute(db);
        await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
      } else {
        await sql`drop index search_documents_published`.execute(db);
        await sql`drop table search_articles_fts`.execute(db);
        await sql`drop table search_products_fts`.execute(db);
        await sql`create virtual table search_fts using fts5(title, tags, summary, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
          db,
        );
      }
      await sql`delete from site_settings where key = 'once.search.initial-index'`.execute(db);
    },
  };
}
