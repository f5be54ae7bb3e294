import type { SiteInfo } from '../site.ts';
import { isHttpUrl } from './friend-links.ts';

/**
 * The site's settings and page titles: the values pages read without validating anything (site.ts
 * has the schemas).
 */

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
export const SITE_SETTINGS_LIMITS = {
  siteName: 50,
  tagline: 100,
  description: 300,
  keywords: 200,
  linkTarget: 500,
  icpNumber: 50,
  pageSizeMin: 5,
  pageSizeMax: 50,
} as const;

/** Where the 备案号 in the footer links to (the MIIT filing system). */
export const ICP_LINK = 'https://beian.miit.gov.cn/';

/** A footer link's target: a path on this site, an http(s) address, or empty (the link is not shown). */
export function isLinkTarget(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

/** What a site has before its owner changes anything. */
export const DEFAULT_SITE_INFO: SiteInfo = {
  siteName: '轻量博客',
  tagline: '记录生活，分享好物',
  description: '一个记录文章与好物的个人站点',
  keywords: '',
  logoUrl: '',
  faviconUrl: '',
  aboutPath: '/pages/about',
  privacyPath: '/pages/privacy',
  icpNumber: '',
  pageSize: 10,
};

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

export const SITE_SETTINGS_SAVED = '站点设置已保存';
