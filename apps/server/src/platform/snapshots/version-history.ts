import { AUTO_SNAPSHOTS_KEPT, type PageResult, type SnapshotType } from '@app/contract';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { pageOffset, toPage } from '../http/paging.ts';
import { snapshotForSave, type VersionedState } from './snapshot-policy.ts';
import { SnapshotStore, type SnapshotRow, type SnapshotTable } from './snapshot-store.ts';

/**
 * What one kind of item (an article, a product) tells the version history about itself: where its
 * snapshots live, how to read it, what a snapshot keeps of it, and how to put a snapshot back.
 * Adding snapshots to another kind is one of these, not a copy of the history.
 */
export interface VersionedKind<T extends SnapshotTable, Item extends { id: number; status: string }, Dto> {
  table: T;
  /** The column of the snapshot table that holds the item's id. */
  ownerColumn: string;
  /** The message when the item is not there ('文章不存在'). */
  notFound: string;
  draftStatus: string;
  find(id: number): Promise<Item | undefined>;
  /** What a save is compared on (status, title, everything else a snapshot keeps). */
  state(item: Item): Promise<VersionedState>;
  /** The note of a STATUS_CHANGE snapshot ('发布', '下架' …). */
  statusNote(status: string): string | null;
  /** The snapshot's own columns for the item as it is now. */
  columns(item: Item): Promise<Record<string, unknown>>;
  toDto(row: SnapshotRow<T>, createdByName: string | null): Dto;
  /** Puts a snapshot's content back onto the item (its status stays as it is now). */
  restore(item: Item, snapshot: SnapshotRow<T>): Promise<void>;
}

/** Display names of the administrators who took snapshots (the users module answers). */
export interface CreatorNames {
  names(ids: number[]): Promise<Map<number, { displayName: string }>>;
}

/**
 * The version history of one kind (spec 02 §2, the same rules for every kind): STATUS_CHANGE
 * when the status changes, DRAFT_SAVE when a draft is saved, AUTO when a non-draft's content
 * changed (at most one per 10 minutes unless the title changed), MANUAL on request; AUTO ones
 * beyond the newest 50 are pruned; a restore snapshots the current state first.
 */
export class VersionHistory<T extends SnapshotTable, Item extends { id: number; status: string }, Dto> {
  private readonly store: SnapshotStore<T>;

  constructor(private readonly deps: { db: Db; kind: VersionedKind<T, Item, Dto>; creators: CreatorNames }) {
    this.store = new SnapshotStore(deps.db, deps.kind.table, deps.kind.ownerColumn);
  }

  /** What a save is compared on, for an item as it stood (read it before saving). */
  stateOf(item: Item): Promise<VersionedState> {
    return this.deps.kind.state(item);
  }

  /** After a save, with the item as the save left it: the snapshot the rules call for, if any. */
  async recordSave(before: VersionedState | null, after: Item, userId: number): Promise<void> {
    const { kind } = this.deps;
    const last = await this.store.latestOfType(after.id, 'AUTO');
    const type = snapshotForSave(before, await kind.state(after), kind.draftStatus, last?.created_at);
    if (type) await this.take(after, type, userId, type === 'STATUS_CHANGE' ? kind.statusNote(after.status) : null);
  }

  async createManual(itemId: number, note: string | undefined, userId: number): Promise<Dto> {
    const item = await this.require(itemId);
    const id = await this.take(item, 'MANUAL', userId, note ?? null);
    const row = await this.store.find(itemId, id);
    if (!row) throw AppError.notFound('快照不存在');
    return (await this.toDtos([row]))[0]!;
  }

  async list(itemId: number, query: { page: number; size: number; direction?: string }): Promise<PageResult<Dto>> {
    await this.require(itemId);
    const direction = query.direction?.toLowerCase() === 'asc' ? 'asc' : 'desc';
    const { rows, total } = await this.store.page(itemId, pageOffset(query), query.size, direction);
    return toPage(await this.toDtos(rows), total, query);
  }

  async delete(itemId: number, snapshotId: number): Promise<void> {
    if (!(await this.store.find(itemId, snapshotId))) throw AppError.notFound('快照不存在');
    await this.store.delete(snapshotId);
  }

  /** Puts a snapshot's content back; the current state is snapshotted first, so nothing is lost. */
  async restore(itemId: number, snapshotId: number, userId: number): Promise<void> {
    const snapshot = await this.store.find(itemId, snapshotId);
    if (!snapshot) throw AppError.notFound('快照不存在');
    const current = await this.require(itemId);
    await this.take(current, 'MANUAL', userId, `恢复到版本 ${snapshot.version_number} 前的备份`);
    await this.deps.kind.restore(current, snapshot);
  }

  private async require(id: number): Promise<Item> {
    const item = await this.deps.kind.find(id);
    if (!item) throw AppError.notFound(this.deps.kind.notFound);
    return item;
  }

  private async take(item: Item, type: SnapshotType, userId: number, note: string | null): Promise<number> {
    const own = await this.deps.kind.columns(item);
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const store = new SnapshotStore(trx, this.deps.kind.table, this.deps.kind.ownerColumn);
      return store.insert(
        {
          ownerId: item.id,
          version_number: await store.nextVersion(item.id),
          snapshot_type: type,
          note,
          created_by: userId,
          created_at: nowIso(),
        },
        own,
      );
    });
    if (type === 'AUTO') await this.store.pruneAuto(item.id, AUTO_SNAPSHOTS_KEPT);
    return id;
  }

  private async toDtos(rows: SnapshotRow<T>[]): Promise<Dto[]> {
    const creators = rows.flatMap((r) => (r.created_by === null ? [] : [r.created_by]));
    const names = await this.deps.creators.names(creators);
    return rows.map((r) =>
      this.deps.kind.toDto(r, (r.created_by !== null && names.get(r.created_by)?.displayName) || null),
    );
  }
}
