import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/**
 * Comments under articles and their moderation settings; articles keep the count readers see
 * (like `like_count`, recomputed by the comments module after each change, so a card needs no join).
 */
export function commentsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await t
        .id(db.schema.createTable('comments'))
        // Deleting an article or an account removes its comments; a top-level comment removed for
        // good takes its replies with it.
        .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('reply_to_id', 'integer', (c) => c.references('comments.id').onDelete('set null'))
        .addColumn('reply_to_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('content', 'varchar(4000)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      // The public thread (article, status, time), a user's own list, replies under their comment.
      await db.schema
        .createIndex('comments_article_status')
        .on('comments')
        .columns(['article_id', 'status', 'created_at'])
        .execute();
      await db.schema.createIndex('comments_user').on('comments').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
      await db.schema.createIndex('comments_status_created').on('comments').columns(['status', 'created_at']).execute();

      await db.schema
        .createTable('comment_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('articles')
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('articles').dropColumn('comment_count').execute();
      await db.schema.dropTable('comment_settings').execute();
      await db.schema.dropTable('comments').execute();
    },
  };
}
