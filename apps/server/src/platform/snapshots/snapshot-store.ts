import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SnapshotType } from '@app/contract';
import type { Database } from '../db/schema.ts';

/** The columns every snapshot table has, whatever the kind. */
interface SharedColumns {
  id: number;
  version_number: number;
  snapshot_type: SnapshotType;
  note: string | null;
  created_by: number | null;
  created_at: string;
}

/** The tables that hold snapshots: those with the shared columns (found from the schema, named by no one here). */
export type SnapshotTable = {
  [K in keyof Database]: Selectable<Database[K]> extends SharedColumns ? K : never;
}[keyof Database];

export type SnapshotRow<T extends SnapshotTable> = Selectable<Database[T]> & SharedColumns;
type Row<T extends SnapshotTable> = SnapshotRow<T>;

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
    private readonly ownerColumn: string,
  ) {
    this.owner = `s.${ownerColumn}`;
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

  /** Writes a snapshot: the shared columns plus the kind's own; returns its id. */
  async insert(shared: Omit<SharedColumns, 'id'> & { ownerId: number }, own: Record<string, unknown>): Promise<number> {
    const { ownerId, ...rest } = shared;
    const row = { ...own, ...rest, [this.ownerColumn]: ownerId };
    // The kind's columns are checked by its adapter's types; the table is one of the snapshot tables.
    const inserted = await this.db
      .insertInto(this.table as 'article_snapshots')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
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
        .where(sql.ref(this.ownerColumn), '=', ownerId)
        .where('snapshot_type', '=', 'AUTO')
        .where('version_number', '<=', cutoff.version_number)
        .execute();
    }
  }
}
