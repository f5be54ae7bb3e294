import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import type { CommentRow, CommentStatus, CommentsTable, Database } from '../../platform/db/schema.ts';

type CommentsEb = ExpressionBuilder<Database, 'comments'>;

/**
 * What a reader sees of a thread: approved comments, and their own comments awaiting review.
 * (A reader's comment filed as spam is not shown back to them; their own list names its status.)
 */
const shownTo = (viewerId: number | null) => (eb: CommentsEb) =>
  viewerId === null
    ? eb('comments.status', '=', 'APPROVED')
    : eb.or([
        eb('comments.status', '=', 'APPROVED'),
        eb.and([eb('comments.status', '=', 'PENDING'), eb('comments.user_id', '=', viewerId)]),
      ]);

/** An article's top-level comments as a guest (`viewer` null) or a signed-in reader sees them. */
const topLevelShownTo = (db: Db, articleId: number, viewerId: number | null) =>
  db
    .selectFrom('comments')
    .where('comments.article_id', '=', articleId)
    .where('comments.parent_id', 'is', null)
    .where(shownTo(viewerId));

// What every render of an article page asks, prepared once (platform/db/prepared-query.ts). What a
// guest and a signed-in reader see are queries of different shapes, so each is prepared apart.
type ThreadPage = { articleId: number; offset: number; limit: number };
const threadPage = (db: Db, v: ThreadPage, viewerId: number | null) =>
  topLevelShownTo(db, v.articleId, viewerId)
    .selectAll()
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .offset(v.offset)
    .limit(v.limit);
const threadCount = (db: Db, articleId: number, viewerId: number | null) =>
  topLevelShownTo(db, articleId, viewerId).select((eb) => eb.fn.countAll<number>().as('n'));
const guestThreads = preparedQuery((db, v: ThreadPage) => threadPage(db, v, null));
const guestThreadCount = preparedQuery((db, v: { articleId: number }) => threadCount(db, v.articleId, null));
const readerThreads = preparedQuery((db, v: ThreadPage & { viewerId: number }) => threadPage(db, v, v.viewerId));
const readerThreadCount = preparedQuery((db, v: { articleId: number; viewerId: number }) =>
  threadCount(db, v.articleId, v.viewerId),
);
const publicCommentCount = preparedQuery((db, v: { articleId: number }) =>
  db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comments.article_id', '=', v.articleId)
    .where('comments.status', '=', 'APPROVED')
    .where((eb) =>
      eb.or([
        eb('comments.parent_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('comments as parent')
            .select('parent.id')
            .whereRef('parent.id', '=', 'comments.parent_id')
            .where('parent.status', '=', 'APPROVED'),
        ),
      ]),
    ),
);

export interface AdminFilter {
  status?: CommentStatus;
  articleId?: number;
  keyword?: string;
}

export class CommentsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<CommentsTable>): Promise<CommentRow> {
    return this.db.insertInto('comments').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<CommentRow | undefined> {
    return this.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<CommentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('comments').selectAll().where('id', 'in', ids).execute();
  }

  /** A page of an article's top-level comments as the viewer sees them, oldest first. */
  async threads(
    articleId: number,
    viewerId: number | null,
    offset: number,
    limit: number,
  ): Promise<{ rows: CommentRow[]; total: number }> {
    const page = { articleId, offset, limit };
    const [rows, [total]] = await Promise.all(
      viewerId === null
        ? [guestThreads(this.db, page), guestThreadCount(this.db, { articleId })]
        : [readerThreads(this.db, { ...page, viewerId }), readerThreadCount(this.db, { articleId, viewerId })],
    );
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** The replies under these top-level comments as the viewer sees them, oldest first. */
  replies(parentIds: number[], viewerId: number | null): Promise<CommentRow[]> {
    if (parentIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('comments')
      .selectAll()
      .where('comments.parent_id', 'in', parentIds)
      .where(shownTo(viewerId))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  /** What readers see of an article: approved comments, and approved replies under approved comments. */
  async publicCount(articleId: number): Promise<number> {
    const [r] = await publicCommentCount(this.db, { articleId });
    return Number(r?.n ?? 0);
  }

  /** A user's own comments, deleted ones left out. */
  async byUser(
    userId: number,
    offset: number,
    limit: number,
    direction: 'asc' | 'desc',
  ): Promise<{ rows: CommentRow[]; total: number }> {
    const base = this.db.selectFrom('comments').where('user_id', '=', userId).where('status', '!=', 'DELETED');
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('created_at', direction).orderBy('id', direction).offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  async countByUserAndStatus(userId: number, status: CommentStatus): Promise<number> {
    const r = await this.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** user id → how many comments they wrote (deleted ones left out). */
  async countsByUsers(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('comments')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', [...new Set(userIds)])
      .where('status', '!=', 'DELETED')
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
  }

  /** user id → how many of their comments are marked spam. */
  async spamCounts(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('comments')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', [...new Set(userIds)])
      .where('status', '=', 'SPAM')
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
  }

  /**
   * Sets the status of these comments; returns the ids that changed (one statement, so two
   * moderators cannot both count the same change).
   */
  async setStatus(ids: number[], status: CommentStatus, at: string): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .updateTable('comments')
      .set({ status, updated_at: at })
      .where('id', 'in', ids)
      .where('status', '!=', status)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** The moderation list: pending first, then newest first. */
  async adminPage(filter: AdminFilter, offset: number, limit: number): Promise<{ rows: CommentRow[]; total: number }> {
    let base = this.db.selectFrom('comments');
    // Deleted comments are gone for everyone but this filter (nothing is lost for good by a click).
    base = filter.status ? base.where('status', '=', filter.status) : base.where('status', '!=', 'DELETED');
    if (filter.articleId !== undefined) base = base.where('article_id', '=', filter.articleId);
    if (filter.keyword) base = base.where(anyColumnContains(['content'], filter.keyword));
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy(sql`case when status = 'PENDING' then 0 else 1 end`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** status → count, and how many were posted since the given time. */
  async stats(since: string): Promise<{ byStatus: Map<string, number>; since: number }> {
    const [rows, recent] = await Promise.all([
      this.db
        .selectFrom('comments')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute(),
      this.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', since)
        .where('status', '!=', 'DELETED')
        .executeTakeFirstOrThrow(),
    ]);
    return { byStatus: new Map(rows.map((r) => [r.status, Number(r.n)])), since: Number(recent.n) };
  }

  async settingsValue(): Promise<string | undefined> {
    const row = await this.db.selectFrom('comment_settings').select('value').where('id', '=', 1).executeTakeFirst();
    return row?.value;
  }

  async saveSettings(value: string, at: string): Promise<void> {
    await this.db
      .insertInto('comment_settings')
      .values({ id: 1, value, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ value, updated_at: at }))
      .execute();
  }
}
