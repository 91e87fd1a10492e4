import { Type } from 'typebox';
import type { TypedApp } from '../../http/typed-app.ts';

const Health = Type.Object({ status: Type.String(), database: Type.String() });

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        // Raw: a health probe; it asks the database to answer, nothing more.
        await app.orm.em.getConnection().execute('select 1');
        return { status: 'ok', database: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
}
