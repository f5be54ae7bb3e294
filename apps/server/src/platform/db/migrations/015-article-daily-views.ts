import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The site's article views per day (the site's time zone), added to as each view is counted, so
 * the dashboard's 30-day chart reads 30 rows instead of scanning raw visits. History starts with
 * this migration: the views counted before it stay in each article's total only.
 */
export function articleDailyViewsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('article_daily_views')
        .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_daily_views').execute();
    },
  };
}
