import type { Db } from '../../platform/db/database.ts';
import { markdownText } from '../../platform/markdown/markdown.ts';
import { INDEXED_BODY_CHARS, type SearchSource } from '../../platform/search/search-indexer.ts';
import type { TagsService } from '../tags/tags.service.ts';
import { searchable } from './article-visibility.ts';
import { ArticlesRepository } from './articles.repository.ts';

/** What the index holds of an article: title; tags; excerpt; the Markdown's text. */
export const articleSearchSource = (tags: TagsService): SearchSource => ({
  kind: 'ARTICLE',
  async documents(db: Db, ids: number[]) {
    const repo = new ArticlesRepository(db);
    const [rows, tagIds] = await Promise.all([repo.findByIds(ids), repo.tagIdsOf(ids)]);
    const briefs = await tags.briefsOf(tagIds, db);
    return rows.map((r) => ({
      kind: 'ARTICLE' as const,
      refId: r.id,
      visible: searchable(r),
      publishedAt: r.published_at,
      fields: {
        title: r.title,
        tags: (briefs.get(r.id) ?? []).map((t) => t.name).join(' '),
        summary: r.excerpt,
        body: markdownText(r.content).slice(0, INDEXED_BODY_CHARS),
      },
    }));
  },
  allIds: (db) => new ArticlesRepository(db).allIds(),
  dependents: { tag: (db, tagIds) => new ArticlesRepository(db).idsTaggedWith(tagIds) },
});
