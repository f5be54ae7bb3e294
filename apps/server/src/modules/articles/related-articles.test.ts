import { describe, expect, it } from 'vitest';
import { RelatedArticles, type RelatedArticlesSource } from './related-articles.ts';

const NOW = '2026-01-10T00:00:00.000Z';
type Article = { id: number; status: string; published_at: string | null };
const published = (id: number, at: string): Article => ({ id, status: 'PUBLISHED', published_at: at });

/** A source over these tags and articles that counts its reads; `fail` makes the next read throw. */
function source(pairs: [article: number, tag: number][], articles: Article[]) {
  const state = { reads: 0, fail: false, pairs, articles };
  const read: RelatedArticlesSource = {
    tagPairs: async () => {
      state.reads++;
      if (state.fail) throw new Error('database gone');
      return state.pairs.map(([article_id, tag_id]) => ({ article_id, tag_id }));
    },
    visibilities: async () => state.articles,
  };
  return { state, read };
}

// Article 1 has tags 10, 11 and 12; 2 shares two of them, 3, 4 and 5 one each.
const PAIRS: [number, number][] = [
  [1, 10],
  [1, 11],
  [1, 12],
  [2, 10],
  [2, 11],
  [3, 12],
  [4, 10],
  [5, 11],
  [6, 13],
];
const ARTICLES = [
  published(1, '2026-01-01T00:00:00.000Z'),
  published(2, '2026-01-02T00:00:00.000Z'),
  published(3, '2026-01-05T00:00:00.000Z'),
  published(4, '2026-01-05T00:00:00.000Z'),
  published(5, '2026-01-03T00:00:00.000Z'),
  published(6, '2026-01-04T00:00:00.000Z'),
];

describe('RelatedArticles', () => {
  it('ranks by tags shared, then newest first, then the larger id, leaving out the article itself', async () => {
    const related = new RelatedArticles(source(PAIRS, ARTICLES).read);
    expect(await related.idsFor(1, NOW, 10)).toEqual([2, 4, 3, 5]);
    expect(await related.idsFor(1, NOW, 2)).toEqual([2, 4]);
    expect(await related.idsFor(2, NOW, 10)).toEqual([1, 4, 5]);
    expect(await related.idsFor(6, NOW, 10)).toEqual([]);
    expect(await related.idsFor(99, NOW, 10)).toEqual([]);
  });

  it('leaves out what a reader may not see at the time asked for: drafts, and scheduled ones until their time', async () => {
    const { read } = source(PAIRS, [
      ...ARTICLES.filter((a) => a.id !== 2 && a.id !== 4),
      { id: 2, status: 'DRAFT', published_at: null },
      published(4, '2026-01-20T00:00:00.000Z'),
    ]);
    const related = new RelatedArticles(read);
    expect(await related.idsFor(1, NOW, 10)).toEqual([3, 5]);
    expect(await related.idsFor(1, '2026-01-20T00:00:00.000Z', 10)).toEqual([4, 3, 5]);
  });

  it('reads the tags once for many rankings, and again after forget()', async () => {
    const { state, read } = source(PAIRS, ARTICLES);
    const related = new RelatedArticles(read);
    await Promise.all([related.idsFor(1, NOW, 4), related.idsFor(2, NOW, 4), related.idsFor(3, NOW, 4)]);
    expect(state.reads).toBe(1);
    state.pairs = [...PAIRS, [6, 10]];
    expect(await related.idsFor(6, NOW, 4)).toEqual([]);
    related.forget();
    expect(await related.idsFor(6, NOW, 4)).toEqual([4, 2, 1]);
    expect(state.reads).toBe(2);
  });

  it('reads again once 30 s have passed, changes or not (another instance without Redis)', async () => {
    const { state, read } = source(PAIRS, ARTICLES);
    let clock = 0;
    const related = new RelatedArticles(read, () => clock);
    await related.idsFor(1, NOW, 4);
    clock = 29_999;
    await related.idsFor(1, NOW, 4);
    expect(state.reads).toBe(1);
    clock = 30_000;
    await related.idsFor(1, NOW, 4);
    expect(state.reads).toBe(2);
  });

  it('does not keep a read that failed: the next ranking reads again', async () => {
    const { state, read } = source(PAIRS, ARTICLES);
    const related = new RelatedArticles(read);
    state.fail = true;
    await expect(related.idsFor(1, NOW, 4)).rejects.toThrow('database gone');
    state.fail = false;
    expect(await related.idsFor(1, NOW, 4)).toEqual([2, 4, 3, 5]);
    expect(state.reads).toBe(2);
  });
});
