import type { FastifyInstance } from 'fastify';
import { statusLabel } from '#shared/orders/status-labels.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { sendPushToUser } from '../push/index.ts';
import { orderPageOf, orderUpdateMail, orderUpdateTitle, type OrderUpdateJob } from './order-update-job.ts';

/**
 * Works one `order-update` job: an e-mail to the customer (when they have an address) and a web
 * push to each of their devices. A failed e-mail throws, so pg-boss retries the job with backoff;
 * a push service that fails is counted and logged (subscriptions answered 404/410 are removed).
 */
export async function handleOrderUpdate(app: FastifyInstance, job: OrderUpdateJob, publicUrl: string): Promise<void> {
  const page = orderPageOf(job.orderKind);
  const user = await app.orm.em.fork().findOne(UserSchema, job.userId, { fields: ['email'] });
  if (user?.email) await app.mail.send({ to: user.email, ...orderUpdateMail(job, `${publicUrl}${page}`) });
  const push = await sendPushToUser(app, job.userId, {
    title: orderUpdateTitle(job.code, job.language),
    body: statusLabel(job.status, job.language),
    url: page,
    tag: `${job.orderKind}-${job.orderId}`,
  });
  if (push.failed > 0) app.log.warn({ order: job.code, push }, 'some order-update pushes failed');
}
