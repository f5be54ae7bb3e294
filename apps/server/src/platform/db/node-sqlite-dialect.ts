import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase } from 'kysely';

/** SQLite cannot bind booleans or Dates: store them as 0/1 and ISO-8601 text, once, here. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/**
 * Kysely has no maintained dialect for Node's built-in `node:sqlite` (0.29), so this adapts
 * `DatabaseSync` to the shape Kysely's own `SqliteDialect` expects. No native build needed.
 */
export function createNodeSqliteDatabase(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
  );
  return {
    close: () => db.close(),
    prepare(sql) {
      const statement = db.prepare(sql);
      const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue);
      return {
        reader: statement.columns().length > 0,
        all: (params) => statement.all(...bind(params)),
        run: (params) => {
          const result = statement.run(...bind(params));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (params) => statement.iterate(...bind(params)),
      };
    },
  };
}

export const createNodeSqliteDialect = (file: string) =>
  new SqliteDialect({ database: createNodeSqliteDatabase(file) });
