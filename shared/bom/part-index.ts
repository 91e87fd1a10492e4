import { kindOfCategoryText, PARAMETRIC_KINDS, type ComponentKind } from './component-kind.ts';
import { parseComponentValue, parseRatings, valueKey, type ComponentValue } from './component-value.ts';
import { packageOfFootprint } from './footprint-package.ts';
import { isCloseMpn, mpnCloseness, mpnKey } from './part-number.ts';

/**
 * The catalogue as the BOM matcher reads it: every product's code, MPN key, kind, value, package
 * and ratings, derived once with the same rules a BOM line is read with, so a line and a product
 * agree only when they name the same value and package. Pure: the server fills it from PostgreSQL,
 * the tests from fixtures.
 */

/** A product's facts as the catalogue holds them (one row of the server's read). */
export interface CatalogPartRow {
  id: number;
  sku: string;
  mpn: string;
  package: string | null;
  /** The supplier description ("16V 100nF X7R ±10% 0402 Multilayer Ceramic Capacitors …"). */
  description: string | null;
  /** The category's English name, when known (helps the kind). */
  category?: string | null;
  inventory: number;
  /** A basic / preferred part (cheap, always stocked). */
  basic: boolean;
}

/** A product as the matcher compares it. */
export interface CatalogPart {
  id: number;
  sku: string;
  mpn: string;
  mpnKey: string;
  kind: ComponentKind;
  /** The folded package (packageOfFootprint), null when unknown. */
  packageName: string | null;
  value: ComponentValue | null;
  voltage: number | null;
  tolerance: number | null;
  inventory: number;
  basic: boolean;
}

/** Reads a row into the matcher's facts. */
export function toCatalogPart(row: CatalogPartRow): CatalogPart {
  const text = `${row.description ?? ''} ${row.category ?? ''}`;
  const kind = kindOfCategoryText(text);
  const parametric = PARAMETRIC_KINDS.has(kind);
  const ratings = parametric ? parseRatings(row.description ?? '') : { voltage: null, tolerance: null };
  return {
    id: row.id,
    sku: row.sku.toUpperCase(),
    mpn: row.mpn,
    mpnKey: mpnKey(row.mpn),
    kind,
    packageName: packageOfFootprint(row.package),
    value: parametric ? parseComponentValue(row.description ?? '', kind) : null,
    voltage: ratings.voltage,
    tolerance: ratings.tolerance,
    inventory: row.inventory,
    basic: row.basic,
  };
}

/** The key of "this kind, this value, this package". */
export function parametricKey(kind: ComponentKind, value: ComponentValue, packageName: string): string {
  return `${kind}|${valueKey(value)}|${packageName}`;
}

function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Most catalogue keys a close-MPN or family look-up scans. */
const PREFIX_SCAN_LIMIT = 400;

/** Look-ups by code, MPN, close MPN, MPN family and value + package, all in memory. */
export class PartIndex {
  readonly size: number;
  private readonly byIdMap = new Map<number, CatalogPart>();
  private readonly bySkuMap = new Map<string, CatalogPart>();
  private readonly byMpnMap = new Map<string, CatalogPart[]>();
  private readonly byParametric = new Map<string, CatalogPart[]>();
  private readonly byKindValue = new Map<string, CatalogPart[]>();
  /** MPN keys in ascending order with their parts, for prefix scans. */
  private readonly sortedKeys: string[];
  private readonly sortedParts: CatalogPart[];

  constructor(parts: Iterable<CatalogPart>) {
    const all: CatalogPart[] = [];
    for (const part of parts) {
      all.push(part);
      this.byIdMap.set(part.id, part);
      this.bySkuMap.set(part.sku, part);
      if (part.mpnKey !== '') push(this.byMpnMap, part.mpnKey, part);
      if (part.value !== null && PARAMETRIC_KINDS.has(part.kind)) {
        push(this.byKindValue, `${part.kind}|${valueKey(part.value)}`, part);
        if (part.packageName !== null) push(this.byParametric, parametricKey(part.kind, part.value, part.packageName), part);
      }
    }
    this.size = all.length;
    const withKeys = all.filter((part) => part.mpnKey !== '').sort((a, b) => (a.mpnKey < b.mpnKey ? -1 : a.mpnKey > b.mpnKey ? 1 : a.id - b.id));
    this.sortedKeys = withKeys.map((part) => part.mpnKey);
    this.sortedParts = withKeys;
  }

  byId(id: number): CatalogPart | null {
    return this.byIdMap.get(id) ?? null;
  }

  /** The product with this distributor code (case-insensitive). */
  bySku(code: string): CatalogPart | null {
    return this.bySkuMap.get(code.toUpperCase()) ?? null;
  }

  /** Products whose MPN key is exactly `key`. */
  byMpnKey(key: string): readonly CatalogPart[] {
    return this.byMpnMap.get(key) ?? [];
  }

  /**
   * Products whose MPN is close to `key` (one character off, a suffix more or less), closest
   * first. Scans the keys sharing the first half of `key`, so a typo there is not found
   * (precision over recall).
   */
  closeMpn(key: string): CatalogPart[] {
    const prefix = key.slice(0, Math.max(4, Math.ceil(key.length / 2)));
    return this.scanPrefix(prefix)
      .filter((part) => isCloseMpn(key, part.mpnKey))
      .sort((a, b) => mpnCloseness(key, b.mpnKey) - mpnCloseness(key, a.mpnKey));
  }

  /**
   * The family of an MPN: products sharing its longest known prefix of at least `minimum`
   * characters (`AMS1117-3.3` → the AMS1117 parts).
   */
  family(key: string, minimum = 5): CatalogPart[] {
    for (let length = key.length; length >= minimum; length--) {
      const found = this.scanPrefix(key.slice(0, length));
      if (found.length > 0) return found;
    }
    return [];
  }

  /** Products of this kind, value and package. */
  byValueAndPackage(kind: ComponentKind, value: ComponentValue, packageName: string): readonly CatalogPart[] {
    return this.byParametric.get(parametricKey(kind, value, packageName)) ?? [];
  }

  /** Products of this kind and value in any package. */
  byValue(kind: ComponentKind, value: ComponentValue): readonly CatalogPart[] {
    return this.byKindValue.get(`${kind}|${valueKey(value)}`) ?? [];
  }

  private scanPrefix(prefix: string): CatalogPart[] {
    if (prefix === '') return [];
    const found: CatalogPart[] = [];
    for (let i = lowerBound(this.sortedKeys, prefix); i < this.sortedKeys.length && found.length < PREFIX_SCAN_LIMIT; i++) {
      if (!this.sortedKeys[i]!.startsWith(prefix)) break;
      found.push(this.sortedParts[i]!);
    }
    return found;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
