import type { Db } from '../db/database.ts';
import type { SearchDocument, SearchIndex, SearchKind } from './search-index.ts';

/** Documents read and written per step of a rebuild. */
const REBUILD_BATCH = 500;

/** Only the start of a very long body is indexed (the index and its snippets stay bounded). */
export const INDEXED_BODY_CHARS = 50_000;

/** Documents to re-read, by kind. */
export type SearchRefs = Partial<Record<SearchKind, number[]>>;

/**
 * Something outside a kind's own rows that its entries carry: a tag's name, a category's path.
 * When one changes, the module that owns it asks for the documents that depend on it.
 */
export type SearchDependency = 'tag' | 'product-category';

/**
 * Where one kind's documents come from, registered by the module that owns them (articles,
 * products). Every method reads through the connection it is given: the caller's transaction.
 */
export interface SearchSource {
  kind: SearchKind;
  /** What the index holds of these ids; ids that no longer exist are left out. */
  documents(db: Db, ids: number[]): Promise<SearchDocument[]>;
  /** Every id of the kind, in ascending order (for a rebuild). */
  allIds(db: Db): Promise<number[]>;
  /** The ids whose entries carry these tags, categories … */
  dependents?: Partial<Record<SearchDependency, (db: Db, ids: number[]) => Promise<number[]>>>;
}

export interface RebuildProgress {
  done: number;
  total: number;
}

/** The ids asked for that no longer exist (deleted): their entries leave the index. */
const gone = (ids: number[], found: { refId: number }[]) => {
  const present = new Set(found.map((d) => d.refId));
  return ids.filter((id) => !present.has(id));
};

/**
 * Keeps the search index in step with the content. Modules register a source for their kind and
 * call `sync` inside their write transactions with that transaction as `db`, so the index never
 * disagrees with what was committed.
 */
export class SearchIndexer {
  private readonly sources = new Map<SearchKind, SearchSource>();

  constructor(readonly index: SearchIndex) {}

  register(source: SearchSource): void {
    if (this.sources.has(source.kind)) throw new Error(`search source ${source.kind} registered twice`);
    this.sources.set(source.kind, source);
  }

  /** Re-reads these documents and indexes them as they are now; gone ones leave the index. */
  async sync(db: Db, refs: SearchRefs): Promise<void> {
    for (const [kind, ids] of Object.entries(refs) as [SearchKind, number[]][]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) continue;
      const documents = await this.source(kind).documents(db, unique);
      await this.index.upsert(db, documents);
      await this.index.remove(db, kind, gone(unique, documents));
    }
  }

  /** The documents of every kind whose entries carry these tags, categories … */
  async dependentsOf(db: Db, dependency: SearchDependency, ids: number[]): Promise<SearchRefs> {
    const refs: SearchRefs = {};
    if (ids.length === 0) return refs;
    for (const source of this.sources.values()) {
      const find = source.dependents?.[dependency];
      if (find) refs[source.kind] = await find(db, ids);
    }
    return refs;
  }

  /**
   * Rebuilds the whole index from the tables in one transaction: readers keep the old index until
   * the new one is complete. Only on demand (`npm run search:reindex`), never at start.
   */
  async rebuild(db: Db, onProgress?: (progress: RebuildProgress) => void): Promise<RebuildProgress> {
    const result = await db.transaction().execute(async (trx) => {
      const all = await Promise.all(
        [...this.sources.values()].map(async (s) => [s.kind, await s.allIds(trx)] as const),
      );
      const progress = { done: 0, total: all.reduce((n, [, ids]) => n + ids.length, 0) };
      await this.index.clear(trx);
      onProgress?.({ ...progress });
      for (const [kind, ids] of all) {
        for (let start = 0; start < ids.length; start += REBUILD_BATCH) {
          const batch = ids.slice(start, start + REBUILD_BATCH);
          await this.sync(trx, { [kind]: batch });
          progress.done += batch.length;
          onProgress?.({ ...progress });
        }
      }
      return progress;
    });
    await this.index.afterRebuild(db);
    return result;
  }

  private source(kind: SearchKind): SearchSource {
    const source = this.sources.get(kind);
    if (!source) throw new Error(`no search source for ${kind}`);
    return source;
  }
}
