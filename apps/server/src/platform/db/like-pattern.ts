import { sql, type RawBuilder } from 'kysely';

/** A keyword as a case-insensitive LIKE pattern; its own % and _ match literally. */
const likePattern = (keyword: string): string => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "Any of these columns contains the keyword", case-insensitively, on both databases: the search
 * box of an admin list. A NULL column simply does not match.
 */
export function anyColumnContains(columns: readonly string[], keyword: string): RawBuilder<boolean> {
  const pattern = likePattern(keyword);
  const tests = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
