import type { MenuCategory, ProductCategory } from '@app/contract';
import { toBool } from '../../platform/db/database.ts';
import type { ProductCategoryRow } from '../../platform/db/schema.ts';

/** A category row with its place in the tree. */
export interface CategoryNode {
  row: ProductCategoryRow;
  level: number;
  parent: CategoryNode | null;
  children: CategoryNode[];
}

/**
 * The tree of all categories, roots first, siblings in the rows' order (sort order, name, id).
 * A row whose parent is missing is treated as a root rather than lost.
 */
export function buildTree(rows: ProductCategoryRow[]): { roots: CategoryNode[]; byId: Map<number, CategoryNode> } {
  const byId = new Map<number, CategoryNode>(
    rows.map((row) => [row.id, { row, level: 0, parent: null, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const setLevels = (nodes: CategoryNode[], level: number) => {
    for (const n of nodes) {
      n.level = level;
      setLevels(n.children, level + 1);
    }
  };
  setLevels(roots, 0);
  return { roots, byId };
}

export function nodeIds(node: CategoryNode): number[] {
  return [node.row.id, ...node.children.flatMap(nodeIds)];
}

export function nodeHeight(node: CategoryNode): number {
  return node.children.reduce((max, child) => Math.max(max, 1 + nodeHeight(child)), 0);
}

export function toCategoryDto(node: CategoryNode, productCounts: Map<number, number>): ProductCategory {
  const r = node.row;
  return {
    id: r.id,
    name: r.name,
    parentId: node.parent ? node.parent.row.id : null,
    parentName: node.parent ? node.parent.row.name : null,
    slug: r.slug,
    description: r.description,
    icon: r.icon,
    coverImage: r.cover_image,
    sortOrder: r.sort_order,
    active: toBool(r.active),
    featured: toBool(r.featured),
    showInMenu: toBool(r.show_in_menu),
    level: node.level,
    productCount: productCounts.get(r.id) ?? 0,
    subtreeProductCount: subtreeCount(node, productCounts),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    children: node.children.map((c) => toCategoryDto(c, productCounts)),
  };
}

/** The products of the category and of every category below it. */
const subtreeCount = (node: CategoryNode, counts: Map<number, number>): number =>
  nodeIds(node).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);

/**
 * Shown in the public menu: active and marked for the menu, under shown ancestors only, and with
 * something to show — a category whose whole subtree has no product on sale would lead a reader to
 * an empty list, so it is left out (it comes back with its first product on sale).
 */
export function toMenu(nodes: CategoryNode[], onSaleCounts: Map<number, number>): MenuCategory[] {
  return nodes
    .filter((n) => toBool(n.row.active) && toBool(n.row.show_in_menu))
    .map((n) => ({
      id: n.row.id,
      name: n.row.name,
      slug: n.row.slug,
      icon: n.row.icon,
      level: n.level,
      productCount: subtreeCount(n, onSaleCounts),
      children: toMenu(n.children, onSaleCounts),
    }))
    .filter((c) => c.productCount > 0);
}
