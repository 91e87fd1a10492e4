import type { PlanSupplier, RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { slugify } from './slugify.ts';
import { compareNatural, mostFrequent } from './text-order.ts';

/** The brands and, for every raw manufacturer spelling, its supplier key. */
export interface SupplierIndex {
  /** Ordered by name. */
  suppliers: PlanSupplier[];
  supplierKeyByManufacturer: Map<string, string>;
}

// The supplier writes "--" for an unknown brand; it has no letters to slug.
const UNKNOWN_BRAND = { key: 'generic', name: 'Generic' } as const;

/**
 * One supplier per manufacturer. Spellings that differ only in case, spacing or
 * diacritics (`Wurth Elektronik` / `würth Elektronik`, `Fh (guangdong …)` / `fh(guangdong …)`)
 * share a slug and become one supplier named by the most common spelling.
 */
export function buildSuppliers(parts: readonly RawPart[]): SupplierIndex {
  const spellingsByKey = new Map<string, string[]>();
  const supplierKeyByManufacturer = new Map<string, string>();
  for (const part of parts) {
    const key = slugify(part.manufacturer) || UNKNOWN_BRAND.key;
    supplierKeyByManufacturer.set(part.manufacturer, key);
    const spellings = spellingsByKey.get(key);
    if (spellings === undefined) spellingsByKey.set(key, [part.manufacturer]);
    else spellings.push(part.manufacturer);
  }
  const suppliers = [...spellingsByKey].map(([key, spellings]): PlanSupplier => {
    const named = spellings.filter((name) => slugify(name) !== '');
    return { key, name: mostFrequent(named) ?? UNKNOWN_BRAND.name, slug: key };
  });
  suppliers.sort((a, b) => compareNatural(a.name, b.name));
  return { suppliers, supplierKeyByManufacturer };
}
