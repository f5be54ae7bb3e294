import type { Db } from '../../platform/db/database.ts';
import { markdownText } from '../../platform/markdown/markdown.ts';

/** The texts a page of results quotes its snippets from. */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  async articleTexts(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('articles').select(['id', 'content']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, markdownText(r.content)]));
  }

  /** A product's summary, then its description's text. */
  async productTexts(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'summary', 'description'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, `${r.summary ?? ''} ${markdownText(r.description)}`.trim()]));
  }
}
