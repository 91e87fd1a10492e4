import {
  DEFAULT_NUMBER_VIEW,
  FilterCategoryQuery,
  FilterCategoryResponse,
  ProductListQuery,
  ProductListResponse,
} from '#shared/catalog/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { selectionOf } from './listing-selection.ts';
import { productListRows } from './product-rows.ts';
import { DYNAMIC_JSON_COMPRESSION } from '../../http/dynamic-compression.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';

const LISTING_CACHE = 'public, max-age=30, stale-while-revalidate=300';

/**
 * Category, brand and search listings and their filter counts (spec §2, §7). The catalogue
 * index picks the page's ids and counts; the rows are read fresh from PostgreSQL.
 */
export async function listingRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/v1/products',
    {
      compress: DYNAMIC_JSON_COMPRESSION,
      // Plain prepared reads only: no per-request EntityManager (see the db plugin).
      config: { requestContext: false },
      schema: {
        tags: ['catalog'],
        summary: 'One page of a category, brand or search listing, filtered and sorted',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const slice = pageSlice(query.page, query.number_view ?? DEFAULT_NUMBER_VIEW);
      const { productIds, total } = app.catalogSearch.listProducts({ ...selectionOf(query), sort: query.order_sort ?? 'default', page: slice.page, perPage: slice.perPage });
      const products = await productListRows(request.em, productIds);
      reply.header('cache-control', LISTING_CACHE);
      // A page past the end is empty but says where the end is (the client moves there).
      return { products, ...pageEnvelope(slice, total) };
    },
  );

  app.get(
    '/v1/filter-category',
    {
      compress: DYNAMIC_JSON_COMPRESSION,
      config: { requestContext: false },
      schema: {
        tags: ['catalog'],
        summary: 'Filter groups present in a listing, with product counts per value and per brand',
        querystring: FilterCategoryQuery,
        response: { 200: FilterCategoryResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const counts = app.catalogSearch.filterCounts(selectionOf(request.query));
      reply.header('cache-control', LISTING_CACHE);
      return counts;
    },
  );
}
