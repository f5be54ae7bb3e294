import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { loadedOnFirstUse } from '../lazy-package.ts';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
}

/** pg, loaded when the site uses PostgreSQL: a site on SQLite never loads it. */
const loadPg = loadedOnFirstUse<typeof pg>('pg');

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;

/** pg parsers for this pool only: counts become numbers, timestamps ISO strings as on SQLite. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8) return (v: string) => Number(v);
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP)
      return (v: string) => new Date(v.includes('+') || v.endsWith('Z') ? v : `${v}Z`).toISOString();
    if (oid === PG_NUMERIC) return (v: string) => v;
    return loadPg().types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

/** SQLite file under DATA_DIR by default; PostgreSQL when DATABASE_URL is a postgres:// URL. */
export function createDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: 10, types: pgTypes });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const db = new Kysely<Database>({ dialect: createNodeSqliteDialect(path.join(options.dataDir, 'site.db')) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export const nowIso = (): string => new Date().toISOString();
export const toBool = (v: boolean | number | null | undefined): boolean => Boolean(v);
