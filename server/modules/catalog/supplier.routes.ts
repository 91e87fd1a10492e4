import { Type } from 'typebox';
import { SupplierDetailResponse, SupplierListQuery, SupplierListResponse } from '#shared/catalog/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import { DYNAMIC_JSON_COMPRESSION } from '../../http/dynamic-compression.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const SupplierParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

/** Brands (spec §7 suppliers/get-json; brand pages /suppliers/{slug} and /thuong-hieu). */
export async function supplierRoutes(app: TypedApp): Promise<void> {
  // A static segment: Fastify prefers it to /v1/suppliers/:slug, so no brand can shadow it.
  app.get(
    '/v1/suppliers/get-json',
    {
      compress: DYNAMIC_JSON_COMPRESSION,
      schema: {
        tags: ['catalog'],
        summary: 'Brands with their product counts in a category subtree (every brand without category_id), by name',
        querystring: SupplierListQuery,
        response: { 200: SupplierListResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { category_id: categoryId } = request.query;
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return { suppliers: app.catalogSearch.suppliers(categoryId) };
    },
  );

  app.get(
    '/v1/suppliers/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: "A brand page's header: the brand and its product count",
        params: SupplierParams,
        response: { 200: SupplierDetailResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const supplier = app.catalogSearch.supplierBySlug(slug);
      if (!supplier) throw notFound('Supplier');
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return { supplier };
    },
  );
}
