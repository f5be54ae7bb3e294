import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';

/**
 * PostgreSQL: how many visible documents of each kind hold each word (`search_terms`), kept with
 * every index write. A search whose word is in more documents than the totals count to (10,000)
 * knows its total is capped without counting: counting the matches of a common word means
 * building a GIN bitmap of every one of them (10–20 ms at 100k articles), the largest part of
 * such a search. An existing site's counts are taken from its index once, here.
 * SQLite needs nothing: FTS5 counts a word's matches from its own lists quickly.
 */
export function searchTermCountsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create table search_terms (kind varchar(10) not null, term text not null, documents integer not null, primary key (kind, term))`.execute(
        db,
      );
      await sql`
        insert into search_terms (kind, term, documents)
        select kind, term, count(*) from search_documents, unnest(tsvector_to_array(tsv)) as term where visible group by kind, term`.execute(
        db,
      );
      // Visible articles published for a later time: subtracted from a word's count (a short list).
      await sql`create index search_documents_scheduled on search_documents (kind, published_at) where visible`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index search_documents_scheduled`.execute(db);
      await sql`drop table search_terms`.execute(db);
    },
  };
}
