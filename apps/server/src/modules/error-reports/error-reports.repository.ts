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
      .leftJoin('users', 'users.id', 'error_reports.user_id')
      .select([
        'error_reports.id',
        'error_reports.message',
        'error_reports.stack',
        'error_reports.component_stack',
        'error_reports.url',
        'error_reports.user_agent',
        'error_reports.user_id',
        'error_reports.ip',
        'error_reports.reported_at',
        'error_reports.created_at',
        'users.username',
      ])
      .orderBy('error_reports.created_at', 'desc')
      .orderBy('error_reports.id', 'desc')
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
