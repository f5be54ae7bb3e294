import { describe, expect, it } from 'vitest';
import {
  pageAcrossTiers,
  RELEVANCE_RANKED_MAX,
  rankingTiers,
  type RankingTier,
  type TierOrder,
} from './ranking-tiers.ts';

const name = (t: RankingTier) => `${t.allWords ? 'all' : 'some'}-${t.inHead ? 'head' : 'body'}`;

/** Tiers of the given sizes whose ids are `tier name #n`, recording every call. */
function fakeTiers(sizes: Record<string, number>) {
  const calls: string[] = [];
  const ids = new Map<number, string>();
  let next = 0;
  return {
    calls,
    labels: (page: number[]) => page.map((id) => ids.get(id)),
    queries: {
      count: async (tier: RankingTier, atMost: number) => {
        calls.push(`count ${name(tier)} ≤${atMost}`);
        return Math.min(sizes[name(tier)] ?? 0, atMost);
      },
      ids: async (tier: RankingTier, order: TierOrder, offset: number, limit: number) => {
        calls.push(`ids ${name(tier)} ${order} ${offset}+${limit}`);
        return Array.from({ length: Math.max(0, Math.min(limit, (sizes[name(tier)] ?? 0) - offset)) }, (_, i) => {
          ids.set(++next, `${name(tier)}#${offset + i}`);
          return next;
        });
      },
    },
  };
}

const ONE_WORD = rankingTiers(1, 'all');

describe('ranking tiers', () => {
  it('has two tiers, title and tags before the rest, of all the words or (falling back) of some of them', () => {
    expect(rankingTiers(1, 'all').map(name)).toEqual(['all-head', 'all-body']);
    expect(rankingTiers(3, 'all').map(name)).toEqual(['all-head', 'all-body']);
    expect(rankingTiers(3, 'some').map(name)).toEqual(['some-head', 'some-body']);
    // One word is all the words there are.
    expect(rankingTiers(1, 'some').map(name)).toEqual(['all-head', 'all-body']);
  });

  it('fills a first page from the first tier alone when it is large enough', async () => {
    const f = fakeTiers({ 'all-head': 30, 'all-body': 500 });
    expect(f.labels(await pageAcrossTiers(ONE_WORD, 0, 10, f.queries))).toEqual(
      Array.from({ length: 10 }, (_, i) => `all-head#${i}`),
    );
    expect(f.calls).toEqual([`count all-head ≤${RELEVANCE_RANKED_MAX + 1}`, 'ids all-head relevance 0+10']);
  });

  it('continues a page into the next tiers and skips empty ones', async () => {
    const f = fakeTiers({ 'some-head': 3, 'some-body': 100 });
    expect(f.labels(await pageAcrossTiers(rankingTiers(2, 'some'), 0, 5, f.queries))).toEqual([
      'some-head#0',
      'some-head#1',
      'some-head#2',
      'some-body#0',
      'some-body#1',
    ]);
    const empty = fakeTiers({ 'all-head': 0, 'all-body': 4 });
    expect(empty.labels(await pageAcrossTiers(rankingTiers(2, 'all'), 0, 5, empty.queries))).toEqual([
      'all-body#0',
      'all-body#1',
      'all-body#2',
      'all-body#3',
    ]);
  });

  it('skips whole tiers before a later page by their counts', async () => {
    const f = fakeTiers({ 'all-head': 12, 'all-body': 40 });
    expect(f.labels(await pageAcrossTiers(rankingTiers(2, 'all'), 20, 10, f.queries))).toEqual(
      Array.from({ length: 10 }, (_, i) => `all-body#${8 + i}`),
    );
    expect(f.calls.filter((c) => c.startsWith('ids'))).toEqual(['ids all-body relevance 8+10']);
  });

  it('orders a tier too large to rank quickly newest first, and a smaller one by relevance', async () => {
    const f = fakeTiers({ 'all-head': RELEVANCE_RANKED_MAX, 'all-body': RELEVANCE_RANKED_MAX + 1 });
    await pageAcrossTiers(ONE_WORD, RELEVANCE_RANKED_MAX - 2, 5, f.queries);
    expect(f.calls.filter((c) => c.startsWith('ids'))).toEqual([
      `ids all-head relevance ${RELEVANCE_RANKED_MAX - 2}+5`,
      'ids all-body newest 0+3',
    ]);
  });

  it('counts a tier only as far as needed: past the ranking limit, or past the start of a far page', async () => {
    const f = fakeTiers({ 'all-head': 50_000, 'all-body': 50_000 });
    await pageAcrossTiers(ONE_WORD, 0, 10, f.queries);
    expect(f.calls).toEqual([`count all-head ≤${RELEVANCE_RANKED_MAX + 1}`, 'ids all-head newest 0+10']);
    const far = fakeTiers({ 'all-head': 50_000, 'all-body': 50_000 });
    expect(far.labels(await pageAcrossTiers(ONE_WORD, 60_000, 2, far.queries))).toEqual([
      'all-body#10000',
      'all-body#10001',
    ]);
    expect(far.calls).toEqual(['count all-head ≤60001', 'count all-body ≤10001', 'ids all-body newest 10000+2']);
  });

  it("takes the last tier's size from the total instead of counting it", async () => {
    const f = fakeTiers({ 'all-head': 3, 'all-body': 40 });
    const page = await pageAcrossTiers(ONE_WORD, 0, 10, f.queries, {
      known: Promise.resolve({ total: 43, capped: false }),
    });
    expect(f.labels(page)).toEqual([
      'all-head#0',
      'all-head#1',
      'all-head#2',
      ...Array.from({ length: 7 }, (_, i) => `all-body#${i}`),
    ]);
    expect(f.calls).toEqual([
      `count all-head ≤${RELEVANCE_RANKED_MAX + 1}`,
      'ids all-head relevance 0+10',
      'ids all-body relevance 0+7',
    ]);
    // Left with more than it would rank: newest first, as a count would have decided.
    const large = fakeTiers({ 'some-head': 3, 'some-body': 5000 });
    await pageAcrossTiers(rankingTiers(2, 'some'), 0, 10, large.queries, {
      known: Promise.resolve({ total: 5003, capped: false }),
    });
    expect(large.calls.filter((c) => c.startsWith('count'))).toEqual(['count some-head ≤2001']);
    expect(large.calls.at(-1)).toBe('ids some-body newest 0+7');
    // A capped total: what is left is at least the rest of the cap.
    const capped = fakeTiers({ 'all-head': 5, 'all-body': 50_000 });
    await pageAcrossTiers(ONE_WORD, 0, 10, capped.queries, { known: Promise.resolve({ total: 10_000, capped: true }) });
    expect(capped.calls).toEqual([
      `count all-head ≤${RELEVANCE_RANKED_MAX + 1}`,
      'ids all-head relevance 0+10',
      'ids all-body newest 0+5',
    ]);
    const cappedNext = fakeTiers({ 'all-head': 5, 'all-body': 50_000 });
    await pageAcrossTiers(ONE_WORD, 10, 10, cappedNext.queries, {
      known: Promise.resolve({ total: 10_000, capped: true }),
    });
    expect(cappedNext.calls).toEqual([`count all-head ≤${RELEVANCE_RANKED_MAX + 1}`, 'ids all-body newest 5+10']);
    // Past the end of the matches: an empty page without any count of the last tier.
    const past = fakeTiers({ 'all-head': 3, 'all-body': 4 });
    expect(
      await pageAcrossTiers(ONE_WORD, 10, 10, past.queries, { known: Promise.resolve({ total: 7, capped: false }) }),
    ).toEqual([]);
    expect(past.calls).toEqual(['count all-head ≤2001']);
  });

  it('counts no further tier once the known total is used up', async () => {
    const f = fakeTiers({ 'all-head': 4, 'all-body': 0 });
    expect(
      await pageAcrossTiers(rankingTiers(3, 'all'), 0, 10, f.queries, {
        known: Promise.resolve({ total: 4, capped: false }),
      }),
    ).toHaveLength(4);
    expect(f.calls).toEqual(['count all-head ≤2001', 'ids all-head relevance 0+10']);
  });

  it('counts the last tier when the total cannot tell its size', async () => {
    // An earlier tier was counted only up to its limit: how many it has is not known.
    const partly = fakeTiers({ 'all-head': 50_000, 'all-body': 3 });
    await pageAcrossTiers(ONE_WORD, 50_001, 2, partly.queries, {
      known: Promise.resolve({ total: 10_000, capped: true }),
    });
    expect(partly.calls).toEqual(['count all-head ≤50002', 'count all-body ≤2001', 'ids all-body relevance 1+2']);
    // A capped total that leaves less than the ranking limit to the last tier says only "at least that many".
    const near = fakeTiers({ 'all-head': 1999, 'all-body': 50_000 });
    await pageAcrossTiers(ONE_WORD, 1999, 10, near.queries, {
      known: Promise.resolve({ total: 10_000, capped: true }),
    });
    expect(near.calls).toEqual(['count all-head ≤2001', 'ids all-body newest 0+10']);
  });

  it('gives an empty page past the last match', async () => {
    const f = fakeTiers({ 'all-head': 3, 'all-body': 4 });
    expect(await pageAcrossTiers(ONE_WORD, 10, 10, f.queries)).toEqual([]);
  });
});
