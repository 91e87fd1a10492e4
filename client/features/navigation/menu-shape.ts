import type { MenuCategory } from '#shared/catalog/schemas.ts';
import type { MenuShape } from './mega-menu-state.ts';

/** The child counts of the category tree, which is all the menu state machine needs to know. */
export function menuShape(tree: readonly MenuCategory[]): MenuShape {
  return {
    level2Counts: tree.map((level1) => level1.children.length),
    level3Counts: tree.map((level1) => level1.children.map((level2) => level2.children.length)),
  };
}
