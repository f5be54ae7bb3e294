/**
 * The order of search results as tiers, each a disjoint slice of the matches:
 *
 *   1. all the words, at least one of them in the title or the tags
 *   2. all the words, none in the title or the tags
 *   3. some of the words (not all), in the title or the tags
 *   4. some of the words, only in the summary or the body
 *
 * A search shows tiers 1 and 2 (`match: 'all'`): a result holds every content word of the query,
 * so a sentence does not find every document that shares one common word with it, and the total
 * counts what is shown. Only when no document holds them all does it show tiers 3 and 4
 * (`match: 'some'`, a query of several words). Inside a tier the documents are ranked by relevance
 * (bm25 / ts_rank with the column weights) when the tier is small enough for that to be quick, and
 * newest first when it is not: ranking 40,000 documents that all contain '茶' costs ~70 ms at 100k
 * articles and no reader pages that far, while the column filters already put the documents that
 * are *about* tea (title, tags) first. Both indexes run the same plan; only the queries differ.
 */
export interface RankingTier {
  /** Every word of the query (else some but not all). */
  allWords: boolean;
  /** At least one word in the title or the tags (else none there). */
  inHead: boolean;
}

/** Tiers of more documents than this are ordered newest first instead of by relevance (unless an index says otherwise). */
export const RELEVANCE_RANKED_MAX = 2000;

/** Which documents a search shows: those with all the words, or (when none has them all) those with some. */
export type TierMatch = 'all' | 'some';

export function rankingTiers(termCount: number, match: TierMatch): RankingTier[] {
  const allWords = match === 'all' || termCount === 1;
  return [
    { allWords, inHead: true },
    { allWords, inHead: false },
  ];
}

export type TierOrder = 'relevance' | 'newest';

export interface TierQueries {
  /** How many documents the tier has, counting no further than `atMost` (a count stops early). */
  count(tier: RankingTier, atMost: number): Promise<number>;
  ids(tier: RankingTier, order: TierOrder, offset: number, limit: number): Promise<number[]>;
}

/** What the caller already knows: how many documents have any of the words (the tiers' union). */
export interface KnownTotal {
  total: number;
  /** The total stopped counting there; there are more. */
  capped: boolean;
}

/**
 * One page of ids across the tiers: skips whole tiers before the page by their counts, then takes
 * from each tier until the page is full. A first page usually touches one tier. A tier is counted
 * only as far as the decisions need (is it small enough to rank? does the page start past it?),
 * so a word in 40,000 documents is not counted to the end to show the first ten. The last tier is
 * not counted at all when the total tells its size: the tiers split the matches without overlap,
 * so it holds what the others leave (counting it would read every match of a common word again).
 * For the same reason no tier is counted once the total is known and the tiers before have used
 * it up (a query without matches, or all of them in the first tier).
 */
export async function pageAcrossTiers(
  tiers: RankingTier[],
  offset: number,
  limit: number,
  queries: TierQueries,
  options: { relevanceMax?: number; known?: Promise<KnownTotal> } = {},
): Promise<number[]> {
  const relevanceMax = options.relevanceMax ?? RELEVANCE_RANKED_MAX;
  // The total as soon as it has arrived, without waiting for it (it is counted at the same time).
  let arrived: KnownTotal | undefined;
  options.known?.then(
    (known) => (arrived = known),
    () => undefined, // the caller awaits the same promise and reports its failure
  );
  const ids: number[] = [];
  let skip = offset;
  /** The sizes of the tiers so far, while every one of them was counted to its end. */
  let countedExactly: number | null = 0;
  for (const [position, tier] of tiers.entries()) {
    if (ids.length >= limit) break;
    if (arrived && countedExactly !== null && !arrived.capped && arrived.total <= countedExactly) break;
    const atMost = Math.max(relevanceMax, skip) + 1;
    const isLast = position === tiers.length - 1;
    const size: number =
      (isLast && options.known ? lastTierSize(await options.known, countedExactly, atMost) : null) ??
      (await queries.count(tier, atMost));
    countedExactly = countedExactly !== null && size < atMost ? countedExactly + size : null;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    ids.push(...(await queries.ids(tier, size <= relevanceMax ? 'relevance' : 'newest', skip, limit - ids.length)));
    skip = 0;
  }
  return ids;
}

/**
 * The last tier's size from the total, as a count up to `atMost` would give it; null when the
 * total does not tell (no total, an earlier tier counted only partly, or a capped total that
 * leaves fewer than `atMost` for it).
 */
function lastTierSize(known: KnownTotal, countedExactly: number | null, atMost: number): number | null {
  if (countedExactly === null) return null;
  const rest = Math.max(0, known.total - countedExactly);
  if (!known.capped) return Math.min(rest, atMost);
  return rest >= atMost ? atMost : null;
}
