import { mergeProblem, moveProblem, type CategoryNode } from '#shared/catalog-structure/category-rules.ts';
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

/** A staff tree's rows as the shared structure rules see them. */
function nodesOf(categories: readonly AdminCategoryRow[]): CategoryNode[] {
  return categories.map((category) => ({ id: category.id, parentId: category.parent_id, level: category.level }));
}

/** Where `id` may move (besides the top level): where the server's move rule allows it, other than where it is. */
export function moveTargets(categories: readonly AdminCategoryRow[], id: number): AdminCategoryRow[] {
  const self = categories.find((category) => category.id === id);
  if (!self) return [];
  const nodes = nodesOf(categories);
  return categories.filter((category) => category.id !== self.parent_id && moveProblem(nodes, id, category.id) === null);
}

/** What `id` may merge into: where the server's merge rule allows it (the other categories of its level). */
export function mergeTargets(categories: readonly AdminCategoryRow[], id: number): AdminCategoryRow[] {
  const nodes = nodesOf(categories);
  return categories.filter((category) => mergeProblem(nodes, id, category.id) === null);
}
