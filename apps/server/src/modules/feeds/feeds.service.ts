import { nowIso } from '../../platform/db/database.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { PagesService } from '../pages/pages.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { ProductCategoriesService } from '../products/product-categories.service.ts';
import { flattenCategories } from '@app/contract';
import type { SiteService } from '../site/site.service.ts';
import type { TagsService } from '../tags/tags.service.ts';

/** How many articles the RSS feed carries (issue 4: the latest 20). */
export const RSS_ITEM_COUNT = 20;
/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_URL_LIMIT = 50_000;
const SITEMAP_TAG_LIMIT = 5_000;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text safe inside an XML element or a quoted attribute: the five special characters escaped, and
 * the characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF) dropped.
 */
export function escapeXml(value: string): string {
  return value
    .toWellFormed()
    .replace(/\p{Cc}/gu, (c) => (c === '\t' || c === '\n' || c === '\r' ? c : ''))
    .replace(/[\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** RFC 822 date-time as RSS 2.0 wants it: `Tue, 05 Mar 2024 10:00:00 GMT`. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();
/** W3C date-time as sitemaps want it, without milliseconds: `2024-03-05T10:00:00Z`. */
const w3c = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
const later = (a: string, b: string | null) => (b && b > a ? b : a);

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** The public feeds of the site: RSS 2.0, the XML sitemap and robots.txt. Origins have no trailing slash. */
export class FeedsService {
  constructor(
    private readonly deps: {
      articles: ArticlesService;
      tags: TagsService;
      pages: PagesService;
      site: SiteService;
      products: ProductsService;
      categories: ProductCategoriesService;
    },
  ) {}

  /** RSS 2.0 of the latest published articles, newest first. */
  async rss(origin: string): Promise<string> {
    const [info, latest] = await Promise.all([
      this.deps.site.siteInfo(),
      this.deps.articles.listPublic({
        page: 0,
        size: RSS_ITEM_COUNT,
        sort: ['publishedAt,desc'],
        tag: undefined,
        keyword: undefined,
      }),
    ]);
    const newest = latest.content[0];
    const items = latest.content.map((article) => {
      const link = `${origin}/articles/${encodeURIComponent(article.slug)}`;
      return [
        '<item>',
        element('title', article.title),
        element('link', link),
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        element('pubDate', rfc822(article.publishedAt ?? article.createdAt)),
        element('description', article.excerpt),
        ...article.tags.map((tag) => element('category', tag.name)),
        '</item>',
      ].join('');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      element('title', info.siteName),
      element('link', `${origin}/`),
      element('description', info.description || info.tagline || info.siteName),
      element('language', 'zh-CN'),
      element(
        'lastBuildDate',
        rfc822(newest ? later(newest.publishedAt ?? newest.createdAt, newest.updatedAt) : nowIso()),
      ),
      `<atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n');
  }

  /**
   * Home, the article list, every visible article, every tag in use, the page list and every
   * listed page, the wardrobe with its menu categories and every on-sale product.
   */
  async sitemap(origin: string): Promise<string> {
    const [pages, tags, menu] = await Promise.all([
      this.deps.pages.listPublic(),
      this.deps.articles.tagIdsInUse().then((ids) => this.deps.tags.sortedByName(ids, SITEMAP_TAG_LIMIT)),
      this.deps.categories.menu(),
    ]);
    const categories = flattenCategories(menu).filter((c) => c.productCount > 0);
    const fixed = 4; // /, /articles, /pages, /products
    const products = await this.deps.products.sitemapEntries(
      Math.floor((SITEMAP_URL_LIMIT - fixed - pages.length - tags.length - categories.length) / 2),
    );
    const articles = await this.deps.articles.visibleAddresses(
      SITEMAP_URL_LIMIT - fixed - pages.length - tags.length - categories.length - products.length,
    );
    const newest = articles[0];
    const siteChanged = newest ? later(newest.updatedAt, newest.publishedAt) : undefined;

    const url = (path: string, lastmod?: string) =>
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/', siteChanged),
      url('/articles', siteChanged),
      ...articles.map((a) => url(`/articles/${encodeURIComponent(a.slug)}`, later(a.updatedAt, a.publishedAt))),
      ...tags.map((t) => url(`/articles?tag=${encodeURIComponent(t.slug)}`)),
      url(
        '/pages',
        pages.reduce<string | undefined>((max, p) => (max && max > p.updatedAt ? max : p.updatedAt), undefined),
      ),
      ...pages.map((p) => url(`/pages/${encodeURIComponent(p.slug)}`, p.updatedAt)),
      url('/products', products[0]?.updated_at),
      ...categories.map((c) => url(`/products?category=${encodeURIComponent(c.slug)}`)),
      ...products.map((p) => url(`/products/${encodeURIComponent(p.slug)}`, p.updated_at)),
      '</urlset>',
      '',
    ].join('\n');
  }

  /** Everything may be crawled except the back office, the user area and the API. */
  robots(origin: string): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /user/',
      'Disallow: /api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
