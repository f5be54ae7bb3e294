import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { TagRow, TagsTable } from '../../platform/db/schema.ts';

export type TagWithCount = TagRow & { article_count: number };

export class TagsRepository {
  constructor(private readonly db: Db) {}

  private withCounts() {
    return this.db
      .selectFrom('tags')
      .selectAll('tags')
      .select((eb) =>
        eb
          .selectFrom('article_tags')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('article_tags.tag_id', '=', 'tags.id')
          .as('article_count'),
      );
  }

  async page(options: {
    keyword?: string;
    offset: number;
    limit: number;
    order: { column: 'name' | 'slug' | 'created_at'; direction: 'asc' | 'desc' }[];
  }): Promise<{ rows: TagWithCount[]; total: number }> {
    const like = options.keyword ? `%${options.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    let rowsQuery = this.withCounts();
    let countQuery = this.db.selectFrom('tags').select((eb) => eb.fn.countAll<number>().as('n'));
    if (like) {
      const match = sql<boolean>`(lower(tags.name) like ${like} escape '\\' or lower(tags.slug) like ${like} escape '\\')`;
      rowsQuery = rowsQuery.where(match);
      countQuery = countQuery.where(match);
    }
    for (const o of options.order) rowsQuery = rowsQuery.orderBy(`tags.${o.column}`, o.direction);
    const [rows, total] = await Promise.all([
      rowsQuery.orderBy('tags.id', 'asc').offset(options.offset).limit(options.limit).execute(),
      countQuery.executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...r, article_count: Number(r.article_count ?? 0) })), total: Number(total.n) };
  }

  async findById(id: number): Promise<TagWithCount | undefined> {
    const row = await this.withCounts().where('tags.id', '=', id).executeTakeFirst();
    return row && { ...row, article_count: Number(row.article_count ?? 0) };
  }

  async findByIds(ids: number[]): Promise<TagWithCount[]> {
    if (ids.length === 0) return [];
    const rows = await this.withCounts().where('tags.id', 'in', ids).execute();
    return rows.map((r) => ({ ...r, article_count: Number(r.article_count ?? 0) }));
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

  featured(limit: number): Promise<TagWithCount[]> {
    return this.withCounts()
      .where('tags.featured', '=', true)
      .orderBy('tags.name')
      .limit(limit)
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, article_count: Number(r.article_count ?? 0) })));
  }

  async articleCount(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('article_tags')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tag_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
