import {
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TOTAL_MAX,
  searchSummary,
  type SearchResult,
  type SearchSuggestions,
  type searchQuerySchema,
  type Tag,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { nowIso } from '../../platform/db/database.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import {
  SEARCH_KINDS,
  type KnownTotal,
  type SearchIndex,
  type SearchKind,
  type TierMatch,
} from '../../platform/search/search-index.ts';
import { looserTerms, parseQuery } from '../../platform/search/segmenter.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { TagsService } from '../tags/tags.service.ts';
import { highlight, snippet } from './highlight.ts';

type SearchQuery = z.output<typeof searchQuerySchema>;

/** Articles and products for a query, with the tags it names, the words to highlight, and suggestions when nothing is found. */
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
    const { terms, highlights } = parseQuery(query.query);
    if (terms.length === 0) {
      return {
        query: query.query,
        terms,
        articles: toPage([], 0, query),
        products: toPage([], 0, query),
        totalsCapped: { articles: false, products: false },
        matchedTags: [],
        suggestions: NO_SUGGESTIONS,
        summary: searchSummary(0, 0),
      };
    }
    const now = nowIso();
    const kinds = SEARCH_KINDS.filter((kind) => query.type === 'ALL' || query.type === kind);
    const found = this.find(terms, now, { kinds, offset: pageOffset(query), limit: query.size });
    const hitsOf = async <T>(
      kind: SearchKind,
      summaries: (ids: number[]) => Promise<T[]>,
      texts: (ids: number[]) => Promise<Map<number, string>>,
    ) => {
      const { ids } = await found[kind];
      const [items, textsById] = await Promise.all([summaries(ids), texts(ids)]);
      return { items, texts: textsById };
    };
    const [totals, matchedTags, articles, products] = await Promise.all([
      Promise.all([found.ARTICLE, found.PRODUCT]).then(([a, p]) => ({ ARTICLE: a.total, PRODUCT: p.total })),
      this.deps.tags.matching(query.query, highlights),
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
    const nothing = totals.ARTICLE.total === 0 && totals.PRODUCT.total === 0;
    return {
      query: query.query,
      terms: highlights,
      articles: toPage(
        articles.items.map((a) => ({
          ...a,
          highlight: {
            title: highlight(a.title, highlights),
            snippet: snippet(articles.texts.get(a.id) || a.excerpt, highlights),
          },
        })),
        totals.ARTICLE.total,
        query,
      ),
      products: toPage(
        products.items.map((p) => ({
          ...p,
          highlight: {
            title: highlight(p.name, highlights),
            snippet: snippet(products.texts.get(p.id) ?? '', highlights),
          },
        })),
        totals.PRODUCT.total,
        query,
      ),
      totalsCapped: { articles: totals.ARTICLE.capped, products: totals.PRODUCT.capped },
      matchedTags,
      suggestions: nothing ? await this.suggest(query.query, terms, now, matchedTags) : NO_SUGGESTIONS,
      summary: searchSummary(totals.ARTICLE.total, totals.PRODUCT.total, {
        articles: totals.ARTICLE.capped,
        products: totals.PRODUCT.capped,
      }),
    };
  }

  /**
   * One page of ids of each kind asked for, and the total of every kind: the documents with all
   * the terms, or — for a kind where none has them all — those with some of them. The total is
   * the number of documents the pages go through, never more. Counts and pages run side by side;
   * a page waits for its total only where it needs it.
   */
  private find(
    terms: string[],
    now: string,
    page: { kinds: SearchKind[]; offset: number; limit: number },
  ): Record<SearchKind, Promise<{ ids: number[]; total: KnownTotal }>> {
    const { db, index } = this.deps;
    // One more than shown tells whether counting stopped early.
    const allCounted = index.count(db, terms, now, SEARCH_TOTAL_MAX + 1, 'all');
    let anyCounted: Promise<Record<SearchKind, number>> | undefined;
    const idsOf = (kind: SearchKind, match: TierMatch, known: Promise<KnownTotal>) =>
      page.kinds.includes(kind)
        ? index.page(db, { terms, match, kind, now, offset: page.offset, limit: page.limit, known })
        : Promise.resolve([]);
    const one = async (kind: SearchKind) => {
      const allTotal = allCounted.then((counted) => shownTotal(counted[kind]));
      const ids = await idsOf(kind, 'all', allTotal);
      const total = await allTotal;
      if (total.total > 0 || terms.length === 1) return { ids, total };
      anyCounted ??= index.count(db, terms, now, SEARCH_TOTAL_MAX + 1, 'any');
      const someTotal = anyCounted.then((counted) => shownTotal(counted[kind]));
      return { ids: await idsOf(kind, 'some', someTotal), total: await someTotal };
    };
    return { ARTICLE: one('ARTICLE'), PRODUCT: one('PRODUCT') };
  }

  /**
   * The first few documents of a kind with all the looser terms, then with some: title and tag
   * matches first, newest first, without counting (a suggestion shows no total, and the looser
   * terms are single characters that may be in half the site).
   */
  private async closest(terms: string[], now: string, kind: SearchKind): Promise<number[]> {
    const { db, index } = this.deps;
    const page = (match: TierMatch) =>
      index.page(db, {
        terms,
        match,
        kind,
        now,
        offset: 0,
        limit: SEARCH_SUGGESTIONS_MAX,
        known: Promise.resolve(UNCOUNTED),
      });
    const all = await page('all');
    if (all.length >= SEARCH_SUGGESTIONS_MAX || terms.length === 1) return all;
    return [...all, ...(await page('some'))].slice(0, SEARCH_SUGGESTIONS_MAX);
  }

  /**
   * For a query that found nothing: the tags and titles its looser terms find (see `looserTerms`),
   * without the tags already listed as the query's own.
   */
  private async suggest(query: string, terms: string[], now: string, matched: Tag[]): Promise<SearchSuggestions> {
    const looser = looserTerms(terms);
    if (looser.length === 0) return NO_SUGGESTIONS;
    const [tags, articles, products] = await Promise.all([
      this.deps.tags.matching(query, looser, SEARCH_SUGGESTIONS_MAX),
      this.closest(looser, now, 'ARTICLE').then((ids) => this.deps.articles.summariesByIds(ids)),
      this.closest(looser, now, 'PRODUCT').then((ids) => this.deps.products.summariesByIds(ids)),
    ]);
    const listed = new Set(matched.map((tag) => tag.id));
    return {
      tags: tags.filter((tag) => !listed.has(tag.id)),
      articles: articles.map((a) => ({ title: a.title, slug: a.slug })),
      products: products.map((p) => ({ name: p.name, slug: p.slug })),
    };
  }
}

/** "Many": what a suggestion's pages are told of the total, so they neither count it nor rank thousands of matches. */
const UNCOUNTED: KnownTotal = { total: SEARCH_TOTAL_MAX, capped: true };

const NO_SUGGESTIONS: SearchSuggestions = { tags: [], articles: [], products: [] };

/** A count made up to one past the most shown: the total to show, and whether there are more. */
const shownTotal = (counted: number): KnownTotal => ({
  total: Math.min(counted, SEARCH_TOTAL_MAX),
  capped: counted > SEARCH_TOTAL_MAX,
});
