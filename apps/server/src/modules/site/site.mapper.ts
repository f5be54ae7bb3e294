import { DEFAULT_TITLE_TEMPLATE, type PageType } from '@app/contract';
import { toBool } from '../../platform/db/database.ts';
import type { PageTypeRow } from '../../platform/db/schema.ts';
import { pageTypeDefaults } from './page-type-defaults.ts';

/** Patterns are kept as one comma-separated column (a pattern has no comma: see pathPatternProblem). */
export const joinPatterns = (patterns: readonly string[]): string => patterns.join(',');
export const splitPatterns = (stored: string): string[] =>
  stored
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

export function toPageType(row: PageTypeRow, template: string): PageType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    patterns: splitPatterns(row.path_patterns),
    priority: row.priority,
    builtin: toBool(row.builtin),
    template,
    defaultTemplate: defaultTemplateOf(row.code),
  };
}

/** A built-in type's template as shipped; a custom type's is DEFAULT_TITLE_TEMPLATE. */
export const defaultTemplateOf = (code: string): string =>
  pageTypeDefaults.find((d) => d.code === code)?.template ?? DEFAULT_TITLE_TEMPLATE;
