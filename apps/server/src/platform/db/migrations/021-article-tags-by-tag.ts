import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The articles of a tag, read from the index alone: related articles (articles.repository.ts,
 * `related`) count the articles that share each tag of the one being read, and with `tag_id` alone
 * every one of those rows was a lookup in the table for its `article_id`.
 */
export function articleTagsByTagMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('article_tags_tag_article')
        .on('article_tags')
        .columns(['tag_id', 'article_id'])
        .execute();
      await db.schema.dropIndex('article_tags_tag').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.createIndex('article_tags_tag').on('article_tags').column('tag_id').execute();
      await db.schema.dropIndex('article_tags_tag_article').execute();
    },
  };
}
