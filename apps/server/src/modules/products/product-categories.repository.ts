import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ProductCategoriesTable, ProductCategoryRow, ProductStatus } from '../../platform/db/schema.ts';

/** SQL of the category tree. A site has tens to hundreds of categories: the service reads them all and builds the tree in memory. */
export class ProductCategoriesRepository {
  constructor(private readonly db: Db) {}

  all(): Promise<ProductCategoryRow[]> {
    return this.db
      .selectFrom('product_categories')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  findById(id: number): Promise<ProductCategoryRow | undefined> {
    return this.db.selectFrom('product_categories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<ProductCategoryRow | undefined> {
    return this.db.selectFrom('product_categories').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('product_categories').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Products per category (the category's own, not its subtree's); `status` limits to one status. */
  async productCounts(status?: ProductStatus): Promise<Map<number, number>> {
    let q = this.db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id');
    if (status) q = q.where('status', '=', status);
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
  }

  async childCount(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('product_categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async productCount(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insert(row: Insertable<ProductCategoriesTable>): Promise<number> {
    return (await this.db.insertInto('product_categories').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, changes: Updateable<ProductCategoriesTable>): Promise<void> {
    await this.db.updateTable('product_categories').set(changes).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('product_categories').where('id', '=', id).execute();
  }
}
