import type { SiteInfo } from '@app/contract';
import type { PageMeta } from './feature-manifest.ts';

const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The head of a server-rendered page: the page's own description, canonical URL, Open Graph and
 * JSON-LD, over the site's settings (description and keywords, og:site_name, the favicon).
 */
export function metaTags(meta: PageMeta | undefined, origin: string, title: string, site?: SiteInfo): string {
  const tags: string[] = [];
  if (site?.faviconUrl) tags.push(`<link rel="icon" href="${escapeAttr(site.faviconUrl)}">`);
  if (meta?.noindex) tags.push('<meta name="robots" content="noindex">');
  const description = meta?.description || site?.description;
  if (description) {
    tags.push(
      `<meta name="description" content="${escapeAttr(description)}">`,
      `<meta property="og:description" content="${escapeAttr(description)}">`,
    );
  }
  if (site?.keywords) tags.push(`<meta name="keywords" content="${escapeAttr(site.keywords)}">`);
  if (site?.siteName) tags.push(`<meta property="og:site_name" content="${escapeAttr(site.siteName)}">`);
  if (!meta) {
    tags.push(
      `<meta property="og:title" content="${escapeAttr(title)}">`,
      '<meta property="og:type" content="website">',
    );
    return tags.join('');
  }
  if (meta.canonicalPath) {
    const url = absolute(origin, meta.canonicalPath);
    tags.push(
      `<link rel="canonical" href="${escapeAttr(url)}">`,
      `<meta property="og:url" content="${escapeAttr(url)}">`,
    );
  }
  tags.push(
    `<meta property="og:title" content="${escapeAttr(meta.ogTitle ?? title)}">`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
  );
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeAttr(absolute(origin, meta.image))}">`);
  const jsonLd = typeof meta.jsonLd === 'function' ? meta.jsonLd((path) => absolute(origin, path)) : meta.jsonLd;
  if (jsonLd)
    tags.push(`<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`);
  return tags.join('');
}
