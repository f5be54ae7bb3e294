import type { PageMeta } from './feature-manifest.ts';

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
