import { ARTICLE_SORTS, type PublicArticleQuery } from '@app/contract';

export type ArticleSortKey = keyof typeof ARTICLE_SORTS;
export const sortLabels: Record<ArticleSortKey, string> = { newest: '最新发布', views: '最多阅读', likes: '最多点赞' };

/** The query parameters listParamsFrom reads: the list page declares them (RouteHandle.query). */
export const ARTICLE_LIST_QUERY = ['page', 'sort', 'tag'] as const;

/**
 * /articles?tag=&sort=&page= (page 1-based in the address, zero-based on the server); `size` is
 * the owner's default page size (site settings).
 */
export function listParamsFrom(
  search: URLSearchParams,
  size: number,
): PublicArticleQuery & { sortKey: ArticleSortKey } {
  const sortKey = (Object.keys(ARTICLE_SORTS) as ArticleSortKey[]).find((k) => k === search.get('sort')) ?? 'newest';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const tag = search.get('tag')?.trim() || undefined;
  return { page: page - 1, size, sort: ARTICLE_SORTS[sortKey], sortKey, ...(tag ? { tag } : {}) };
}
