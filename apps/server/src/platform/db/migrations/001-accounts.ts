import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function accountsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await t
        .id(db.schema.createTable('users'))
        .addColumn('username', 'varchar(50)', (c) => c.notNull())
        .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('avatar_url', 'varchar(500)')
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('is_approved', t.boolean, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      // Usernames and e-mails are unique regardless of case.
      await db.schema
        .createIndex('users_username_lower')
        .unique()
        .on('users')
        .expression(sql`lower(username)`)
        .execute();
      await db.schema
        .createIndex('users_email_lower')
        .unique()
        .on('users')
        .expression(sql`lower(email)`)
        .execute();

      await t
        .id(db.schema.createTable('sessions'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_used_at', t.timestamp, (c) => c.notNull())
        .addColumn('revoked_at', t.timestamp)
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('ip', 'varchar(64)')
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await t
        .id(db.schema.createTable('verification_codes'))
        .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(100)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('verified_at', t.timestamp)
        .addColumn('consumed_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('verification_codes_lookup')
        .on('verification_codes')
        .columns(['purpose', 'email', 'subject', 'created_at'])
        .execute();

      await db.schema
        .createTable('rate_limit_counters')
        .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_hit_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['rate_limit_counters', 'verification_codes', 'sessions', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
