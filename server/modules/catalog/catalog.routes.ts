import {
  CategoryListQuery,
  CategoryListResponse,
  CategoryShowQuery,
  CategoryShowResponse,
  MenuResponse,
} from '#shared/catalog/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import { toCategoryRow } from './catalog-mappers.ts';
import { allCategories, categoryById, categoryChain, childCategories, levelThreeDescendants } from './category-queries.ts';
import { listingRoutes } from './listing.routes.ts';
import { buildMenuTree } from './menu-tree.ts';
import { productCardRows } from './product-rows.ts';
import { supplierRoutes } from './supplier.routes.ts';
import { sendCachedBody, VersionedBodyCache } from './versioned-body-cache.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Catalogue reads (spec §7): the mega-menu tree, category lists and showcases, listings, brands. */
export async function catalogRoutes(app: TypedApp): Promise<void> {
  const menu = new VersionedBodyCache('menu', async () => {
    const em = app.orm.em.fork();
    const categories = buildMenuTree(await allCategories(em));
    for (const family of categories) family.number_in_stock = inStockCount(app, family.id);
    return { categories };
  });

  app.get(
    API_PATH.menu,
    { schema: { tags: ['catalog'], summary: 'Three-level category tree for the mega-menu', response: { 200: MenuResponse } } },
    async (request, reply) => {
      // Rendered and compressed once per catalogue version (any write to categories bumps it).
      const body = await menu.get(app.catalogSearch.latestVersion);
      return sendCachedBody(request, reply, body, CATALOG_CACHE);
    },
  );

  app.get(
    '/v1/get-category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Child categories with product counts; with level=3 every level-3 descendant',
        querystring: CategoryListQuery,
        response: { 200: CategoryListResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const parentId = query.parent_id || null;
      if (parentId && !(await categoryById(request.em, parentId))) throw notFound('Category');
      const rows = query.level === 3 ? await levelThreeDescendants(request.em, parentId) : await childCategories(request.em, parentId);
      reply.header('cache-control', CATALOG_CACHE);
      return { categories: rows.map(toCategoryRow) };
    },
  );

  app.get(
    '/v1/get-category-show',
    {
      schema: {
        tags: ['catalog'],
        summary: "A category's children, ancestors and showcase products",
        querystring: CategoryShowQuery,
        response: { 200: CategoryShowResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const limit = query.limit ?? 12;
      const parentId = query.parent_id || null;
      const chain = parentId ? await categoryChain(request.em, parentId) : [];
      if (parentId && chain.length === 0) throw notFound('Category');
      // Showcase: the first page of the category's popular order, from the catalogue index.
      const showcaseIds = parentId ? showcase(app, parentId, limit) : [];
      const [children, products] = await Promise.all([childCategories(request.em, parentId), productCardRows(request.em, showcaseIds)]);
      reply.header('cache-control', CATALOG_CACHE);
      return {
        categories: children.map(toCategoryRow),
        parent_categories: chain.map(toCategoryRow),
        products,
      };
    },
  );

  await app.register(listingRoutes);
  await app.register(supplierRoutes);
}

/**
 * A category's showcase: the first page of its popular order. A category created after the
 * index snapshot has nothing to show until the next rebuild (seconds), rather than a 404.
 */
function showcase(app: TypedApp, categoryId: number, limit: number): number[] {
  try {
    return app.catalogSearch.listProducts({ categoryId, prid: [], brand: [], stock: false, sort: 'default', page: 1, perPage: limit }).productIds;
  } catch {
    return [];
  }
}

/** Products in stock under a category, from the catalogue index (0 for one it does not know yet). */
function inStockCount(app: TypedApp, categoryId: number): number {
  try {
    return app.catalogSearch.listProducts({ categoryId, prid: [], brand: [], stock: true, sort: 'default', page: 1, perPage: 1 }).total;
  } catch {
    return 0;
  }
}
