import type { CategoryRow, FilterCategoryResponse, OrderSort, SupplierRow } from '#shared/catalog/schemas.ts';
import type { Selection } from './selection.ts';

export interface ListingRequest extends Selection {
  /** `default`: popular, or relevance for a search. */
  sort: OrderSort;
  page: number;
  perPage: number;
}

export interface ListingResult {
  /** Product ids of the page, in order. */
  productIds: number[];
  total: number;
}

export interface SuggestResult {
  /** Best matches first. */
  productIds: number[];
  total: number;
  categories: CategoryRow[];
  suppliers: { id: number; name: string; slug: string }[];
}

/**
 * The catalogue's listing, filter-count and search engine, as the routes see it. The routes ask
 * for ids and counts and read the rows themselves from PostgreSQL, so prices and stock shown are
 * always fresh. Today it is an in-process index (`CatalogIndex`, kept current by
 * `LiveCatalogSearch`); past ~10M products this is the seam where a dedicated engine
 * (OpenSearch, Meilisearch) would plug in (ARCHITECTURE "Scale path").
 *
 * Unknown category or supplier ids in a selection throw the app's 404 error.
 */
export interface CatalogSearch {
  /** The `catalog_version` the answers reflect. */
  readonly version: number;
  readonly productCount: number;
  listProducts(request: ListingRequest): ListingResult;
  filterCounts(selection: Selection): FilterCategoryResponse;
  suggest(query: string, limit: number): SuggestResult;
  /** Brands with their product counts in a category subtree (every brand without one), by name. */
  suppliers(categoryId?: number): SupplierRow[];
  supplierBySlug(slug: string): SupplierRow | null;
}
