import type { FastifyInstance } from 'fastify';
import { type OrderConfirmationJob, orderConfirmationMail, orderPageOf } from '../lifecycle/index.ts';
import { confirmationFacts } from './order-confirmation-queries.ts';

/**
 * Works one `order-confirmation` job: reads the committed order and e-mails its
 * confirmation to the customer, when they have an address. A failed send throws, so pg-boss
 * retries the job with backoff; an order deleted meanwhile is skipped.
 */
export async function handleOrderConfirmation(app: FastifyInstance, job: OrderConfirmationJob, publicUrl: string): Promise<void> {
  const found = await confirmationFacts(app.orm.em.fork(), app.paymentsConfig.payments, job);
  if (!found?.email) return;
  await app.mail.send({ to: found.email, ...orderConfirmationMail(found.facts, `${publicUrl}${orderPageOf(job.orderKind)}`) });
}
