import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ErrorReportsTable } from '../../platform/db/schema.ts';

export class ErrorReportsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<ErrorReportsTable>): Promise<void> {
    await this.db.insertInto('error_reports').values(row).execute();
  }

  async page(offset: number, limit: number) {
    return this.db
      .selectFrom('error_reports')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('error_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Keeps the newest `keep` reports. */
  async pruneKeeping(keep: number): Promise<void> {
    const cutoff = await this.db
      .selectFrom('error_reports')
      .select('id')
      .orderBy('id', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) await this.db.deleteFrom('error_reports').where('id', '<=', cutoff.id).execute();
  }

  async deleteAll(): Promise<number> {
    const result = await this.db.deleteFrom('error_reports').executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
