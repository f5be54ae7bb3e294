import { readerMaySee } from './article-visibility.ts';

type Visibility = { status: string; published_at: string | null };

/** What the ranking is drawn from: every article's tags, and what decides whether a reader may see each. */
export interface RelatedArticlesSource {
  tagPairs(): Promise<{ article_id: number; tag_id: number }[]>;
  visibilities(): Promise<(Visibility & { id: number })[]>;
}

interface TagMap {
  tagsOf: Map<number, number[]>;
  articlesOf: Map<number, number[]>;
  visibilityOf: Map<number, Visibility>;
}

/** As long as the site's other memos (the site service's): another instance's change without Redis shows within it. */
const KEPT_MS = 30_000;

const pushTo = (map: Map<number, number[]>, key: number, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Visible articles sharing the most tags with one, newest first among equals (then the larger id),
 * ranked in memory from every article's tags, read once and kept until the next change of public
 * content (`forget`, on `platform.changes`) or for 30 s. In SQL the ranking grouped and sorted every
 * article that shares a tag (~200 of 1,000 demo articles, in two temporary B-trees): ~0.2 ms of
 * each article page's render, the largest of its queries. Here it is a count over those few hundred
 * ids. Whether a candidate is visible is checked against the time asked for, so a scheduled article
 * joins the ranking when its time comes without a change.
 */
export class RelatedArticles {
  private kept: { at: number; map: Promise<TagMap> } | undefined;

  constructor(
    private readonly source: RelatedArticlesSource,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Drops what is kept: the next ranking reads the tags again. */
  forget(): void {
    this.kept = undefined;
  }

  /** The ids of the `limit` articles related to `articleId` that a reader may see at `now`, best first. */
  async idsFor(articleId: number, now: string, limit: number): Promise<number[]> {
    const { tagsOf, articlesOf, visibilityOf } = await this.map();
    const shared = new Map<number, number>();
    for (const tag of tagsOf.get(articleId) ?? []) {
      for (const other of articlesOf.get(tag) ?? []) {
        if (other !== articleId) shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    const ranked: { id: number; shared: number; at: string }[] = [];
    for (const [id, count] of shared) {
      const article = visibilityOf.get(id);
      if (article && readerMaySee(article, now)) ranked.push({ id, shared: count, at: article.published_at! });
    }
    ranked.sort((a, b) => b.shared - a.shared || (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
    return ranked.slice(0, limit).map((r) => r.id);
  }

  private map(): Promise<TagMap> {
    if (this.kept && this.clock() - this.kept.at < KEPT_MS) return this.kept.map;
    const kept = { at: this.clock(), map: this.read() };
    this.kept = kept;
    // A read that failed is not kept: the next ranking reads again.
    kept.map.catch(() => {
      if (this.kept === kept) this.kept = undefined;
    });
    return kept.map;
  }

  private async read(): Promise<TagMap> {
    const [pairs, articles] = await Promise.all([this.source.tagPairs(), this.source.visibilities()]);
    const tagsOf = new Map<number, number[]>();
    const articlesOf = new Map<number, number[]>();
    for (const { article_id, tag_id } of pairs) {
      pushTo(tagsOf, article_id, tag_id);
      pushTo(articlesOf, tag_id, article_id);
    }
    return { tagsOf, articlesOf, visibilityOf: new Map(articles.map((a) => [a.id, a])) };
  }
}
