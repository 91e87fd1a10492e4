import type { ProductDetailResponse } from '#shared/catalog/schemas.ts';
import { productDetailPath } from '#shared/http/api-paths.ts';
import { getJson } from '../../../api/get-json.ts';

/** GET /v1/products/{slug}: everything the product page shows. */
export function fetchProduct(slug: string, signal?: AbortSignal): Promise<ProductDetailResponse> {
  return getJson<ProductDetailResponse>(productDetailPath(slug), signal ? { signal } : {});
}

/** GET /v1/products/product-relate?product_id (spec §7): the related products carousel. */
export function relatedProductsUrl(productId: number): string {
  return `/v1/products/product-relate?product_id=${productId}`;
}

/**
 * GET /v1/product-viewed?ids (spec §7): cards for the ids a guest keeps locally, in that order;
 * with no ids, a signed-in user's server-kept list.
 */
export function viewedProductsUrl(productIds: readonly number[]): string {
  return productIds.length === 0 ? '/v1/product-viewed' : `/v1/product-viewed?ids=${productIds.join(',')}`;
}

/** GET /v1/product-popular?category_id (spec §7): the popular products box. */
export function popularProductsUrl(categoryId: number | null): string {
  return categoryId === null ? '/v1/product-popular' : `/v1/product-popular?category_id=${categoryId}`;
}
