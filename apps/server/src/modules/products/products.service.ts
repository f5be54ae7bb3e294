import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  AdminProduct,
  PageResult,
  ProductDetail,
  ProductSummary,
  TagBrief,
  adminProductQuerySchema,
  productInputSchema,
  productSearchQuerySchema,
  publicProductQuerySchema,
} from '@app/contract';
import { fenToPrice } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, parseSort, toPage } from '../../platform/http/paging.ts';
import { nowIso } from '../../platform/db/database.ts';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ProductRow } from '../../platform/db/schema.ts';
import { markdownText, type MarkdownRenderer } from '../../platform/markdown/markdown.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { countsAsVisit, type Visitor } from '../../platform/rate-limit/visit-counter.ts';
import { slugify, uniqueSlug } from '../../platform/text/slug.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { ProductCategoriesService } from './product-categories.service.ts';
import type { SearchIndexer } from '../../platform/search/search-indexer.ts';
import {
  ProductsRepository,
  type ProductFilter,
  type ProductOrder,
  type ProductOrderColumn,
  type ProductSummaryRow,
  type ProductWithCategory,
} from './products.repository.ts';
import { toAdminProduct, toProductSummary } from './products.mapper.ts';
import type { ProductEvents } from './product-events.ts';
import { announceOnce } from '../../platform/jobs/announce-once.ts';
import { ON_SALE, onSale, READER_VISIBLE_STATUSES, readerMayOpen } from './product-visibility.ts';

export type ProductInput = z.output<typeof productInputSchema>;
type PublicQuery = z.output<typeof publicProductQuerySchema>;
type SearchQuery = z.output<typeof productSearchQuerySchema>;
type AdminQuery = z.output<typeof adminProductQuerySchema>;

/** `sort` fields the lists accept; `popularity` is favourites, then views. */
const SORTABLE: Record<string, ProductOrderColumn | 'popularity'> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  price: 'price_fen',
  popularity: 'popularity',
  favoriteCount: 'favorite_count',
  viewCount: 'view_count',
  clickCount: 'click_count',
  name: 'name',
};
const RELATED_COUNT = 4;
const RESERVED_SLUGS = new Set(['search']);
const notFound = () => AppError.notFound('商品不存在');

export interface ProductSaved {
  before: ProductWithCategory | null;
  after: ProductWithCategory;
}

function orderOf(sort: string[], fallback: ProductOrder[]): ProductOrder[] {
  const parsed = sort.length > 0 ? parseSort(sort, SORTABLE, { column: 'created_at', direction: 'desc' }) : [];
  const expanded = parsed.flatMap((o): ProductOrder[] =>
    o.column === 'popularity'
      ? [
          { column: 'favorite_count', direction: o.direction },
          { column: 'view_count', direction: o.direction },
        ]
      : [{ column: o.column, direction: o.direction }],
  );
  return expanded.length > 0 ? expanded : fallback;
}

/** The wardrobe: products, their public pages and lists, and the admin's writes (spec 02 §3–§7). */
export class ProductsService {
  private readonly repo: ProductsRepository;

  constructor(
    private readonly deps: {
      db: Db;
      tags: TagsService;
      categories: ProductCategoriesService;
      markdown: MarkdownRenderer;
      limiter: RateLimiter;
      search: SearchIndexer;
      events: ProductEvents;
      log: FastifyBaseLogger;
    },
  ) {
    this.repo = new ProductsRepository(deps.db);
  }

  /** Tells of every product that went on sale for the first time, once each (see announceOnce). */
  async announceDue(): Promise<number> {
    const now = nowIso();
    return announceOnce(
      this.deps.db,
      await this.repo.unannouncedOnSaleIds(),
      (trx, id) => new ProductsRepository(trx).markAnnounced(id, now),
      (trx, row) =>
        this.deps.events.emit(trx, [
          {
            type: 'on-sale',
            product: {
              id: row.id,
              name: row.name,
              slug: row.slug,
              summary: row.summary,
              mainImage: row.main_image,
              price: fenToPrice(Number(row.price_fen)),
            },
          },
        ]),
    );
  }

  /** After a save: an announcement that fails now is made by the next tick; the save stands. */
  private async announceAfterSave(): Promise<void> {
    await this.announceDue().catch((err: unknown) => this.deps.log.warn({ err }, '好物上架通知排队失败，稍后重试'));
  }

  /** product id → its tags, sorted by name. */
  private async tagsOf(ids: number[]): Promise<Map<number, TagBrief[]>> {
    return this.deps.tags.briefsOf(await this.repo.tagIdsOf(ids));
  }

  private async summaries(rows: ProductSummaryRow[]): Promise<ProductSummary[]> {
    const tags = await this.tagsOf(rows.map((r) => r.id));
    return rows.map((r) => toProductSummary(r, tags.get(r.id) ?? []));
  }

  private async pageOf(
    filter: ProductFilter,
    query: { page: number; size: number },
    order: ProductOrder[],
  ): Promise<PageResult<ProductSummary>> {
    const { rows, total } = await this.repo.page(filter, { offset: pageOffset(query), limit: query.size, order });
    return toPage(await this.summaries(rows), total, query);
  }

  /** On-sale products; a category includes its subcategories; featured first unless another order is asked for. */
  async listPublic(query: PublicQuery): Promise<PageResult<ProductSummary>> {
    const filter: ProductFilter = { statuses: [ON_SALE] };
    if (query.category) {
      const ids = await this.deps.categories.subtreeIdsBySlug(query.category);
      filter.categoryIds = ids ?? [];
    }
    if (query.featured !== undefined) filter.featured = query.featured;
    const order = orderOf(query.sort, [
      { column: 'featured', direction: 'desc' },
      { column: 'created_at', direction: 'desc' },
    ]);
    return this.pageOf(filter, query, order);
  }

  /** Keyword search over name, brand, model, summary and slug; an administrator also finds drafts and off-shelf products. */
  async search(query: SearchQuery, asAdmin: boolean): Promise<PageResult<ProductSummary>> {
    const filter: ProductFilter = {
      keyword: query.keyword || undefined,
      ...(asAdmin ? {} : { statuses: [ON_SALE] }),
    };
    const fallback: ProductOrder[] = asAdmin
      ? [{ column: 'created_at', direction: 'desc' }]
      : [
          { column: 'featured', direction: 'desc' },
          { column: 'created_at', direction: 'desc' },
        ];
    return this.pageOf(filter, query, orderOf(query.sort, fallback));
  }

  async listAdmin(query: AdminQuery): Promise<PageResult<ProductSummary>> {
    const filter: ProductFilter = {
      keyword: query.keyword || undefined,
      ...(query.status ? { statuses: [query.status] } : {}),
      ...(query.categoryId ? { categoryIds: [query.categoryId] } : {}),
    };
    return this.pageOf(filter, query, orderOf(query.sort, [{ column: 'created_at', direction: 'desc' }]));
  }

  /** The public page: on-sale or off-shelf products by slug, description rendered; drafts and unknown slugs are 404. */
  async getPublic(slug: string): Promise<ProductDetail> {
    const row = await this.repo.findBySlug(slug);
    if (!row || !readerMayOpen(row)) throw notFound();
    const rendered = await this.deps.markdown.renderHighlighted(row.description);
    const [tags, related, categoryPath] = await Promise.all([
      this.tagsOf([row.id]),
      this.repo.related(row, RELATED_COUNT),
      this.deps.categories.pathOf(row.category_id),
    ]);
    const admin = toAdminProduct(row, tags.get(row.id) ?? []);
    return {
      ...toProductSummary(row, tags.get(row.id) ?? []),
      images: admin.images,
      descriptionHtml: rendered.html,
      headings: rendered.headings,
      purchaseUrl: onSale(row) ? row.purchase_url : null,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      categoryPath,
      related: await this.summaries(related),
    };
  }

  /** A purchase-link click on an on-sale product: counted once per visitor in 30 minutes. */
  async recordClick(slug: string, visitor: Visitor): Promise<{ clickCount: number }> {
    const row = await this.repo.findBySlug(slug);
    if (!row || !onSale(row)) throw notFound();
    if (await countsAsVisit(this.deps.limiter, `product-click:${row.id}`, visitor)) {
      await this.repo.increment(row.id, 'click_count');
      return { clickCount: row.click_count + 1 };
    }
    return { clickCount: row.click_count };
  }

  async recordView(slug: string, visitor: Visitor): Promise<{ viewCount: number }> {
    const row = await this.repo.findBySlug(slug);
    if (!row || !readerMayOpen(row)) throw notFound();
    if (await countsAsVisit(this.deps.limiter, `product-view:${row.id}`, visitor)) {
      await this.repo.increment(row.id, 'view_count');
      return { viewCount: row.view_count + 1 };
    }
    return { viewCount: row.view_count };
  }

  async getAdmin(id: number): Promise<AdminProduct> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound();
    const tags = await this.tagsOf([id]);
    return toAdminProduct(row, tags.get(id) ?? []);
  }

  findRow(id: number): Promise<ProductWithCategory | undefined> {
    return this.repo.findById(id);
  }

  /** Summaries in the order of the ids given (missing ones left out). */
  async summariesByIds(ids: number[]): Promise<ProductSummary[]> {
    const rows = await this.repo.summaryRowsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return this.summaries(ids.flatMap((id) => byId.get(id) ?? []));
  }

  // Read interface for other modules (they never read the products tables themselves).

  /** The ids of the products readers may open (on sale or off the shelf), as a subquery. */
  readerVisibleIds() {
    return this.repo.idsWithStatus(READER_VISIBLE_STATUSES);
  }

  /** Whether readers may open this product (on sale, or off the shelf by its link). */
  async openToReaders(id: number): Promise<boolean> {
    const row = await this.repo.findById(id);
    return row !== undefined && readerMayOpen(row);
  }

  /** id → a product's summary, then its description's text (search snippets quote it). */
  async plainTexts(ids: number[]): Promise<Map<number, string>> {
    const rows = await this.repo.findByIds(ids);
    return new Map(rows.map((r) => [r.id, `${r.summary ?? ''} ${markdownText(r.description)}`.trim()]));
  }

  /** The dashboard's product figures: on sale, off the shelf, drafts. */
  async statusCounts(): Promise<{ active: number; inactive: number; draft: number }> {
    const n = await this.repo.statusCounts();
    return { active: n.get('ACTIVE') ?? 0, inactive: n.get('INACTIVE') ?? 0, draft: n.get('DRAFT') ?? 0 };
  }

  async setFavoriteCount(id: number, count: number): Promise<void> {
    await this.repo.update(id, { favorite_count: count });
  }

  async tagNamesOf(id: number): Promise<string[]> {
    return ((await this.tagsOf([id])).get(id) ?? []).map((t) => t.name);
  }

  /** The slug is unique: a taken one is a 409, however many saves race for it (see retryOnUniqueViolation). */
  async create(input: ProductInput, userId: number): Promise<ProductSaved> {
    await this.requireCategory(input.categoryId);
    const id = await retryOnUniqueViolation(async () => {
      const slug = await this.resolveSlug(input);
      const tagIds = (await this.deps.tags.ensureByNames(input.tags)).map((t) => t.id);
      const now = nowIso();
      return this.deps.db.transaction().execute(async (trx) => {
        const repo = new ProductsRepository(trx);
        const newId = await repo.insert({
          ...this.columnsOf(input),
          slug,
          view_count: 0,
          click_count: 0,
          favorite_count: 0,
          created_by: userId,
          created_at: now,
          updated_at: now,
        });
        await repo.setTags(newId, tagIds);
        await this.deps.search.sync(trx, { PRODUCT: [newId] });
        return newId;
      });
    });
    await this.announceAfterSave();
    return { before: null, after: (await this.repo.findById(id))! };
  }

  async update(id: number, input: ProductInput): Promise<ProductSaved> {
    const before = await this.repo.findById(id);
    if (!before) throw notFound();
    await this.requireCategory(input.categoryId);
    await retryOnUniqueViolation(async () => {
      const slug = await this.resolveSlug(input, before);
      const tagIds = (await this.deps.tags.ensureByNames(input.tags)).map((t) => t.id);
      await this.deps.db.transaction().execute(async (trx) => {
        const repo = new ProductsRepository(trx);
        await repo.update(id, { ...this.columnsOf(input), slug, updated_at: nowIso() });
        await repo.setTags(id, tagIds);
        await this.deps.search.sync(trx, { PRODUCT: [id] });
      });
    });
    await this.announceAfterSave();
    return { before, after: (await this.repo.findById(id))! };
  }

  async setFeatured(id: number, featured: boolean): Promise<AdminProduct> {
    if (!(await this.repo.findById(id))) throw notFound();
    await this.repo.update(id, { featured, updated_at: nowIso() });
    return this.getAdmin(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.findById(id))) throw notFound();
    await this.deps.db.transaction().execute(async (trx) => {
      await new ProductsRepository(trx).delete(id);
      await this.deps.search.sync(trx, { PRODUCT: [id] });
    });
  }

  sitemapEntries(limit: number) {
    return this.repo.sitemapEntries(limit);
  }

  async categoryExists(categoryId: number): Promise<boolean> {
    return (await this.deps.categories.findRow(categoryId)) !== undefined;
  }

  private async requireCategory(categoryId: number): Promise<void> {
    if (!(await this.deps.categories.findRow(categoryId)))
      throw AppError.validation([{ field: 'categoryId', message: '所选分类不存在，请重新选择' }]);
  }

  private columnsOf(input: ProductInput) {
    return {
      name: input.name,
      category_id: input.categoryId,
      price_fen: input.price,
      original_price_fen: input.originalPrice,
      brand: input.brand,
      model: input.model,
      summary: input.summary,
      description: input.description,
      main_image: input.mainImage,
      images: JSON.stringify(input.images),
      purchase_url: input.purchaseUrl,
      status: input.status,
      featured: input.featured,
      seo_title: input.seoTitle,
      seo_description: input.seoDescription,
    };
  }

  /** 'search' is the search endpoint's path segment, never a product's address. */
  private async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    return RESERVED_SLUGS.has(slug) || this.repo.slugTaken(slug, exceptId);
  }

  private async resolveSlug(input: ProductInput, current?: ProductRow): Promise<string> {
    if (input.slug) {
      if (await this.slugTaken(input.slug, current?.id))
        throw AppError.conflict('CONFLICT', `路径标识符「${input.slug}」已被其他商品使用`);
      return input.slug;
    }
    if (current) return current.slug; // an empty slug on edit keeps the one it has
    return uniqueSlug(slugify(input.name, 80), 'product', (s) => this.slugTaken(s), 200);
  }
}
