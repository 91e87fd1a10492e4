import type { CategoryShowResponse, MenuResponse } from '#shared/catalog/schemas.ts';
import { getJson } from '../../api/get-json.ts';

/** GET /v1/get-menu: the three-level category tree (spec §7). */
export function fetchMenu(): Promise<MenuResponse> {
  return getJson<MenuResponse>('/v1/get-menu');
}

/** The URL of a category's showcase; kept stable so the service worker cache key repeats. */
export function categoryShowUrl(categoryId: number, limit: number): string {
  return `/v1/get-category-show?parent_id=${categoryId}&limit=${limit}`;
}

/** GET /v1/get-category-show: a category's children, its ancestors (root first, itself last) and showcase products. */
export function fetchCategoryShow(categoryId: number, limit: number, signal?: AbortSignal): Promise<CategoryShowResponse> {
  return getJson<CategoryShowResponse>(categoryShowUrl(categoryId, limit), signal ? { signal } : {});
}
