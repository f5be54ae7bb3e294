import { type Insertable, type Updateable } from 'kysely';
import type { FriendLinkStatus } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';
import type { FriendLinkRow, FriendLinksTable } from '../../platform/db/schema.ts';

export interface AdminFilter {
  status?: FriendLinkStatus;
  keyword?: string;
}

export class FriendLinksRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the link unless another holds its site (then undefined): one statement, so racing inserts get one row. */
  insertUnlessSiteTaken(row: Insertable<FriendLinksTable>): Promise<FriendLinkRow | undefined> {
    return this.db
      .insertInto('friend_links')
      .values(row)
      .onConflict((oc) => oc.column('site_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  findById(id: number): Promise<FriendLinkRow | undefined> {
    return this.db.selectFrom('friend_links').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Throws the unique violation when the new site is another link's (see `isUniqueViolation`). */
  update(id: number, changes: Updateable<FriendLinksTable>): Promise<FriendLinkRow | undefined> {
    return this.db.updateTable('friend_links').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Moves a link from one status to another; undefined when it was not in `from` (one statement, so two reviews cannot both pass). */
  changeStatus(
    id: number,
    from: FriendLinkStatus,
    to: FriendLinkStatus,
    at: string,
  ): Promise<FriendLinkRow | undefined> {
    return this.db
      .updateTable('friend_links')
      .set({ status: to, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(id: number): Promise<boolean> {
    const r = await this.db.deleteFrom('friend_links').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The public grid: approved links by sort order, then the oldest first. */
  approved(): Promise<FriendLinkRow[]> {
    return this.db
      .selectFrom('friend_links')
      .selectAll()
      .where('status', '=', 'APPROVED')
      .orderBy('sort_order', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  /** Counts a click on an approved link; the new total, or undefined when the link is not (or no longer) approved. */
  async addClick(id: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('friend_links')
      .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'APPROVED')
      .returning('click_count')
      .executeTakeFirst();
    return row?.click_count;
  }

  /** The administrator's list: newest first. */
  async adminPage(
    filter: AdminFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: FriendLinkRow[]; total: number }> {
    let base = this.db.selectFrom('friend_links');
    if (filter.status) base = base.where('status', '=', filter.status);
    if (filter.keyword) {
      base = base.where(
        anyColumnContains(['site_name', 'site_url', 'owner_name', 'owner_email', 'description'], filter.keyword),
      );
    }
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  async rules(): Promise<string | undefined> {
    const row = await this.db.selectFrom('friend_link_settings').select('rules').where('id', '=', 1).executeTakeFirst();
    return row?.rules;
  }

  async saveRules(rules: string, at: string): Promise<void> {
    await this.db
      .insertInto('friend_link_settings')
      .values({ id: 1, rules, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ rules, updated_at: at }))
      .execute();
  }
}
