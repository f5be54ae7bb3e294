import type { Db } from '../db/database.ts';
import type { RenderedMarkdown } from './markdown.ts';

/** Where a renderer keeps what it rendered for readers beyond its own memory, by digest. */
export interface RenderingStore {
  get(digest: string): Promise<RenderedMarkdown | undefined>;
  put(digest: string, rendering: RenderedMarkdown): Promise<void>;
}

/** A rendering nobody read for this long is dropped (and rendered again if someone does). */
export const KEEP_UNREAD_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Renderings kept in the database (`rendered_markdown`): highlighting an article's code costs
 * milliseconds each time a process first shows it; kept, a restart or another instance reads the
 * HTML. A row knows the day it was last read (written at most once a day), so housekeeping drops
 * those of texts that changed or that nobody reads.
 */
export class KeptRenderings implements RenderingStore {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async get(digest: string): Promise<RenderedMarkdown | undefined> {
    const row = await this.db
      .selectFrom('rendered_markdown')
      .select(['rendering', 'used_on'])
      .where('digest', '=', digest)
      .executeTakeFirst();
    if (!row) return undefined;
    const today = utcDay(this.clock());
    if (row.used_on < today)
      await this.db.updateTable('rendered_markdown').set({ used_on: today }).where('digest', '=', digest).execute();
    return JSON.parse(row.rendering) as RenderedMarkdown;
  }

  async put(digest: string, rendering: RenderedMarkdown): Promise<void> {
    await this.db
      .insertInto('rendered_markdown')
      .values({ digest, rendering: JSON.stringify(rendering), used_on: utcDay(this.clock()) })
      // Two renders of the same text (two instances, two readers) keep one row: they are equal.
      .onConflict((oc) => oc.column('digest').doNothing())
      .execute();
  }

  /** Drops the renderings nobody read for KEEP_UNREAD_DAYS days (hourly housekeeping). */
  async prune(): Promise<void> {
    const before = utcDay(new Date(this.clock().getTime() - KEEP_UNREAD_DAYS * DAY_MS));
    await this.db.deleteFrom('rendered_markdown').where('used_on', '<', before).execute();
  }
}
