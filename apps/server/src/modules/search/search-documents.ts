import type { Db } from '../../platform/db/database.ts';
import { markdownText } from '../../platform/markdown/markdown.ts';
import type { SearchDocument } from '../../platform/search/search-index.ts';

/** Only the start of a very long body is indexed (the index and its snippets stay bounded). */
export const INDEXED_BODY_CHARS = 50_000;

export interface SearchRefs {
  articles: number[];
  products: number[];
}

const groupNames = (rows: { owner: number; name: string }[]) => {
  const byOwner = new Map<number, string[]>();
  for (const r of rows) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), r.name]);
  return byOwner;
};

const articleTagNames = async (db: Db, ids: number[]) =>
  groupNames(
    await db
      .selectFrom('article_tags')
      .innerJoin('tags', 'tags.id', 'article_tags.tag_id')
      .select(['article_tags.article_id as owner', 'tags.name'])
      .where('article_tags.article_id', 'in', ids)
      .execute(),
  );

const productTagNames = async (db: Db, ids: number[]) =>
  groupNames(
    await db
      .selectFrom('product_tags')
      .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
      .select(['product_tags.product_id as owner', 'tags.name'])
      .where('product_tags.product_id', 'in', ids)
      .execute(),
  );

/** What the index holds of these articles: title; tags; excerpt; the Markdown's text. */
export async function articleDocuments(db: Db, ids: number[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const [rows, tags] = await Promise.all([
    db
      .selectFrom('articles')
      .select(['id', 'title', 'excerpt', 'content', 'status', 'published_at'])
      .where('id', 'in', ids)
      .execute(),
    articleTagNames(db, ids),
  ]);
  return rows.map((r) => ({
    kind: 'ARTICLE',
    refId: r.id,
    visible: r.status === 'PUBLISHED' && r.published_at !== null,
    publishedAt: r.published_at,
    fields: {
      title: r.title,
      tags: (tags.get(r.id) ?? []).join(' '),
      summary: r.excerpt,
      body: markdownText(r.content).slice(0, INDEXED_BODY_CHARS),
    },
  }));
}

/**
 * What the index holds of these products: name; tags with brand and model (names people type);
 * summary with the category path (上衣 › 外套); the description's text. Only products on sale are
 * found.
 */
export async function productDocuments(db: Db, ids: number[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const [rows, tags, categories] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'name', 'summary', 'brand', 'model', 'description', 'status', 'category_id'])
      .where('id', 'in', ids)
      .execute(),
    productTagNames(db, ids),
    db.selectFrom('product_categories').select(['id', 'name', 'parent_id']).execute(),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (id: number | null): string[] => {
    const names: string[] = [];
    // At most 4 levels; the bound also guards against a cycle in bad data.
    for (
      let c = id === null ? undefined : byId.get(id);
      c && names.length < 8;
      c = c.parent_id === null ? undefined : byId.get(c.parent_id)
    )
      names.unshift(c.name);
    return names;
  };
  return rows.map((r) => ({
    kind: 'PRODUCT',
    refId: r.id,
    visible: r.status === 'ACTIVE',
    publishedAt: null,
    fields: {
      title: r.name,
      tags: [...(tags.get(r.id) ?? []), r.brand ?? '', r.model ?? ''].join(' '),
      summary: [r.summary ?? '', ...pathOf(r.category_id)].join(' '),
      body: markdownText(r.description).slice(0, INDEXED_BODY_CHARS),
    },
  }));
}
