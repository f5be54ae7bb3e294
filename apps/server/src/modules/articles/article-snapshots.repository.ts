import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ArticleSnapshotsTable } from '../../platform/db/schema.ts';

export class ArticleSnapshotsRepository {
  constructor(private readonly db: Db) {}

  async nextVersion(articleId: number): Promise<number> {
    const row = await this.db.selectFrom('article_snapshots').select((eb) => eb.fn.max('version_number').as('v')).where('article_id', '=', articleId).executeTakeFirst();
    return Number(row?.v ?? 0) + 1;
  }

  async insert(row: Insertable<ArticleSnapshotsTable>): Promise<number> {
    return (await this.db.insertInto('article_snapshots').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  latestOfType(articleId: number, type: ArticleSnapshotsTable['snapshot_type']) {
    return this.db.selectFrom('article_snapshots').selectAll().where('article_id', '=', articleId).where('snapshot_type', '=', type).orderBy('version_number', 'desc').limit(1).executeTakeFirst();
  }

  async page(articleId: number, offset: number, limit: number, direction: 'asc' | 'desc') {
    const base = this.db.selectFrom('article_snapshots').where('article_id', '=', articleId);
    const [rows, total] = await Promise.all([
      base
        .leftJoin('users', 'users.id', 'article_snapshots.created_by')
        .selectAll('article_snapshots')
        .select('users.display_name as created_by_name')
        .orderBy('article_snapshots.version_number', direction)
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  findWithCreator(articleId: number, snapshotId: number) {
    return this.db
      .selectFrom('article_snapshots')
      .leftJoin('users', 'users.id', 'article_snapshots.created_by')
      .selectAll('article_snapshots')
      .select('users.display_name as created_by_name')
      .where('article_snapshots.article_id', '=', articleId)
      .where('article_snapshots.id', '=', snapshotId)
      .executeTakeFirst();
  }

  find(articleId: number, snapshotId: number) {
    return this.db.selectFrom('article_snapshots').selectAll().where('article_id', '=', articleId).where('id', '=', snapshotId).executeTakeFirst();
  }

  async delete(snapshotId: number): Promise<void> {
    await this.db.deleteFrom('article_snapshots').where('id', '=', snapshotId).execute();
  }

  /** Deletes AUTO snapshots older than the newest `keep`. */
  async pruneAuto(articleId: number, keep: number): Promise<void> {
    const cutoff = await this.db
      .selectFrom('article_snapshots')
      .select('version_number')
      .where('article_id', '=', articleId)
      .where('snapshot_type', '=', 'AUTO')
      .orderBy('version_number', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) {
      await this.db.deleteFrom('article_snapshots').where('article_id', '=', articleId).where('snapshot_type', '=', 'AUTO').where('version_number', '<=', cutoff.version_number).execute();
    }
  }
}
