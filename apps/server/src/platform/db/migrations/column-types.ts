import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

/** The column types that differ between SQLite and PostgreSQL, decided once. */
export function columnTypes(dialect: DialectName) {
  return {
    timestamp: dialect === 'postgres' ? ('timestamptz' as const) : ('text' as const),
    boolean: dialect === 'postgres' ? ('boolean' as const) : ('integer' as const),
    /** Integer identity primary key (`autoIncrement()` is SQLite-only). */
    id<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C | 'id'> {
      return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
        dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
      );
    },
  };
}
