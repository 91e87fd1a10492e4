import { notFound } from '../../errors.ts';
import { andInto, clipToRange, countBits, setList, setRange, wordWindow, type Bitset, type Scratch } from './bitset.ts';
import type { CatalogData } from './catalog-data.ts';
import type { CountedSet } from './page-of-set.ts';
import { lowerBound } from './sorted-arrays.ts';
import type { SearchMatch } from './text-match.ts';

/** What a listing, its filter counts and its page share (spec §2 category filtering). */
export interface Selection {
  categoryId?: number | undefined;
  supplierId?: number | undefined;
  search?: string | undefined;
  /** Property value ids: OR inside a group, AND across groups. */
  prid: number[];
  /** Supplier ids, OR. */
  brand: number[];
  /** Only products with inventory > 0. */
  stock: boolean;
}

/**
 * The products a listing is about before filters: an ordinal range (a category subtree, or
 * everything) and, for a brand or a search, a set inside it.
 */
export interface Scope {
  lo: number;
  hi: number;
  from: number;
  to: number;
  /** null: every ordinal in [lo, hi); else exactly the members (zero outside [lo, hi)). */
  set: Bitset | null;
  search: SearchMatch | null;
}

/** The filters of a selection in index terms; unknown ids are ignored. */
export interface Filters {
  /** Group index → the selected value indices of that group. */
  groups: Map<number, number[]>;
  /** Selected supplier indices, or null for no brand filter. */
  brands: number[] | null;
  stock: boolean;
}

export function resolveScope(data: CatalogData, selection: Selection, matchSearch: (query: string) => SearchMatch | null, scratch: Scratch): Scope {
  let lo = 0;
  let hi = data.size;
  if (selection.categoryId !== undefined) {
    const index = data.categoryIndexById.get(selection.categoryId);
    if (index === undefined) throw notFound('Category');
    lo = data.subtreeStart[index]!;
    hi = data.subtreeEnd[index]!;
  }
  let [from, to] = wordWindow(lo, hi);
  let set: Bitset | null = null;
  if (selection.supplierId !== undefined) {
    const index = data.supplierIndexById.get(selection.supplierId);
    if (index === undefined) throw notFound('Supplier');
    set = scratch.bitset();
    addPostingsInRange(set, data.supplierPostings.items, data.supplierPostings.starts[index]!, data.supplierPostings.starts[index + 1]!, lo, hi);
  }
  let search: SearchMatch | null = null;
  if (selection.search !== undefined) {
    search = matchSearch(selection.search);
    // Only the words where both the category and the matches can be non-zero need any work.
    [from, to] = search ? [Math.max(from, search.from), Math.min(to, search.to)] : [from, from];
    if (to <= from) to = from;
    const matched = scratch.bitset();
    if (search && from < to) matched.set(search.all.subarray(from, to), from);
    clipToRange(matched, lo, hi);
    if (set) andInto(set, matched, from, to);
    else set = matched;
    set.fill(0, 0, from);
    set.fill(0, to);
    // The set is empty outside the window, so the ordinal range can shrink to it too.
    [lo, hi] = [Math.max(lo, from * 32), Math.max(Math.max(lo, from * 32), Math.min(hi, to * 32))];
    scratch.written(matched, from, to);
  }
  // Written only inside the scope's word window (a search's narrowed one is zeroed outside).
  if (set) scratch.written(set, from, to);
  return { lo, hi, from, to, set, search };
}

export function resolveFilters(data: CatalogData, selection: Selection): Filters {
  const groups = new Map<number, number[]>();
  for (const id of selection.prid) {
    const valueIndex = data.valueIndexById.get(id);
    if (valueIndex === undefined) continue;
    const group = data.groupOfValue[valueIndex]!;
    const list = groups.get(group) ?? [];
    list.push(valueIndex);
    groups.set(group, list);
  }
  const brands = selection.brand.map((id) => data.supplierIndexById.get(id)).filter((index) => index !== undefined);
  return { groups, brands: brands.length ? brands : null, stock: selection.stock };
}

/** Sets the ordinals of `list[start..end)` that fall in [lo, hi). */
export function addPostingsInRange(set: Bitset, list: Uint32Array, start: number, end: number, lo: number, hi: number): void {
  const first = lo > 0 ? lowerBound(list, start, end, lo) : start;
  const last = lowerBound(list, first, end, hi);
  setList(set, list, first, last);
}

export function hasFilters(filters: Filters): boolean {
  return filters.stock || filters.brands !== null || filters.groups.size > 0;
}

/** The scope with every filter applied: the products a listing shows. */
export function selectedSet(data: CatalogData, scope: Scope, filters: Filters, scratch: Scratch): CountedSet {
  const { lo, hi, from, to } = scope;
  const set = scratch.bitset();
  if (scope.set) set.set(scope.set.subarray(from, to), from);
  else setRange(set, lo, hi);
  if (filters.stock) andInto(set, data.inStock, from, to);
  if (filters.brands) {
    const brands = scratch.bitset();
    const { starts, items } = data.supplierPostings;
    for (const supplier of filters.brands) addPostingsInRange(brands, items, starts[supplier]!, starts[supplier + 1]!, lo, hi);
    andInto(set, brands, from, to);
    scratch.written(brands, from, to);
  }
  const { starts, items } = data.valuePostings;
  for (const valueIndices of filters.groups.values()) {
    const group = scratch.bitset();
    for (const value of valueIndices) addPostingsInRange(group, items, starts[value]!, starts[value + 1]!, lo, hi);
    andInto(set, group, from, to);
    scratch.written(group, from, to);
  }
  scratch.written(set, from, to);
  return { set, from, to, count: countBits(set, from, to) };
}
