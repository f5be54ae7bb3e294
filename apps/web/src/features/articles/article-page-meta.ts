import type { ArticleDetail } from '@app/contract';
import type { PageMeta } from '../../app/feature-manifest.ts';

/** An article's description, canonical URL, Open Graph and schema.org BlogPosting for search engines. */
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
