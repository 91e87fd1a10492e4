import type { CategoryRow, MenuCategory } from '#shared/catalog/schemas.ts';

/** A category of the menu tree with its children (level 3 has none). */
export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
}

function toNode(row: CategoryRow & { children?: readonly (CategoryRow & { children?: readonly CategoryRow[] })[] }): CategoryNode {
  const { id, parent_id, level, slug, name, name_en, image_id, number_product } = row;
  return { id, parent_id, level, slug, name, name_en, image_id, number_product, children: (row.children ?? []).map(toNode) };
}

/** A category row without its children (what breadcrumbs and tiles take). */
export function rowOf(node: CategoryNode): CategoryRow {
  const { children: _children, ...row } = node;
  return row;
}

/**
 * The chain of menu nodes from the root to the category with this slug (root first, the category
 * last), or null when no category has it. Lets the category page render from the menu the root
 * loader already holds, without another request.
 */
export function findCategoryPath(tree: readonly MenuCategory[], slug: string): CategoryNode[] | null {
  const wanted = slug.toLowerCase();
  const roots = tree.map(toNode);
  const walk = (nodes: CategoryNode[], trail: CategoryNode[]): CategoryNode[] | null => {
    for (const node of nodes) {
      const path = [...trail, node];
      if (node.slug === wanted) return path;
      const found = walk(node.children, path);
      if (found) return found;
    }
    return null;
  };
  return walk(roots, []);
}

/** One line of the left category menu. */
export interface SidebarEntry {
  category: CategoryRow;
  current: boolean;
  /** Shown nested under the current category only. */
  children: CategoryRow[];
}

/** The left category menu (spec §2 dynamic areas) for a category page. */
export interface CategorySidebarModel {
  /** The level above, linked as "back up"; null on a level-1 category (the link goes home). */
  parent: CategoryRow | null;
  entries: SidebarEntry[];
}

/**
 * What the left menu lists for the category at the end of `path`: on a level-1 category, that
 * category with its children; deeper, the parent's children (the category and its siblings) with
 * the current one marked and its own children nested under it.
 */
export function categorySidebar(path: readonly CategoryNode[]): CategorySidebarModel {
  const current = path.at(-1);
  if (!current) return { parent: null, entries: [] };
  const parent = path.at(-2);
  const entry = (node: CategoryNode): SidebarEntry => ({
    category: rowOf(node),
    current: node.id === current.id,
    children: node.id === current.id ? node.children.map(rowOf) : [],
  });
  if (!parent) return { parent: null, entries: [entry(current)] };
  return { parent: rowOf(parent), entries: parent.children.map(entry) };
}
