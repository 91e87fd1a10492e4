import { formatIdList, parseIdList } from './listing-params.ts';

/**
 * What a listing's filter panel has chosen (spec §2 category filtering): property value ids
 * (`prid`), supplier ids (`brand`) and the in-stock switch (`stock`: 1 in stock only, 0 all).
 * Id lists are kept sorted and without duplicates, so two selections compare by value.
 */
export interface FilterSelection {
  readonly prid: readonly number[];
  readonly brand: readonly number[];
  readonly stock: 0 | 1;
}

/** The URL parameters a selection is written to; an empty part leaves its parameter out. */
export interface SelectionParams {
  prid?: string;
  brand?: string;
  stock?: 1;
}

/** Nothing chosen: what "clear" resets to (spec §4 "clear resets all"). */
export const EMPTY_SELECTION: FilterSelection = { prid: [], brand: [], stock: 0 };

/** Spec §4: "the chosen set can start from prid": the panel opens with what the URL applied. */
export function selectionFromParams(params: {
  prid?: string | undefined;
  brand?: string | undefined;
  stock?: number | string | undefined;
}): FilterSelection {
  return {
    prid: parseIdList(params.prid),
    brand: parseIdList(params.brand),
    stock: String(params.stock) === '1' ? 1 : 0,
  };
}

function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].sort((a, b) => a - b);
}

/** Spec §4: "a property id toggles on click". */
export function toggleProperty(selection: FilterSelection, propertyId: number): FilterSelection {
  return { ...selection, prid: toggleId(selection.prid, propertyId) };
}

/** A brand (supplier) value toggles the same way as a property value. */
export function toggleBrand(selection: FilterSelection, supplierId: number): FilterSelection {
  return { ...selection, brand: toggleId(selection.brand, supplierId) };
}

export function setInStockOnly(selection: FilterSelection, inStockOnly: boolean): FilterSelection {
  return { ...selection, stock: inStockOnly ? 1 : 0 };
}

/** Spec §4: "clear resets all". */
export function clearSelection(): FilterSelection {
  return EMPTY_SELECTION;
}

/** How many values are chosen (the in-stock switch counts as one): the "Bộ lọc (n)" badge. */
export function chosenCount(selection: FilterSelection): number {
  return selection.prid.length + selection.brand.length + selection.stock;
}

export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  return (
    a.stock === b.stock &&
    a.prid.length === b.prid.length &&
    a.brand.length === b.brand.length &&
    a.prid.every((id, index) => b.prid[index] === id) &&
    a.brand.every((id, index) => b.brand[index] === id)
  );
}

/** Spec §4: "a group is highlighted when any value is chosen". */
export function isGroupHighlighted(valueIds: readonly number[], chosenIds: readonly number[]): boolean {
  return valueIds.some((id) => chosenIds.includes(id));
}

/**
 * Spec §4: "items with no matches are disabled". `count` is the value's pCount for the current
 * selection (undefined while unknown: not disabled). A chosen value stays enabled so it can
 * always be un-chosen, even when the rest of the selection leaves it no matches.
 */
export function isValueDisabled(count: number | undefined, chosen: boolean): boolean {
  return count === 0 && !chosen;
}

/**
 * Spec §4: "Apply is disabled until something is chosen". Read as: until the pending choice
 * differs from what the page already shows. So Apply starts disabled, turns on with the first
 * toggle, turns off again when the user toggles back, and can apply an emptied selection after
 * "clear" when the page had filters (otherwise clearing could not be applied).
 */
export function canApply(pending: FilterSelection, applied: FilterSelection): boolean {
  return !sameSelection(pending, applied);
}

/** The URL parameters of a selection (spec §2 `prid`, `brand`, `stock`). */
export function selectionParams(selection: FilterSelection): SelectionParams {
  const params: SelectionParams = {};
  const prid = formatIdList(selection.prid);
  const brand = formatIdList(selection.brand);
  if (prid) params.prid = prid;
  if (brand) params.brand = brand;
  if (selection.stock === 1) params.stock = 1;
  return params;
}

type WithoutSelection<S> = Omit<S, 'page' | 'prid' | 'brand' | 'stock'>;

/**
 * The listing's next URL state after Apply: the selection's parameters replace the old ones and
 * the page parameter is removed (spec §2 "the page parameter is removed whenever a filter changes").
 */
export function applySelection<S extends { page?: unknown; prid?: unknown; brand?: unknown; stock?: unknown }>(
  search: S,
  selection: FilterSelection,
): WithoutSelection<S> & SelectionParams {
  const { page: _page, prid: _prid, brand: _brand, stock: _stock, ...rest } = search;
  return { ...rest, ...selectionParams(selection) };
}
