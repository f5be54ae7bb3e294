import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { TagRow, TagsTable } from '../../platform/db/schema.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';

export class TagsRepository {
  constructor(private readonly db: Db) {}

  async page(options: {
    keyword?: string;
    offset: number;
    limit: number;
    order: { column: 'name' | 'slug' | 'created_at'; direction: 'asc' | 'desc' }[];
  }): Promise<{ rows: TagRow[]; total: number }> {
    let rowsQuery = this.db.selectFrom('tags').selectAll('tags');
    let countQuery = this.db.selectFrom('tags').select((eb) => eb.fn.countAll<number>().as('n'));
    if (options.keyword) {
      const match = anyColumnContains(['tags.name', 'tags.slug'], options.keyword);
      rowsQuery = rowsQuery.where(match);
      countQuery = countQuery.where(match);
    }
    for (const o of options.order) rowsQuery = rowsQuery.orderBy(`tags.${o.column}`, o.direction);
    const [rows, total] = await Promise.all([
      rowsQuery.orderBy('tags.id', 'asc').offset(options.offset).limit(options.limit).execute(),
      countQuery.executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  findById(id: number): Promise<TagRow | undefined> {
    return this.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<TagRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('tags').selectAll().where('id', 'in', ids).execute();
  }

  findBySlug(slug: string): Promise<TagRow | undefined> {
    return this.db.selectFrom('tags').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  /** Every tag's id and name (a site has hundreds at most): matched against search queries. */
  names(): Promise<{ id: number; name: string }[]> {
    return this.db.selectFrom('tags').select(['id', 'name']).execute();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('tags').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    let q = this.db
      .selectFrom('tags')
      .select('id')
      .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(row: Insertable<TagsTable>): Promise<number> {
    const r = await this.db.insertInto('tags').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async update(id: number, changes: Updateable<TagsTable>): Promise<boolean> {
    const r = await this.db.updateTable('tags').set(changes).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('tags').where('id', '=', id).execute();
  }

  findByNames(names: string[]): Promise<TagRow[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('tags')
      .selectAll()
      .where(sql<boolean>`lower(name) in (${sql.join(names.map((n) => n.toLowerCase()))})`)
      .execute();
  }

  featured(limit: number): Promise<TagRow[]> {
    return this.db.selectFrom('tags').selectAll().where('featured', '=', true).orderBy('name').limit(limit).execute();
  }
}
