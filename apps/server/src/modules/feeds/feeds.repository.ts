import type { Db } from '../../platform/db/database.ts';

export interface SitemapArticleRow {
  slug: string;
  updated_at: string;
  published_at: string | null;
}

export interface SitemapTagRow {
  slug: string;
  updated_at: string;
}

/**
 * The light reads a sitemap needs: every visible article's address and time, and the tags in use,
 * in one query each (the article service pages through full summaries, too heavy for thousands).
 */
export class FeedsRepository {
  constructor(private readonly db: Db) {}

  /** Published and due articles, newest first. */
  visibleArticles(now: string, limit: number): Promise<SitemapArticleRow[]> {
    return this.db
      .selectFrom('articles')
      .select(['slug', 'updated_at', 'published_at'])
      .where('status', '=', 'PUBLISHED')
      .where('published_at', '<=', now)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Tags that at least one visible article carries (an empty tag page is not worth indexing). */
  tagsInUse(now: string, limit: number): Promise<SitemapTagRow[]> {
    return this.db
      .selectFrom('tags')
      .select(['tags.slug', 'tags.updated_at'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('article_tags')
            .innerJoin('articles', 'articles.id', 'article_tags.article_id')
            .select('article_tags.tag_id')
            .whereRef('article_tags.tag_id', '=', 'tags.id')
            .where('articles.status', '=', 'PUBLISHED')
            .where('articles.published_at', '<=', now),
        ),
      )
      .orderBy('tags.name')
      .orderBy('tags.id')
      .limit(limit)
      .execute();
  }
}
