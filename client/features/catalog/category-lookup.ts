import type { CategoryRow, MenuCategory } from '#shared/catalog/schemas.ts';

/** A category found in the menu tree, with its ancestors (root first, not including itself). */
export interface CategoryMatch {
  category: CategoryRow;
  ancestors: CategoryRow[];
}

function rowOf(node: CategoryRow): CategoryRow {
  const { id, parent_id, level, slug, name, name_en, image_id, number_product } = node;
  return { id, parent_id, level, slug, name, name_en, image_id, number_product };
}

/**
 * Resolves a `/product/{slug}` slug to its category using the menu tree the root loader already
 * has, so the category page can ask get-category-show by id. Null when no category has that slug.
 */
export function findCategoryBySlug(tree: readonly MenuCategory[], slug: string): CategoryMatch | null {
  const wanted = slug.toLowerCase();
  for (const level1 of tree) {
    if (level1.slug === wanted) return { category: rowOf(level1), ancestors: [] };
    for (const level2 of level1.children) {
      if (level2.slug === wanted) return { category: rowOf(level2), ancestors: [rowOf(level1)] };
      for (const level3 of level2.children) {
        if (level3.slug === wanted) return { category: rowOf(level3), ancestors: [rowOf(level1), rowOf(level2)] };
      }
    }
  }
  return null;
}
