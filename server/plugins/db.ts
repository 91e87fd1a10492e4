import { RequestContext } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
  interface FastifyRequest {
    /** The request-scoped EntityManager (a fresh identity map per request). */
    em: EntityManager;
  }
  interface FastifyContextConfig {
    /**
     * false for a public read that only runs plain SQL (`preparedQuery`, `em.getConnection()`):
     * no entities, so no identity map to isolate. It skips forking an EntityManager per request
     * (~3 % of a 1M-product search suggestion's CPU, bench/catalog/README.md) and `request.em`
     * is the global one, which MikroORM refuses to use for entity operations.
     */
    requestContext?: boolean;
  }
}

/**
 * Exposes the ORM and gives every request its own EntityManager through RequestContext
 * (STYLE §6), except routes configured with `requestContext: false`. The ORM is created and
 * closed by whoever builds the app.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { orm: MikroORM }) => {
    app.decorate('orm', options.orm);
    app.decorateRequest('em', {
      getter() {
        return (RequestContext.getEntityManager() ?? options.orm.em) as EntityManager;
      },
    });
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.config.requestContext === false) return done();
      RequestContext.create(options.orm.em, done);
    });
  },
  { name: 'db' },
);
