import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/**
 * The durable job queue (events and mails that must survive a crash), e-mail subscriptions, the
 * notifications sent to them with one delivery per recipient, and the "already announced" marks
 * on articles and products that make each announcement happen exactly once.
 */
export function subscriptionsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await t
        .id(db.schema.createTable('jobs'))
        .addColumn('kind', 'varchar(64)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('run_at', t.timestamp, (c) => c.notNull())
        // A worker's claim: until this time no other worker takes the job; a worker that died
        // mid-job leaves it to be taken again once the lease has run out.
        .addColumn('locked_until', t.timestamp)
        .addColumn('locked_by', 'varchar(64)')
        .addColumn('last_error', 'varchar(1000)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at', 'id']).execute();

      await t
        .id(db.schema.createTable('subscriptions'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('subscription_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('subscriber_name', 'varchar(50)')
        // The account that holds it (null: created by an administrator for an address without one).
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('last_notification_at', t.timestamp)
        .addColumn('notification_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      // One subscription per address and type, however many requests race: an address never gets
      // the same notification twice.
      await db.schema
        .createIndex('subscriptions_email_type')
        .on('subscriptions')
        .columns(['email', 'subscription_type'])
        .unique()
        .execute();
      await db.schema
        .createIndex('subscriptions_type_status')
        .on('subscriptions')
        .columns(['subscription_type', 'status'])
        .execute();
      await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();

      await t
        .id(db.schema.createTable('notifications'))
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        // What it is about, once: `article:12`, `custom:7f3a…`; a retried event finds its notification.
        .addColumn('event_key', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('subject', 'text', (c) => c.notNull())
        /** JSON: the audience's types. */
        .addColumn('audience', 'varchar(300)', (c) => c.notNull())
        /** JSON: what the mail says (title, excerpt, link, or the administrator's Markdown). */
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_created').on('notifications').column('created_at').execute();

      await t
        .id(db.schema.createTable('notification_deliveries'))
        .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
        .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('subscription_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'varchar(1000)')
        .addColumn('sent_at', t.timestamp)
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      // One mail per address per notification.
      await db.schema
        .createIndex('notification_deliveries_once')
        .on('notification_deliveries')
        .columns(['notification_id', 'email'])
        .unique()
        .execute();
      await db.schema
        .createIndex('notification_deliveries_status')
        .on('notification_deliveries')
        .columns(['notification_id', 'status'])
        .execute();

      // Announced once: what is already public when this release arrives was announced long ago.
      const now = new Date().toISOString();
      await db.schema.alterTable('articles').addColumn('announced_at', t.timestamp).execute();
      await sql`update articles set announced_at = ${now} where status = 'PUBLISHED' and published_at <= ${now}`.execute(
        db,
      );
      await db.schema.createIndex('articles_unannounced').on('articles').columns(['announced_at', 'status']).execute();
      await db.schema.alterTable('products').addColumn('announced_at', t.timestamp).execute();
      await sql`update products set announced_at = ${now} where status = 'ACTIVE'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_unannounced').execute();
      await db.schema.alterTable('articles').dropColumn('announced_at').execute();
      await db.schema.alterTable('products').dropColumn('announced_at').execute();
      await db.schema.dropTable('notification_deliveries').execute();
      await db.schema.dropTable('notifications').execute();
      await db.schema.dropTable('subscriptions').execute();
      await db.schema.dropTable('jobs').execute();
    },
  };
}
