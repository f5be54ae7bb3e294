import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SearchDocument, SearchIndex, SearchKind, SearchPageQuery } from './search-index.ts';
import { indexTerms } from './segmenter.ts';

/** Rows per statement, well under SQLite's 32,766 bound parameters. */
const BATCH = 400;

/**
 * bm25 weights of the FTS5 columns title, tags, summary, body: a word in the title counts ten
 * times one in the body.
 */
const WEIGHTS = sql.raw('10.0, 8.0, 4.0, 1.0');

/** An FTS5 query of quoted words: no word can be read as syntax (NEAR, OR, -, :, *, "). */
export const ftsQuery = (terms: string[], operator: 'AND' | 'OR') => terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(` ${operator} `);

/** SQLite FTS5 over the application's segmented words (space-separated, so unicode61 keeps them). */
export class SqliteSearchIndex implements SearchIndex {
  async upsert(db: Db, documents: SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += BATCH) {
      const batch = documents.slice(start, start + BATCH);
      for (const kind of new Set(batch.map((d) => d.kind))) {
        await this.remove(db, kind, batch.filter((d) => d.kind === kind).map((d) => d.refId));
      }
      const inserted = await db
        .insertInto('search_documents')
        .values(batch.map((d) => ({ kind: d.kind, ref_id: d.refId, visible: d.visible ? 1 : 0, published_at: d.publishedAt })))
        .returning(['id', 'kind', 'ref_id'])
        .execute();
      const idOf = new Map(inserted.map((r) => [`${r.kind}:${r.ref_id}`, r.id]));
      const rows = batch.map((d) => {
        const words = (text: string) => indexTerms(text).join(' ');
        return sql`(${idOf.get(`${d.kind}:${d.refId}`)!}, ${words(d.fields.title)}, ${words(d.fields.tags)}, ${words(d.fields.summary)}, ${words(d.fields.body)})`;
      });
      await sql`insert into search_fts (rowid, title, tags, summary, body) values ${sql.join(rows)}`.execute(db);
    }
  }

  async remove(db: Db, kind: SearchKind, refIds: number[]): Promise<void> {
    if (refIds.length === 0) return;
    await sql`delete from search_fts where rowid in (select id from search_documents where kind = ${kind} and ref_id in (${sql.join(refIds)}))`.execute(db);
    await db.deleteFrom('search_documents').where('kind', '=', kind).where('ref_id', 'in', refIds).execute();
  }

  async page(db: Db, q: SearchPageQuery): Promise<number[]> {
    const allWordsFirst =
      q.terms.length > 1 ? sql`(search_fts.rowid in (select rowid from search_fts where search_fts match ${ftsQuery(q.terms, 'AND')})) desc,` : sql``;
    const { rows } = await sql<{ ref_id: number }>`
      select d.ref_id from search_fts join search_documents d on d.id = search_fts.rowid
      where search_fts match ${ftsQuery(q.terms, 'OR')} and d.kind = ${q.kind} and d.visible = 1 and (d.published_at is null or d.published_at <= ${q.now})
      order by ${allWordsFirst} bm25(search_fts, ${WEIGHTS}), d.ref_id desc
      limit ${q.limit} offset ${q.offset}`.execute(db);
    return rows.map((r) => r.ref_id);
  }

  async count(db: Db, terms: string[], now: string): Promise<Record<SearchKind, number>> {
    const { rows } = await sql<{ kind: SearchKind; n: number }>`
      select d.kind, count(*) as n from search_fts join search_documents d on d.id = search_fts.rowid
      where search_fts match ${ftsQuery(terms, 'OR')} and d.visible = 1 and (d.published_at is null or d.published_at <= ${now})
      group by d.kind`.execute(db);
    const counts: Record<SearchKind, number> = { ARTICLE: 0, PRODUCT: 0 };
    for (const r of rows) counts[r.kind] = Number(r.n);
    return counts;
  }

  async clear(db: Db): Promise<void> {
    await sql`insert into search_fts (search_fts) values ('delete-all')`.execute(db);
    await db.deleteFrom('search_documents').execute();
  }

  async sizeBytes(db: Db): Promise<number> {
    const { rows } = await sql<{ bytes: number | null }>`select sum(pgsize) as bytes from dbstat where name like 'search%' or name like 'sqlite_autoindex_search%'`.execute(db);
    return Number(rows[0]?.bytes ?? 0);
  }
}
