import { Type } from 'typebox';
import { FooterInfoQuery, FooterInfoResponse, FooterResponse } from '#shared/content/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { loadFooter, loadFooterInfo } from './footer-queries.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/**
 * GET /v1/get-footer (spec §7): the footer's groups, pages, basics, payment logos and branches;
 * with `info=1` (spec §7 "?info=1&category_id&show_info | data") only the footer info area, the
 * company information and the shown category's text (shared/content/schemas.ts FooterInfoQuery).
 */
export async function footerRoutes(app: TypedApp): Promise<void> {
  app.get(
    API_PATH.footer,
    {
      schema: {
        tags: ['content'],
        summary: 'Footer content and shop basics; with info=1 the footer info area of a page',
        querystring: FooterInfoQuery,
        response: { 200: Type.Union([FooterResponse, FooterInfoResponse]), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      const query = request.query;
      if (query.info !== 1) return loadFooter(request.em);
      return { data: await loadFooterInfo(request.em, query.category_id ?? null, query.show_info !== 0) };
    },
  );
}
