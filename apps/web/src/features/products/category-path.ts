import type { MenuCategory } from '@app/contract';

// Apart from the category menu's component: the list's loader, in the manifest every page loads,
// names a category without bringing the menu along.

/** The categories from a root down to the one with `slug`; empty when it is not in the menu. */
export function categoryPath(tree: MenuCategory[], slug: string | undefined): MenuCategory[] {
  if (!slug) return [];
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryPath(node.children, slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The name to title a filtered list with: the menu's, else a listed product's; undefined for a category nobody knows. */
export function categoryNameOf(
  tree: MenuCategory[],
  slug: string,
  products: { categorySlug: string; categoryName: string }[] = [],
): string | undefined {
  return categoryPath(tree, slug).at(-1)?.name ?? products.find((p) => p.categorySlug === slug)?.categoryName;
}
