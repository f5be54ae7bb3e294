import type { ArticleDetail, ProductDetail } from '@app/contract';
import { galleryOf } from '../features/products/index.ts';

/** What a page tells search engines and link previews; written into <head> by the server render. */
export interface PageMeta {
  description?: string;
  /** Path on this site; made absolute with the site's origin. */
  canonicalPath?: string;
  ogType?: 'website' | 'article' | 'product';
  ogTitle?: string;
  image?: string | null;
  /** Structured data; a function gets a helper that makes a path on this site absolute. */
  jsonLd?: Record<string, unknown> | ((absolute: (path: string) => string) => Record<string, unknown>);
  /** Keep the page out of search results (an off-shelf product). */
  noindex?: boolean;
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

/** Spec 02 §3–§4 for search engines: a schema.org Product with its offer; off-shelf products are not indexed. */
export function productMeta(data: unknown): PageMeta | undefined {
  const p = data as ProductDetail | undefined;
  if (!p) return undefined;
  const description = p.seoDescription || p.summary || undefined;
  const images = galleryOf(p.mainImage, p.images);
  const canonicalPath = `/products/${p.slug}`;
  return {
    ...(description ? { description } : {}),
    canonicalPath,
    ogType: 'product',
    ogTitle: p.seoTitle || p.name,
    image: p.mainImage,
    noindex: p.status !== 'ACTIVE',
    jsonLd: (absolute) => ({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      ...(description ? { description } : {}),
      ...(images.length > 0 ? { image: images.map(absolute) } : {}),
      ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
      ...(p.model ? { sku: p.model, model: p.model } : {}),
      category: p.categoryPath.map((c) => c.name).join(' > ') || p.categoryName,
      offers: {
        '@type': 'Offer',
        price: p.price,
        priceCurrency: 'CNY',
        availability: p.status === 'ACTIVE' ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
        url: absolute(canonicalPath),
      },
    }),
  };
}

const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

export function metaTags(meta: PageMeta | undefined, origin: string, title: string): string {
  if (!meta) return '';
  const tags: string[] = [];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  if (meta.description) {
    tags.push(
      `<meta name="description" content="${escapeAttr(meta.description)}">`,
      `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    );
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
