/** A keyword as a case-insensitive LIKE pattern (use with `lower(column) like ? escape '\'`); its own % and _ match literally. */
export const likePattern = (keyword: string): string =>
  `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
