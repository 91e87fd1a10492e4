import { notFound } from '@tanstack/react-router';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { ApiError } from '../../../api/api-error.ts';
import { fetchProduct } from './product-api.ts';

/** Product slugs as the server writes them (shared/http/page-routes.ts); anything else cannot exist. */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The loader of /products/{slug} and /{slug} (spec §2): the product, or the not-found screen for
 * a slug the shop does not have (the server already answers those URLs with status 404).
 */
export async function loadProductPage(slug: string, signal: AbortSignal): Promise<{ product: ProductDetail }> {
  if (!SLUG.test(slug)) throw notFound();
  try {
    return await fetchProduct(slug, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
