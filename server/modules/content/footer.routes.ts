import type { FastifyInstance } from 'fastify';
import { FooterResponse } from '#shared/content/schemas.ts';
import { loadFooter } from './footer-queries.ts';

/** GET /v1/get-footer (spec §7): the footer's groups, pages, basics, payment logos and branches. */
export async function footerRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/get-footer',
    { schema: { tags: ['content'], summary: 'Footer content and shop basics', response: { 200: FooterResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return loadFooter(request.em);
    },
  );
}
