import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';
import type { SubscriptionStatus, SubscriptionType } from '@app/contract';
import type { SubscriptionRow, SubscriptionsTable } from '../../platform/db/schema.ts';

export interface SubscriptionFilter {
  keyword?: string;
  status?: SubscriptionStatus;
  type?: SubscriptionType;
}

/** The statuses a claim on an address may take over without the address's code. */
export type TakeOver = 'always' | 'unless-in-use';

export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<SubscriptionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('subscriptions').selectAll().where('id', 'in', ids).execute();
  }

  find(email: string, type: SubscriptionType): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('email', '=', email)
      .where('subscription_type', '=', type)
      .executeTakeFirst();
  }

  ofUser(userId: number): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Puts an account's subscription of an address and type in place in one statement (the unique
   * index decides between racing requests). `unless-in-use` leaves one another account holds
   * ACTIVE or PAUSED alone: only the address's code may take that over.
   */
  async claim(
    row: { email: string; type: SubscriptionType; userId: number; status: SubscriptionStatus; name: string | null },
    takeOver: TakeOver,
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto('subscriptions')
      .values({
        email: row.email,
        subscription_type: row.type,
        status: row.status,
        subscriber_name: row.name,
        user_id: row.userId,
        last_notification_at: null,
        notification_count: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => {
        const update = oc.columns(['email', 'subscription_type']).doUpdateSet((eb) => ({
          status: row.status,
          user_id: row.userId,
          subscriber_name: row.name ?? eb.ref('subscriptions.subscriber_name'),
          updated_at: now,
        }));
        return takeOver === 'always'
          ? update
          : update.where((eb) =>
              eb.or([
                eb('subscriptions.status', 'in', ['PENDING', 'UNSUBSCRIBED']),
                eb('subscriptions.user_id', '=', row.userId),
              ]),
            );
      })
      .execute();
  }

  /** An account's other subscriptions of a proven address, waiting for it, become active. */
  async activatePending(userId: number, email: string, now: string): Promise<void> {
    await this.db
      .updateTable('subscriptions')
      .set({ status: 'ACTIVE', updated_at: now })
      .where('user_id', '=', userId)
      .where('email', '=', email)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** Every subscription of the address and type that still receives or waits: the address said stop. */
  async unsubscribe(email: string, type: SubscriptionType, now: string): Promise<void> {
    await this.db
      .updateTable('subscriptions')
      .set({ status: 'UNSUBSCRIBED', updated_at: now })
      .where('email', '=', email)
      .where('subscription_type', '=', type)
      .where('status', '!=', 'UNSUBSCRIBED')
      .execute();
  }

  async page(
    filter: SubscriptionFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: SubscriptionRow[]; total: number }> {
    let query = this.db.selectFrom('subscriptions');
    if (filter.keyword) query = query.where(anyColumnContains(['email', 'subscriber_name'], filter.keyword));
    else if (filter.status) query = query.where('status', '=', filter.status);
    else if (filter.type) query = query.where('subscription_type', '=', filter.type);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  insert(row: Insertable<SubscriptionsTable>): Promise<SubscriptionRow> {
    return this.db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  update(id: number, changes: Updateable<SubscriptionsTable>): Promise<SubscriptionRow | undefined> {
    return this.db.updateTable('subscriptions').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('subscriptions').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteOfUser(userId: number): Promise<void> {
    await this.db.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
  }

  async setStatus(ids: number[], status: SubscriptionStatus, now: string): Promise<number> {
    const result = await this.db
      .updateTable('subscriptions')
      .set({ status, updated_at: now })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async counts(): Promise<{ status: SubscriptionStatus; type: SubscriptionType; n: number }[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['status', 'subscription_type as type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['status', 'subscription_type'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  /** The ACTIVE subscriptions of a type (of one account when `userId` is given), oldest first. */
  active(type: SubscriptionType, userId?: number): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('subscription_type', '=', type)
      .where('status', '=', 'ACTIVE')
      .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
      .orderBy('id')
      .execute();
  }

  /** A mail went out: when, and one more. */
  async noteNotified(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('subscriptions')
      .set((eb) => ({ last_notification_at: now, notification_count: eb('notification_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
}
