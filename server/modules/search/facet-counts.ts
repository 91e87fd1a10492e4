import { andInto, countBits, setRange, type Bitset, type Scratch } from './bitset.ts';
import type { CatalogData } from './catalog-data.ts';
import { addPostingsInRange, type Filters, type Scope } from './selection.ts';
import { countInRange } from './sorted-arrays.ts';

/** Filter counts of one selection, by value index and by supplier index. */
export interface FacetCounts {
  /** Products of the scope having the value, ignoring filters: > 0 means the value is shown. */
  valuePresence: Int32Array;
  /** Products the selection would match with this value added to its group (spec §3 pCount). */
  valueCounts: Int32Array;
  supplierPresence: Int32Array;
  /** Products the selection would match with this brand chosen instead of the current brands. */
  supplierCounts: Int32Array;
  /** Products matching the whole selection. */
  total: number;
}

/** A filter dimension: one selected property group, or the brand filter (group -1). */
interface Dimension {
  group: number;
  mask: Bitset;
}

/**
 * Facet counts with "drill sideways" semantics: a value's count applies every filter except the
 * one of its own group (so adding values to a group widens the result, as the filter panel
 * shows), brand counts apply every filter except the brand one, and stock always applies.
 *
 * With the scope S (∩ stock), the filter dimensions M1..Mk (selected groups, brand) as bitsets
 * and F = S ∩ M1 ∩ … ∩ Mk:
 * - values of unselected groups (and brands, when no brand is chosen) are counted over F;
 * - the values of dimension d over S ∩ (all M but Md), or, when d is the only dimension and S is
 *   a whole category, straight from posting-list lengths inside its ordinal range.
 * So the work follows the size of the filtered sets, not of the category: a 150k-product
 * category with one filter value chosen costs a pass over the matches plus a few thousand binary
 * searches. Presence (which values to show) for a category is two binary searches per value.
 */
export function facetCounts(data: CatalogData, scope: Scope, filters: Filters, scratch: Scratch): FacetCounts {
  const valueCount = data.values.length;
  const supplierCount = data.suppliers.length;
  const result: FacetCounts = {
    valuePresence: new Int32Array(valueCount),
    valueCounts: new Int32Array(valueCount),
    supplierPresence: new Int32Array(supplierCount),
    supplierCounts: new Int32Array(supplierCount),
    total: 0,
  };
  const { lo, hi, from, to } = scope;
  if (scope.set === null) {
    for (let v = 0; v < valueCount; v++) result.valuePresence[v] = countInRange(data.valuePostings, v, lo, hi);
    for (let s = 0; s < supplierCount; s++) result.supplierPresence[s] = countInRange(data.supplierPostings, s, lo, hi);
  } else {
    countMembers(data, scope.set, from, to, result.valuePresence, result.supplierPresence);
  }

  const dimensions: Dimension[] = [];
  for (const [group, values] of filters.groups) {
    const mask = scratch.bitset();
    for (const value of values) addPostingsInRange(mask, data.valuePostings.items, data.valuePostings.starts[value]!, data.valuePostings.starts[value + 1]!, lo, hi);
    dimensions.push({ group, mask });
  }
  if (filters.brands) {
    const mask = scratch.bitset();
    for (const supplier of filters.brands) {
      addPostingsInRange(mask, data.supplierPostings.items, data.supplierPostings.starts[supplier]!, data.supplierPostings.starts[supplier + 1]!, lo, hi);
    }
    dimensions.push({ group: -1, mask });
  }
  const wholeRange = scope.set === null && !filters.stock;
  if (wholeRange && dimensions.length === 0) {
    result.valueCounts.set(result.valuePresence);
    result.supplierCounts.set(result.supplierPresence);
    result.total = hi - lo;
    return result;
  }

  const base = scratch.bitset();
  if (scope.set) base.set(scope.set.subarray(from, to), from);
  else setRange(base, lo, hi);
  if (filters.stock) andInto(base, data.inStock, from, to);

  // Everything outside the chosen dimensions counts over the full selection.
  const selected = scratch.bitset();
  selected.set(base.subarray(from, to), from);
  for (const dimension of dimensions) andInto(selected, dimension.mask, from, to);
  result.total = countBits(selected, from, to);
  const inDimension = new Uint8Array(data.groups.length);
  for (const dimension of dimensions) if (dimension.group >= 0) inDimension[dimension.group] = 1;
  const brandChosen = filters.brands !== null;
  countOutsideDimensions(data, selected, from, to, inDimension, brandChosen, result);

  for (const dimension of dimensions) {
    if (wholeRange && dimensions.length === 1) {
      // The only filter, on a whole category: its own counts ignore it entirely.
      if (dimension.group < 0) result.supplierCounts.set(result.supplierPresence);
      else for (const value of data.groupValues[dimension.group]!) result.valueCounts[value] = result.valuePresence[value]!;
      continue;
    }
    const others = scratch.bitset();
    others.set(base.subarray(from, to), from);
    for (const other of dimensions) if (other !== dimension) andInto(others, other.mask, from, to);
    if (dimension.group < 0) countMembers(data, others, from, to, null, result.supplierCounts);
    else countGroupValues(data, others, from, to, dimension.group, result.valueCounts);
  }
  return result;
}

// The three counters below repeat the set-bit walk on purpose: they are the hot loops of filter
// counts, and a shared walker would cost a callback per member.

/** Counts every value and supplier of the members of `set` (either target may be skipped). */
function countMembers(data: CatalogData, set: Bitset, from: number, to: number, values: Int32Array | null, suppliers: Int32Array | null): void {
  const { starts, items } = data.productValues;
  const supplierOf = data.supplierOf;
  for (let w = from; w < to; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      const ordinal = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
      if (values) for (let k = starts[ordinal]!, end = starts[ordinal + 1]!; k < end; k++) values[items[k]!]!++;
      if (suppliers) {
        const supplier = supplierOf[ordinal]!;
        if (supplier >= 0) suppliers[supplier]!++;
      }
    }
  }
}

/** Over the full selection: values of groups without a choice, and brands unless one is chosen. */
function countOutsideDimensions(
  data: CatalogData,
  set: Bitset,
  from: number,
  to: number,
  inDimension: Uint8Array,
  brandChosen: boolean,
  result: FacetCounts,
): void {
  const { starts, items } = data.productValues;
  const { groupOfValue, supplierOf } = data;
  const { valueCounts, supplierCounts } = result;
  for (let w = from; w < to; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      const ordinal = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
      for (let k = starts[ordinal]!, end = starts[ordinal + 1]!; k < end; k++) {
        const value = items[k]!;
        if (inDimension[groupOfValue[value]!] === 0) valueCounts[value]!++;
      }
      if (!brandChosen) {
        const supplier = supplierOf[ordinal]!;
        if (supplier >= 0) supplierCounts[supplier]!++;
      }
    }
  }
}

/** Counts the values of one group among the members of `set`. */
function countGroupValues(data: CatalogData, set: Bitset, from: number, to: number, group: number, counts: Int32Array): void {
  const { starts, items } = data.productValues;
  const groupOfValue = data.groupOfValue;
  for (let w = from; w < to; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      const ordinal = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
      for (let k = starts[ordinal]!, end = starts[ordinal + 1]!; k < end; k++) {
        const value = items[k]!;
        if (groupOfValue[value] === group) counts[value]!++;
      }
    }
  }
}
