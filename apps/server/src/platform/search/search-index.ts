import type { Db } from '../db/database.ts';
import type { SearchKind } from '../db/schema.ts';
import type { KnownTotal, TierMatch } from './ranking-tiers.ts';

export type { KnownTotal, SearchKind, TierMatch };
export const SEARCH_KINDS: readonly SearchKind[] = ['ARTICLE', 'PRODUCT'];

/**
 * The indexed columns, from the most telling to the least: a match in the title ranks above one in
 * the tags, the summary (excerpt; for products also brand, model and category) and the body.
 */
export interface SearchFields {
  title: string;
  tags: string;
  summary: string;
  body: string;
}

export interface SearchDocument {
  kind: SearchKind;
  refId: number;
  /** Published article / product on sale; the others stay indexed but are never found. */
  visible: boolean;
  /** An article is found from this moment on; null for products. */
  publishedAt: string | null;
  fields: SearchFields;
}

export interface SearchPageQuery {
  /**
   * The query's terms (from `parseQuery`); never empty. A term of several words separated by a
   * space matches where they stand side by side, in order.
   */
  terms: string[];
  /** Documents with all the terms, or (when none has them all) with some of them. */
  match: TierMatch;
  kind: SearchKind;
  /** Articles published later than this are not found yet. */
  now: string;
  offset: number;
  limit: number;
  /**
   * How many documents of the kind the page is one of (from `count` with the same match, which
   * runs at the same time): a page waits for it only where it needs it, so on PostgreSQL the count
   * and the first page are read side by side.
   */
  known: Promise<KnownTotal>;
}

/**
 * One interface, one implementation per database. Every method takes the executor to run on, so
 * writes happen in the caller's transaction: a saved article is searchable, a deleted one gone,
 * the moment the transaction commits.
 */
export interface SearchIndex {
  /** Replaces the entries of these documents (inserting new ones). */
  upsert(db: Db, documents: SearchDocument[]): Promise<void>;
  remove(db: Db, kind: SearchKind, refIds: number[]): Promise<void>;
  /**
   * The ids of one page of visible matches: documents with a word in the title or the tags first,
   * then by relevance (title and tags above summary above body), newest id last as the tie-break.
   */
  page(db: Db, query: SearchPageQuery): Promise<number[]>;
  /**
   * How many visible documents of each kind have all the terms, or at least one of them,
   * counting no further than `atMost`.
   */
  count(
    db: Db,
    terms: string[],
    now: string,
    atMost: number,
    match: 'all' | 'any',
  ): Promise<Record<SearchKind, number>>;
  clear(db: Db): Promise<void>;
  /** After a rebuild has committed: brings the database's statistics up to date (PostgreSQL plans by them). */
  afterRebuild(db: Db): Promise<void>;
  /** Bytes the index takes on disk (for the benchmark and the reindex report). */
  sizeBytes(db: Db): Promise<number>;
}
