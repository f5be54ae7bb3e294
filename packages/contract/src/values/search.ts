import type { SearchTotalsCapped } from '../search.ts';

/**
 * Search: the values pages read without validating anything (search.ts has the schemas).
 */

export const SEARCH_QUERY_MAX = 1000;

/** Search history: at most 10 unique keywords in the browser (spec 02 §9). */
export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;

/**
 * Totals are counted up to this many and then shown as '10000+': counting every article that
 * holds one of the words of a long sentence costs more at 100k articles than the rest of the
 * search, and nobody pages past the 1000th page (Elasticsearch counts to the same 10,000 by
 * default). The pages themselves still go on in order.
 */
export const SEARCH_TOTAL_MAX = 10_000;

/** At most this many of each kind are suggested. */
export const SEARCH_SUGGESTIONS_MAX = 5;

const NOT_CAPPED: SearchTotalsCapped = { articles: false, products: false };

/** A total as shown: '12', or '10000+' when counting stopped at SEARCH_TOTAL_MAX. */
export const searchTotalText = (total: number, capped: boolean) => `${total}${capped ? '+' : ''}`;

/** '找到 12 篇文章、3 件好物'; '找到 3 件好物'; '找到 10000+ 篇文章'; '没有找到相关内容'. */
export function searchSummary(articles: number, products: number, capped: SearchTotalsCapped = NOT_CAPPED): string {
  const parts = [
    articles > 0 ? `${searchTotalText(articles, capped.articles)} 篇文章` : '',
    products > 0 ? `${searchTotalText(products, capped.products)} 件好物` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `找到 ${parts.join('、')}` : '没有找到相关内容';
}
