import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { amountDue, canPayAgain, isOnlineProvider } from '#shared/orders/pay-again.ts';
import { AppError, notFound } from '../../errors.ts';
import type { OrderPaymentProvider, OrderPaymentStatus } from '../orders/order.entity.ts';
import { startPayment } from './start-payment.ts';

interface PayAgainRow {
  id: string | number;
  code: string;
  status: string;
  language: 'vi' | 'en';
  exchange_rate: string;
  payment_provider: OrderPaymentProvider | null;
  payment_status: OrderPaymentStatus;
  goods: string | number;
  price_increase: string | number;
  delivery_fee: string | number;
  cod_fee: string | number;
  vat_amount: string | number;
  bonus: string | number;
  online_fee: string | number;
  total: string | number;
  rounding: string | number | null;
}

/** Where the customer's browser starts a new attempt for an order (POST), or null when it cannot. */
export function payAgainPath(order: { code: string; provider: string | null; paymentStatus: 'unpaid' | 'paid'; status: string }): string | null {
  return canPayAgain(order) ? `/v1/orders/${encodeURIComponent(order.code)}/pay-again` : null;
}

function cannotPayAgain(): AppError {
  return new AppError(409, 'cannot_pay_again', 'This order cannot be paid again: it is paid, cancelled, handed over or not paid online');
}

async function lineTotals(tx: EntityManager, orderId: number): Promise<number[]> {
  const rows = await tx.execute<{ line_total: string }[]>('select line_total from order_lines where order_id = ?', [orderId]);
  return rows.map((row) => Number(row.line_total));
}

/**
 * POST /v1/orders/:code/pay-again (issue 14 item 2): a new payment attempt for the customer's own
 * unpaid online order. In one transaction holding the order's row: the order must still be
 * payable (shared/orders/pay-again.ts), the amount is recomputed from its stored lines and parts
 * (nothing the browser sends), every pending attempt becomes `void` (its callbacks then change
 * nothing, settle-payment.ts), and the new attempt is started at the same provider. The pending
 * attempts are locked before the order, in the order a payment callback takes them, so a callback
 * arriving meanwhile waits (or wins and the order is paid, which refuses the new attempt).
 */
export async function payAgain(app: FastifyInstance, userId: number, code: string, clientIp: string): Promise<{ redirectPay: string }> {
  const em = (app.orm.em as EntityManager).fork();
  const [found] = await em.execute<{ id: string }[]>('select id from orders where code = ? and user_id = ?', [code, userId]);
  if (!found) throw notFound('Order');
  const orderId = Number(found.id);
  return em.transactional(async (tx) => {
    await tx.execute(`select id from payment_transactions where order_id = ? and status = 'pending' order by id for update`, [orderId]);
    // NO KEY UPDATE: the new attempt's row (written by startPayment on its own connection) may
    // still reference the order while this transaction holds it.
    const [row] = await tx.execute<PayAgainRow[]>(
      `select id, code, status, language, exchange_rate, payment_provider, payment_status, goods, price_increase, delivery_fee,
              cod_fee, vat_amount, bonus, online_fee, total, (snapshot->'totals'->>'rounding')::bigint as rounding
         from orders where id = ? for no key update`,
      [orderId],
    );
    if (!row) throw notFound('Order');
    const provider = row.payment_provider;
    if (!isOnlineProvider(provider) || !canPayAgain({ provider, paymentStatus: row.payment_status, status: row.status })) throw cannotPayAgain();
    const amount = amountDue(
      {
        goods: Number(row.goods),
        priceIncrease: Number(row.price_increase),
        delivery: Number(row.delivery_fee),
        codFee: Number(row.cod_fee),
        vat: Number(row.vat_amount),
        bonus: Number(row.bonus),
        onlineFee: Number(row.online_fee),
        rounding: Number(row.rounding ?? 0),
        total: Number(row.total),
      },
      await lineTotals(tx, orderId),
    );
    if (amount === null) throw new AppError(409, 'order_amount_mismatch', 'The order’s stored amounts do not add up; the shop has to check it');
    await tx.execute(`update payment_transactions set status = 'void', failure = 'superseded', updated_at = now() where order_id = ? and status = 'pending'`, [orderId]);
    return startPayment(app, {
      orderId,
      orderCode: row.code,
      amountVnd: amount,
      provider,
      language: row.language,
      exchangeRate: Number(row.exchange_rate),
      clientIp,
    });
  });
}
