import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pageAcrossTiers, type RankingTier, type TierOrder } from './ranking-tiers.ts';
import { SEARCH_KINDS, type SearchDocument, type SearchFields, type SearchIndex, type SearchKind, type SearchPageQuery } from './search-index.ts';
import { indexTerms } from './segmenter.ts';

const BATCH = 400;

/** The tsvector weight of each column: A ranks highest. */
const COLUMN_WEIGHTS: [keyof SearchFields, 'A' | 'B' | 'C' | 'D'][] = [
  ['title', 'A'],
  ['tags', 'B'],
  ['summary', 'C'],
  ['body', 'D'],
];
/** ts_rank's weights for D, C, B, A: a title word counts ten times a body word, as on SQLite. */
const RANK_WEIGHTS = '{0.1, 0.4, 0.8, 1.0}';
/** ts_rank normalisation 1: divided by 1 + log(length), so a long body does not win by size. */
const RANK_NORMALISATION = 1;
/** PostgreSQL's limits: positions 1…16383, at most 256 positions kept per word. */
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_WORD = 256;

/**
 * ts_rank reads each ranked document's whole tsvector (~10 kB, out of line): ~20 µs a document, so
 * PostgreSQL ranks smaller tiers than SQLite's bm25 does.
 */
const RELEVANCE_RANKED_MAX_POSTGRES = 500;

const quoteLexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The document as a tsvector literal — `'博客':1A,7D 'react':2A …` — built here from the
 * application's words, so PostgreSQL's own parser (which would cut Chinese differently) never sees
 * the text. Positions run on across the columns; the weight says the column.
 */
export function tsvectorLiteral(fields: SearchFields): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [column, weight] of COLUMN_WEIGHTS) {
    for (const word of indexTerms(fields[column])) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(word) ?? [];
      if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${position}${weight}`);
      positions.set(word, list);
    }
  }
  return [...positions].map(([word, list]) => `${quoteLexeme(word)}:${[...new Set(list)].join(',')}`).join(' ');
}

/** A tsquery of quoted words joined by | or &: nothing in a word is read as an operator. */
export const tsQuery = (terms: string[], operator: '|' | '&') => terms.map(quoteLexeme).join(` ${operator} `);

/** The title and tag words alone (`head_tsv`): what the ranking tiers' "in the title or the tags" tests. */
const headFields = (fields: SearchFields): SearchFields => ({ title: fields.title, tags: fields.tags, summary: '', body: '' });

/**
 * PostgreSQL full-text search over the same words as on SQLite: a weighted tsvector of the whole
 * document and one of its title and tags, each with a GIN index.
 */
export class PostgresSearchIndex implements SearchIndex {
  async upsert(db: Db, documents: SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += BATCH) {
      const batch = documents.slice(start, start + BATCH);
      const rows = batch.map(
        (d) => sql`(${d.kind}, ${d.refId}, ${d.visible}, ${d.publishedAt}, ${tsvectorLiteral(d.fields)}::tsvector, ${tsvectorLiteral(headFields(d.fields))}::tsvector)`,
      );
      await sql`
        insert into search_documents (kind, ref_id, visible, published_at, tsv, head_tsv) values ${sql.join(rows)}
        on conflict (kind, ref_id) do update
        set visible = excluded.visible, published_at = excluded.published_at, tsv = excluded.tsv, head_tsv = excluded.head_tsv`.execute(db);
    }
  }

  async remove(db: Db, kind: SearchKind, refIds: number[]): Promise<void> {
    if (refIds.length === 0) return;
    await db.deleteFrom('search_documents').where('kind', '=', kind).where('ref_id', 'in', refIds).execute();
  }

  async page(db: Db, q: SearchPageQuery): Promise<number[]> {
    return withoutScansThatUnpack(db, { bitmapOnly: false }, (trx) => this.pageOn(trx, q));
  }

  private async pageOn(db: Db, q: SearchPageQuery): Promise<number[]> {
    const anyWord = tsQuery(q.terms, '|');
    return pageAcrossTiers(q.terms.length, q.offset, q.limit, {
      count: async (tier, atMost) => {
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from (select 1 from search_documents where ${found(q.kind, q.now)} and ${tierCondition(q.kind, q.terms, tier)} limit ${atMost}) as tier`.execute(db);
        return Number(rows[0]?.n ?? 0);
      },
      ids: async (tier: RankingTier, order: TierOrder, offset: number, limit: number) => {
        const orderBy = order === 'relevance' ? sql`ts_rank(${RANK_WEIGHTS}::float4[], tsv, ${anyWord}::tsquery, ${RANK_NORMALISATION}) desc, ref_id desc` : sql`ref_id desc`;
        const { rows } = await sql<{ ref_id: number }>`
          select ref_id from search_documents where ${found(q.kind, q.now)} and ${tierCondition(q.kind, q.terms, tier)}
          order by ${orderBy} limit ${limit} offset ${offset}`.execute(db);
        return rows.map((r) => r.ref_id);
      },
    }, RELEVANCE_RANKED_MAX_POSTGRES);
  }

  async count(db: Db, terms: string[], now: string, atMost: number): Promise<Record<SearchKind, number>> {
    const anyWord = tsQuery(terms, '|');
    return withoutScansThatUnpack(db, { bitmapOnly: true }, async (trx) => {
      const counts: Record<SearchKind, number> = { ARTICLE: 0, PRODUCT: 0 };
      for (const kind of SEARCH_KINDS) {
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from (select 1 from search_documents where ${found(kind, now)} and tsv @@ ${anyWord}::tsquery limit ${atMost}) as matches`.execute(trx);
        counts[kind] = Number(rows[0]?.n ?? 0);
      }
      return counts;
    });
  }

  async clear(db: Db): Promise<void> {
    await db.deleteFrom('search_documents').execute();
  }

  /**
   * A rebuild's entries wait in the GIN indexes' pending lists (fast to write, but every search
   * reads through them: 70 ms a query after 10k articles, until autovacuum comes); they are moved
   * into the indexes now, and the planner gets fresh statistics.
   */
  async afterRebuild(db: Db): Promise<void> {
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes where tablename = 'search_documents' and schemaname = current_schema() and indexdef like '%USING gin%'`.execute(db);
    for (const { name } of rows) await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db);
    await sql`analyze search_documents`.execute(db);
  }

  async sizeBytes(db: Db): Promise<number> {
    const { rows } = await sql<{ bytes: number }>`select pg_total_relation_size('search_documents') as bytes`.execute(db);
    return Number(rows[0]?.bytes ?? 0);
  }
}

/**
 * Runs search reads without sequential scans. The planner does not count the cost of reading a
 * document's whole tsvector (~10 kB, stored out of line), so for a common word it prefers a
 * sequential scan that unpacks every one of them (1.3 s at 100k articles) over the GIN index,
 * which answers without reading them (10–40 ms). A count of every match also goes without index
 * walks (`bitmapOnly`): under its LIMIT the planner would walk the id index and unpack each
 * tsvector it passes (150 ms). A page keeps them: there they find the newest matches quickly.
 * In a transaction of the caller the settings are left alone.
 */
function withoutScansThatUnpack<T>(db: Db, options: { bitmapOnly: boolean }, read: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${options.bitmapOnly ? 'off' : 'on'}, true)`.execute(trx);
    return read(trx);
  });
}

/** Visible documents of a kind that readers may see by now. */
const found = (kind: SearchKind, now: string) => sql`kind = ${kind} and visible and (published_at is null or published_at <= ${now})`;

/**
 * The condition of one ranking tier. "Not all the words" is a set difference computed from the GIN
 * index alone (`id not in …`), so no document's whole tsvector is read to test it.
 */
export function tierCondition(kind: SearchKind, terms: string[], tier: RankingTier) {
  const anyWord = tsQuery(terms, '|');
  const head = sql`head_tsv @@ ${anyWord}::tsquery`;
  if (terms.length === 1) return tier.inHead ? head : sql`tsv @@ ${anyWord}::tsquery and not ${head}`;
  const allWords = tsQuery(terms, '&');
  const words = tier.allWords
    ? sql`tsv @@ ${allWords}::tsquery`
    : sql`tsv @@ ${anyWord}::tsquery and id not in (select id from search_documents where kind = ${kind} and visible and tsv @@ ${allWords}::tsquery)`;
  return tier.inHead ? sql`${words} and ${head}` : sql`${words} and not ${head}`;
}
