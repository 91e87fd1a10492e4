import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromKysely, PgBoss, type KyselyTransactionLike } from 'pg-boss';
import { ORDER_UPDATE_QUEUE, type OrderUpdateJob } from './order-update-job.ts';
import { handleOrderUpdate } from './send-order-update.ts';

/** Jobs sent inside a MikroORM transaction (the job exists iff the transaction commits). */
export interface JobQueue {
  sendOrderUpdate(tx: EntityManager, job: OrderUpdateJob): Promise<void>;
}

// The queue running for an ORM, so code that holds only an EntityManager (a payment callback)
// enqueues with the same pg-boss instance; none while the queue is off (most tests).
const queues = new WeakMap<object, JobQueue>();

/** The job queue started for this EntityManager's ORM, or null when the queue is off. */
export function jobQueueOf(em: EntityManager): JobQueue | null {
  return queues.get(em.config) ?? null;
}

const RETRY = { retryLimit: 6, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 };

/**
 * The PostgreSQL-backed job queue (issue 7: pg-boss, retries with backoff) in the server process:
 * pg-boss creates its `pgboss` schema at start, works the `order-update` queue (e-mail and web
 * push), and stops with the app. Off with `jobQueue: false` (tests that do not need it).
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, options: { enabled: boolean; publicUrl: string }) => {
    if (!options.enabled) return;
    const connectionString = app.orm.config.get('clientUrl');
    if (!connectionString) throw new Error('The job queue needs the database URL');
    const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 3 });
    boss.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    await boss.createQueue(ORDER_UPDATE_QUEUE, RETRY);
    await boss.work<OrderUpdateJob>(ORDER_UPDATE_QUEUE, async (jobs) => {
      for (const job of jobs) await handleOrderUpdate(app, job.data, options.publicUrl);
    });
    const queue: JobQueue = {
      async sendOrderUpdate(tx, job) {
        const db = fromKysely(tx.getTransactionContext<KyselyTransactionLike>()!);
        await boss.send(ORDER_UPDATE_QUEUE, job, { ...RETRY, db });
      },
    };
    queues.set(app.orm.config, queue);
    app.addHook('onClose', async () => {
      queues.delete(app.orm.config);
      await boss.stop({ graceful: true, timeout: 10_000 });
    });
  },
  { name: 'job-queue', dependencies: ['db', 'mail'] },
);
