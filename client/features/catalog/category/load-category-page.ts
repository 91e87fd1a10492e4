import { notFound } from '@tanstack/react-router';
import type { CategoryRow, CategoryShowResponse, MenuCategory } from '#shared/catalog/schemas.ts';
import { fetchCategoryShow, fetchMenu } from '../catalog-api.ts';
import { findCategoryBySlug } from '../category-lookup.ts';

/** Showcase size on the category page; the full paginated listing with filters is a later issue. */
export const CATEGORY_SHOWCASE_LIMIT = 24;

export interface CategoryPageData {
  category: CategoryRow;
  /** Root first, the category itself last (from get-category-show, else from the menu tree). */
  trail: CategoryRow[];
  subcategories: CategoryRow[];
  products: CategoryShowResponse['products'];
}

/**
 * The /product/{slug} loader: resolves the slug in the menu tree the root loader already holds,
 * then asks get-category-show by id. Unknown slugs are a not-found.
 */
export async function loadCategoryPage(menu: MenuCategory[] | null, slug: string, signal: AbortSignal): Promise<CategoryPageData> {
  const tree = menu ?? (await fetchMenu()).categories;
  const match = findCategoryBySlug(tree, slug);
  if (!match) throw notFound();
  const show = await fetchCategoryShow(match.category.id, CATEGORY_SHOWCASE_LIMIT, signal);
  return {
    category: match.category,
    trail: show.parent_categories.length > 0 ? show.parent_categories : [...match.ancestors, match.category],
    subcategories: show.categories,
    products: show.products,
  };
}
