import { describe, expect, it } from 'vitest';
import {
  effectiveSort,
  listingHref,
  listingView,
  normaliseKeyword,
  validateListingSearch,
  validateSearchPageSearch,
  withPage,
  withPageSize,
  withSelection,
  withSort,
  withView,
  withoutFilters,
} from './listing-search.ts';

describe('validateListingSearch', () => {
  it('keeps valid parameters in their normal form', () => {
    expect(
      validateListingSearch({ prid: '30,4,4', brand: '9', stock: '1', order_sort: 'price_asc', number_view: '48', view_ga: 'false', page: '3' }),
    ).toEqual({ prid: '4,30', brand: '9', stock: 1, order_sort: 'price_asc', number_view: 48, view_ga: false, page: 3 });
  });

  it('drops defaults and junk', () => {
    expect(
      validateListingSearch({ prid: 'abc', brand: '', stock: '0', order_sort: 'cheapest', number_view: '24', view_ga: 'yes', page: '1', x: '1' }),
    ).toEqual({});
    expect(validateListingSearch({ page: '-2', number_view: '50' })).toEqual({});
    expect(validateListingSearch({ page: '2.5', order_sort: 'default' })).toEqual({});
  });

  it('overrides malformed raw values (the router merges the result over the raw search)', () => {
    const raw = { prid: 'abc', page: '0', view_ga: 'maybe', utm: 'x' };
    const merged: Record<string, unknown> = { ...raw, ...validateListingSearch(raw) };
    expect(merged.prid).toBeUndefined();
    expect(merged.page).toBeUndefined();
    expect(merged.view_ga).toBeUndefined();
    expect({ ...{ search: '  ' }, ...validateSearchPageSearch({ search: '  ' }) }.search).toBeUndefined();
  });

  it('accepts values the router already typed', () => {
    expect(validateListingSearch({ prid: 12, stock: 1, page: 2, view_ga: true })).toEqual({ prid: '12', stock: 1, page: 2, view_ga: true });
  });
});

describe('the search page keyword', () => {
  it('is trimmed, collapsed and NFC', () => {
    expect(normaliseKeyword('  dien   tro ')).toBe('dien tro');
    expect(normaliseKeyword('Đie\u0300n')).toBe('Đi\u00e8n');
    expect(normaliseKeyword(555)).toBe('555');
  });

  it('is left out when blank', () => {
    expect(validateSearchPageSearch({ search: '   ', page: '2' })).toEqual({ page: 2 });
    expect(validateSearchPageSearch({ search: 'lm358', stock: '1' })).toEqual({ search: 'lm358', stock: 1 });
  });
});

describe('state changes', () => {
  const search = { prid: '4', stock: 1 as const, order_sort: 'price_asc' as const, number_view: 48 as const, page: 5 };

  it('removes the page when filters change (spec §2)', () => {
    expect(withSelection(search, { prid: [4, 7], brand: [2], stock: 0 })).toEqual({
      prid: '4,7',
      brand: '2',
      order_sort: 'price_asc',
      number_view: 48,
    });
    expect(withoutFilters(search)).toEqual({ order_sort: 'price_asc', number_view: 48 });
  });

  it('removes the page when sort or page size change, dropping defaults', () => {
    expect(withSort(search, 'newest', 'default')).toEqual({ prid: '4', stock: 1, order_sort: 'newest', number_view: 48 });
    expect(withSort(search, 'default', 'default')).toEqual({ prid: '4', stock: 1, number_view: 48 });
    expect(withPageSize(search, 24)).toEqual({ prid: '4', stock: 1, order_sort: 'price_asc' });
  });

  it('keeps the page when the view changes', () => {
    expect(withView(search, 'grid')).toEqual({ ...search, view_ga: false });
    expect(withView({ ...search, view_ga: false }, 'list')).toEqual(search);
    expect(listingView({ view_ga: false })).toBe('grid');
    expect(listingView({})).toBe('list');
  });

  it('moves between pages, page 1 without the parameter', () => {
    expect(withPage(search, 1)).not.toHaveProperty('page');
    expect(withPage(search, 6).page).toBe(6);
  });

  it('defaults searches to relevance and ignores relevance elsewhere', () => {
    expect(effectiveSort({}, true)).toBe('relevance');
    expect(effectiveSort({}, false)).toBe('default');
    expect(effectiveSort({ order_sort: 'relevance' }, false)).toBe('default');
    expect(effectiveSort({ order_sort: 'newest' }, true)).toBe('newest');
  });
});

describe('listingHref', () => {
  it('writes parameters in one order with readable commas', () => {
    expect(listingHref('/product/dien-tro', { page: 2, prid: '4,30', stock: 1 })).toBe('/product/dien-tro?prid=4,30&stock=1&page=2');
    expect(listingHref('/products', { view_ga: false }, 'lm 358')).toBe('/products?search=lm%20358&view_ga=false');
    expect(listingHref('/suppliers/ti', {})).toBe('/suppliers/ti');
  });
});
