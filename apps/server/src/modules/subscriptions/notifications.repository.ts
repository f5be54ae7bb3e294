import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { DeliveryRow, DeliveryStatus, NotificationRow, NotificationsTable } from '../../platform/db/schema.ts';

export interface DeliveryCounts {
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** The last change of a delivery: when the job ended, once none is queued. */
  lastUpdate: string | null;
}

const EMPTY: DeliveryCounts = { queued: 0, sent: 0, failed: 0, skipped: 0, lastUpdate: null };

/** Notifications (one sending job each) and their deliveries (one mail per address). */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** A new notification; undefined when its event key exists (the event was handled before). */
  insertOnce(row: Insertable<NotificationsTable>): Promise<NotificationRow | undefined> {
    return this.db
      .insertInto('notifications')
      .values(row)
      .onConflict((oc) => oc.column('event_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  findById(id: number): Promise<NotificationRow | undefined> {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEventKey(key: string): Promise<NotificationRow | undefined> {
    return this.db.selectFrom('notifications').selectAll().where('event_key', '=', key).executeTakeFirst();
  }

  async recipientsOf(notificationId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('notification_deliveries')
      .select('email')
      .where('notification_id', '=', notificationId)
      .execute();
    return rows.map((r) => r.email);
  }

  /** Inserts the deliveries and returns their ids. */
  async insertDeliveries(
    rows: {
      notification_id: number;
      subscription_id: number;
      email: string;
      subscription_type: DeliveryRow['subscription_type'];
    }[],
    now: string,
  ): Promise<number[]> {
    const ids: number[] = [];
    // SQLite takes at most 32,766 parameters a statement; 8 columns a row.
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await this.db
        .insertInto('notification_deliveries')
        .values(
          rows.slice(i, i + 1000).map((r) => ({
            ...r,
            status: 'QUEUED' as const,
            attempts: 0,
            last_error: null,
            sent_at: null,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...inserted.map((r) => r.id));
    }
    return ids;
  }

  delivery(id: number): Promise<DeliveryRow | undefined> {
    return this.db.selectFrom('notification_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async settle(
    id: number,
    change: { status: DeliveryStatus; attempts?: number; lastError?: string | null; sentAt?: string },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('notification_deliveries')
      .set({
        status: change.status,
        ...(change.attempts !== undefined ? { attempts: change.attempts } : {}),
        ...(change.lastError !== undefined ? { last_error: change.lastError } : {}),
        ...(change.sentAt !== undefined ? { sent_at: change.sentAt } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async page(offset: number, limit: number): Promise<{ rows: NotificationRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('notifications')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Notification id → how its deliveries stand. */
  async counts(ids: number[]): Promise<Map<number, DeliveryCounts>> {
    const result = new Map<number, DeliveryCounts>(ids.map((id) => [id, { ...EMPTY }]));
    if (ids.length === 0) return result;
    const rows = await this.db
      .selectFrom('notification_deliveries')
      .select([
        'notification_id',
        'status',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.max('updated_at').as('last'),
      ])
      .where('notification_id', 'in', ids)
      .groupBy(['notification_id', 'status'])
      .execute();
    for (const r of rows) {
      const counts = result.get(r.notification_id)!;
      const key = r.status.toLowerCase() as 'queued' | 'sent' | 'failed' | 'skipped';
      counts[key] = Number(r.n);
      const last = r.last === null ? null : String(r.last);
      if (last && (!counts.lastUpdate || last > counts.lastUpdate)) counts.lastUpdate = last;
    }
    return result;
  }

  failures(notificationId: number, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .selectFrom('notification_deliveries')
      .selectAll()
      .where('notification_id', '=', notificationId)
      .where('status', '=', 'FAILED')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
