import type { Db } from '../../platform/db/database.ts';

/** The buckets administrators created (storage_buckets). */
export class FilesRepository {
  constructor(private readonly db: Db) {}

  async createdBuckets(): Promise<string[]> {
    const rows = await this.db.selectFrom('storage_buckets').select('name').orderBy('name').execute();
    return rows.map((r) => r.name);
  }

  async hasBucket(name: string): Promise<boolean> {
    const row = await this.db.selectFrom('storage_buckets').select('name').where('name', '=', name).executeTakeFirst();
    return row !== undefined;
  }

  async insertBucket(name: string, createdAt: string): Promise<void> {
    await this.db.insertInto('storage_buckets').values({ name, created_at: createdAt }).execute();
  }
}
