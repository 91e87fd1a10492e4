import cookie from '@fastify/cookie';
import { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import { ormConfig } from './db/orm-config.ts';
import { numberBoundsPlugin } from './http/number-bounds.ts';
import { jobQueuePlugin } from './modules/lifecycle/job-queue.ts';
import { handleOrderConfirmation } from './modules/orders/send-order-confirmation.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pushPlugin } from './modules/push/push.plugin.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { mailPlugin } from './plugins/mail.ts';
import { sessionPlugin } from './plugins/session.ts';

export interface RunningJobWorker {
  app: FastifyInstance;
  stop(): Promise<void>;
}

/**
 * `npm run worker` (README "Topology"): the job queue alone, on a database the release step
 * (`npm run migrate`) prepared. It builds only what the jobs use (database, mail, payment
 * settings for the confirmation mail, web push) and never listens: no catalogue index, no HTTP.
 * Web processes run with JOB_QUEUE=0 and only queue the jobs, inside their order transactions.
 */
export async function startJobWorker(config: AppConfig & { databaseUrl: string }): Promise<RunningJobWorker> {
  const orm = await MikroORM.init(ormConfig(config.databaseUrl, { poolMax: 4 }));
  const app = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  try {
    // The plugins the job handlers read (app.orm, app.mail, app.paymentsConfig, app.pushConfig) and
    // theirs; the routes some of them declare are never served.
    await app.register(numberBoundsPlugin);
    await app.register(cookie);
    await app.register(errorsPlugin);
    await app.register(dbPlugin, { orm, directUrl: config.databaseDirectUrl });
    await app.register(sessionPlugin);
    await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir });
    await app.register(paymentsRoutes, { config });
    await app.register(pushPlugin, {
      vapidSubject: config.vapidSubject,
      endpointPolicy: { hosts: config.pushEndpointHosts, allowLocal: config.pushAllowLocalEndpoints },
    });
    await app.register(jobQueuePlugin, {
      enabled: true,
      work: true,
      connectionString: app.databaseDirectUrl,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      confirmOrder: handleOrderConfirmation,
    });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await orm.close();
    throw error;
  }
  return {
    app,
    async stop() {
      await app.close();
      await orm.close();
    },
  };
}
