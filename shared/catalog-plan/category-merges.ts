/*
 * Duplicates merged so a shopper finds a kind of part in one place.
 * Level 1: the supplier files a few parts under look-alike groups; the review found them side by
 * side in the menu ("IC quản lý nguồn" beside "Quản lý nguồn (PMIC)"; three opto/LED groups), so
 * the small groups join the large one. Their categories of the same name then meet (Power
 * Distribution Switches), and a near-identical spelling is mapped onto the larger one.
 * Level 2: the supplier lists the same TVS/ESD diodes under two spellings inside "Circuit
 * Protection"; the smaller spelling (34 parts) joins the larger one (158 parts).
 * Existing databases get the same merge from Migration20261127060000_MergeDuplicateCategories.
 */
const MERGED_GROUPS: ReadonlyMap<string, string> = new Map([
  ['Power Management ICs', 'Power Management (PMIC)'],
  ['Optoisolators', 'Optoelectronics'],
  ['Optocouplers & LEDs & Infrared', 'Optoelectronics'],
]);

const MERGED_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['Circuit Protection\u0000Electrostatic And Surge Protection (TVS/ESD)', 'ESD And Surge Protection (TVS/ESD)'],
  ['Power Management (PMIC)\u0000Voltage References', 'Voltage Reference'],
]);

/** The level-1 group a part is filed under, after merging look-alike groups. */
export function canonicalGroupName(group: string): string {
  return MERGED_GROUPS.get(group) ?? group;
}

/** The level-2 category a part is filed under, after merging duplicate spellings (`group` as the supplier wrote it). */
export function canonicalCategoryName(group: string, category: string): string {
  return MERGED_CATEGORIES.get(`${canonicalGroupName(group)}\u0000${category}`) ?? category;
}
