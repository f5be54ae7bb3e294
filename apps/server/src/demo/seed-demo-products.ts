import { categoryInputSchema } from '@app/contract';
import type { Db } from '../platform/db/database.ts';
import type { ProductStatus } from '../platform/db/schema.ts';
import type { StorageDriver } from '../platform/storage/storage.ts';
import type { ProductCategoriesService } from '../modules/products/product-categories.service.ts';
import type { TagsService } from '../modules/tags/tags.service.ts';
import { Random, derivedSeed } from './demo-content.ts';
import {
  DEMO_PRODUCT_IMAGES,
  DEMO_PRODUCT_TAG_SOURCES,
  demoProductImageSvg,
  demoProducts,
  flattenDemoCategories,
} from './demo-products.ts';
import { LIKE_CHUNK, MINUTE_MS, ensureReaders, ensureTags, writeDemoImages } from './seed-demo.ts';
import type { SearchIndexer } from '../platform/search/search-indexer.ts';

/** Products written per transaction: 23 columns each stays well under SQLite's 32,766 bound parameters. */
const PRODUCT_BATCH = 500;
/** The product search endpoint's path segment is never a product's address. */
const RESERVED_SLUGS = ['search'];

export interface SeedDemoProductsOptions {
  db: Db;
  tags: TagsService;
  /** Where the product pictures go (the `demo` bucket); null writes none (the products still point at them). */
  storage: StorageDriver | null;
  products: number;
  seed: number;
  /** Recorded as the products' creator. */
  authorId: number | null;
  /** Creation dates are spread over the year before this. */
  now?: Date;
  onProgress?: (written: number, total: number) => void;
  /** Indexes each batch in its own transaction, as the editor's saves do; absent, search does not see the demo. */
  search: SearchIndexer;
  categories: ProductCategoriesService;
}

export interface SeedDemoProductsSummary {
  products: number;
  categoriesCreated: number;
  categoriesExisting: number;
  tagsCreated: number;
  tagsExisting: number;
  favorites: number;
  images: number;
  byStatus: Record<ProductStatus, number>;
  featured: number;
  firstNames: string[];
}

/**
 * Fills the wardrobe: the demo category tree (categories that exist by slug, or by name under the
 * same parent, are reused, so a second run adds products without a second tree), `products`
 * products with their tags, and favourites by the demo readers behind every favourite count.
 */
export async function seedDemoProducts(options: SeedDemoProductsOptions): Promise<SeedDemoProductsSummary> {
  const { db } = options;
  const now = (options.now ?? new Date()).getTime();
  const images = options.storage
    ? await writeDemoImages(
        options.storage,
        DEMO_PRODUCT_IMAGES.map(({ name }) => ({ name, svg: demoProductImageSvg(name) })),
      )
    : 0;
  const { tagIds, created: tagsCreated } = await ensureTags(db, options.tags, DEMO_PRODUCT_TAG_SOURCES);
  const { readerIds } = await ensureReaders(db, new Date(now).toISOString());
  const {
    categoryIds,
    created: categoriesCreated,
    existing: categoriesExisting,
  } = await ensureCategories(db, options.categories);

  const taken = new Set([
    ...RESERVED_SLUGS,
    ...(await db.selectFrom('products').select('slug').execute()).map((r) => r.slug),
  ]);
  const uniqueSlug = (base: string) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };

  const favoriteRandom = new Random(derivedSeed(options.seed, 2));
  const products = demoProducts(options.seed);
  const byStatus: Record<ProductStatus, number> = { ACTIVE: 0, INACTIVE: 0, DRAFT: 0 };
  const firstNames: string[] = [];
  let written = 0;
  let favorites = 0;
  let featured = 0;
  while (written < options.products) {
    const size = Math.min(PRODUCT_BATCH, options.products - written);
    const batch = Array.from({ length: size }, () => {
      const step = products.next();
      if (step.done) throw new Error('the demo product generator never ends');
      const product = step.value;
      if (firstNames.length < 5) firstNames.push(product.name);
      byStatus[product.status]++;
      if (product.featured) featured++;
      const createdAt = now - product.createdMinutesAgo * MINUTE_MS;
      const fans = favoriteRandom.sample(readerIds, product.favoriteCount);
      return {
        tags: [...new Set(product.tags)],
        fans,
        favoritedAt: fans.map(() => new Date(createdAt + favoriteRandom.next() * (now - createdAt)).toISOString()),
        row: {
          name: product.name,
          slug: uniqueSlug(product.slug),
          category_id: categoryIds.get(product.categorySlug)!,
          price_fen: product.priceFen,
          original_price_fen: product.originalPriceFen,
          brand: product.brand,
          model: product.model,
          summary: product.summary,
          description: product.description,
          main_image: product.mainImage,
          images: JSON.stringify(product.images),
          purchase_url: product.purchaseUrl,
          status: product.status,
          featured: product.featured,
          seo_title: null,
          seo_description: null,
          view_count: product.viewCount,
          click_count: product.clickCount,
          favorite_count: fans.length,
          created_by: options.authorId,
          // History, not news: demo products are never announced to subscribers.
          announced_at: product.status === 'ACTIVE' ? new Date(createdAt).toISOString() : null,
          created_at: new Date(createdAt).toISOString(),
          updated_at: new Date(createdAt + product.editedMinutesLater * MINUTE_MS).toISOString(),
        },
      };
    });

    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('products')
        .values(batch.map((b) => b.row))
        .returning(['id', 'slug'])
        .execute();
      const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
      const productTags = batch.flatMap((b) =>
        b.tags.map((name) => ({ product_id: idOf.get(b.row.slug)!, tag_id: tagIds.get(name)! })),
      );
      if (productTags.length > 0) await trx.insertInto('product_tags').values(productTags).execute();
      const favoriteRows = batch.flatMap((b) =>
        b.fans.map((user_id, k) => ({ user_id, product_id: idOf.get(b.row.slug)!, created_at: b.favoritedAt[k]! })),
      );
      for (let start = 0; start < favoriteRows.length; start += LIKE_CHUNK) {
        await trx
          .insertInto('product_favorites')
          .values(favoriteRows.slice(start, start + LIKE_CHUNK))
          .execute();
      }
      await options.search.sync(trx, { PRODUCT: inserted.map((r) => r.id) });
      favorites += favoriteRows.length;
    });
    written += size;
    options.onProgress?.(written, options.products);
  }

  return {
    products: written,
    categoriesCreated,
    categoriesExisting,
    tagsCreated,
    tagsExisting: DEMO_PRODUCT_TAG_SOURCES.length - tagsCreated,
    favorites,
    images,
    byStatus,
    featured,
    firstNames,
  };
}

/**
 * The demo tree through the category service, parents first, so every rule of the tree holds (four
 * levels at most, unique names among siblings). A category with the demo slug, or with the same
 * name under the same parent, is reused as it is.
 */
async function ensureCategories(
  db: Db,
  service: ProductCategoriesService,
): Promise<{ categoryIds: Map<string, number>; created: number; existing: number }> {
  const rows = await db.selectFrom('product_categories').select(['id', 'name', 'slug', 'parent_id']).execute();
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const byPlace = new Map(rows.map((r) => [`${r.parent_id ?? 0}/${r.name.trim().toLowerCase()}`, r.id]));
  const categoryIds = new Map<string, number>();
  let created = 0;
  for (const { category, parentSlug, sortOrder } of flattenDemoCategories()) {
    const parentId = parentSlug === null ? null : categoryIds.get(parentSlug)!;
    const id = bySlug.get(category.slug) ?? byPlace.get(`${parentId ?? 0}/${category.name.toLowerCase()}`);
    if (id !== undefined) {
      categoryIds.set(category.slug, id);
      continue;
    }
    const made = await service.create(
      categoryInputSchema.parse({
        name: category.name,
        parentId,
        slug: category.slug,
        description: category.description,
        icon: category.icon,
        sortOrder,
        active: category.active,
        featured: category.featured,
        showInMenu: category.showInMenu,
      }),
    );
    categoryIds.set(category.slug, made.id);
    created++;
  }
  return { categoryIds, created, existing: categoryIds.size - created };
}
