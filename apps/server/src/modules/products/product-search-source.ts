import type { Db } from '../../platform/db/database.ts';
import { markdownText } from '../../platform/markdown/markdown.ts';
import { INDEXED_BODY_CHARS, type SearchSource } from '../../platform/search/search-indexer.ts';
import type { TagsService } from '../tags/tags.service.ts';
import { ProductCategoriesRepository } from './product-categories.repository.ts';
import { ProductsRepository } from './products.repository.ts';
import { onSale } from './product-visibility.ts';

/** The names from the root down to this category (上衣 › 外套). */
function categoryPath(categories: { id: number; name: string; parent_id: number | null }[], id: number | null) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const names: string[] = [];
  // At most 4 levels; the bound also guards against a cycle in bad data.
  for (
    let c = id === null ? undefined : byId.get(id);
    c && names.length < 8;
    c = c.parent_id === null ? undefined : byId.get(c.parent_id)
  )
    names.unshift(c.name);
  return names;
}

/**
 * What the index holds of a product: name; tags with brand and model (names people type); summary
 * with the category path; the description's text. Only products on sale are found.
 */
export const productSearchSource = (tags: TagsService): SearchSource => ({
  kind: 'PRODUCT',
  async documents(db: Db, ids: number[]) {
    const repo = new ProductsRepository(db);
    const [rows, tagIds, categories] = await Promise.all([
      repo.findByIds(ids),
      repo.tagIdsOf(ids),
      new ProductCategoriesRepository(db).all(),
    ]);
    const briefs = await tags.briefsOf(tagIds, db);
    return rows.map((r) => ({
      kind: 'PRODUCT' as const,
      refId: r.id,
      visible: onSale(r),
      publishedAt: null,
      fields: {
        title: r.name,
        tags: [...(briefs.get(r.id) ?? []).map((t) => t.name), r.brand ?? '', r.model ?? ''].join(' '),
        summary: [r.summary ?? '', ...categoryPath(categories, r.category_id)].join(' '),
        body: markdownText(r.description).slice(0, INDEXED_BODY_CHARS),
      },
    }));
  },
  allIds: (db) => new ProductsRepository(db).allIds(),
  dependents: {
    tag: (db, tagIds) => new ProductsRepository(db).idsTaggedWith(tagIds),
    'product-category': (db, categoryIds) => new ProductsRepository(db).idsInCategories(categoryIds),
  },
});
