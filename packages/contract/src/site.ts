import { z } from 'zod';

/** The built-in page types (spec 01 §2 title formatting); admins may add more later. */
export const BUILTIN_PAGE_TYPES = [
  'home',
  'article-list',
  'article',
  'product-list',
  'product',
  'search',
  'page',
  'friends',
  'social-links',
  'login',
  'register',
  'user',
  'admin',
  'not-found',
  'default',
] as const;
export const DEFAULT_PAGE_TYPE = 'default';

export const matchPageTypeSchema = z.object({
  path: z.string().max(2000, '路径过长').default('/'),
});
export type MatchPageTypeInput = z.input<typeof matchPageTypeSchema>;
export const matchPageTypeResultSchema = z.object({ pageType: z.string() });
export type MatchPageTypeResult = z.infer<typeof matchPageTypeResultSchema>;

export const formatTitleSchema = z.object({
  pageType: z.string().trim().max(64).default(DEFAULT_PAGE_TYPE),
  title: z.string().max(500).optional().nullable(),
  parameters: z
    .record(z.string(), z.union([z.string(), z.number()]).transform(String))
    .optional()
    .nullable(),
});
export type FormatTitleInput = z.input<typeof formatTitleSchema>;
export const formatTitleResultSchema = z.object({ formattedTitle: z.string() });
export type FormatTitleResult = z.infer<typeof formatTitleResultSchema>;

export const siteInfoSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  description: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** Route parameters and query parameters that page titles may use (spec 01 §2). */
export const TITLE_ROUTE_PARAMS = ['id', 'slug', 'username'] as const;
export const TITLE_QUERY_PARAMS = ['q', 'query', 'search', 'page', 'p', 'category', 'cat'] as const;

/**
 * The parameters sent with format-title: route params, the known query params, and `query`
 * from `q`/`search` or from a path segment following a 'search' segment.
 */
export function titleParameters(
  pathname: string,
  search: string,
  routeParams: Record<string, string | undefined> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of TITLE_ROUTE_PARAMS) {
    const v = routeParams[key];
    if (v) out[key] = v;
  }
  const query = new URLSearchParams(search);
  for (const key of TITLE_QUERY_PARAMS) {
    const v = query.get(key);
    if (v) out[key] = v;
  }
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('search');
  const following = at >= 0 ? segments[at + 1] : undefined;
  if (following) {
    try {
      out.query = decodeURIComponent(following);
    } catch {
      out.query = following;
    }
  }
  out.query ??= out.q ?? out.search ?? '';
  if (!out.query) delete out.query;
  return out;
}
