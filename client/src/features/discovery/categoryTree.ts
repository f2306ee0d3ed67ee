import type { CategoryTreeQuery } from './category.generated';

export type TopCategory = CategoryTreeQuery['categories'][number];
export type CategoryLink = TopCategory['children'][number];

/**
 * The category with `slug` in the tree: itself, its parent when it is a subcategory, and the
 * categories to offer beside it (a category's subcategories, a subcategory's siblings).
 */
export function findCategory(
  tree: TopCategory[],
  slug: string,
): { category: CategoryLink; parent?: TopCategory; related: CategoryLink[] } | undefined {
  const wanted = slug.toLowerCase();
  for (const top of tree) {
    if (top.slug === wanted) return { category: top, related: top.children };
    const child = top.children.find((sub) => sub.slug === wanted);
    if (child) return { category: child, parent: top, related: top.children };
  }
  return undefined;
}
