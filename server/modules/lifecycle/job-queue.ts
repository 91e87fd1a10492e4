import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderKind } from '#shared/orders/lifecycle.ts';
import { fromKysely, PgBoss, type KyselyTransactionLike } from 'pg-boss';
import { ORDER_UPDATE_QUEUE, type OrderUpdateJob } from './order-update-job.ts';
import { handleOrderUpdate } from './send-order-update.ts';

/** The `order-confirmation` job: which order to confirm. */
export interface OrderConfirmationJob {
  orderKind: OrderKind;
  orderId: number;
  /** The storefront language the order was placed in, when the caller knows it (PCB quotes keep none). */
  language?: 'vi' | 'en' | undefined;
}

/** The pg-boss queue whose jobs e-mail an order's confirmation when it is placed. */
export const ORDER_CONFIRMATION_QUEUE = 'order-confirmation';

/** Jobs sent inside a MikroORM transaction (the job exists iff the transaction commits). */
export interface JobQueue {
  sendOrderUpdate(tx: EntityManager, job: OrderUpdateJob): Promise<void>;
  sendOrderConfirmation(tx: EntityManager, job: OrderConfirmationJob): Promise<void>;
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
 * Queues an order's confirmation e-mail inside the transaction that places the order (no mail for a rolled-back order, no lost mail for a committed one). Shop orders call it
 * from place-order.ts, PCB quotes from create-pcb-order.ts. Nothing happens while the queue is off.
 */
export async function queueOrderConfirmation(tx: EntityManager, job: OrderConfirmationJob): Promise<void> {
  await jobQueueOf(tx)?.sendOrderConfirmation(tx, job);
}

export interface JobQueueOptions {
  enabled: boolean;
  /** Work the queues here too; false in web processes whose jobs `npm run worker` works (JOB_QUEUE=0). */
  work: boolean;
  /** Session connection for pg-boss (DATABASE_DIRECT_URL), never a transaction-mode pooler. */
  connectionString: string;
  publicUrl: string;
  /**
   * Works one `order-confirmation` job: the app passes server/modules/orders' handler, which reads
   * shop orders and PCB quotes, modules that build on this one (so it is given, not imported).
   */
  confirmOrder(app: FastifyInstance, job: OrderConfirmationJob, publicUrl: string): Promise<void>;
}

/**
 * The PostgreSQL-backed job queue (pg-boss, retries with backoff) in the server process:
 * pg-boss creates its `pgboss` schema at start, works the `order-update` queue (status e-mail and
 * web push) and the `order-confirmation` queue (the e-mail of a placed order), and stops with the
 * app. Off with `jobQueue: false` (tests that do not need it).
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, options: JobQueueOptions) => {
    if (!options.enabled) return;
    // pg-boss keeps its own pool and creates/migrates its schema at start, so it talks to
    // PostgreSQL directly (DATABASE_DIRECT_URL), not through a transaction-mode PgBouncer.
    // The jobs themselves are sent on the order transaction's connection (`sendIn` below).
    const boss = new PgBoss({ connectionString: options.connectionString, schema: 'pgboss', max: 3, supervise: options.work, schedule: options.work });
    boss.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    await boss.createQueue(ORDER_UPDATE_QUEUE, RETRY);
    await boss.createQueue(ORDER_CONFIRMATION_QUEUE, RETRY);
    if (options.work) {
      await boss.work<OrderUpdateJob>(ORDER_UPDATE_QUEUE, async (jobs) => {
        for (const job of jobs) await handleOrderUpdate(app, job.data, options.publicUrl);
      });
      await boss.work<OrderConfirmationJob>(ORDER_CONFIRMATION_QUEUE, async (jobs) => {
        for (const job of jobs) await options.confirmOrder(app, job.data, options.publicUrl);
      });
    }
    // On the transaction's own connection: the job is written (and later worked) only if it commits.
    const sendIn = async (tx: EntityManager, queue: string, data: object) => {
      const db = fromKysely(tx.getTransactionContext<KyselyTransactionLike>()!);
      await boss.send(queue, data, { ...RETRY, db });
    };
    const queue: JobQueue = {
      sendOrderUpdate: (tx, job) => sendIn(tx, ORDER_UPDATE_QUEUE, job),
      sendOrderConfirmation: (tx, job) => sendIn(tx, ORDER_CONFIRMATION_QUEUE, job),
    };
    queues.set(app.orm.config, queue);
    app.addHook('onClose', async () => {
      queues.delete(app.orm.config);
      await boss.stop({ graceful: true, timeout: 10_000 });
    });
  },
  { name: 'job-queue', dependencies: ['db', 'mail'] },
);
