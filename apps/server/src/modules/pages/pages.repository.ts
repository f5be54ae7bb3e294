import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { PagesTable } from '../../platform/db/schema.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';

export type PageRow = Selectable<PagesTable>;
/** A list row: everything but the (possibly long) content. */
export type PageListRow = Omit<PageRow, 'content'>;
export type PageOrder = {
  column: 'sort_order' | 'title' | 'slug' | 'created_at' | 'updated_at';
  direction: 'asc' | 'desc';
};

const LIST_COLUMNS = [
  'id',
  'title',
  'slug',
  'status',
  'sort_order',
  'show_in_list',
  'created_at',
  'updated_at',
] as const;

export class PagesRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<PageRow | undefined> {
    return this.db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<PageRow | undefined> {
    return this.db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('pages').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Admin list: drafts included, searchable by title or slug. */
  async page(o: {
    keyword?: string;
    status?: PageRow['status'];
    offset: number;
    limit: number;
    order: PageOrder[];
  }): Promise<{ rows: PageListRow[]; total: number }> {
    let q = this.db.selectFrom('pages');
    if (o.status) q = q.where('pages.status', '=', o.status);
    if (o.keyword) {
      q = q.where(anyColumnContains(['pages.title', 'pages.slug'], o.keyword));
    }
    let rows = q.select(LIST_COLUMNS.map((c) => `pages.${c}` as const));
    for (const ord of o.order) rows = rows.orderBy(`pages.${ord.column}`, ord.direction);
    const [list, total] = await Promise.all([
      rows.orderBy('pages.id', 'asc').offset(o.offset).limit(o.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.n) };
  }

  /** Published pages meant for the /pages list, by sort order then title. */
  listed(limit: number): Promise<PageRow[]> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('status', '=', 'PUBLISHED')
      .where('show_in_list', '=', true)
      .orderBy('sort_order', 'asc')
      .orderBy('title', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }

  async insert(row: Insertable<PagesTable>): Promise<number> {
    return (await this.db.insertInto('pages').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, changes: Updateable<PagesTable>): Promise<void> {
    await this.db.updateTable('pages').set(changes).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<boolean> {
    const r = await this.db.deleteFrom('pages').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
