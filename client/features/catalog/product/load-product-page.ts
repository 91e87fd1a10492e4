import { notFound } from '@tanstack/react-router';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { RESERVED_TOP_LEVEL, SLUG_PATTERN } from '#shared/catalog/pages.ts';
import { ApiError } from '../../../api/api-error.ts';
import { fetchProduct } from './product-api.ts';

/**
 * The loader of /products/{slug} and /{slug} (spec §2): the product, or the not-found screen for
 * a slug the shop does not have (the server answers those URLs with status 404 too). At the root,
 * names that belong to other routes (`/pcb`, `/carts`, ... until their issues add them) are never
 * looked up as products, as on the server.
 */
export async function loadProductPage(slug: string, signal: AbortSignal, options: { atRoot?: boolean } = {}): Promise<{ product: ProductDetail }> {
  if (!SLUG_PATTERN.test(slug) || (options.atRoot && RESERVED_TOP_LEVEL.has(slug))) throw notFound();
  try {
    return await fetchProduct(slug, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
