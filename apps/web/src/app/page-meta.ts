import type { ArticleDetail } from '@app/contract';

/** What a page tells search engines and link previews; written into <head> by the server render. */
export interface PageMeta {
  description?: string;
  /** Path on this site; made absolute with the site's origin. */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  ogTitle?: string;
  image?: string | null;
  jsonLd?: Record<string, unknown>;
}

export function articleMeta(data: unknown): PageMeta | undefined {
  const a = data as ArticleDetail | undefined;
  if (!a) return undefined;
  return {
    description: a.seoDescription || a.excerpt,
    canonicalPath: `/articles/${a.slug}`,
    ogType: 'article',
    ogTitle: a.seoTitle || a.title,
    image: a.coverImage,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: a.title,
      description: a.seoDescription || a.excerpt,
      datePublished: a.publishedAt,
      dateModified: a.updatedAt,
      ...(a.authorName ? { author: { '@type': 'Person', name: a.authorName } } : {}),
      ...(a.coverImage ? { image: a.coverImage } : {}),
      keywords: a.tags.map((t) => t.name).join(','),
    },
  };
}

const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

export function metaTags(meta: PageMeta | undefined, origin: string, title: string): string {
  if (!meta) return '';
  const tags: string[] = [];
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeAttr(meta.description)}">`, `<meta property="og:description" content="${escapeAttr(meta.description)}">`);
  }
  if (meta.canonicalPath) {
    const url = absolute(origin, meta.canonicalPath);
    tags.push(`<link rel="canonical" href="${escapeAttr(url)}">`, `<meta property="og:url" content="${escapeAttr(url)}">`);
  }
  tags.push(`<meta property="og:title" content="${escapeAttr(meta.ogTitle ?? title)}">`, `<meta property="og:type" content="${meta.ogType ?? 'website'}">`);
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeAttr(absolute(origin, meta.image))}">`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`);
  return tags.join('');
}
