import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SearchKind } from './search-index.ts';

/**
 * How many visible documents of each kind hold each word (`search_terms`, PostgreSQL only; see
 * migration 008). A document's words join the counts when it is written visible and leave them
 * when it is rewritten, hidden or removed, in the same transaction as the index itself.
 */
export class TermCountChanges {
  private readonly changes = new Map<SearchKind, Map<string, number>>();

  add(kind: SearchKind, terms: Iterable<string>, by: 1 | -1): void {
    const counts = this.changes.get(kind) ?? new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + by);
    this.changes.set(kind, counts);
  }

  /**
   * Writes the changes in one statement, in one fixed order (kind, then word) so that two
   * transactions changing the same words wait for each other instead of deadlocking; words no
   * document holds any more are dropped.
   */
  async apply(db: Db): Promise<void> {
    const rows = [...this.changes]
      .flatMap(([kind, counts]) => [...counts].filter(([, by]) => by !== 0).map(([term, by]) => ({ kind, term, by })))
      .sort((a, b) => byCodeUnits(a.kind, b.kind) || byCodeUnits(a.term, b.term));
    if (rows.length === 0) return;
    await sql`
      insert into search_terms (kind, term, documents)
      select * from unnest(${rows.map((r) => r.kind)}::varchar[], ${rows.map((r) => r.term)}::text[], ${rows.map((r) => r.by)}::integer[])
      on conflict (kind, term) do update set documents = search_terms.documents + excluded.documents`.execute(db);
    const fewer = rows.filter((r) => r.by < 0);
    if (fewer.length > 0) {
      await sql`
        delete from search_terms where documents <= 0
        and (kind, term) in (select * from unnest(${fewer.map((r) => r.kind)}::varchar[], ${fewer.map((r) => r.term)}::text[]))`.execute(
        db,
      );
    }
  }
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The words of these documents as the index holds them now, for the visible ones (those counted).
 * Their rows stay locked to the end of the transaction, so a concurrent rewrite of the same
 * document (an edit and a tag rename, say) waits, and then reads what this one wrote.
 */
export async function countedTerms(db: Db, kind: SearchKind, refIds: number[]): Promise<string[][]> {
  if (refIds.length === 0) return [];
  const { rows } = await sql<{ visible: boolean; terms: string[] }>`
    select visible, tsvector_to_array(tsv) as terms from search_documents
    where kind = ${kind} and ref_id in (${sql.join(refIds)}) order by ref_id for update`.execute(db);
  return rows.filter((r) => r.visible).map((r) => r.terms);
}

/**
 * The fewest documents readers can find now that hold at least one of the words: the largest
 * word count, less the visible articles scheduled for later (counted, but not found yet).
 */
export async function fewestMatches(db: Db, kind: SearchKind, terms: string[], now: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (select coalesce(max(documents), 0) from search_terms where kind = ${kind} and term in (${sql.join(terms)}))
         - (select count(*) from search_documents where kind = ${kind} and visible and published_at > ${now}) as n`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
