import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  applySelection,
  canApply,
  chosenCount,
  clearSelection,
  isGroupHighlighted,
  isValueDisabled,
  sameSelection,
  selectionFromParams,
  selectionParams,
  setInStockOnly,
  toggleBrand,
  toggleProperty,
} from './filter-selection.ts';

describe('starting from the URL (spec §4 "the chosen set can start from prid")', () => {
  it('reads prid, brand and stock', () => {
    expect(selectionFromParams({ prid: '30,4,30', brand: '7', stock: 1 })).toEqual({ prid: [4, 30], brand: [7], stock: 1 });
    expect(selectionFromParams({ stock: '1' }).stock).toBe(1);
  });

  it('starts empty without parameters and ignores junk', () => {
    expect(selectionFromParams({})).toEqual(EMPTY_SELECTION);
    expect(selectionFromParams({ prid: 'x,-1', stock: 0 })).toEqual(EMPTY_SELECTION);
    expect(selectionFromParams({ stock: 2 }).stock).toBe(0);
  });
});

describe('toggling (spec §4 "a property id toggles on click")', () => {
  it('adds then removes a property value, keeping ids sorted', () => {
    const once = toggleProperty(selectionFromParams({ prid: '9' }), 3);
    expect(once.prid).toEqual([3, 9]);
    expect(toggleProperty(once, 3).prid).toEqual([9]);
  });

  it('toggles brands independently of properties', () => {
    const selection = toggleBrand(toggleProperty(EMPTY_SELECTION, 5), 12);
    expect(selection).toEqual({ prid: [5], brand: [12], stock: 0 });
    expect(toggleBrand(selection, 12).brand).toEqual([]);
  });

  it('switches in-stock only', () => {
    expect(setInStockOnly(EMPTY_SELECTION, true).stock).toBe(1);
    expect(setInStockOnly(setInStockOnly(EMPTY_SELECTION, true), false)).toEqual(EMPTY_SELECTION);
  });

  it('does not change the selection it was given', () => {
    const start = selectionFromParams({ prid: '1' });
    toggleProperty(start, 2);
    expect(start.prid).toEqual([1]);
  });
});

describe('clear (spec §4 "clear resets all")', () => {
  it('drops every property, brand and the stock switch', () => {
    expect(clearSelection()).toEqual({ prid: [], brand: [], stock: 0 });
    expect(chosenCount(clearSelection())).toBe(0);
  });
});

describe('highlight, disabled values and the chosen count', () => {
  it('highlights a group when any of its values is chosen', () => {
    expect(isGroupHighlighted([10, 11, 12], [3, 11])).toBe(true);
    expect(isGroupHighlighted([10, 11, 12], [3])).toBe(false);
    expect(isGroupHighlighted([], [3])).toBe(false);
  });

  it('disables values with no matches, unless chosen or not counted yet', () => {
    expect(isValueDisabled(0, false)).toBe(true);
    expect(isValueDisabled(0, true)).toBe(false);
    expect(isValueDisabled(4, false)).toBe(false);
    expect(isValueDisabled(undefined, false)).toBe(false);
  });

  it('counts chosen values with the stock switch as one', () => {
    expect(chosenCount({ prid: [1, 2], brand: [3], stock: 1 })).toBe(4);
  });
});

describe('Apply (spec §4 "Apply is disabled until something is chosen")', () => {
  it('is disabled while nothing is chosen and enabled by the first choice', () => {
    expect(canApply(EMPTY_SELECTION, EMPTY_SELECTION)).toBe(false);
    expect(canApply(toggleProperty(EMPTY_SELECTION, 4), EMPTY_SELECTION)).toBe(true);
    expect(canApply(setInStockOnly(EMPTY_SELECTION, true), EMPTY_SELECTION)).toBe(true);
  });

  it('is disabled again when the pending choice equals what the page shows', () => {
    const applied = selectionFromParams({ prid: '4,8' });
    expect(canApply(applied, applied)).toBe(false);
    expect(canApply(toggleProperty(toggleProperty(applied, 5), 5), applied)).toBe(false);
    expect(canApply(toggleProperty(applied, 8), applied)).toBe(true);
  });

  it('can apply a cleared selection when the page had filters', () => {
    expect(canApply(clearSelection(), selectionFromParams({ brand: '2' }))).toBe(true);
  });

  it('compares selections by value', () => {
    expect(sameSelection(selectionFromParams({ prid: '2,1' }), { prid: [1, 2], brand: [], stock: 0 })).toBe(true);
    expect(sameSelection(selectionFromParams({ prid: '1' }), selectionFromParams({ brand: '1' }))).toBe(false);
  });
});

describe('applying writes the URL parameters and resets the page (spec §2)', () => {
  it('writes comma lists and stock=1, leaving empty parts out', () => {
    expect(selectionParams({ prid: [4, 30], brand: [], stock: 1 })).toEqual({ prid: '4,30', stock: 1 });
    expect(selectionParams(EMPTY_SELECTION)).toEqual({});
  });

  it('removes the page parameter and replaces the old filters, keeping sort and view', () => {
    const search = { prid: '1', brand: '9', stock: 1 as const, page: 7, order_sort: 'price_asc', view_ga: false };
    expect(applySelection(search, { prid: [1, 2], brand: [], stock: 0 })).toEqual({ prid: '1,2', order_sort: 'price_asc', view_ga: false });
  });

  it('removes the page parameter even when the result has no filters', () => {
    expect(applySelection({ page: 3, number_view: 48 }, clearSelection())).toEqual({ number_view: 48 });
  });
});
