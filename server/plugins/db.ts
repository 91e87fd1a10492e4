import { RequestContext } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    /**
     * The URL for what needs a whole PostgreSQL session (LISTEN, pg-boss, the index's long
     * cursor): DATABASE_DIRECT_URL when set, else the ORM's own URL. With DATABASE_URL behind
     * PgBouncer in transaction mode a session-level feature through it would silently break
     * (README "Topology").
     */
    databaseDirectUrl: string;
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
 * Exposes the ORM (and the session URL beside it) and gives every request its own EntityManager through RequestContext
 * (STYLE §6), except routes configured with `requestContext: false`. The ORM is created and
 * closed by whoever builds the app.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { orm: MikroORM; directUrl?: string | null }) => {
    app.decorate('orm', options.orm);
    const directUrl = options.directUrl ?? options.orm.config.get('clientUrl');
    if (!directUrl) throw new Error('the database URL is not set (clientUrl)');
    app.decorate('databaseDirectUrl', directUrl);
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
