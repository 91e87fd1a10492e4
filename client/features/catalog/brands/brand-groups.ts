import type { SupplierRow } from '#shared/catalog/schemas.ts';

/** The letters of the brand index, in order; names not starting with A–Z go under '#', last. */
export const BRAND_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export type BrandLetter = (typeof BRAND_LETTERS)[number];

export interface BrandGroup {
  letter: BrandLetter;
  brands: SupplierRow[];
}

/** Case- and accent-folded text ("Điện" → "dien") for matching and grouping. */
export function foldBrandText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().trim();
}

/** The index letter of a brand name: its first letter without accents, or '#' (digits, symbols). */
export function brandLetter(name: string): BrandLetter {
  const first = foldBrandText(name).charAt(0).toUpperCase();
  return (BRAND_LETTERS as readonly string[]).includes(first) && first !== '#' ? (first as BrandLetter) : '#';
}

/**
 * The brands grouped A–Z for /thuong-hieu, each group sorted by name; `query` keeps the brands
 * whose folded name contains it (the in-page filter box). Empty groups are left out.
 */
export function groupBrands(rows: readonly SupplierRow[], query = ''): BrandGroup[] {
  const wanted = foldBrandText(query);
  const byLetter = new Map<BrandLetter, SupplierRow[]>();
  for (const row of rows) {
    if (wanted && !foldBrandText(row.name).includes(wanted)) continue;
    const letter = brandLetter(row.name);
    const list = byLetter.get(letter);
    if (list) list.push(row);
    else byLetter.set(letter, [row]);
  }
  const collator = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });
  return BRAND_LETTERS.flatMap((letter) => {
    const brands = byLetter.get(letter);
    return brands ? [{ letter, brands: brands.sort((a, b) => collator.compare(a.name, b.name)) }] : [];
  });
}
