import type { FastifyInstance } from 'fastify';
import {
  CategoryShowQuery,
  CategoryShowResponse,
  MenuResponse,
} from '#shared/catalog/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import { toCategoryRow, toProductCard } from './catalog-mappers.ts';
import { allCategories, categoryChain, childCategories, showcaseProducts } from './category-queries.ts';
import { buildMenuTree } from './menu-tree.ts';

/** Catalogue reads (spec §7): the mega-menu tree and category showcases. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/get-menu',
    { schema: { tags: ['catalog'], summary: 'Three-level category tree for the mega-menu', response: { 200: MenuResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return { categories: buildMenuTree(await allCategories(request.em)) };
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
      const query = request.query as CategoryShowQuery;
      const limit = query.limit ?? 12;
      const parentId = query.parent_id || null;
      const chain = parentId ? await categoryChain(request.em, parentId) : [];
      if (parentId && chain.length === 0) throw notFound('Category');
      const [children, products] = await Promise.all([
        childCategories(request.em, parentId),
        parentId ? showcaseProducts(request.em, parentId, limit) : Promise.resolve([]),
      ]);
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return {
        categories: children.map(toCategoryRow),
        parent_categories: chain.map(toCategoryRow),
        products: products.map(toProductCard),
      };
    },
  );
}
