import { Type } from 'typebox';
import { migrationsList } from '../../db/migrations/index.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const Health = Type.Object({ status: Type.String(), database: Type.String() });
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  migrations: Type.Union([Type.Literal('ok'), Type.Literal('pending'), Type.Literal('unknown')]),
  /** Products in this process's catalogue index (0 until it is built). */
  index: Type.Union([Type.Literal('ok'), Type.Literal('building')]),
  products: Type.Integer(),
});

/**
 * GET /healthz (liveness: the process answers and reaches its database) and GET /readyz (can take
 * traffic: database reachable, every migration of this build applied, catalogue index built), for
 * load balancers and orchestrators. Neither is ever shed under load (`loadShedding: false`).
 */
export async function healthRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: Health, 503: Health } }, config: { loadShedding: false } },
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

  app.get(
    '/readyz',
    { schema: { tags: ['system'], summary: 'Readiness: database, migrations and catalogue index', response: { 200: Ready, 503: Ready } }, config: { loadShedding: false } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let database: 'ok' | 'unreachable' = 'ok';
      let migrations: 'ok' | 'pending' | 'unknown' = 'unknown';
      try {
        // Raw: the migrator's own bookkeeping table, compared with the migrations this build ships.
        const rows = await app.orm.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations');
        const applied = new Set(rows.map((row) => row.name.replace(/\.[jt]s$/, '')));
        migrations = migrationsList.every((migration) => applied.has(migration.name)) ? 'ok' : 'pending';
      } catch {
        database = 'unreachable';
      }
      const products = app.hasDecorator('catalogSearch') ? app.catalogSearch.productCount : 0;
      const index = app.hasDecorator('catalogSearch') ? 'ok' : 'building';
      const ready = database === 'ok' && migrations === 'ok' && index === 'ok';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, migrations, index, products });
    },
  );
}
