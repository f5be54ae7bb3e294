/**
 * Paging: the values pages read without validating anything (envelope.ts has the schemas).
 */

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
