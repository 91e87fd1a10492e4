import { hasBit } from './bitset.ts';
import type { CatalogData } from './catalog-data.ts';
import type { Filters, Scope } from './selection.ts';
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

const BRAND_DIMENSION = -1;

/**
 * Facet counts with "drill sideways" semantics: a value's count applies every filter except the
 * one of its own group (so adding values to a group widens the result, as the filter panel
 * shows), brand counts apply every filter except the brand one, and stock always applies.
 *
 * One pass over the scope's products: for each, count how many filter dimensions (selected
 * groups, brand) it fails. None: it is in the result and counts for all its values and its
 * brand. Exactly one: it counts only for that dimension's values, since choosing one of those
 * would let it in. Two or more: it counts nowhere. Cost: scope size × values per product, about
 * 2 ms for a 300k-product category, with no per-value set operations.
 *
 * With no filters at all on a category the counts are just posting-list lengths inside the
 * category's ordinal range: two binary searches per value, microseconds.
 */
export function facetCounts(data: CatalogData, scope: Scope, filters: Filters): FacetCounts {
  const valueCount = data.values.length;
  const supplierCount = data.suppliers.length;
  const result: FacetCounts = {
    valuePresence: new Int32Array(valueCount),
    valueCounts: new Int32Array(valueCount),
    supplierPresence: new Int32Array(supplierCount),
    supplierCounts: new Int32Array(supplierCount),
    total: 0,
  };
  const unfiltered = !filters.stock && filters.brands === null && filters.groups.size === 0;
  if (scope.set === null) {
    // A whole category (or the whole catalogue): presence by binary search in posting lists.
    for (let v = 0; v < valueCount; v++) result.valuePresence[v] = countInRange(data.valuePostings, v, scope.lo, scope.hi);
    for (let s = 0; s < supplierCount; s++) result.supplierPresence[s] = countInRange(data.supplierPostings, s, scope.lo, scope.hi);
    if (unfiltered) {
      result.valueCounts.set(result.valuePresence);
      result.supplierCounts.set(result.supplierPresence);
      result.total = scope.hi - scope.lo;
      return result;
    }
  }
  countSideways(data, scope, filters, result);
  return result;
}

function countSideways(data: CatalogData, scope: Scope, filters: Filters, result: FacetCounts): void {
  const { starts, items } = data.productValues;
  const supplierOf = data.supplierOf;
  const inStock = data.inStock;
  const stockOnly = filters.stock;
  const countPresence = scope.set !== null;
  const { valuePresence, valueCounts, supplierPresence, supplierCounts } = result;

  // Dimension of each selected value (its group's slot), -2 for values not selected.
  const dimensionOfValue = new Int32Array(data.values.length).fill(-2);
  const dimensionOfGroup = new Int32Array(data.groups.length).fill(-2);
  let dimensions = 0;
  for (const [group, values] of filters.groups) {
    dimensionOfGroup[group] = dimensions;
    for (const value of values) dimensionOfValue[value] = dimensions;
    dimensions++;
  }
  const groupDimensions = dimensions;
  const brandSelected = new Uint8Array(data.suppliers.length);
  if (filters.brands) {
    for (const supplier of filters.brands) brandSelected[supplier] = 1;
    dimensions++;
  }
  const satisfiedAt = new Int32Array(groupDimensions);
  let total = 0;

  const visit = (ordinal: number) => {
    const first = starts[ordinal]!;
    const end = starts[ordinal + 1]!;
    const supplier = supplierOf[ordinal]!;
    if (countPresence) {
      for (let k = first; k < end; k++) valuePresence[items[k]!]!++;
      if (supplier >= 0) supplierPresence[supplier]!++;
    }
    if (stockOnly && !hasBit(inStock, ordinal)) return;
    let misses = dimensions;
    let missed = -2;
    if (filters.brands) {
      if (supplier >= 0 && brandSelected[supplier] === 1) misses--;
      else missed = BRAND_DIMENSION;
    }
    if (groupDimensions > 0) {
      const stamp = ordinal + 1;
      for (let k = first; k < end; k++) {
        const dimension = dimensionOfValue[items[k]!]!;
        if (dimension >= 0 && satisfiedAt[dimension] !== stamp) {
          satisfiedAt[dimension] = stamp;
          misses--;
        }
      }
      if (misses === 1 && missed !== BRAND_DIMENSION) {
        for (let d = 0; d < groupDimensions; d++) {
          if (satisfiedAt[d] !== stamp) {
            missed = d;
            break;
          }
        }
      }
    }
    if (misses === 0) {
      total++;
      for (let k = first; k < end; k++) valueCounts[items[k]!]!++;
      if (supplier >= 0) supplierCounts[supplier]!++;
    } else if (misses === 1) {
      if (missed === BRAND_DIMENSION) {
        if (supplier >= 0) supplierCounts[supplier]!++;
      } else {
        for (let k = first; k < end; k++) {
          const value = items[k]!;
          if (dimensionOfGroup[data.groupOfValue[value]!] === missed) valueCounts[value]!++;
        }
      }
    }
  };

  if (scope.set === null) {
    for (let ordinal = scope.lo; ordinal < scope.hi; ordinal++) visit(ordinal);
  } else {
    const set = scope.set;
    for (let w = scope.from; w < scope.to; w++) {
      let word = set[w]!;
      while (word !== 0) {
        const low = word & -word;
        visit((w << 5) + (31 - Math.clz32(low)));
        word ^= low;
      }
    }
  }
  result.total = total;
}
