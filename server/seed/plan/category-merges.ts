/*
 * Level-2 duplicates merged within one group. The supplier lists the same TVS/ESD
 * diodes under two spellings inside "Circuit Protection"; a shopper should find them
 * in one place, so the smaller spelling (34 parts) joins the larger one (158 parts).
 * Look-alike groups ("Power Management (PMIC)" vs "Power Management ICs",
 * "Optoelectronics" vs "Optocouplers & LEDs & Infrared") stay as the data has them.
 */
const MERGED_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['Circuit Protection\u0000Electrostatic And Surge Protection (TVS/ESD)', 'ESD And Surge Protection (TVS/ESD)'],
]);

/** The level-2 category a part is filed under, after merging duplicate spellings. */
export function canonicalCategoryName(group: string, category: string): string {
  return MERGED_CATEGORIES.get(`${group}\u0000${category}`) ?? category;
}
