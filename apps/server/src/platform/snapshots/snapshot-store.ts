import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SnapshotType } from '@app/contract';
import type { Database } from '../db/schema.ts';

type SnapshotTable = 'article_snapshots' | 'product_snapshots';
const OWNER_COLUMN = { article_snapshots: 'article_id', product_snapshots: 'product_id' } as const;

type Row<T extends SnapshotTable> = Selectable<Database[T]>;

/**
 * The version history of one kind of item (articles, products): numbering, paging, lookup,
 * deletion and pruning are the same for every kind; only the snapshot's own columns (written by
 * each module's insert) differ. The queries are typed as article snapshots and name the owner
 * column at run time, so one implementation serves both tables.
 */
export class SnapshotStore<T extends SnapshotTable> {
  private readonly owner: string;

  constructor(
    private readonly db: Db,
    private readonly table: T,
  ) {
    this.owner = `s.${OWNER_COLUMN[table]}`;
  }

  /** The table as `s` (typed as the article table, whose shared columns are the same). */
  private from() {
    return this.db.selectFrom(`${this.table} as s` as 'article_snapshots as s');
  }

  private ownedBy(ownerId: number) {
    return this.from().where(sql.ref(this.owner), '=', ownerId);
  }

  async nextVersion(ownerId: number): Promise<number> {
    const row = await this.ownedBy(ownerId)
      .select((eb) => eb.fn.max('s.version_number').as('v'))
      .executeTakeFirst();
    return Number(row?.v ?? 0) + 1;
  }

  async latestOfType(ownerId: number, type: SnapshotType): Promise<Row<T> | undefined> {
    const row = await this.ownedBy(ownerId)
      .selectAll('s')
      .where('s.snapshot_type', '=', type)
      .orderBy('s.version_number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row as Row<T> | undefined;
  }

  async page(
    ownerId: number,
    offset: number,
    limit: number,
    direction: 'asc' | 'desc',
  ): Promise<{ rows: Row<T>[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.ownedBy(ownerId).selectAll('s').orderBy('s.version_number', direction).offset(offset).limit(limit).execute(),
      this.ownedBy(ownerId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as unknown as Row<T>[], total: Number(total.n) };
  }

  async find(ownerId: number, snapshotId: number): Promise<Row<T> | undefined> {
    return (await this.ownedBy(ownerId).selectAll('s').where('s.id', '=', snapshotId).executeTakeFirst()) as
      Row<T> | undefined;
  }

  async delete(snapshotId: number): Promise<void> {
    await this.db
      .deleteFrom(this.table as 'article_snapshots')
      .where('id', '=', snapshotId)
      .execute();
  }

  /** Deletes AUTO snapshots older than the newest `keep`. */
  async pruneAuto(ownerId: number, keep: number): Promise<void> {
    const cutoff = await this.ownedBy(ownerId)
      .select('s.version_number')
      .where('s.snapshot_type', '=', 'AUTO')
      .orderBy('s.version_number', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) {
      await this.db
        .deleteFrom(this.table as 'article_snapshots')
        .where(sql.ref(OWNER_COLUMN[this.table]), '=', ownerId)
        .where('snapshot_type', '=', 'AUTO')
        .where('version_number', '<=', cutoff.version_number)
        .execute();
    }
  }
}
