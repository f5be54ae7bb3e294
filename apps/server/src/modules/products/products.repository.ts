import { type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, ProductRow, ProductsTable, ProductStatus } from '../../platform/db/schema.ts';
import { ON_SALE } from './product-visibility.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';

export type ProductOrderColumn =
  'created_at' | 'updated_at' | 'price_fen' | 'favorite_count' | 'view_count' | 'click_count' | 'name' | 'featured';
export type ProductOrder = { column: ProductOrderColumn; direction: 'asc' | 'desc' };

/** A product with the name and slug of its category. */
export type ProductWithCategory = ProductRow & { category_name: string; category_slug: string };

/**
 * What a list shows of a product (cards, related products, the admin table): everything but its
 * Markdown description, gallery, purchase link and SEO fields. A list of twelve read them all.
 */
const SUMMARY_COLUMNS = [
  'products.id',
  'products.name',
  'products.slug',
  'products.category_id',
  'products.price_fen',
  'products.original_price_fen',
  'products.brand',
  'products.model',
  'products.summary',
  'products.main_image',
  'products.status',
  'products.featured',
  'products.view_count',
  'products.click_count',
  'products.favorite_count',
  'products.created_at',
  'products.updated_at',
  'product_categories.name as category_name',
  'product_categories.slug as category_slug',
] as const;
/** A summary column's name in the row: `products.name` → `name`, `… as category_name` → `category_name`. */
type ColumnName<C> = C extends `${string} as ${infer Alias}`
  ? Alias
  : C extends `products.${infer Name}`
    ? Name
    : never;
export type ProductSummaryRow = Pick<ProductWithCategory, ColumnName<(typeof SUMMARY_COLUMNS)[number]>>;

export interface ProductFilter {
  statuses?: ProductStatus[];
  categoryIds?: number[];
  featured?: boolean;
  keyword?: string;
}

export class ProductsRepository {
  constructor(private readonly db: Db) {}

  /** Products joined to their category. */
  private joined() {
    return this.db
      .selectFrom('products')
      .innerJoin('product_categories', 'product_categories.id', 'products.category_id');
  }

  private withCategory() {
    return this.joined()
      .selectAll('products')
      .select(['product_categories.name as category_name', 'product_categories.slug as category_slug']);
  }

  /** What lists show of products, with their category's name and slug. */
  private summaryRows() {
    return this.joined().select(SUMMARY_COLUMNS);
  }

  /** Products on sale that nobody was told of yet. */
  async unannouncedOnSaleIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('announced_at', 'is', null)
      .where('status', '=', ON_SALE)
      .orderBy('id')
      .limit(100)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Marks a product on sale announced; undefined when it is not on sale or another process was first. */
  markAnnounced(id: number, now: string): Promise<ProductRow | undefined> {
    return this.db
      .updateTable('products')
      .set({ announced_at: now })
      .where('id', '=', id)
      .where('announced_at', 'is', null)
      .where('status', '=', ON_SALE)
      .returningAll()
      .executeTakeFirst();
  }

  findById(id: number): Promise<ProductWithCategory | undefined> {
    return this.withCategory().where('products.id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<ProductWithCategory | undefined> {
    return this.withCategory().where('products.slug', '=', slug).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<ProductWithCategory[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.withCategory().where('products.id', 'in', ids).execute();
  }

  summaryRowsByIds(ids: number[]): Promise<ProductSummaryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.summaryRows().where('products.id', 'in', ids).execute();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('products').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(row: Insertable<ProductsTable>): Promise<number> {
    return (await this.db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, changes: Updateable<ProductsTable>): Promise<void> {
    await this.db.updateTable('products').set(changes).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('products').where('id', '=', id).execute();
  }

  async increment(id: number, column: 'view_count' | 'click_count'): Promise<void> {
    await this.db
      .updateTable('products')
      .set((eb) => ({ [column]: eb(column, '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async setTags(productId: number, tagIds: number[]): Promise<void> {
    await this.db.deleteFrom('product_tags').where('product_id', '=', productId).execute();
    if (tagIds.length > 0)
      await this.db
        .insertInto('product_tags')
        .values(tagIds.map((tag_id) => ({ product_id: productId, tag_id })))
        .execute();
  }

  /** product id → its tag ids. */
  async tagIdsOf(productIds: number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (productIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('product_tags')
      .select(['product_id', 'tag_id'])
      .where('product_id', 'in', productIds)
      .execute();
    for (const row of rows) result.set(row.product_id, [...(result.get(row.product_id) ?? []), row.tag_id]);
    return result;
  }

  /** The products carrying any of these tags. */
  async idsTaggedWith(tagIds: number[]): Promise<number[]> {
    if (tagIds.length === 0) return [];
    const rows = await this.db.selectFrom('product_tags').select('product_id').where('tag_id', 'in', tagIds).execute();
    return [...new Set(rows.map((r) => r.product_id))];
  }

  /** The products filed under these categories. */
  async idsInCategories(categoryIds: number[]): Promise<number[]> {
    if (categoryIds.length === 0) return [];
    const rows = await this.db.selectFrom('products').select('id').where('category_id', 'in', categoryIds).execute();
    return rows.map((r) => r.id);
  }

  allIds(): Promise<number[]> {
    return this.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => r.id));
  }

  /** status → how many products have it. */
  async statusCounts(): Promise<Map<ProductStatus, number>> {
    const rows = await this.db
      .selectFrom('products')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  /** The ids of the products with these statuses, as a subquery. */
  idsWithStatus(statuses: ProductStatus[]) {
    return this.db.selectFrom('products').select('products.id').where('products.status', 'in', statuses);
  }

  private filtered(f: ProductFilter): SelectQueryBuilder<Database, 'products' | 'product_categories', object> {
    let q = this.joined();
    if (f.statuses) q = q.where('products.status', 'in', f.statuses);
    if (f.categoryIds) q = q.where('products.category_id', 'in', f.categoryIds.length > 0 ? f.categoryIds : [-1]);
    if (f.featured !== undefined) q = q.where('products.featured', '=', f.featured);
    if (f.keyword) {
      q = q.where(
        anyColumnContains(
          ['products.name', 'products.brand', 'products.model', 'products.summary', 'products.slug'],
          f.keyword,
        ),
      );
    }
    return q;
  }

  /** One page of products matching the filter, in the given order (then newest id), with the total. */
  async page(
    f: ProductFilter,
    o: { offset: number; limit: number; order: ProductOrder[] },
  ): Promise<{ rows: ProductSummaryRow[]; total: number }> {
    const q = this.filtered(f);
    let rows = q.select(SUMMARY_COLUMNS);
    for (const ord of o.order) rows = rows.orderBy(`products.${ord.column}`, ord.direction);
    const [list, total] = await Promise.all([
      rows.orderBy('products.id', 'desc').offset(o.offset).limit(o.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.n) };
  }

  /** On-sale products of the same category, featured first, newest first. */
  related(product: ProductRow, limit: number): Promise<ProductSummaryRow[]> {
    return this.summaryRows()
      .where('products.category_id', '=', product.category_id)
      .where('products.status', '=', ON_SALE)
      .where('products.id', '!=', product.id)
      .orderBy('products.featured', 'desc')
      .orderBy('products.created_at', 'desc')
      .orderBy('products.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Slugs and times of on-sale products, for the sitemap. */
  sitemapEntries(limit: number): Promise<{ slug: string; updated_at: string }[]> {
    return this.db
      .selectFrom('products')
      .select(['slug', 'updated_at'])
      .where('status', '=', ON_SALE)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
