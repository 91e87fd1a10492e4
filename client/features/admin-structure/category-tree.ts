import type { AdminCategoryRow } from '#shared/catalog-structure/schemas.ts';

/** A category in the staff tree: its row, and the ids of its siblings in display order. */
export interface TreeEntry {
  category: AdminCategoryRow;
  siblings: number[];
}

/** The categories in tree order (each parent followed by its children, siblings by position then name). */
export function treeOrder(categories: readonly AdminCategoryRow[]): TreeEntry[] {
  const byParent = new Map<number | null, AdminCategoryRow[]>();
  for (const category of categories) {
    const list = byParent.get(category.parent_id) ?? [];
    list.push(category);
    byParent.set(category.parent_id, list);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'vi'));
  const out: TreeEntry[] = [];
  const visit = (parentId: number | null) => {
    const children = byParent.get(parentId) ?? [];
    const siblings = children.map((child) => child.id);
    for (const child of children) {
      out.push({ category: child, siblings });
      visit(child.id);
    }
  };
  visit(null);
  return out;
}

/** The sibling order after moving `id` one place up (-1) or down (+1); null when it is already at that end. */
export function shiftedOrder(siblings: readonly number[], id: number, direction: -1 | 1): number[] | null {
  const index = siblings.indexOf(id);
  const other = index + direction;
  if (index < 0 || other < 0 || other >= siblings.length) return null;
  const order = [...siblings];
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order;
}

/** Where `id` may move: the top level and any category whose level leaves room for its subtree, never itself or below itself. */
export function moveTargets(categories: readonly AdminCategoryRow[], id: number): AdminCategoryRow[] {
  const below = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id !== null && below.has(category.parent_id) && !below.has(category.id)) {
        below.add(category.id);
        grew = true;
      }
    }
  }
  const self = categories.find((category) => category.id === id);
  if (!self) return [];
  const depth = Math.max(...categories.filter((category) => below.has(category.id)).map((category) => category.level)) - self.level;
  return categories.filter((category) => !below.has(category.id) && category.level + 1 + depth <= 3 && category.id !== self.parent_id);
}

/** What `id` may merge into: the other categories of its level. */
export function mergeTargets(categories: readonly AdminCategoryRow[], id: number): AdminCategoryRow[] {
  const self = categories.find((category) => category.id === id);
  return self ? categories.filter((category) => category.level === self.level && category.id !== id) : [];
}
