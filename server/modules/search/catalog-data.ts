import type { PartIndex } from '#shared/bom/part-index.ts';
import type { CategoryRecord } from '../catalog/index.ts';
import type { Bitset } from './bitset.ts';
import type { CodeIndex } from './code-index.ts';
import type { CompressedLists } from './sorted-arrays.ts';
import type { TextIndex } from './text-index.ts';

export interface CategoryMeta extends CategoryRecord {
  position: number;
}

export interface SupplierMeta {
  id: number;
  name: string;
  slug: string;
}

export interface PropertyMeta {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
  position: number;
}

/** Orders a listing can be sorted by; `price_desc` has its own order so ties stay popular-first. */
export const SORT_KEYS = ['popular', 'price_asc', 'price_desc', 'newest', 'stock_desc', 'name_asc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * What the sort orders are sorted by, kept per ordinal so a stock or price change can move one
 * product inside each order (see `patchProducts`) instead of sorting everything again.
 */
export interface SortKeys {
  /** Unit price clamped to 0..2^32-1. */
  price: Uint32Array;
  inventory: Int32Array;
  /** Unix seconds, clamped like the price. */
  createdAt: Uint32Array;
  /** 1 for a basic / preferred part. */
  tagged: Uint8Array;
  /** Name sort keys (see text-keys.ts), one array per key word. */
  nameKeys: Uint32Array[];
}

/** A total order of all products: `perm[i]` is the i-th ordinal, `rank[ordinal]` its position. */
export interface SortOrder {
  perm: Uint32Array;
  rank: Uint32Array;
}

/**
 * One immutable snapshot of the catalogue as the search index holds it. Products are numbered by
 * "ordinals" in category-tree order (depth first, siblings by position), so every category's
 * whole subtree is one contiguous ordinal range and "in this category" is two integers.
 */
export interface CatalogData {
  /** The `catalog_version` this snapshot was read at. */
  version: number;
  /** Number of products (ordinals are 0 .. size-1). */
  size: number;
  productIds: Uint32Array;
  /** Product id → ordinal, -1 for an id the snapshot does not hold. */
  ordinalOfId: Int32Array;
  /** Supplier index of each ordinal, -1 for none. */
  supplierOf: Int32Array;
  inStock: Bitset;
  /** Ordinal → the property value indices it has (ascending ordinals, for facet counting). */
  productValues: CompressedLists;
  /** Value index → ordinals having it, ascending. */
  valuePostings: CompressedLists;
  /** Supplier index → ordinals, ascending. */
  supplierPostings: CompressedLists;
  orders: Record<SortKey, SortOrder>;
  sortKeys: SortKeys;

  /** Categories in tree order. */
  categories: CategoryMeta[];
  categoryIndexById: Map<number, number>;
  /** Subtree ordinal range of category `i`: [subtreeStart[i], subtreeEnd[i]). */
  subtreeStart: Uint32Array;
  subtreeEnd: Uint32Array;
  /** The category's own products (not its descendants') end here; they start at subtreeStart. */
  directEnd: Uint32Array;

  suppliers: SupplierMeta[];
  supplierIndexById: Map<number, number>;
  supplierIndexBySlug: Map<string, number>;

  /** Filter groups in display order. */
  groups: PropertyMeta[];
  /** Value indices of each group, in display order. */
  groupValues: Uint32Array[];
  /** Property values by value index. */
  values: PropertyMeta[];
  valueIndexById: Map<number, number>;
  /** Group index of each value index. */
  groupOfValue: Uint32Array;

  text: TextIndex;
  codes: CodeIndex;
  /** The BOM matcher's look-ups over the same ordinals; reads `sortKeys.inventory` and `tagged` live. */
  parts: PartIndex;
}

/** Bytes held in typed arrays by a snapshot (strings and small maps excluded): its memory cost. */
export function typedArrayBytes(value: unknown, seen = new Set<unknown>()): number {
  if (value === null || typeof value !== 'object' || seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) return [...value.values()].reduce((sum: number, item) => sum + typedArrayBytes(item, seen), 0);
  return Object.values(value).reduce((sum: number, item) => sum + typedArrayBytes(item, seen), 0);
}
