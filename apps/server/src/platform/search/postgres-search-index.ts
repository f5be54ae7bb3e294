import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pageAcrossTiers, rankingTiers, type RankingTier, type TierOrder } from './ranking-tiers.ts';
import {
  SEARCH_KINDS,
  type SearchDocument,
  type SearchFields,
  type SearchIndex,
  type SearchKind,
  type SearchPageQuery,
} from './search-index.ts';
import { countedTerms, fewestMatches, TermCountChanges } from './postgres-term-counts.ts';
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

/** Each word of a document with its positions and weights (`1A`, `7D`): the tsvector's content. */
export function documentWords(fields: SearchFields): Map<string, string[]> {
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
  return positions;
}

/**
 * The document as a tsvector literal — `'博客':1A,7D 'react':2A …` — built here from the
 * application's words, so PostgreSQL's own parser (which would cut Chinese differently) never sees
 * the text. Positions run on across the columns; the weight says the column.
 */
export function tsvectorLiteral(words: Map<string, string[]>): string {
  return [...words].map(([word, list]) => `${quoteLexeme(word)}:${[...new Set(list)].join(',')}`).join(' ');
}

/**
 * A tsquery of quoted words joined by | or &: nothing in a word is read as an operator. A term of
 * several words is a phrase (<->): they must stand side by side, in order.
 */
export const tsQuery = (terms: string[], operator: '|' | '&') =>
  terms
    .map((term) => (term.includes(' ') ? `(${term.split(' ').map(quoteLexeme).join(' <-> ')})` : quoteLexeme(term)))
    .join(` ${operator} `);

/** The title and tag words alone (`head_tsv`): what the ranking tiers' "in the title or the tags" tests. */
const headFields = (fields: SearchFields): SearchFields => ({
  title: fields.title,
  tags: fields.tags,
  summary: '',
  body: '',
});

/**
 * PostgreSQL full-text search over the same words as on SQLite: a weighted tsvector of the whole
 * document and one of its title and tags, each with a GIN index, and how many documents hold each
 * word (for the totals).
 */
export class PostgresSearchIndex implements SearchIndex {
  async upsert(db: Db, documents: SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += BATCH) {
      const batch = documents.slice(start, start + BATCH);
      const termCounts = new TermCountChanges();
      for (const kind of new Set(batch.map((d) => d.kind))) {
        const refIds = batch.filter((d) => d.kind === kind).map((d) => d.refId);
        for (const terms of await countedTerms(db, kind, refIds)) termCounts.add(kind, terms, -1);
      }
      const rows = batch.map((d) => {
        const words = documentWords(d.fields);
        if (d.visible) termCounts.add(d.kind, words.keys(), 1);
        return sql`(${d.kind}, ${d.refId}, ${d.visible}, ${d.publishedAt}, ${tsvectorLiteral(words)}::tsvector, ${tsvectorLiteral(documentWords(headFields(d.fields)))}::tsvector)`;
      });
      await sql`
        insert into search_documents (kind, ref_id, visible, published_at, tsv, head_tsv) values ${sql.join(rows)}
        on conflict (kind, ref_id) do update
        set visible = excluded.visible, published_at = excluded.published_at, tsv = excluded.tsv, head_tsv = excluded.head_tsv`.execute(
        db,
      );
      await termCounts.apply(db);
    }
  }

  async remove(db: Db, kind: SearchKind, refIds: number[]): Promise<void> {
    if (refIds.length === 0) return;
    const termCounts = new TermCountChanges();
    for (const terms of await countedTerms(db, kind, refIds)) termCounts.add(kind, terms, -1);
    await db.deleteFrom('search_documents').where('kind', '=', kind).where('ref_id', 'in', refIds).execute();
    await termCounts.apply(db);
  }

  /**
   * Every query of a page reads on a connection of its own: the page waits for the total (counted
   * at the same time on another connection) only at the last tier, and holds no connection while
   * it waits, so a busy pool cannot fill up with pages waiting for counts that cannot start.
   */
  async page(db: Db, q: SearchPageQuery): Promise<number[]> {
    const anyWord = tsQuery(q.terms, '|');
    const matching = (tier: RankingTier) => sql`${found(q.kind, q.now)} and ${tierCondition(q.kind, q.terms, tier)}`;
    return pageAcrossTiers(
      rankingTiers(q.terms.length, q.match),
      q.offset,
      q.limit,
      {
        count: (tier, atMost) =>
          withoutScansThatUnpack(db, { bitmapOnly: false }, async (conn) => {
            const { rows } = await sql<{
              n: number;
            }>`select count(*) as n from (select 1 from search_documents where ${matching(tier)} limit ${atMost}) as tier`.execute(
              conn,
            );
            return Number(rows[0]?.n ?? 0);
          }),
        ids: (tier: RankingTier, order: TierOrder, offset: number, limit: number) =>
          withoutScansThatUnpack(db, { bitmapOnly: false }, async (conn) => {
            const orderBy =
              order === 'relevance'
                ? sql`ts_rank(${RANK_WEIGHTS}::float4[], tsv, ${anyWord}::tsquery, ${RANK_NORMALISATION}) desc, ref_id desc`
                : sql`ref_id desc`;
            const { rows } = await sql<{ ref_id: number }>`
              select ref_id from search_documents where ${matching(tier)} order by ${orderBy} limit ${limit} offset ${offset}`.execute(
              conn,
            );
            return rows.map((r) => r.ref_id);
          }),
      },
      { relevanceMax: RELEVANCE_RANKED_MAX_POSTGRES, known: q.known },
    );
  }

  async count(
    db: Db,
    terms: string[],
    now: string,
    atMost: number,
    match: 'all' | 'any',
  ): Promise<Record<SearchKind, number>> {
    const allWords = match === 'all' && terms.length > 1;
    const matching = tsQuery(terms, allWords ? '&' : '|');
    return withoutScansThatUnpack(db, { bitmapOnly: true }, async (conn) => {
      const counts: Record<SearchKind, number> = { ARTICLE: 0, PRODUCT: 0 };
      for (const kind of SEARCH_KINDS) {
        // A word in more documents than asked for: no need to count the matches one by one (the
        // word counts tell how many have one of the words, not how many have them all).
        if (!allWords && (await fewestMatches(conn, kind, terms, now)) >= atMost) {
          counts[kind] = atMost;
          continue;
        }
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from (select 1 from search_documents where ${found(kind, now)} and tsv @@ ${matching}::tsquery limit ${atMost}) as matches`.execute(
          conn,
        );
        counts[kind] = Number(rows[0]?.n ?? 0);
      }
      return counts;
    });
  }

  async clear(db: Db): Promise<void> {
    await db.deleteFrom('search_documents').execute();
    await sql`delete from search_terms`.execute(db);
  }

  /**
   * After a rebuild: the old index's rows are dead, and the new entries wait in the GIN indexes'
   * pending lists (fast to write, but every search reads through them: 70 ms a query after 10k
   * articles). VACUUM clears both and marks the pages all-visible; ANALYZE gives the planner fresh
   * statistics. Autovacuum would get there too, later; this is what `search:reindex` leaves behind.
   */
  async afterRebuild(db: Db): Promise<void> {
    await sql`vacuum analyze search_documents, search_terms`.execute(db);
  }

  async sizeBytes(db: Db): Promise<number> {
    const { rows } = await sql<{
      bytes: number;
    }>`select pg_total_relation_size('search_documents') + pg_total_relation_size('search_terms') as bytes`.execute(db);
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
 * The settings hold on one connection for these reads and are reset before it goes back to the
 * pool (one round trip each way, no transaction). In a transaction of the caller they are left alone.
 */
async function withoutScansThatUnpack<T>(
  db: Db,
  options: { bitmapOnly: boolean },
  read: (db: Db) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.connection().execute(async (conn) => {
    // No parameters: sent as one simple query, both statements in one round trip.
    await sql
      .raw(`set enable_seqscan = off; set enable_indexscan = ${options.bitmapOnly ? 'off' : 'on'}`)
      .execute(conn);
    try {
      return await read(conn);
    } finally {
      await sql.raw('reset enable_seqscan; reset enable_indexscan').execute(conn);
    }
  });
}

/** Visible documents of a kind that readers may see by now. */
const found = (kind: SearchKind, now: string) =>
  sql`kind = ${kind} and visible and (published_at is null or published_at <= ${now})`;

/**
 * The condition of one ranking tier. "Not all the words" is a set difference computed from the GIN
 * index alone (`id not in …`), so no document's whole tsvector is read to test it.
 */
export function tierCondition(kind: SearchKind, terms: string[], tier: RankingTier) {
  const anyWord = tsQuery(terms, '|');
  const head = sql`head_tsv @@ ${anyWord}::tsquery`;
  if (terms.length === 1) return tier.inHead ? head : sql`tsv @@ ${anyWord}::tsquery and not ${head}`;
  const allWords = tsQuery(terms, '&');
  if (tier.allWords)
    return tier.inHead
      ? sql`tsv @@ ${allWords}::tsquery and ${head}`
      : sql`tsv @@ ${allWords}::tsquery and not ${head}`;
  const notAllWords = sql`id not in (select id from search_documents where kind = ${kind} and visible and tsv @@ ${allWords}::tsquery)`;
  // The title and tag words are document words too: a head match needs no test of the whole
  // tsvector (which would unpack ~10 kB for every title match of a common word).
  return tier.inHead
    ? sql`${head} and ${notAllWords}`
    : sql`tsv @@ ${anyWord}::tsquery and ${notAllWords} and not ${head}`;
}
