import type { NUMBER_VIEWS, OrderSort } from '#shared/catalog/listing-options.ts';
import type { CategoryShowResponse, FilterCategoryQuery, MenuResponse, ProductListQuery, SupplierDetailResponse, SupplierListResponse } from '#shared/catalog/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import { encodeQuery } from '../../api/query-string.ts';

/** GET /v1/get-menu: the three-level category tree (spec §7). */
export function fetchMenu(): Promise<MenuResponse> {
  return getJson<MenuResponse>(API_PATH.menu);
}

/** The URL of a category's showcase; kept stable so the service worker cache key repeats. */
export function categoryShowUrl(categoryId: number, limit: number): string {
  return `/v1/get-category-show?parent_id=${categoryId}&limit=${limit}`;
}

/** GET /v1/get-category-show: a category's children, its ancestors (root first, itself last) and showcase products. */
export function fetchCategoryShow(categoryId: number, limit: number, signal?: AbortSignal): Promise<CategoryShowResponse> {
  return getJson<CategoryShowResponse>(categoryShowUrl(categoryId, limit), signal ? { signal } : {});
}

/** The selection parameters every listing call shares, in one order (a stable service-worker cache key). */
function selectionEntries(query: FilterCategoryQuery): [string, string | number | undefined][] {
  return [
    ['category_id', query.category_id],
    ['supplier_id', query.supplier_id],
    ['search', query.search],
    ['prid', query.prid],
    ['brand', query.brand],
    ['stock', query.stock],
  ];
}

/**
 * ProductListQuery with `order_sort` and `number_view` typed by hand: the schema builds their
 * unions from a mapped array, which TypeBox's `Static` reads as `undefined`.
 */
export type ProductListParams = Omit<ProductListQuery, 'order_sort' | 'number_view'> & {
  order_sort?: OrderSort | undefined;
  number_view?: (typeof NUMBER_VIEWS)[number] | undefined;
};

/** GET /v1/products: one page of a category, brand or search listing (spec §2). */
export function productListUrl(query: ProductListParams): string {
  return `/v1/products?${encodeQuery([
    ...selectionEntries(query),
    ['order_sort', query.order_sort],
    ['number_view', query.number_view],
    ['page', query.page],
  ])}`;
}

/** GET /v1/filter-category: filter groups with pCount per value and per brand for a selection (spec §7). */
export function filterCategoryUrl(query: FilterCategoryQuery): string {
  return `/v1/filter-category?${encodeQuery(selectionEntries(query))}`;
}

/** GET /v1/suppliers/get-json[?category_id]: brands with their product counts (spec §7). */
export function supplierListUrl(categoryId?: number): string {
  return categoryId === undefined ? '/v1/suppliers/get-json' : `/v1/suppliers/get-json?category_id=${categoryId}`;
}

export function fetchSuppliers(categoryId?: number, signal?: AbortSignal): Promise<SupplierListResponse> {
  return getJson<SupplierListResponse>(supplierListUrl(categoryId), signal ? { signal } : {});
}

/** GET /v1/suppliers/{slug}: a brand page's header; 404 for an unknown brand. */
export function fetchSupplier(slug: string, signal?: AbortSignal): Promise<SupplierDetailResponse> {
  return getJson<SupplierDetailResponse>(`/v1/suppliers/${encodeURIComponent(slug)}`, signal ? { signal } : {});
}
