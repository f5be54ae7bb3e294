import { AUTO_SNAPSHOT_INTERVAL_MS, type SnapshotType } from '@app/contract';

/** What a save is compared on: the status, the title, and everything else a snapshot keeps. */
export interface VersionedState {
  status: string;
  title: string;
  /** A digest or serialisation of the other kept fields. */
  content: string;
}

/**
 * The snapshot a save calls for (same rules for articles and products): STATUS_CHANGE when the
 * status changed, DRAFT_SAVE when a draft was saved, AUTO when a non-draft's content or title
 * changed (at most one per 10 minutes unless the title changed or the item is new), else none.
 */
export function snapshotForSave(
  before: VersionedState | null,
  after: VersionedState,
  draftStatus: string,
  lastAutoAt: string | undefined,
  now = Date.now(),
): SnapshotType | null {
  if (before && before.status !== after.status) return 'STATUS_CHANGE';
  if (after.status === draftStatus) return 'DRAFT_SAVE';
  if (before && before.content === after.content && before.title === after.title) return null;
  const recent = lastAutoAt !== undefined && now - new Date(lastAutoAt).getTime() < AUTO_SNAPSHOT_INTERVAL_MS;
  const titleChanged = before !== null && before.title !== after.title;
  return !recent || titleChanged || !before ? 'AUTO' : null;
}
