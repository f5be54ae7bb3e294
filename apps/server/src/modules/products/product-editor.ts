import {
  AUTO_SNAPSHOTS_KEPT,
  type AdminProduct,
  type PageResult,
  type ProductSnapshot,
  type SnapshotType,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { Db } from '../../platform/db/database.ts';
import { nowIso, toBool } from '../../platform/db/database.ts';
import type { ProductSnapshotRow } from '../../platform/db/schema.ts';
import { snapshotForSave, type VersionedState } from '../../platform/snapshots/snapshot-policy.ts';
import type { ProductInput, ProductSaved, ProductsService } from './products.service.ts';
import type { ProductWithCategory } from './products.repository.ts';
import { ProductSnapshotsRepository } from './product-snapshots.repository.ts';
import { imagesOf, toProductSnapshot } from './products.mapper.ts';
import type { UsersService } from '../users/users.service.ts';

const statusChangeNote: Record<string, string> = { ACTIVE: '上架', INACTIVE: '下架', DRAFT: '转为草稿' };

/** What a product snapshot keeps besides status and name, to tell whether a save changed it. */
function versioned(p: ProductWithCategory, tags: string): VersionedState {
  const {
    name,
    status,
    id: _id,
    view_count: _v,
    click_count: _c,
    favorite_count: _f,
    created_at: _ca,
    updated_at: _ua,
    created_by: _cb,
    category_name: _cn,
    category_slug: _cs,
    ...rest
  } = p;
  return { status, title: name, content: JSON.stringify({ ...rest, featured: toBool(rest.featured), tags }) };
}

/**
 * Saving products with their version history, by the article rules (spec 02 §2): STATUS_CHANGE
 * when the status changes, DRAFT_SAVE for drafts, AUTO for changes of a listed product (at most
 * one per 10 minutes unless the name changed), MANUAL on request, restore after a backup.
 */
export class ProductEditor {
  private readonly snapshots: ProductSnapshotsRepository;

  constructor(private readonly deps: { db: Db; products: ProductsService; users: UsersService }) {
    this.snapshots = new ProductSnapshotsRepository(deps.db);
  }

  async create(input: ProductInput, userId: number): Promise<AdminProduct> {
    const saved = await this.deps.products.create(input, userId);
    await this.afterSave(saved, null, userId);
    return this.deps.products.getAdmin(saved.after.id);
  }

  async update(id: number, input: ProductInput, userId: number): Promise<AdminProduct> {
    const tagsBefore = (await this.deps.products.tagNamesOf(id)).join(',');
    const saved = await this.deps.products.update(id, input);
    await this.afterSave(saved, tagsBefore, userId);
    return this.deps.products.getAdmin(id);
  }

  private async afterSave({ before, after }: ProductSaved, tagsBefore: string | null, userId: number): Promise<void> {
    const tagsAfter = (await this.deps.products.tagNamesOf(after.id)).join(',');
    const last = await this.snapshots.latestOfType(after.id, 'AUTO');
    const type = snapshotForSave(
      before && versioned(before, tagsBefore ?? ''),
      versioned(after, tagsAfter),
      'DRAFT',
      last?.created_at,
    );
    if (type)
      await this.take(after, type, userId, type === 'STATUS_CHANGE' ? (statusChangeNote[after.status] ?? null) : null);
  }

  async createManual(productId: number, description: string | undefined, userId: number): Promise<ProductSnapshot> {
    const product = await this.requireProduct(productId);
    const id = await this.take(product, 'MANUAL', userId, description ?? null);
    const row = await this.snapshots.find(productId, id);
    if (!row) throw AppError.notFound('快照不存在');
    return (await this.withCreatorNames([row]))[0]!;
  }

  async list(
    productId: number,
    query: { page: number; size: number; direction?: string },
  ): Promise<PageResult<ProductSnapshot>> {
    await this.requireProduct(productId);
    const direction = query.direction?.toLowerCase() === 'asc' ? 'asc' : 'desc';
    const { rows, total } = await this.snapshots.page(productId, pageOffset(query), query.size, direction);
    return toPage(await this.withCreatorNames(rows), total, query);
  }

  async delete(productId: number, snapshotId: number): Promise<void> {
    if (!(await this.snapshots.find(productId, snapshotId))) throw AppError.notFound('快照不存在');
    await this.snapshots.delete(snapshotId);
  }

  /**
   * Puts a snapshot's content back (the status stays as it is now); the current state is
   * snapshotted first, so nothing is lost. A category deleted since falls back to the current one.
   */
  async restore(productId: number, snapshotId: number, userId: number): Promise<AdminProduct> {
    const snapshot = await this.snapshots.find(productId, snapshotId);
    if (!snapshot) throw AppError.notFound('快照不存在');
    const current = await this.requireProduct(productId);
    await this.take(current, 'MANUAL', userId, `恢复到版本 ${snapshot.version_number} 前的备份`);
    const categoryStillThere =
      snapshot.category_id !== null && (await this.deps.products.categoryExists(snapshot.category_id));
    await this.deps.products.update(productId, {
      name: snapshot.name,
      slug: undefined,
      categoryId: categoryStillThere ? snapshot.category_id! : current.category_id,
      price: Number(snapshot.price_fen),
      originalPrice: snapshot.original_price_fen === null ? null : Number(snapshot.original_price_fen),
      brand: snapshot.brand,
      model: snapshot.model,
      summary: snapshot.summary,
      description: snapshot.description,
      mainImage: snapshot.main_image,
      images: imagesOf(snapshot),
      tags: snapshot.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      purchaseUrl: snapshot.purchase_url,
      status: current.status,
      featured: toBool(snapshot.featured),
      seoTitle: snapshot.seo_title,
      seoDescription: snapshot.seo_description,
    });
    return this.deps.products.getAdmin(productId);
  }

  private async withCreatorNames(rows: ProductSnapshotRow[]): Promise<ProductSnapshot[]> {
    const names = await this.deps.users.names(rows.flatMap((r) => (r.created_by === null ? [] : [r.created_by])));
    return rows.map((r) =>
      toProductSnapshot(r, (r.created_by !== null && names.get(r.created_by)?.displayName) || null),
    );
  }

  private async requireProduct(id: number): Promise<ProductWithCategory> {
    const row = await this.deps.products.findRow(id);
    if (!row) throw AppError.notFound('商品不存在');
    return row;
  }

  private async take(
    product: ProductWithCategory,
    type: SnapshotType,
    userId: number,
    description: string | null,
  ): Promise<number> {
    const tags = await this.deps.products.tagNamesOf(product.id);
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const repo = new ProductSnapshotsRepository(trx);
      return repo.insert({
        product_id: product.id,
        version_number: await repo.nextVersion(product.id),
        snapshot_type: type,
        snapshot_description: description,
        name: product.name,
        slug: product.slug,
        category_id: product.category_id,
        category_name: product.category_name,
        price_fen: product.price_fen,
        original_price_fen: product.original_price_fen,
        brand: product.brand,
        model: product.model,
        summary: product.summary,
        description: product.description,
        main_image: product.main_image,
        images: product.images,
        tags: tags.join(','),
        purchase_url: product.purchase_url,
        status: product.status,
        featured: product.featured,
        seo_title: product.seo_title,
        seo_description: product.seo_description,
        created_by: userId,
        created_at: nowIso(),
      });
    });
    if (type === 'AUTO') await this.snapshots.pruneAuto(product.id, AUTO_SNAPSHOTS_KEPT);
    return id;
  }
}
