import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ProductSnapshotsTable } from '../../platform/db/schema.ts';
import { SnapshotStore } from '../../platform/snapshots/snapshot-store.ts';

/** Product versions: the shared history operations, plus writing a product's own columns. */
export class ProductSnapshotsRepository extends SnapshotStore<'product_snapshots'> {
  constructor(private readonly database: Db) {
    super(database, 'product_snapshots');
  }

  async insert(row: Insertable<ProductSnapshotsTable>): Promise<number> {
    return (await this.database.insertInto('product_snapshots').values(row).returning('id').executeTakeFirstOrThrow())
      .id;
  }
}
