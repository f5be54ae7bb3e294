import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Whether an article is visible, read from an index by its id: related articles
 * (articles.repository.ts, `relatedArticles`) check each article that shares a tag (~200 at 1,000
 * articles). By the table's own key, each was a row read for two columns that come after the
 * Markdown.
 */
export function articleVisibilityMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('articles_visibility')
        .on('articles')
        .columns(['id', 'status', 'published_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_visibility').execute();
    },
  };
}
