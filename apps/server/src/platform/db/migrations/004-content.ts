import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/** Tags, articles (with their tags, likes and snapshots) and custom pages. */
export function contentMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await t
        .id(db.schema.createTable('tags'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(500)')
        .addColumn('color', 'varchar(7)', (c) => c.notNull())
        .addColumn('icon', 'varchar(100)')
        .addColumn('featured', t.boolean, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await t
        .id(db.schema.createTable('articles'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('excerpt', 'varchar(1000)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('reading_minutes', 'integer', (c) => c.notNull())
        .addColumn('cover_image', 'varchar(500)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('published_at', t.timestamp)
        .addColumn('allow_comments', t.boolean, (c) => c.notNull())
        .addColumn('seo_title', 'varchar(200)')
        .addColumn('seo_description', 'varchar(500)')
        .addColumn('view_count', 'integer', (c) => c.notNull())
        .addColumn('like_count', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('articles_status_published')
        .on('articles')
        .columns(['status', 'published_at'])
        .execute();

      await db.schema
        .createTable('article_tags')
        .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('restrict'))
        .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('article_tags_tag').on('article_tags').column('tag_id').execute();

      await db.schema
        .createTable('article_likes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('article_likes_pk', ['user_id', 'article_id'])
        .execute();
      await db.schema.createIndex('article_likes_article').on('article_likes').column('article_id').execute();

      await t
        .id(db.schema.createTable('article_snapshots'))
        .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('version_number', 'integer', (c) => c.notNull())
        .addColumn('snapshot_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('description', 'varchar(200)')
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull())
        .addColumn('excerpt', 'varchar(1000)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('cover_image', 'varchar(500)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('tags', 'varchar(2000)', (c) => c.notNull())
        .addColumn('seo_title', 'varchar(200)')
        .addColumn('seo_description', 'varchar(500)')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('article_snapshots_version', ['article_id', 'version_number'])
        .execute();

      await t
        .id(db.schema.createTable('pages'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('show_in_list', t.boolean, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['pages', 'article_snapshots', 'article_likes', 'article_tags', 'articles', 'tags'])
        await db.schema.dropTable(table).execute();
    },
  };
}
