import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { DatabaseHandle, DialectName } from '../database.ts';
import { accountsMigration } from './001-accounts.ts';
import { siteMigration } from './002-site.ts';
import { errorReportsMigration } from './003-error-reports.ts';
import { contentMigration } from './004-content.ts';
import { productsMigration } from './005-products.ts';
import { searchMigration } from './006-search.ts';
import { searchTiersMigration } from './007-search-tiers.ts';
import { searchTermCountsMigration } from './008-search-term-counts.ts';
import { snapshotNoteMigration } from './009-snapshot-note.ts';
import { commentsMigration } from './010-comments.ts';
import { linksMigration } from './011-links.ts';
import { subscriptionsMigration } from './012-subscriptions.ts';
import { uniqueNamesMigration } from './013-unique-names.ts';
import { storageBucketsMigration } from './014-storage-buckets.ts';
import { articleDailyViewsMigration } from './015-article-daily-views.ts';
import { starterPagesMigration } from './016-starter-pages.ts';
import { searchTokensMigration } from './019-search-tokens.ts';
import { renderedMarkdownMigration } from './020-rendered-markdown.ts';
import { articleTagsByTagMigration } from './021-article-tags-by-tag.ts';
import { articleVisibilityMigration } from './022-article-visibility.ts';

/** One ordered set of migrations for both dialects; names never change once released. */
function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-accounts': accountsMigration(dialect),
    '002-site': siteMigration(dialect),
    '003-error-reports': errorReportsMigration(dialect),
    '004-content': contentMigration(dialect),
    '005-products': productsMigration(dialect),
    '006-search': searchMigration(dialect),
    '007-search-tiers': searchTiersMigration(dialect),
    '008-search-term-counts': searchTermCountsMigration(dialect),
    '009-snapshot-note': snapshotNoteMigration(),
    '010-comments': commentsMigration(dialect),
    '011-links': linksMigration(dialect),
    '012-subscriptions': subscriptionsMigration(dialect),
    '013-unique-names': uniqueNamesMigration(),
    '014-storage-buckets': storageBucketsMigration(dialect),
    '015-article-daily-views': articleDailyViewsMigration(),
    '016-starter-pages': starterPagesMigration(dialect),
    '019-search-tokens': searchTokensMigration(),
    '020-rendered-markdown': renderedMarkdownMigration(),
    '021-article-tags-by-tag': articleTagsByTagMigration(),
    '022-article-visibility': articleVisibilityMigration(),
  };
}

/** The migrator of this site's schema, in the database's current schema on PostgreSQL. */
async function migratorFor(handle: DatabaseHandle): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema of a PostgreSQL database unless told
  // which one; another schema's tables (a second site, a test run) must not count as ours.
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema ??
        undefined)
      : undefined;
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => allMigrations(handle.dialect) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results } = await (await migratorFor(handle)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Undoes the migrations after `name` (tests of an upgrade put a site back where an older release left it). */
export async function migrateDownTo(handle: DatabaseHandle, name: string): Promise<void> {
  const { error } = await (await migratorFor(handle)).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
