import type { Db } from '../../platform/db/database.ts';
import type { SearchIndex } from '../../platform/search/search-index.ts';
import { articleDocuments, productDocuments, type SearchRefs } from './search-documents.ts';

/** Documents read and written per step of a rebuild. */
const REBUILD_BATCH = 500;

/** The ids asked for that no longer exist (deleted): their entries leave the index. */
const gone = (ids: number[], found: { refId: number }[]) => {
  const present = new Set(found.map((d) => d.refId));
  return ids.filter((id) => !present.has(id));
};

export interface RebuildProgress {
  done: number;
  total: number;
}

/**
 * Keeps the search index in step with the articles and products. The services call it inside
 * their write transactions with that transaction as `db`, so the index never disagrees with what
 * was committed.
 */
export class SearchIndexer {
  constructor(readonly index: SearchIndex) {}

  /** Re-reads these articles and products and indexes them as they are now; gone ones leave the index. */
  async sync(db: Db, refs: Partial<SearchRefs>): Promise<void> {
    const articles = [...new Set(refs.articles ?? [])];
    const products = [...new Set(refs.products ?? [])];
    if (articles.length > 0) {
      const documents = await articleDocuments(db, articles);
      await this.index.upsert(db, documents);
      await this.index.remove(db, 'ARTICLE', gone(articles, documents));
    }
    if (products.length > 0) {
      const documents = await productDocuments(db, products);
      await this.index.upsert(db, documents);
      await this.index.remove(db, 'PRODUCT', gone(products, documents));
    }
  }

  /** The articles and products carrying a tag (whose entries change when the tag is renamed or deleted). */
  async taggedWith(db: Db, tagId: number): Promise<SearchRefs> {
    const [articles, products] = await Promise.all([
      db.selectFrom('article_tags').select('article_id as id').where('tag_id', '=', tagId).execute(),
      db.selectFrom('product_tags').select('product_id as id').where('tag_id', '=', tagId).execute(),
    ]);
    return { articles: articles.map((r) => r.id), products: products.map((r) => r.id) };
  }

  /** The products filed under these categories (whose entries carry the category names). */
  async productsIn(db: Db, categoryIds: number[]): Promise<SearchRefs> {
    if (categoryIds.length === 0) return { articles: [], products: [] };
    const rows = await db.selectFrom('products').select('id').where('category_id', 'in', categoryIds).execute();
    return { articles: [], products: rows.map((r) => r.id) };
  }

  /**
   * Rebuilds the whole index from the tables in one transaction: readers keep the old index until
   * the new one is complete. Only on demand (`npm run search:reindex`), never at start.
   */
  async rebuild(db: Db, onProgress?: (progress: RebuildProgress) => void): Promise<RebuildProgress> {
    const result = await db.transaction().execute(async (trx) => {
      const [articles, products] = await Promise.all([
        trx.selectFrom('articles').select('id').orderBy('id').execute(),
        trx.selectFrom('products').select('id').orderBy('id').execute(),
      ]);
      const progress = { done: 0, total: articles.length + products.length };
      await this.index.clear(trx);
      onProgress?.({ ...progress });
      for (const [key, rows] of [['articles', articles] as const, ['products', products] as const]) {
        for (let start = 0; start < rows.length; start += REBUILD_BATCH) {
          const ids = rows.slice(start, start + REBUILD_BATCH).map((r) => r.id);
          await this.sync(trx, { [key]: ids });
          progress.done += ids.length;
          onProgress?.({ ...progress });
        }
      }
      return progress;
    });
    await this.index.afterRebuild(db);
    return result;
  }
}
