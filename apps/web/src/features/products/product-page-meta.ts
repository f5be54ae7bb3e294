import type { ProductDetail } from '@app/contract';
import type { PageMeta } from '../../app/feature-manifest.ts';
import { galleryOf } from './gallery.ts';

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
