import { applySelection, type FilterSelection } from '#shared/catalog/filter-selection.ts';
import { formatIdList, isNumberView, isOrderSort, parseIdList } from '#shared/catalog/listing-params.ts';
import { DEFAULT_NUMBER_VIEW, type NUMBER_VIEWS, type OrderSort } from '#shared/catalog/listing-options.ts';
import { encodeQuery } from '../../../api/query-string.ts';

export type NumberView = (typeof NUMBER_VIEWS)[number];

/** Highest page a URL may ask for (the API's own limit). */
const MAX_PAGE = 100_000;
/** The API's longest search keyword. */
const MAX_KEYWORD_LENGTH = 200;

/**
 * A listing's URL state (spec §2 category filtering), normalised: defaults are left out, so every
 * state has one URL. `view_ga`: spec §2 reads "true/false, list or grid", taken in that order:
 * `true` is the list (the default, dense rows an engineer scans), `false` the grid of cards.
 */
export interface ListingSearch {
  prid?: string;
  brand?: string;
  stock?: 1;
  order_sort?: OrderSort;
  number_view?: NumberView;
  view_ga?: boolean;
  page?: number;
}

/** The search results page adds its keyword (spec §2 `/products?search={keyword}`). */
export interface SearchPageSearch extends ListingSearch {
  search?: string;
}

export type ListingView = 'list' | 'grid';

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function positiveInteger(value: unknown): number | undefined {
  const raw = text(value);
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) return undefined;
  const number = Number(raw);
  return number >= 1 ? number : undefined;
}

/**
 * Every key of the listing state set to undefined: TanStack Router merges a route's validated
 * search over the raw one, so a malformed value is only dropped when the validator overrides it.
 */
const CLEARED: Record<keyof SearchPageSearch, undefined> = {
  search: undefined,
  prid: undefined,
  brand: undefined,
  stock: undefined,
  order_sort: undefined,
  number_view: undefined,
  view_ga: undefined,
  page: undefined,
};

/** `validateSearch` of every listing route: malformed parameters and defaults are dropped. */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  const search: ListingSearch = { ...CLEARED };
  const prid = formatIdList(parseIdList(text(raw.prid)));
  const brand = formatIdList(parseIdList(text(raw.brand)));
  if (prid) search.prid = prid;
  if (brand) search.brand = brand;
  if (text(raw.stock) === '1') search.stock = 1;
  const sort = text(raw.order_sort);
  if (isOrderSort(sort) && sort !== 'default') search.order_sort = sort;
  const size = positiveInteger(raw.number_view);
  if (isNumberView(size) && size !== DEFAULT_NUMBER_VIEW) search.number_view = size;
  const view = text(raw.view_ga);
  if (view === 'true' || view === 'false') search.view_ga = view === 'true';
  const page = positiveInteger(raw.page);
  if (page !== undefined && page > 1 && page <= MAX_PAGE) search.page = page;
  return search;
}

/** The keyword as the search box sends it (spec §5): NFC, trimmed, inner spaces collapsed. */
export function normaliseKeyword(value: unknown): string {
  return (text(value) ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH).trim();
}

/** `validateSearch` of `/products`: the listing state plus a non-empty keyword. */
export function validateSearchPageSearch(raw: Record<string, unknown>): SearchPageSearch {
  const keyword = normaliseKeyword(raw.search);
  const { search: _search, ...listing } = validateListingSearch(raw) as SearchPageSearch;
  return { search: keyword || undefined, ...listing };
}

export function listingView(search: ListingSearch): ListingView {
  return search.view_ga === false ? 'grid' : 'list';
}

/** The sort a listing uses: searches default to relevance, `relevance` means nothing elsewhere. */
export function effectiveSort(search: ListingSearch, isSearch: boolean): OrderSort {
  const sort = search.order_sort ?? (isSearch ? 'relevance' : 'default');
  return !isSearch && sort === 'relevance' ? 'default' : sort;
}

/** Apply in the filter panel: the new selection, without `page` (spec §2). */
export function withSelection(search: ListingSearch, selection: FilterSelection): ListingSearch {
  return applySelection(search, selection);
}

/** A new sort order starts at page 1; the scope's default sort leaves the parameter out. */
export function withSort(search: ListingSearch, sort: OrderSort, defaultSort: OrderSort): ListingSearch {
  const { page: _page, order_sort: _sort, ...rest } = search;
  return sort === defaultSort ? rest : { ...rest, order_sort: sort };
}

/** A new page size starts at page 1. */
export function withPageSize(search: ListingSearch, size: NumberView): ListingSearch {
  const { page: _page, number_view: _size, ...rest } = search;
  return size === DEFAULT_NUMBER_VIEW ? rest : { ...rest, number_view: size };
}

/** List or grid keeps the page: the same products, shown another way. */
export function withView(search: ListingSearch, view: ListingView): ListingSearch {
  const { view_ga: _view, ...rest } = search;
  return view === 'list' ? rest : { ...rest, view_ga: false };
}

export function withPage(search: ListingSearch, page: number): ListingSearch {
  const { page: _page, ...rest } = search;
  return page > 1 ? { ...rest, page } : rest;
}

/** One chip removed: the same selection minus one value, page reset like any filter change. */
export function withoutFilters(search: ListingSearch): ListingSearch {
  const { page: _page, prid: _prid, brand: _brand, stock: _stock, ...rest } = search;
  return rest;
}

/**
 * The address of a listing state, parameters in one fixed order so equal states share one URL
 * (and one service-worker cache entry). `keyword` comes first on the search page.
 */
export function listingHref(path: string, search: ListingSearch, keyword?: string): string {
  const query = encodeQuery([
    ['search', keyword],
    ['prid', search.prid],
    ['brand', search.brand],
    ['stock', search.stock],
    ['order_sort', search.order_sort],
    ['number_view', search.number_view],
    ['view_ga', search.view_ga],
    ['page', search.page],
  ]);
  return query ? `${path}?${query}` : path;
}
