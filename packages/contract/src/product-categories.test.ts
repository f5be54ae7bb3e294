import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MAX_LEVELS,
  CATEGORY_PARENT_LEVEL_LIMIT,
  categoryInputSchema,
  flattenCategories,
  parentOptions,
  subtreeHeight,
  subtreeIds,
  type ParentOption,
  type ProductCategory,
} from './product-categories.ts';

/** A category as GET /admin/product-categories/tree answers it; levels and parents are filled in by `tree`. */
const cat = (
  id: number,
  name: string,
  children: ProductCategory[] = [],
  opts: Partial<ProductCategory> = {},
): ProductCategory => ({
  id,
  name,
  parentId: null,
  parentName: null,
  slug: `c${id}`,
  description: null,
  icon: null,
  coverImage: null,
  sortOrder: 0,
  active: true,
  featured: false,
  showInMenu: true,
  level: 0,
  productCount: 0,
  subtreeProductCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  children,
  ...opts,
});

const tree = (roots: ProductCategory[]): ProductCategory[] => {
  const fill = (nodes: ProductCategory[], parent: ProductCategory | null) => {
    for (const node of nodes) {
      node.level = parent ? parent.level + 1 : 0;
      node.parentId = parent?.id ?? null;
      node.parentName = parent?.name ?? null;
      fill(node.children, node);
    }
  };
  fill(roots, null);
  return roots;
};

/**
 *  服装 (1)
 *  ├─ 上衣 (2)
 *  │  └─ T恤 (3)
 *  │     └─ 短袖 (4)          level 3: never a parent
 *  └─ 旧款 (5, 已停用)
 *     └─ 衬衫 (6)             its parent is stopped: offered under 服装
 *  数码 (7, 已停用)
 *  └─ 手机 (8)                offered at the top
 *  家居 (9)
 */
const sample = () =>
  tree([
    cat(1, '服装', [
      cat(2, '上衣', [cat(3, 'T恤', [cat(4, '短袖')])]),
      cat(5, '旧款', [cat(6, '衬衫')], { active: false }),
    ]),
    cat(7, '数码', [cat(8, '手机')], { active: false }),
    cat(9, '家居'),
  ]);

const find = (roots: ProductCategory[], id: number) => flattenCategories(roots).find((c) => c.id === id)!;

/** The options as an outline: 'name' or 'name (disabled)', children nested. */
type Outline = string | [string, Outline[]];
const outline = (options: ParentOption[]): Outline[] =>
  options.map((o) => {
    const label = o.disabled ? `${o.title} (disabled)` : o.title;
    return o.children.length > 0 ? [label, outline(o.children)] : label;
  });

describe('parentOptions (spec 01: the parent selector of the category modal)', () => {
  it('for a new category: active categories with level below 3, each usable one kept in the tree', () => {
    expect(CATEGORY_PARENT_LEVEL_LIMIT).toBe(3);
    expect(outline(parentOptions(sample()))).toEqual([['服装', [['上衣', ['T恤']], '衬衫']], '手机', '家居']);
  });

  it('never offers a category at level 3 (a child there would be a fifth level)', () => {
    const values = flattenCategories(parentOptions(sample())).map((o) => o.value);
    expect(values).not.toContain(4);
    expect(find(sample(), 4).level).toBe(3);
  });

  it('leaves out inactive categories but lifts their active children to the nearest offered place', () => {
    const options = parentOptions(sample());
    const values = flattenCategories(options).map((o) => o.value);
    expect(values).not.toContain(5);
    expect(values).not.toContain(7);
    // 衬衫 under 服装 (its grandparent), 手机 at the top (no offered ancestor).
    expect(options[0]?.children.map((o) => o.value)).toEqual([2, 6]);
    expect(options.map((o) => o.value)).toEqual([1, 8, 9]);
  });

  it('keeps the option objects plain: value, title, disabled, children', () => {
    expect(parentOptions(tree([cat(1, '服装')]))).toEqual([{ value: 1, title: '服装', disabled: false, children: [] }]);
  });

  it('offers nothing for an empty tree', () => {
    expect(parentOptions([])).toEqual([]);
  });

  it('when editing: never the category itself nor anything under it', () => {
    const roots = sample();
    const values = flattenCategories(parentOptions(roots, find(roots, 2))).map((o) => o.value);
    expect(values).not.toContain(2);
    expect(values).not.toContain(3);
    expect(values).not.toContain(4);
    expect(values).toEqual(expect.arrayContaining([1, 6, 8, 9]));
  });

  it('when editing a category with two levels below it: parents that would push them past 4 levels are shown disabled', () => {
    const roots = sample();
    // 上衣 carries T恤 and 短袖: under a level-0 parent it ends at level 3 (fine); under level 1 or 2, deeper than 4 levels.
    expect(outline(parentOptions(roots, find(roots, 2)))).toEqual([
      ['服装', ['衬衫 (disabled)']],
      '手机 (disabled)',
      '家居',
    ]);
  });

  it('when editing a leaf: every offered parent is choosable', () => {
    const roots = sample();
    const options = flattenCategories(parentOptions(roots, find(roots, 4)));
    expect(options.every((o) => !o.disabled)).toBe(true);
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 6, 8, 9]);
  });

  it('when editing a root with three levels below it: no parent fits, all are disabled', () => {
    const roots = sample();
    const options = flattenCategories(parentOptions(roots, find(roots, 1)));
    expect(options.map((o) => o.value)).toEqual([8, 9]);
    expect(options.every((o) => o.disabled)).toBe(true);
  });
});

describe('tree helpers', () => {
  it('flattenCategories lists depth first, in the tree order', () => {
    expect(flattenCategories(sample()).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('subtreeIds: the category and everything under it', () => {
    const roots = sample();
    expect([...subtreeIds(find(roots, 1))].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...subtreeIds(find(roots, 9))]).toEqual([9]);
  });

  it('subtreeHeight: levels below the category (0 for a leaf)', () => {
    const roots = sample();
    expect(subtreeHeight(find(roots, 1))).toBe(3);
    expect(subtreeHeight(find(roots, 2))).toBe(2);
    expect(subtreeHeight(find(roots, 4))).toBe(0);
    expect(CATEGORY_MAX_LEVELS).toBe(4);
  });
});

describe('categoryInputSchema (spec 01 §5 category rules and messages)', () => {
  const messageOf = (input: Record<string, unknown>) => {
    const result = categoryInputSchema.safeParse({ name: '上衣', ...input });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('fills the defaults: a root, sort order 0, active, not featured, shown in the menu', () => {
    expect(categoryInputSchema.parse({ name: ' 上衣 ' })).toEqual({
      name: '上衣',
      parentId: null,
      slug: undefined,
      description: null,
      icon: null,
      coverImage: null,
      sortOrder: 0,
      active: true,
      featured: false,
      showInMenu: true,
    });
  });

  it.each([
    [{ name: '' }, '请输入分类名称'],
    [{ name: '   ' }, '请输入分类名称'],
    [{ name: undefined }, '请输入分类名称'],
    [{ name: '衣'.repeat(101) }, '分类名称不能超过100个字符'],
    [{ slug: 'Tops' }, '只能包含小写字母、数字和连字符'],
    [{ slug: '上衣' }, '只能包含小写字母、数字和连字符'],
    [{ slug: 'a'.repeat(151) }, '路径标识符不能超过150个字符'],
    [{ description: '述'.repeat(1001) }, '描述不能超过1000个字符'],
    [{ sortOrder: -1 }, '排序不能小于0'],
    [{ sortOrder: 10000 }, '排序不能大于9999'],
    [{ sortOrder: 1.5 }, '排序必须是 0 到 9999 之间的整数'],
    [{ parentId: 0 }, '父分类 ID 无效'],
  ])('refuses %j with %j', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it.each([
    { name: '衣'.repeat(100) },
    { slug: 'a'.repeat(150) },
    { slug: 'tops-2' },
    { description: '述'.repeat(1000) },
    { sortOrder: 0 },
    { sortOrder: 9999 },
    { parentId: 3 },
  ])('accepts %j', (input) => {
    expect(messageOf(input)).toBeNull();
  });
});
