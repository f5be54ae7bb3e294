import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ArticleSnapshotsTable } from '../../platform/db/schema.ts';
import { SnapshotStore } from '../../platform/snapshots/snapshot-store.ts';

/** Article versions: the shared history operations, plus writing an article's own columns. */
export class ArticleSnapshotsRepository extends SnapshotStore<'article_snapshots'> {
  constructor(private readonly database: Db) {
    super(database, 'article_snapshots');
  }

  async insert(row: Insertable<ArticleSnapshotsTable>): Promise<number> {
    return (await this.database.insertInto('article_snapshots').values(row).returning('id').executeTakeFirstOrThrow())
      .id;
  }
}
