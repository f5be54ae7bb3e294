import type { DialectName } from '../db/database.ts';
import { PostgresSearchIndex } from './postgres-search-index.ts';
import type { SearchIndex } from './search-index.ts';
import { SqliteSearchIndex } from './sqlite-search-index.ts';

export function createSearchIndex(dialect: DialectName): SearchIndex {
  return dialect === 'postgres' ? new PostgresSearchIndex() : new SqliteSearchIndex();
}
