import { sql } from 'kysely';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';
import type { Db } from '../../platform/db/database.ts';
import type { NewUser, UserRow, UserUpdate } from '../../platform/db/schema.ts';

/** How another module shows a user (their rows stay in this module). */
export interface UserName {
  displayName: string;
  username: string;
  avatarUrl: string | null;
  admin: boolean;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** id → how these users are shown (display name, username, avatar, whether they administer the site). */
  async names(ids: number[]): Promise<Map<number, UserName>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'display_name', 'username', 'avatar_url', 'role'])
      .where('id', 'in', [...new Set(ids)])
      // A deleted account keeps its row for its comments, but is no longer anyone to show.
      .where('status', '!=', 'DELETED')
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        { displayName: r.display_name, username: r.username, avatarUrl: r.avatar_url, admin: r.role === 'ADMIN' },
      ]),
    );
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
      .executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
      .executeTakeFirst();
  }

  async insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, changes: UserUpdate): Promise<UserRow | undefined> {
    return this.db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  async firstAdminId(): Promise<number | undefined> {
    return (
      await this.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
    )?.id;
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'ADMIN')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The administrator's list: newest first, optionally those whose username, name or e-mail contains the keyword. */
  async page(keyword: string | undefined, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
    let base = this.db.selectFrom('users');
    if (keyword) base = base.where(anyColumnContains(['username', 'display_name', 'email'], keyword));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /**
   * The ids of the active administrators, with their rows locked until the transaction ends (an
   * update of every one of them: row locks on PostgreSQL, the write lock on SQLite), so two
   * administrators removing each other at once cannot both see the other as the one left.
   */
  async lockActiveAdmins(): Promise<number[]> {
    const rows = await this.db
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('role', '=', 'ADMIN')
      .where('status', '=', 'ACTIVE')
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async stats(since: string): Promise<{ total: number; newSince: number; pending: number }> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('newSince'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'PENDING').then(1).else(0).end()).as('pending'),
      ])
      .where('status', '!=', 'DELETED')
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), newSince: Number(row.newSince ?? 0), pending: Number(row.pending ?? 0) };
  }
}
