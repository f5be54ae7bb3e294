import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/** Product categories (a tree), products with their tags, favourites and snapshots. */
export function productsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await t
        .id(db.schema.createTable('product_categories'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        // A parent with children cannot be deleted (the service says why; the key makes sure).
        .addColumn('parent_id', 'integer', (c) => c.references('product_categories.id').onDelete('restrict'))
        .addColumn('slug', 'varchar(150)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(1000)')
        .addColumn('icon', 'varchar(100)')
        .addColumn('cover_image', 'varchar(500)')
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('active', t.boolean, (c) => c.notNull())
        .addColumn('featured', t.boolean, (c) => c.notNull())
        .addColumn('show_in_menu', t.boolean, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('product_categories_parent').on('product_categories').column('parent_id').execute();

      await t
        .id(db.schema.createTable('products'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('product_categories.id').onDelete('restrict'),
        )
        // Money in fen: never a float.
        .addColumn('price_fen', 'bigint', (c) => c.notNull())
        .addColumn('original_price_fen', 'bigint')
        .addColumn('brand', 'varchar(100)')
        .addColumn('model', 'varchar(100)')
        .addColumn('summary', 'varchar(500)')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('main_image', 'varchar(500)')
        /** A JSON array of image addresses, in gallery order. */
        .addColumn('images', 'text', (c) => c.notNull())
        .addColumn('purchase_url', 'varchar(1000)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('featured', t.boolean, (c) => c.notNull())
        .addColumn('seo_title', 'varchar(200)')
        .addColumn('seo_description', 'varchar(500)')
        .addColumn('view_count', 'integer', (c) => c.notNull())
        .addColumn('click_count', 'integer', (c) => c.notNull())
        .addColumn('favorite_count', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_status_featured_created')
        .on('products')
        .columns(['status', 'featured', 'created_at'])
        .execute();
      await db.schema.createIndex('products_category').on('products').column('category_id').execute();

      await db.schema
        .createTable('product_tags')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        // Deleting a tag takes it off products (the tag screen only guards articles).
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('product_tags_tag').on('product_tags').column('tag_id').execute();

      await db.schema
        .createTable('product_favorites')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('product_favorites_pk', ['user_id', 'product_id'])
        .execute();
      await db.schema.createIndex('product_favorites_product').on('product_favorites').column('product_id').execute();

      await t
        .id(db.schema.createTable('product_snapshots'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('version_number', 'integer', (c) => c.notNull())
        .addColumn('snapshot_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('snapshot_description', 'varchar(200)')
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull())
        // No key: a snapshot outlives its category.
        .addColumn('category_id', 'integer')
        .addColumn('category_name', 'varchar(100)')
        .addColumn('price_fen', 'bigint', (c) => c.notNull())
        .addColumn('original_price_fen', 'bigint')
        .addColumn('brand', 'varchar(100)')
        .addColumn('model', 'varchar(100)')
        .addColumn('summary', 'varchar(500)')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('main_image', 'varchar(500)')
        .addColumn('images', 'text', (c) => c.notNull())
        .addColumn('tags', 'varchar(2000)', (c) => c.notNull())
        .addColumn('purchase_url', 'varchar(1000)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('featured', t.boolean, (c) => c.notNull())
        .addColumn('seo_title', 'varchar(200)')
        .addColumn('seo_description', 'varchar(500)')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_snapshots_version', ['product_id', 'version_number'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['product_snapshots', 'product_favorites', 'product_tags', 'products', 'product_categories'])
        await db.schema.dropTable(table).execute();
    },
  };
}
