import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/**
 * Friend links (applications and the approved grid), their application rules, and social links.
 * Text columns are as wide as the contract's limits allow (an address with the `https://` the
 * contract adds is checked against the limit too).
 */
export function linksMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await t
        .id(db.schema.createTable('friend_links'))
        .addColumn('site_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('site_url', 'varchar(300)', (c) => c.notNull())
        // The site as one key (host without www., path without a trailing slash, no scheme): the
        // unique index refuses a second link to the same site, however many requests race.
        .addColumn('site_key', 'varchar(300)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(200)')
        .addColumn('avatar_url', 'varchar(500)')
        .addColumn('owner_name', 'varchar(50)')
        .addColumn('owner_email', 'varchar(100)')
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('reciprocal', t.boolean, (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('admin_note', 'varchar(500)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      // The public grid (approved, by sort order) and the administrator's list (newest first).
      await db.schema
        .createIndex('friend_links_status_order')
        .on('friend_links')
        .columns(['status', 'sort_order', 'id'])
        .execute();
      await db.schema.createIndex('friend_links_created').on('friend_links').column('created_at').execute();

      await db.schema
        .createTable('friend_link_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await t
        .id(db.schema.createTable('social_links'))
        .addColumn('platform', 'varchar(32)', (c) => c.notNull())
        .addColumn('title', 'varchar(50)', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('description', 'varchar(200)')
        .addColumn('group_name', 'varchar(30)', (c) => c.notNull())
        .addColumn('active', t.boolean, (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('open_in_new_tab', t.boolean, (c) => c.notNull())
        .addColumn('featured', t.boolean, (c) => c.notNull())
        .addColumn('custom_icon', 'varchar(500)')
        .addColumn('custom_color', 'varchar(7)')
        .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('social_links_active_order')
        .on('social_links')
        .columns(['active', 'sort_order', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('social_links').execute();
      await db.schema.dropTable('friend_link_settings').execute();
      await db.schema.dropTable('friend_links').execute();
    },
  };
}
