import type { z } from 'zod';
import {
  CATEGORY_MAX_LEVEL,
  type CategoryInUse,
  type MenuCategory,
  type ProductCategory,
  type categoryInputSchema,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { nowIso, toBool } from '../../platform/db/database.ts';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { ProductCategoryRow } from '../../platform/db/schema.ts';
import { slugify, uniqueSlug } from '../../platform/text/slug.ts';
import {
  buildTree,
  nodeHeight,
  nodeIds,
  toCategoryDto,
  toMenu,
  type CategoryNode,
} from './product-categories.mapper.ts';
import type { Db } from '../../platform/db/database.ts';
import type { SearchIndexer } from '../../platform/search/search-indexer.ts';
import { ProductCategoriesRepository } from './product-categories.repository.ts';
import { ON_SALE } from './product-visibility.ts';

type CategoryInput = z.output<typeof categoryInputSchema>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The product category tree (spec 01): at most 4 levels, unique names among siblings, never a
 * category under itself, no delete while children or products hang on it. The server checks every
 * rule whatever the form sent.
 */
export class ProductCategoriesService {
  private readonly repo: ProductCategoriesRepository;

  /** A renamed or moved category re-indexes its products (their entries carry the category path). */
  constructor(private readonly deps: { db: Db; search: SearchIndexer }) {
    this.repo = new ProductCategoriesRepository(deps.db);
  }

  private async loadTree() {
    return buildTree(await this.repo.all());
  }

  /** GET /admin/product-categories/tree: every category, nested, with its own product count. */
  async tree(): Promise<ProductCategory[]> {
    const [{ roots }, counts] = await Promise.all([this.loadTree(), this.repo.productCounts()]);
    return roots.map((n) => toCategoryDto(n, counts));
  }

  /** The public wardrobe menu: active categories shown in the menu, counting on-sale products of each subtree. */
  async menu(): Promise<MenuCategory[]> {
    const [{ roots }, counts] = await Promise.all([this.loadTree(), this.repo.productCounts(ON_SALE)]);
    return toMenu(roots, counts);
  }

  async get(id: number): Promise<ProductCategory> {
    const [{ byId }, counts] = await Promise.all([this.loadTree(), this.repo.productCounts()]);
    const node = byId.get(id);
    if (!node) throw new AppError('CATEGORY_NOT_FOUND', 404);
    return toCategoryDto(node, counts);
  }

  findRow(id: number): Promise<ProductCategoryRow | undefined> {
    return this.repo.findById(id);
  }

  /** Root first, the category itself last; empty for an unknown id. */
  async pathOf(id: number): Promise<{ id: number; name: string; slug: string }[]> {
    const { byId } = await this.loadTree();
    const path: { id: number; name: string; slug: string }[] = [];
    for (let node = byId.get(id); node; node = node.parent ?? undefined)
      path.unshift({ id: node.row.id, name: node.row.name, slug: node.row.slug });
    return path;
  }

  /** The ids of the category with this slug and of everything under it; null for an unknown slug. */
  async subtreeIdsBySlug(slug: string): Promise<number[] | null> {
    const row = await this.repo.findBySlug(slug);
    if (!row) return null;
    const { byId } = await this.loadTree();
    return nodeIds(byId.get(row.id)!);
  }

  /**
   * A sibling's name and any category's slug are unique: a second one is a 409, however many saves
   * race (see retryOnUniqueViolation; the indexes decide, the checks word the answer).
   */
  async create(input: CategoryInput): Promise<ProductCategory> {
    const id = await retryOnUniqueViolation(async () => {
      const { byId } = await this.loadTree();
      this.checkPlacement(byId, input, null);
      const slug = await this.resolveSlug(input, null);
      const now = nowIso();
      return this.repo.insert({ ...this.columnsOf(input), slug, created_at: now, updated_at: now });
    });
    return this.get(id);
  }

  async update(id: number, input: CategoryInput): Promise<ProductCategory> {
    await retryOnUniqueViolation(async () => {
      const { byId } = await this.loadTree();
      const self = byId.get(id);
      if (!self) throw new AppError('CATEGORY_NOT_FOUND', 404);
      this.checkPlacement(byId, input, self);
      const slug = await this.resolveSlug(input, self.row);
      const changes = { ...this.columnsOf(input), slug, updated_at: nowIso() };
      if (input.name !== self.row.name || input.parentId !== self.row.parent_id) {
        const { db, search } = this.deps;
        await db.transaction().execute(async (trx) => {
          await new ProductCategoriesRepository(trx).update(id, changes);
          await search.sync(trx, await search.dependentsOf(trx, 'product-category', nodeIds(self)));
        });
      } else {
        await this.repo.update(id, changes);
      }
    });
    return this.get(id);
  }

  /** Refused (409, with the counts) while the category has children or products (spec 01 §4). */
  async delete(id: number): Promise<void> {
    if (!(await this.repo.findById(id))) throw new AppError('CATEGORY_NOT_FOUND', 404);
    const [childCount, productCount] = await Promise.all([this.repo.childCount(id), this.repo.productCount(id)]);
    if (childCount > 0 || productCount > 0) {
      const data: CategoryInUse = { childCount, productCount };
      throw new AppError('CATEGORY_NOT_EMPTY', 409, undefined, { data });
    }
    await this.repo.delete(id);
  }

  /**
   * Where the category may go: an existing parent, not itself or below itself, an active parent
   * when the parent changes, the whole subtree within 4 levels, no sibling of the same name.
   */
  private checkPlacement(byId: Map<number, CategoryNode>, input: CategoryInput, self: CategoryNode | null): void {
    const parent = input.parentId === null ? null : byId.get(input.parentId);
    if (parent === undefined) throw new AppError('CATEGORY_PARENT_NOT_FOUND', 400);
    if (self && parent && nodeIds(self).includes(parent.row.id)) throw new AppError('CATEGORY_CYCLE', 400);
    const parentChanged = (self?.parent?.row.id ?? null) !== input.parentId;
    if (parent && parentChanged && !toBool(parent.row.active)) throw new AppError('CATEGORY_PARENT_INACTIVE', 400);
    const level = parent ? parent.level + 1 : 0;
    if (level + (self ? nodeHeight(self) : 0) > CATEGORY_MAX_LEVEL) throw new AppError('CATEGORY_DEPTH_EXCEEDED', 400);
    const siblings = [...byId.values()].filter((n) => (n.parent?.row.id ?? null) === input.parentId && n !== self);
    if (siblings.some((n) => sameName(n.row.name, input.name))) throw new AppError('CATEGORY_NAME_DUPLICATE', 409);
  }

  private columnsOf(input: CategoryInput) {
    return {
      name: input.name,
      parent_id: input.parentId,
      description: input.description,
      icon: input.icon,
      cover_image: input.coverImage,
      sort_order: input.sortOrder,
      active: input.active,
      featured: input.featured,
      show_in_menu: input.showInMenu,
    };
  }

  /** A given slug must be free; an empty one keeps the current slug on edit, or is made from the name. */
  private async resolveSlug(input: CategoryInput, current: ProductCategoryRow | null): Promise<string> {
    if (input.slug) {
      if (await this.repo.slugTaken(input.slug, current?.id))
        throw new AppError('CATEGORY_SLUG_TAKEN', 409, `路径标识符「${input.slug}」已被其他分类使用`);
      return input.slug;
    }
    if (current) return current.slug;
    return uniqueSlug(slugify(input.name, 100), 'category', (s) => this.repo.slugTaken(s), 150);
  }
}
