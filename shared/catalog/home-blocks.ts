/** What the home page needs to know about a level-1 family to decide on its block. */
export interface HomeBlockFamily {
  number_product: number;
  /** Absent in a menu cached before the count existed: then only `number_product` decides. */
  number_in_stock?: number | undefined;
}

/**
 * Blocks rendered with the first screen, their products loaded at once; the others wait until
 * they near the viewport (the idle home page ran hundreds of off-screen
 * skeleton animations).
 */
export const EAGER_HOME_BLOCKS = 2;

/**
 * The families that get a block on the home page (spec §2 home category blocks), in menu order:
 * a family with no products, or with none in stock, would show nothing or only sold-out parts,
 * so it is left out. Its page stays reachable from the menu.
 */
export function homeBlockFamilies<T extends HomeBlockFamily>(families: readonly T[]): T[] {
  return families.filter((family) => family.number_product > 0 && (family.number_in_stock ?? family.number_product) > 0);
}
