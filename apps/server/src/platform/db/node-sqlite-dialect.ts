import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** SQLite cannot bind booleans or Dates: store them as 0/1 and ISO-8601 text, once, here. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue);

/** Distinct statements kept compiled: the site's queries are a few hundred shapes, run again and again. */
const KEPT_STATEMENTS = 500;

/**
 * Kysely has no maintained dialect for Node's built-in `node:sqlite` (0.29), so this adapts
 * `DatabaseSync` to the shape Kysely's own `SqliteDialect` expects. No native build needed.
 *
 * A statement is compiled once per SQL text and kept (least recently used first out): compiling
 * costs more than running most of the site's queries. Reuse is safe because Kysely runs one query
 * at a time on its one SQLite connection.
 */
export function createNodeSqliteDatabase(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
  );
  const compile = (sql: string): SqliteStatement => {
    const statement = db.prepare(sql);
    return {
      reader: statement.columns().length > 0,
      all: (params) => statement.all(...bind(params)),
      run: (params) => {
        const result = statement.run(...bind(params));
        return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
      },
      iterate: (params) => statement.iterate(...bind(params)),
    };
  };
  const compiled = new LRUCache<string, SqliteStatement>({ max: KEPT_STATEMENTS });
  return {
    close: () => {
      compiled.clear();
      db.close();
    },
    prepare(sql) {
      let statement = compiled.get(sql);
      if (!statement) {
        statement = compile(sql);
        compiled.set(sql, statement);
      }
      return statement;
    },
  };
}

export const createNodeSqliteDialect = (file: string) =>
  new SqliteDialect({ database: createNodeSqliteDatabase(file) });
