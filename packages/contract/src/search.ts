import { z } from './zod-locale.ts';
import { pageQuerySchema, pageResultSchema } from './envelope.ts';
import { articleLinkSchema, articleSummarySchema } from './articles.ts';
import { productSummarySchema } from './products.ts';
import { tagSchema } from './tags.ts';
import { SEARCH_QUERY_MAX, SEARCH_PAGE_SIZE_MAX } from './values/search.ts';

/** Search over articles and products (spec 02 §3 "Search result", §7 "Search"). */

export const searchTypeSchema = z.enum(['ALL', 'ARTICLE', 'PRODUCT']);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const searchQuerySchema = pageQuerySchema.extend({
  query: z.string().trim().max(SEARCH_QUERY_MAX, `搜索内容不能超过${SEARCH_QUERY_MAX}个字符`).default(''),
  type: searchTypeSchema.default('ALL'),
  size: z.coerce
    .number<number>()
    .int()
    .min(1, '每页条数至少为1')
    .max(SEARCH_PAGE_SIZE_MAX, `每页条数不能超过${SEARCH_PAGE_SIZE_MAX}`)
    .default(10),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * A text with its matched words marked: the pieces in order, every odd-numbered piece (1, 3, …)
 * is a match. ['', '博客', '搭建指南'] reads 博客搭建指南 with 博客 highlighted. Plain strings, so
 * nothing in them is ever rendered as HTML.
 */
export const highlightedTextSchema = z.array(z.string());
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

export const searchHighlightSchema = z.object({
  title: highlightedTextSchema,
  /** Text around the first match in the body (or the start of the summary when the match is elsewhere). */
  snippet: highlightedTextSchema,
});

export const articleSearchHitSchema = articleSummarySchema.extend({ highlight: searchHighlightSchema });
export type ArticleSearchHit = z.infer<typeof articleSearchHitSchema>;
export const productSearchHitSchema = productSummarySchema.extend({ highlight: searchHighlightSchema });
export type ProductSearchHit = z.infer<typeof productSearchHitSchema>;

/** A product to go to: its name and slug. */
export const productLinkSchema = z.object({ name: z.string(), slug: z.string() });

/**
 * When a query finds nothing: the closest tags and titles, found by the parts of the query that do
 * occur (the characters of a word no document holds, the letters of a model number). Empty when
 * something was found or nothing comes close.
 */
export const searchSuggestionsSchema = z.object({
  tags: z.array(tagSchema),
  articles: z.array(articleLinkSchema),
  products: z.array(productLinkSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const searchResultSchema = z.object({
  query: z.string(),
  /** The words the query was understood as (after segmentation); what the highlights mark. */
  terms: z.array(z.string()),
  /** With type=PRODUCT the article page is empty but its total still counts (and the other way round). */
  articles: pageResultSchema(articleSearchHitSchema),
  products: pageResultSchema(productSearchHitSchema),
  /** True where the total reached SEARCH_TOTAL_MAX and counting stopped: there are more. */
  totalsCapped: z.object({ articles: z.boolean(), products: z.boolean() }),
  /** Tags whose names match, each leading to its article list. */
  matchedTags: z.array(tagSchema),
  suggestions: searchSuggestionsSchema,
  summary: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export type SearchTotalsCapped = SearchResult['totalsCapped'];
