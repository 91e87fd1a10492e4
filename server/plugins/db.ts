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
}

/**
 * Exposes the ORM and gives every request its own EntityManager through RequestContext
 * (STYLE §6). The ORM is created and closed by whoever builds the app.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { orm: MikroORM }) => {
    app.decorate('orm', options.orm);
    app.decorateRequest('em', {
      getter() {
        return (RequestContext.getEntityManager() ?? options.orm.em) as EntityManager;
      },
    });
    app.addHook('onRequest', (_request, _reply, done) => {
      RequestContext.create(options.orm.em, done);
    });
  },
  { name: 'db' },
);
