import { sql } from 'kysely';
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

  async stats(since: string): Promise<{ total: number; admins: number; active: number; newSince: number }> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('role', '=', 'ADMIN').then(1).else(0).end()).as('admins'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'ACTIVE').then(1).else(0).end()).as('active'),
        eb.fn.sum<number>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('newSince'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      admins: Number(row.admins ?? 0),
      active: Number(row.active ?? 0),
      newSince: Number(row.newSince ?? 0),
    };
  }
}
