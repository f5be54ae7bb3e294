import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/**
 * The one definition of "a reader may see this article": published, and its publication time has
 * come (a scheduled article is invisible until then). Every read for readers — pages, lists,
 * neighbours, feeds, likes, tags in use, search — goes through one of these two forms.
 */
export const readerMaySee = (article: { status: string; published_at: string | null }, now: string): boolean =>
  article.status === 'PUBLISHED' && article.published_at !== null && article.published_at <= now;

/** The same rule as a condition on the `articles` table. */
export const whereReaderMaySee = (now: string) => (eb: ExpressionBuilder<Database, 'articles'>) =>
  eb.and([eb('articles.status', '=', 'PUBLISHED'), eb('articles.published_at', '<=', now)]);

/** Whether the search index finds it (from its publication time on: the index checks the time itself). */
export const searchable = (article: { status: string; published_at: string | null }): boolean =>
  article.status === 'PUBLISHED' && article.published_at !== null;
