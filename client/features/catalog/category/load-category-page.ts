import { notFound } from '@tanstack/react-router';
import type { CategoryRow, MenuCategory } from '#shared/catalog/schemas.ts';
import { fetchMenu } from '../catalog-api.ts';
import { categorySidebar, findCategoryPath, rowOf, type CategorySidebarModel } from '../sidebar/category-path.ts';

export interface CategoryPageData {
  category: CategoryRow;
  /** Root first, the category itself last. */
  trail: CategoryRow[];
  subcategories: CategoryRow[];
  sidebar: CategorySidebarModel;
}

/**
 * The /product/{slug} loader: everything above the listing comes from the menu tree the root
 * loader already holds (no request of its own, so a cached menu is enough offline); the listing
 * itself loads in the screen. Unknown slugs are a not-found.
 */
export async function loadCategoryPage(menu: MenuCategory[] | null, slug: string): Promise<CategoryPageData> {
  const tree = menu ?? (await fetchMenu()).categories;
  const path = findCategoryPath(tree, slug);
  const node = path?.at(-1);
  if (!path || !node) throw notFound();
  return {
    category: rowOf(node),
    trail: path.map(rowOf),
    subcategories: node.children.map(rowOf),
    sidebar: categorySidebar(path),
  };
}
