import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pageAcrossTiers, rankingTiers, type RankingTier, type TierOrder } from './ranking-tiers.ts';
import type { SearchDocument, SearchIndex, SearchKind, SearchPageQuery } from './search-index.ts';
import { indexTerms } from './segmenter.ts';

/** Rows per statement, well under SQLite's 32,766 bound parameters. */
const BATCH = 400;

/**
 * bm25 weights of the FTS5 columns title, tags, summary, body: a word in the title counts ten
 * times one in the body.
 */
const WEIGHTS = sql.raw('10.0, 8.0, 4.0, 1.0');

/**
 * bm25 first reads every matching entry of each of the query's words to weigh them (~60 ns each),
 * however few documents it then ranks: a sentence of common words (第一次去京都旅行, 250,000
 * entries at 100k articles) would spend 30 ms on that alone. Past this many entries — estimated as
 * words × documents with any of them, and always when that count was capped — a tier is ordered
 * newest first instead.
 */
const BM25_POSTINGS_MAX = 100_000;

/** One FTS5 table per kind, its rowid the article's or product's id: a search never joins. */
const FTS_TABLE: Record<SearchKind, string> = { ARTICLE: 'search_articles_fts', PRODUCT: 'search_products_fts' };

/**
 * An FTS5 query of quoted words: no word can be read as syntax (NEAR, OR, -, :, *, "). A term of
 * several words is a phrase in FTS5 when quoted: they must stand side by side, in order.
 */
export const ftsQuery = (terms: string[], operator: 'AND' | 'OR') =>
  terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(` ${operator} `);

/** The FTS5 expression of one ranking tier. */
export function tierMatch(terms: string[], tier: RankingTier): string {
  const anyWord = ftsQuery(terms, 'OR');
  const head = `{title tags} : (${anyWord})`;
  if (terms.length === 1) return tier.inHead ? head : `(${anyWord}) NOT (${head})`;
  const allWords = `(${ftsQuery(terms, 'AND')})`;
  if (tier.allWords) return tier.inHead ? `${allWords} AND (${head})` : `${allWords} NOT (${head})`;
  // A title or tag word is one of the words: the head matches alone, without merging every word's list.
  return tier.inHead ? `(${head}) NOT ${allWords}` : `(${anyWord}) NOT ${allWords} NOT (${head})`;
}

const words = (text: string) => indexTerms(text).join(' ');

/**
 * SQLite FTS5 over the application's segmented words (space-separated, so unicode61 keeps them).
 * Only documents readers may see are in the FTS tables; `search_documents` says which are indexed
 * and when a scheduled article becomes visible.
 */
export class SqliteSearchIndex implements SearchIndex {
  async upsert(db: Db, documents: SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += BATCH) {
      const batch = documents.slice(start, start + BATCH);
      for (const kind of new Set(batch.map((d) => d.kind))) {
        await this.remove(
          db,
          kind,
          batch.filter((d) => d.kind === kind).map((d) => d.refId),
        );
      }
      await db
        .insertInto('search_documents')
        .values(
          batch.map((d) => ({
            kind: d.kind,
            ref_id: d.refId,
            visible: d.visible ? 1 : 0,
            published_at: d.publishedAt,
          })),
        )
        .execute();
      for (const kind of new Set(batch.map((d) => d.kind))) {
        const rows = batch
          .filter((d) => d.kind === kind && d.visible)
          .map(
            (d) =>
              sql`(${d.refId}, ${words(d.fields.title)}, ${words(d.fields.tags)}, ${words(d.fields.summary)}, ${words(d.fields.body)})`,
          );
        if (rows.length > 0)
          await sql`insert into ${sql.table(FTS_TABLE[kind])} (rowid, title, tags, summary, body) values ${sql.join(rows)}`.execute(
            db,
          );
      }
    }
  }

  async remove(db: Db, kind: SearchKind, refIds: number[]): Promise<void> {
    if (refIds.length === 0) return;
    await sql`delete from ${sql.table(FTS_TABLE[kind])} where rowid in (${sql.join(refIds)})`.execute(db);
    await db.deleteFrom('search_documents').where('kind', '=', kind).where('ref_id', 'in', refIds).execute();
  }

  async page(db: Db, q: SearchPageQuery): Promise<number[]> {
    const table = sql.table(FTS_TABLE[q.kind]);
    const notYet = await this.notYetPublished(db, q.kind, q.now);
    return pageAcrossTiers(
      rankingTiers(q.terms.length, q.match),
      q.offset,
      q.limit,
      {
        count: async (tier, atMost) => this.countMatches(db, q.kind, tierMatch(q.terms, tier), notYet, atMost),
        ids: async (tier: RankingTier, order: TierOrder, offset: number, limit: number) => {
          const { total, capped } = await q.known;
          const rank = order === 'relevance' && !capped && q.terms.length * total <= BM25_POSTINGS_MAX;
          const orderBy = rank ? sql`bm25(${table}, ${WEIGHTS}), rowid desc` : sql`rowid desc`;
          const { rows } = await sql<{ id: number }>`
          select rowid as id from ${table} where ${table} match ${tierMatch(q.terms, tier)} ${excluding(notYet)}
          order by ${orderBy} limit ${limit} offset ${offset}`.execute(db);
          return rows.map((r) => r.id);
        },
      },
      { known: q.known },
    );
  }

  async count(
    db: Db,
    terms: string[],
    now: string,
    atMost: number,
    match: 'all' | 'any',
  ): Promise<Record<SearchKind, number>> {
    const anyWord = ftsQuery(terms, match === 'all' ? 'AND' : 'OR');
    const [articles, products] = await Promise.all(
      (['ARTICLE', 'PRODUCT'] as const).map(async (kind) =>
        this.countMatches(db, kind, anyWord, await this.notYetPublished(db, kind, now), atMost),
      ),
    );
    return { ARTICLE: articles!, PRODUCT: products! };
  }

  async clear(db: Db): Promise<void> {
    for (const table of Object.values(FTS_TABLE))
      await sql`insert into ${sql.table(table)} (${sql.table(table)}) values ('delete-all')`.execute(db);
    await db.deleteFrom('search_documents').execute();
  }

  async afterRebuild(): Promise<void> {
    // FTS5 merges its segments as it goes; SQLite's planner needs no statistics for a MATCH.
  }

  async sizeBytes(db: Db): Promise<number> {
    const { rows } = await sql<{
      bytes: number | null;
    }>`select sum(pgsize) as bytes from dbstat where name like 'search%' or name like 'sqlite_autoindex_search%'`.execute(
      db,
    );
    return Number(rows[0]?.bytes ?? 0);
  }

  private async countMatches(
    db: Db,
    kind: SearchKind,
    match: string,
    notYet: number[],
    atMost: number,
  ): Promise<number> {
    const table = sql.table(FTS_TABLE[kind]);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (select rowid from ${table} where ${table} match ${match} ${excluding(notYet)} limit ${atMost})`.execute(
      db,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Visible documents published for a later time: indexed, but not found before then (a short list). */
  private async notYetPublished(db: Db, kind: SearchKind, now: string): Promise<number[]> {
    const rows = await db
      .selectFrom('search_documents')
      .select('ref_id')
      .where('kind', '=', kind)
      .where('published_at', '>', now)
      .where('visible', '=', 1)
      .execute();
    return rows.map((r) => r.ref_id);
  }
}

const excluding = (ids: number[]) => (ids.length > 0 ? sql`and rowid not in (${sql.join(ids)})` : sql``);
