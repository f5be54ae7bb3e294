import { fenToPrice, type AdminProduct, type ProductSnapshot, type ProductSummary, type TagBrief } from '@app/contract';
import { toBool } from '../../platform/db/database.ts';
import type { ProductRow, ProductSnapshotRow } from '../../platform/db/schema.ts';
import type { ProductSummaryRow, ProductWithCategory } from './products.repository.ts';

/** The stored gallery (a JSON array); anything unreadable counts as no images. */
export function imagesOf(row: Pick<ProductRow, 'images'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.images);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const price = (fen: number | null) => (fen === null ? null : fenToPrice(Number(fen)));

export const toProductSummary = (row: ProductSummaryRow, tags: TagBrief[]): ProductSummary => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  categoryId: row.category_id,
  categoryName: row.category_name,
  categorySlug: row.category_slug,
  price: fenToPrice(Number(row.price_fen)),
  originalPrice: price(row.original_price_fen),
  brand: row.brand,
  model: row.model,
  summary: row.summary,
  mainImage: row.main_image,
  tags,
  status: row.status,
  featured: toBool(row.featured),
  viewCount: row.view_count,
  clickCount: row.click_count,
  favoriteCount: row.favorite_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toAdminProduct = (row: ProductWithCategory, tags: TagBrief[]): AdminProduct => ({
  ...toProductSummary(row, tags),
  images: imagesOf(row),
  description: row.description,
  purchaseUrl: row.purchase_url,
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
});

export const toProductSnapshot = (r: ProductSnapshotRow, createdByName: string | null): ProductSnapshot => ({
  id: r.id,
  versionNumber: r.version_number,
  snapshotType: r.snapshot_type,
  snapshotDescription: r.note,
  createdByName,
  createdAt: r.created_at,
  name: r.name,
  slug: r.slug,
  categoryId: r.category_id,
  categoryName: r.category_name,
  price: fenToPrice(Number(r.price_fen)),
  originalPrice: price(r.original_price_fen),
  brand: r.brand,
  summary: r.summary,
  model: r.model,
  status: r.status,
  featured: toBool(r.featured),
  mainImage: r.main_image,
  images: imagesOf(r),
  description: r.description,
  tags: r.tags,
  purchaseUrl: r.purchase_url,
  seoTitle: r.seo_title,
  seoDescription: r.seo_description,
});
