import type { AdminProduct, ProductSnapshot } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import { toBool } from '../../platform/db/database.ts';
import type { VersionedState } from '../../platform/snapshots/snapshot-policy.ts';
import { VersionHistory, type VersionedKind } from '../../platform/snapshots/version-history.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ProductInput, ProductsService } from './products.service.ts';
import type { ProductWithCategory } from './products.repository.ts';
import { imagesOf, toProductSnapshot } from './products.mapper.ts';

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

/** What a product's snapshot keeps, and how it goes back (the shared history does the rest). */
const productKind = (
  products: ProductsService,
): VersionedKind<'product_snapshots', ProductWithCategory, ProductSnapshot> => ({
  table: 'product_snapshots',
  ownerColumn: 'product_id',
  notFound: '商品不存在',
  draftStatus: 'DRAFT',
  find: (id) => products.findRow(id),
  state: async (p) => versioned(p, (await products.tagNamesOf(p.id)).join(',')),
  statusNote: (status) => statusChangeNote[status] ?? null,
  columns: async (p) => ({
    name: p.name,
    slug: p.slug,
    category_id: p.category_id,
    category_name: p.category_name,
    price_fen: p.price_fen,
    original_price_fen: p.original_price_fen,
    brand: p.brand,
    model: p.model,
    summary: p.summary,
    description: p.description,
    main_image: p.main_image,
    images: p.images,
    tags: (await products.tagNamesOf(p.id)).join(','),
    purchase_url: p.purchase_url,
    status: p.status,
    featured: p.featured,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
  }),
  toDto: toProductSnapshot,
  // The status stays as it is now; a category deleted since falls back to the current one.
  restore: async (current, snapshot) => {
    const categoryStillThere = snapshot.category_id !== null && (await products.categoryExists(snapshot.category_id));
    await products.update(current.id, {
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
  },
});

/**
 * Saving products with their version history, by the article rules (spec 02 §2): every save goes
 * through here so the snapshot rules hold.
 */
export class ProductEditor {
  readonly history: VersionHistory<'product_snapshots', ProductWithCategory, ProductSnapshot>;

  constructor(private readonly deps: { db: Db; products: ProductsService; users: UsersService }) {
    this.history = new VersionHistory({ db: deps.db, kind: productKind(deps.products), creators: deps.users });
  }

  async create(input: ProductInput, userId: number): Promise<AdminProduct> {
    const { after } = await this.deps.products.create(input, userId);
    await this.history.recordSave(null, after, userId);
    return this.deps.products.getAdmin(after.id);
  }

  async update(id: number, input: ProductInput, userId: number): Promise<AdminProduct> {
    // A product's state includes its tags, which the save replaces: read them before it.
    const current = await this.deps.products.findRow(id);
    const before = current ? await this.history.stateOf(current) : null;
    const { after } = await this.deps.products.update(id, input);
    await this.history.recordSave(before, after, userId);
    return this.deps.products.getAdmin(id);
  }

  async restore(id: number, snapshotId: number, userId: number): Promise<AdminProduct> {
    await this.history.restore(id, snapshotId, userId);
    return this.deps.products.getAdmin(id);
  }
}
