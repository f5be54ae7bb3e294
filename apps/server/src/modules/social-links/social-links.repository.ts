import { type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';
import type { SocialLinkRow, SocialLinksTable } from '../../platform/db/schema.ts';

export interface AdminFilter {
  keyword?: string;
  /** Platforms whose name the keyword matches (a search for 「微信」 finds the WECHAT links). */
  platforms?: string[];
}

export class SocialLinksRepository {
  constructor(private readonly db: Db) {}

  insert(row: Insertable<SocialLinksTable>): Promise<SocialLinkRow> {
    return this.db.insertInto('social_links').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<SocialLinkRow | undefined> {
    return this.db.selectFrom('social_links').selectAll().where('id', '=', id).executeTakeFirst();
  }

  update(id: number, changes: Updateable<SocialLinksTable>): Promise<SocialLinkRow | undefined> {
    return this.db.updateTable('social_links').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  async delete(id: number): Promise<boolean> {
    const r = await this.db.deleteFrom('social_links').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The public page: active links, lower sort order first, then the oldest. */
  active(): Promise<SocialLinkRow[]> {
    return this.db
      .selectFrom('social_links')
      .selectAll()
      .where('active', '=', true)
      .orderBy('sort_order', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  /** Counts a click on an active link; the new total, or undefined when it is not (or no longer) active. */
  async addClick(id: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('social_links')
      .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
      .where('id', '=', id)
      .where('active', '=', true)
      .returning('click_count')
      .executeTakeFirst();
    return row?.click_count;
  }

  /** The administrator's list, in the public page's order. */
  async adminPage(
    filter: AdminFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: SocialLinkRow[]; total: number }> {
    let base = this.db.selectFrom('social_links');
    const { keyword, platforms = [] } = filter;
    if (keyword) {
      base = base.where((eb) =>
        eb.or([
          anyColumnContains(['title', 'url', 'description', 'group_name'], keyword),
          ...(platforms.length > 0 ? [eb('platform', 'in', platforms)] : []),
        ]),
      );
    }
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('sort_order', 'asc').orderBy('id', 'asc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}
