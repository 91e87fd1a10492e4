import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import {
  ProductDetailResponse,
  ProductListsResponse,
  ProductPopularQuery,
  ProductRelateQuery,
  ProductViewedQuery,
} from '#shared/catalog/schemas.ts';
import { isCrawler } from '#shared/http/crawler-user-agent.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError, notFound } from '../../errors.ts';
import { DYNAMIC_JSON_COMPRESSION } from '../../http/dynamic-compression.ts';
import { productCardRows } from '../catalog/index.ts';
import { findProductDetail, toProductDetail } from './product-detail-query.ts';
import {
  categoryExists,
  POPULAR_DEFAULT_LIMIT,
  popularProducts,
  relatedProducts,
  VIEWED_LIMIT,
} from './product-box-queries.ts';
import { addProductViews } from './product-stats-commands.ts';
import { recordUserView, userViewedIds } from './user-viewed-commands.ts';
import { createViewCounter, type ViewCounter } from './view-counter.ts';
import type { TypedApp } from '../../http/typed-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product page views counted in memory and written to product_stats periodically. */
    productViews: ViewCounter;
  }
}

/** Spec §2 product slugs: lowercase letters, digits and hyphens (as the seed and the page routes make them). */
const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 255 }) });

/** Product data changes rarely within a minute; boxes may be a little staler than the page. */
const DETAIL_CACHE = 'public, max-age=30, stale-while-revalidate=300';
const BOX_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** How often counted views are written (the brief's "every ~10 s"). */
const VIEW_FLUSH_MS = 10_000;

/**
 * The ids whose cards GET /v1/product-viewed returns, in order (newest view first). Guests keep
 * their recently viewed ids in the browser (Dexie, client/local/recently-viewed.ts) and send them
 * as `ids`; signed-in users get the list the server keeps for them (recorded by the product page
 * API), so it follows them across devices. Guest views from before signing in stay in the browser.
 */
async function viewedProductIds(request: FastifyRequest, query: ProductViewedQuery): Promise<number[]> {
  if (request.user) return userViewedIds(request.em, request.user.id);
  if (!query.ids) return [];
  const ids = query.ids.split(',').map(Number);
  if (ids.length > VIEWED_LIMIT) {
    throw new AppError(400, 'validation_failed', 'Invalid querystring: ids', { ids: `must list at most ${VIEWED_LIMIT} ids` });
  }
  return ids;
}

/**
 * Product page API and the product boxes around it (spec §7): GET /v1/products/{slug},
 * /v1/products/product-relate, /v1/product-viewed and /v1/product-popular. Registered with
 * fastify-plugin so the view counter is reachable from the app (tests flush it) and is flushed
 * when the app closes.
 */
export const productRoutes = fp(
  async (app: TypedApp, options: { viewFlushMs?: number }) => {
    const views = createViewCounter({
      intervalMs: options.viewFlushMs ?? VIEW_FLUSH_MS,
      write: (counts) => addProductViews(app.orm.em.fork(), counts),
      onError: (error) => app.log.error({ err: error }, 'writing product view counts failed'),
    });
    app.decorate('productViews', views);
    app.addHook('onClose', async () => {
      await views.stop().catch((error: unknown) => app.log.error({ err: error }, 'writing product view counts failed'));
    });

    app.get(
      '/v1/products/product-relate',
      {
        compress: DYNAMIC_JSON_COMPRESSION,
        schema: {
          tags: ['products'],
          summary: 'Up to 12 related products: same category, most shared filter values first, in stock first',
          querystring: ProductRelateQuery,
          response: { 200: ProductListsResponse, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const { product_id } = request.query;
        const products = await relatedProducts(request.em, product_id);
        if (!products) throw notFound('Product');
        reply.header('cache-control', BOX_CACHE);
        return { products };
      },
    );

    app.get(
      '/v1/products/:slug',
      {
        compress: DYNAMIC_JSON_COMPRESSION,
        schema: {
          tags: ['products'],
          summary: 'Everything the product page shows: gallery, volume prices, attributes, category chain',
          params: SlugParams,
          response: { 200: ProductDetailResponse, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const { slug } = request.params;
        const record = await findProductDetail(request.em, slug);
        if (!record) throw notFound('Product');
        if (!isCrawler(request.headers['user-agent'])) views.record(record.id);
        if (request.user) {
          // Not awaited: the page must not wait for its own history entry.
          recordUserView(app.orm.em.fork(), request.user.id, record.id).catch((error: unknown) =>
            request.log.warn({ err: error }, 'recording a viewed product failed'),
          );
        }
        reply.header('cache-control', DETAIL_CACHE);
        return { product: toProductDetail(record) };
      },
    );

    app.get(
      '/v1/product-viewed',
      {
        compress: DYNAMIC_JSON_COMPRESSION,
        schema: {
          tags: ['products'],
          summary: `Cards for recently viewed product ids (at most ${VIEWED_LIMIT}), in the given order; unknown ids skipped`,
          querystring: ProductViewedQuery,
          response: { 200: ProductListsResponse, 400: ErrorBody },
        },
      },
      async (request, reply) => {
        const ids = await viewedProductIds(request, request.query);
        reply.header('cache-control', request.user ? 'private, no-cache' : BOX_CACHE);
        return { products: await productCardRows(request.em, ids) };
      },
    );

    app.get(
      '/v1/product-popular',
      {
        compress: DYNAMIC_JSON_COMPRESSION,
        schema: {
          tags: ['products'],
          summary: 'Most viewed product pages (then best stocked), optionally within a category subtree',
          querystring: ProductPopularQuery,
          response: { 200: ProductListsResponse, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const query = request.query;
        if (query.category_id !== undefined && !(await categoryExists(request.em, query.category_id))) throw notFound('Category');
        const products = await popularProducts(request.em, {
          ...(query.category_id === undefined ? {} : { categoryId: query.category_id }),
          limit: query.limit ?? POPULAR_DEFAULT_LIMIT,
        });
        reply.header('cache-control', BOX_CACHE);
        return { products };
      },
    );
  },
  { name: 'products', dependencies: ['db'] },
);
