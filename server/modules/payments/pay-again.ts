import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { amountDue, canPayAgain, isOnlineProvider } from '#shared/orders/pay-again.ts';
import { AppError, notFound } from '../../errors.ts';
import { OrderLineSchema } from '../orders/order-line.entity.ts';
import { OrderSchema } from '../orders/order.entity.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';
import { startPayment } from './start-payment.ts';

/** Where the customer's browser starts a new attempt for an order (POST), or null when it cannot. */
export function payAgainPath(order: { code: string; provider: string | null; paymentStatus: 'unpaid' | 'paid'; status: string }): string | null {
  return canPayAgain(order) ? `/v1/orders/${encodeURIComponent(order.code)}/pay-again` : null;
}

function cannotPayAgain(): AppError {
  return new AppError(409, 'cannot_pay_again', 'This order cannot be paid again: it is paid, cancelled, handed over or not paid online');
}

async function lineTotals(tx: EntityManager, orderId: number): Promise<number[]> {
  const rows = await tx.find(OrderLineSchema, { order: orderId }, { fields: ['lineTotal'], disableIdentityMap: true });
  return rows.map((row) => row.lineTotal);
}

/**
 * POST /v1/orders/:code/pay-again: a new payment attempt for the customer's own
 * unpaid online order. In one transaction holding the order's row: the order must still be
 * payable (shared/orders/pay-again.ts), the amount is recomputed from its stored lines and parts
 * (nothing the browser sends), every pending attempt becomes `void` (its callbacks then change
 * nothing, settle-payment.ts), and the new attempt is started at the same provider. The pending
 * attempts are locked before the order, in the order a payment callback takes them, so a callback
 * arriving meanwhile waits (or wins and the order is paid, which refuses the new attempt).
 */
export async function payAgain(app: FastifyInstance, userId: number, code: string, clientIp: string): Promise<{ redirectPay: string }> {
  const em = (app.orm.em as EntityManager).fork();
  const found = await em.findOne(OrderSchema, { code, user: userId }, { fields: ['id'] });
  if (!found) throw notFound('Order');
  const orderId = found.id;
  return em.transactional(async (tx) => {
    // Raw: locking reads (the attempts FOR UPDATE in id order, the order FOR NO KEY UPDATE, which LockMode lacks).
    await tx.execute(`select id from payment_transactions where order_id = ? and status = 'pending' order by id for update`, [orderId]);
    // NO KEY UPDATE: the new attempt's row (written by startPayment on its own connection) may
    // still reference the order while this transaction holds it.
    await tx.execute('select id from orders where id = ? for no key update', [orderId]);
    const row = await tx.findOne(OrderSchema, orderId, { refresh: true });
    if (!row) throw notFound('Order');
    const provider = row.paymentProvider ?? null;
    if (!isOnlineProvider(provider) || !canPayAgain({ provider, paymentStatus: row.paymentStatus, status: row.status })) throw cannotPayAgain();
    const amount = amountDue(
      {
        goods: row.goods,
        priceIncrease: row.priceIncrease,
        delivery: row.deliveryFee,
        codFee: row.codFee,
        vat: row.vatAmount,
        bonus: row.bonus,
        onlineFee: row.onlineFee,
        rounding: Math.trunc(Number(row.snapshot.totals?.rounding ?? 0)),
        total: row.total,
      },
      await lineTotals(tx, orderId),
    );
    if (amount === null) throw new AppError(409, 'order_amount_mismatch', 'The order’s stored amounts do not add up; the shop has to check it');
    await tx.nativeUpdate(PaymentTransactionSchema, { order: orderId, status: 'pending' }, { status: 'void', failure: 'superseded', updatedAt: new Date() });
    return startPayment(app, {
      orderId,
      orderCode: row.code,
      amountVnd: amount,
      provider,
      language: row.language,
      exchangeRate: row.exchangeRate,
      clientIp,
    });
  });
}
