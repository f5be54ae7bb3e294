import { SEARCH_TOTAL_MAX, searchSummary, type SearchResult, type searchQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { nowIso } from '../../platform/db/database.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { KnownTotal, SearchIndex, SearchKind } from '../../platform/search/search-index.ts';
import { queryTerms } from '../../platform/search/segmenter.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { TagsService } from '../tags/tags.service.ts';
import { highlight, snippet } from './highlight.ts';

type SearchQuery = z.output<typeof searchQuerySchema>;

/** Articles and products for a query, with the tags it names and the words to highlight. */
export class SearchService {
  constructor(
    private readonly deps: {
      db: Db;
      index: SearchIndex;
      articles: ArticlesService;
      products: ProductsService;
      tags: TagsService;
    },
  ) {}

  async search(query: SearchQuery): Promise<SearchResult> {
    const terms = queryTerms(query.query);
    if (terms.length === 0) {
      return {
        query: query.query,
        terms,
        articles: toPage([], 0, query),
        products: toPage([], 0, query),
        totalsCapped: { articles: false, products: false },
        matchedTags: [],
        summary: searchSummary(0, 0),
      };
    }
    const now = nowIso();
    const { db, index } = this.deps;
    // The totals, the tags and the pages are read side by side; a page waits for its total only
    // where it needs it. One more than shown tells whether counting stopped early.
    const counting = index.count(db, terms, now, SEARCH_TOTAL_MAX + 1);
    const known = (kind: SearchKind) => counting.then((counted) => shownTotal(counted[kind]));
    const hitsOf = async <T>(
      kind: SearchKind,
      summaries: (ids: number[]) => Promise<T[]>,
      texts: (ids: number[]) => Promise<Map<number, string>>,
    ) => {
      const ids =
        query.type === 'ALL' || query.type === kind
          ? await index.page(db, { terms, kind, now, offset: pageOffset(query), limit: query.size, known: known(kind) })
          : [];
      const [items, textsById] = await Promise.all([summaries(ids), texts(ids)]);
      return { items, texts: textsById };
    };
    const [counted, matchedTags, articles, products] = await Promise.all([
      counting,
      this.deps.tags.matching(query.query, terms),
      hitsOf(
        'ARTICLE',
        (ids) => this.deps.articles.summariesByIds(ids),
        (ids) => this.deps.articles.plainTexts(ids),
      ),
      hitsOf(
        'PRODUCT',
        (ids) => this.deps.products.summariesByIds(ids),
        (ids) => this.deps.products.plainTexts(ids),
      ),
    ]);
    const capped = (kind: SearchKind) => shownTotal(counted[kind]).capped;
    const total = (kind: SearchKind) => shownTotal(counted[kind]).total;
    return {
      query: query.query,
      terms,
      articles: toPage(
        articles.items.map((a) => ({
          ...a,
          highlight: {
            title: highlight(a.title, terms),
            snippet: snippet(articles.texts.get(a.id) || a.excerpt, terms),
          },
        })),
        total('ARTICLE'),
        query,
      ),
      products: toPage(
        products.items.map((p) => ({
          ...p,
          highlight: { title: highlight(p.name, terms), snippet: snippet(products.texts.get(p.id) ?? '', terms) },
        })),
        total('PRODUCT'),
        query,
      ),
      totalsCapped: { articles: capped('ARTICLE'), products: capped('PRODUCT') },
      matchedTags,
      summary: searchSummary(total('ARTICLE'), total('PRODUCT'), {
        articles: capped('ARTICLE'),
        products: capped('PRODUCT'),
      }),
    };
  }
}

/** A count made up to one past the most shown: the total to show, and whether there are more. */
const shownTotal = (counted: number): KnownTotal => ({
  total: Math.min(counted, SEARCH_TOTAL_MAX),
  capped: counted > SEARCH_TOTAL_MAX,
});
