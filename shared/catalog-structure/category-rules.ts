import { SLUG_PATTERN } from '../catalog/pages.ts';

/** The deepest category level (spec §3 Category: level 1-3). */
export const MAX_CATEGORY_LEVEL = 3;
export const CATEGORY_NAME_MAX = 200;
export const CATEGORY_SLUG_MAX = 200;

/** The staff category form as it is sent. */
export interface CategoryFormFields {
  name?: string | undefined;
  name_en?: string | undefined;
  slug?: string | undefined;
}

/**
 * The staff category form's rule, run by the page and the server: a Vietnamese and an English
 * name (up to 200 characters), a slug of lowercase letters, digits and dashes.
 */
export function categoryFieldErrors(fields: CategoryFormFields): Partial<Record<keyof CategoryFormFields, string>> {
  const errors: Partial<Record<keyof CategoryFormFields, string>> = {};
  for (const key of ['name', 'name_en'] as const) {
    const value = fields[key]?.trim() ?? '';
    if (!value) errors[key] = 'field_required';
    else if (value.length > CATEGORY_NAME_MAX) errors[key] = 'field_too_long';
  }
  const slug = fields.slug?.trim() ?? '';
  if (!slug) errors.slug = 'field_required';
  else if (slug.length > CATEGORY_SLUG_MAX || !SLUG_PATTERN.test(slug) || slug.endsWith('-')) errors.slug = 'slug_invalid';
  return errors;
}

/** A category as the structure rules see it. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  level: number;
}

/** The ids of a category and everything under it. */
export function subtreeIds(nodes: readonly CategoryNode[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (node.parentId !== null && ids.has(node.parentId) && !ids.has(node.id)) {
        ids.add(node.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** How many levels hang below a category (0 for a leaf, 2 for a level-1 category with grandchildren). */
export function depthBelow(nodes: readonly CategoryNode[], rootId: number): number {
  const root = nodes.find((node) => node.id === rootId);
  if (!root) return 0;
  let deepest = root.level;
  for (const id of subtreeIds(nodes, rootId)) deepest = Math.max(deepest, nodes.find((node) => node.id === id)!.level);
  return deepest - root.level;
}

/**
 * Why a category cannot go under `parentId` (null = top level), or null when it can: the parent
 * must exist and not be the category itself or below it, and the moved subtree must still end at
 * level 3 or above (spec §3: levels 1-3). Message keys: `category_not_found`,
 * `category_move_into_itself`, `category_too_deep`.
 */
export function moveProblem(nodes: readonly CategoryNode[], categoryId: number, parentId: number | null): string | null {
  if (!nodes.some((node) => node.id === categoryId)) return 'category_not_found';
  if (parentId === null) return null;
  const parent = nodes.find((node) => node.id === parentId);
  if (!parent) return 'category_not_found';
  if (subtreeIds(nodes, categoryId).has(parentId)) return 'category_move_into_itself';
  if (parent.level + 1 + depthBelow(nodes, categoryId) > MAX_CATEGORY_LEVEL) return 'category_too_deep';
  return null;
}

/**
 * Why `sourceId` cannot be merged into `targetId`, or null when it can: two different categories
 * of the same level, neither inside the other (a merge keeps every level valid: the source's
 * children join the target at the level they had). Message keys: `category_not_found`,
 * `category_merge_same`, `category_merge_levels`.
 */
export function mergeProblem(nodes: readonly CategoryNode[], sourceId: number, targetId: number): string | null {
  const source = nodes.find((node) => node.id === sourceId);
  const target = nodes.find((node) => node.id === targetId);
  if (!source || !target) return 'category_not_found';
  if (sourceId === targetId) return 'category_merge_same';
  if (source.level !== target.level) return 'category_merge_levels';
  return null;
}

/** Names compared when a merge meets two children of the same name (they merge too): case, spacing and accents ignored. */
export function sameCategoryName(a: string, b: string): boolean {
  const key = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('vi').replace(/\s+/g, ' ');
  return key(a) === key(b);
}

/** Whether `ids` is exactly the children of a parent, each once (a reorder names them all). */
export function isSameSet(ids: readonly number[], children: readonly number[]): boolean {
  if (ids.length !== children.length || new Set(ids).size !== ids.length) return false;
  const wanted = new Set(children);
  return ids.every((id) => wanted.has(id));
}
