import { SearchCartResponse, SearchQuery, SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { DYNAMIC_JSON_COMPRESSION } from '../../http/dynamic-compression.ts';
import { priceBreaksOf, suggestionRows } from '../catalog/index.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/** Products in the search box's suggestions (spec §3 Search suggestion). */
const SUGGESTED_PRODUCTS = 8;
const SUGGESTED_CART_PRODUCTS = 10;

/**
 * Search as the user types (spec §5: suggestions from 2 characters; §7 search-autohome,
 * search-cart). Matching is diacritic-insensitive and typo-tolerant, part numbers match with or
 * without separators, and exact or prefix MPN/SKU matches rank first (see `TextMatcher`).
 */
export async function searchRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/v1/search-autohome',
    {
      compress: DYNAMIC_JSON_COMPRESSION,
      // Plain prepared reads only: no per-request EntityManager (see the db plugin).
      config: { requestContext: false },
      schema: {
        tags: ['search'],
        summary: 'Search suggestions: best products with the total, matching categories and brands',
        querystring: SearchQuery,
        response: { 200: SearchSuggestResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const result = app.catalogSearch.suggest(q, SUGGESTED_PRODUCTS);
      const data = await app.suggestionRowCache.read(result.productIds, (missing) => suggestionRows(request.em, missing));
      reply.header('cache-control', 'public, max-age=60');
      return { products: { data, total: result.total }, category: result.categories, suppliers: result.suppliers };
    },
  );

  app.get(
    '/v1/search-cart',
    {
      compress: DYNAMIC_JSON_COMPRESSION,
      config: { requestContext: false },
      schema: {
        tags: ['search'],
        summary: 'Products to add from the cart page, with their volume prices',
        querystring: SearchQuery,
        response: { 200: SearchCartResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const { q } = request.query;
      const { productIds } = app.catalogSearch.suggest(q, SUGGESTED_CART_PRODUCTS);
      const [rows, prices] = await Promise.all([
        app.suggestionRowCache.read(productIds, (missing) => suggestionRows(request.em, missing)),
        priceBreaksOf(request.em, productIds),
      ]);
      return { products: { data: rows.map((row) => ({ ...row, prices: prices.get(row.id) ?? [] })) } };
    },
  );
}
