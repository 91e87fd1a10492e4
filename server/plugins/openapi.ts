import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Collects every route's schemas into an OpenAPI 3 document served at `/docs/json`. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Electronic components shop API',
          version: '1.0.0',
          description: 'Catalogue, cart, orders and PCB quotes. Errors use `{error: {code, message, fields?}}`.',
        },
      },
    });
    app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
