import categoryNames from '../data/category-names.json' with { type: 'json' };

const VIETNAMESE_BY_ENGLISH: Readonly<Record<string, string>> = categoryNames;

/**
 * The Vietnamese name of a supplier group or category (`server/seed/data/category-names.json`),
 * or the English name itself when the file has none, so new supplier data still seeds.
 */
export function vietnameseCategoryName(nameEn: string): string {
  return VIETNAMESE_BY_ENGLISH[nameEn] ?? nameEn;
}

/** Whether the names file translates this English name. */
export function hasVietnameseCategoryName(nameEn: string): boolean {
  return Object.hasOwn(VIETNAMESE_BY_ENGLISH, nameEn);
}
