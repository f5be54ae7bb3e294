import { z } from './zod-locale.ts';
import { optionalSlugSchema } from './slugs.ts';
import { imageUrlSchema } from './articles.ts';
import { pageSortOrderSchema } from './pages.ts';
import type { ErrorCode } from './errors.ts';

/** Spec 01 §5 and §9: product categories, a tree of at most 4 levels (level 0 is a root). */
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SLUG_MAX = 150;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const CATEGORY_SORT_ORDER_MAX = 9999;
export const CATEGORY_MAX_LEVELS = 4;
/** The deepest level a category may sit at (0-based): 3, the fourth level. */
export const CATEGORY_MAX_LEVEL = CATEGORY_MAX_LEVELS - 1;
/** Spec: the parent selector offers only categories whose level is below 3. */
export const CATEGORY_PARENT_LEVEL_LIMIT = 3;
export const CATEGORY_PAGE_SIZE = 50;

export const categoryNameSchema = z
  .string({ error: '请输入分类名称' })
  .trim()
  .min(1, '请输入分类名称')
  .max(CATEGORY_NAME_MAX, `分类名称不能超过${CATEGORY_NAME_MAX}个字符`);

/** 0 to 9999, smaller first: the same rule as custom pages' sort order. */
export const categorySortOrderSchema = pageSortOrderSchema;

/** POST/PUT /admin/product-categories (spec 01 §7); an empty slug is made from the name (pinyin). */
export const categoryInputSchema = z.object({
  name: categoryNameSchema,
  /** Empty (null) means a root category. */
  parentId: z
    .number({ error: '父分类 ID 无效' })
    .int('父分类 ID 无效')
    .positive('父分类 ID 无效')
    .max(2_147_483_647, '父分类 ID 无效')
    .optional()
    .nullable()
    .transform((v) => v ?? null),
  slug: optionalSlugSchema(CATEGORY_SLUG_MAX),
  description: z
    .string()
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, `描述不能超过${CATEGORY_DESCRIPTION_MAX}个字符`)
    .optional()
    .nullable()
    .transform((v) => v || null),
  icon: z
    .string()
    .trim()
    .max(100, '图标类名不能超过100个字符')
    .regex(/^[a-z0-9 -]*$/, '图标类名只能包含小写字母、数字、空格和连字符，如 fas fa-tshirt')
    .optional()
    .nullable()
    .transform((v) => v || null),
  coverImage: imageUrlSchema
    .optional()
    .nullable()
    .transform((v) => v || null),
  sortOrder: categorySortOrderSchema.default(0),
  active: z.boolean({ error: '是否启用必须是布尔值' }).default(true),
  featured: z.boolean({ error: '是否推荐必须是布尔值' }).default(false),
  showInMenu: z.boolean({ error: '是否在菜单显示必须是布尔值' }).default(true),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/**
 * Spec 01 §3 Product category. `productCount` counts the products of the category itself (what
 * blocks its deletion); `subtreeProductCount` adds those of every category below it, as the public
 * wardrobe counts a category.
 */
export interface ProductCategory {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
  slug: string;
  description: string | null;
  icon: string | null;
  coverImage: string | null;
  sortOrder: number;
  active: boolean;
  featured: boolean;
  showInMenu: boolean;
  level: number;
  productCount: number;
  subtreeProductCount: number;
  createdAt: string;
  updatedAt: string;
  children: ProductCategory[];
}

export const productCategorySchema: z.ZodType<ProductCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    parentName: z.string().nullable(),
    slug: z.string(),
    description: z.string().nullable(),
    icon: z.string().nullable(),
    coverImage: z.string().nullable(),
    sortOrder: z.number().int(),
    active: z.boolean(),
    featured: z.boolean(),
    showInMenu: z.boolean(),
    level: z.number().int(),
    productCount: z.number().int(),
    subtreeProductCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    children: z.array(productCategorySchema),
  }),
);

/** A category in the public wardrobe menu: shown, active, with the products on sale of its whole subtree counted (never 0). */
export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  level: number;
  productCount: number;
  children: MenuCategory[];
}
export const menuCategorySchema: z.ZodType<MenuCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    icon: z.string().nullable(),
    level: z.number().int(),
    productCount: z.number().int(),
    children: z.array(menuCategorySchema),
  }),
);

/** Reply `data` of a refused delete: what still hangs on the category. */
export interface CategoryInUse {
  childCount: number;
  productCount: number;
}

/** Spec 01 §8: the texts the category screen shows for a failed save, by the server's code. */
export const CATEGORY_SAVE_MESSAGES = {
  CATEGORY_PARENT_NOT_FOUND: '指定的父分类不存在，请重新选择或创建根分类',
  CATEGORY_DEPTH_EXCEEDED: '分类层级不能超过4级，请选择其他父分类',
  CATEGORY_NAME_DUPLICATE: '同级分类中已存在相同名称的分类，请修改分类名称',
} as const satisfies Partial<Record<ErrorCode, string>>;
export const CATEGORY_SAVE_FALLBACK = '系统错误，请稍后重试';
export const CATEGORY_DELETE_REFUSED = '该分类包含子分类或商品，无法删除';
export const CATEGORY_DELETE_FAILED = '删除失败，请稍后重试';
export const CATEGORY_LOAD_FAILED = '获取分类数据失败';
export const CATEGORY_LOAD_NETWORK_FAILED = '网络错误，获取分类数据失败';

/** A flat view of a tree, depth first in the tree's own order. */
export function flattenCategories<T extends { children: T[] }>(tree: T[]): T[] {
  return tree.flatMap((node) => [node, ...flattenCategories(node.children)]);
}

/** The ids of a category and everything under it. */
export function subtreeIds(category: Pick<ProductCategory, 'id' | 'children'>): Set<number> {
  const ids = new Set<number>([category.id]);
  for (const child of category.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/** How many levels a subtree spans below its root (0 for a leaf). */
export function subtreeHeight(category: { children: { children: unknown[] }[] }): number {
  return category.children.reduce(
    (max, child) => Math.max(max, 1 + subtreeHeight(child as { children: { children: unknown[] }[] })),
    0,
  );
}

/** The options of the parent selector: a tree node per allowed parent. */
export interface ParentOption {
  value: number;
  title: string;
  /** Offered but not choosable: the edited category's subtree would end up deeper than 4 levels. */
  disabled: boolean;
  children: ParentOption[];
}

/**
 * Spec 01 "Admin product category management": the parent selector offers only active categories
 * whose level is below 3, never the category being edited nor anything under it. A category whose
 * parent is filtered out is still offered under the nearest offered ancestor's place in the tree
 * (lifted to the top when none), so a usable category is never hidden by an inactive parent.
 * Parents under which the edited category's own children would pass the fourth level are shown
 * disabled (the server refuses them too).
 */
export function parentOptions(
  tree: ProductCategory[],
  editing?: Pick<ProductCategory, 'id' | 'children'> | null,
): ParentOption[] {
  const excluded = editing ? subtreeIds(editing) : new Set<number>();
  const height = editing ? subtreeHeight(editing) : 0;
  const walk = (nodes: ProductCategory[]): ParentOption[] =>
    nodes.flatMap((node) => {
      if (excluded.has(node.id)) return [];
      const children = walk(node.children);
      const allowed = node.active && node.level < CATEGORY_PARENT_LEVEL_LIMIT;
      return allowed
        ? [{ value: node.id, title: node.name, disabled: node.level + 1 + height > CATEGORY_MAX_LEVEL, children }]
        : children;
    });
  return walk(tree);
}
