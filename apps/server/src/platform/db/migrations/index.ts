import { Migrator, type Migration } from 'kysely/migration';
import type { DatabaseHandle, DialectName } from '../database.ts';
import { accountsMigration } from './001-accounts.ts';
import { siteMigration } from './002-site.ts';

/** One ordered set of migrations for both dialects; names never change once released. */
function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-accounts': accountsMigration(dialect),
    '002-site': siteMigration(dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => allMigrations(handle.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
