import type { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_METHOD, PICKUP_PAYMENT, DELIVERY_METHOD } from '#shared/checkout/methods.ts';
import { isOrderStatus, type LifecycleOrder, type OrderKind, type OrderStatus } from '#shared/orders/lifecycle.ts';
import { pcbOrderCode } from '#shared/pcb/order-code.ts';

/** What the lifecycle needs to know of one shop or PCB order. */
export interface OrderFacts extends LifecycleOrder {
  id: number;
  userId: number;
  code: string;
  language: 'vi' | 'en';
  carrier: string | null;
  waybill: string | null;
  /** bank_transfer, pay_online, pay_momo, paypal or cash. */
  paymentMethod: string;
  paidAt: Date | null;
}

/**
 * How a PCB order is paid (spec §4 payment codes): at the shop (delivery 1) by payment_in_shop,
 * else by payment_method; cash (COD 1, cash at the shop 2) or nothing chosen is `cash`. PCB orders
 * have no online payment flow: every non-cash choice is settled by staff recording the money.
 */
export function pcbPaymentMethod(row: { delivery_method: number | null; payment_method: number | null; payment_in_shop: number | null }): string {
  const atShop = row.delivery_method === DELIVERY_METHOD.inShop;
  const code = atShop ? row.payment_in_shop : row.payment_method;
  const names: Record<number, string> = atShop
    ? { [PICKUP_PAYMENT.bankTransfer]: 'bank_transfer', [PICKUP_PAYMENT.card]: 'pay_online', [PICKUP_PAYMENT.wallet]: 'pay_momo', [PICKUP_PAYMENT.paypal]: 'paypal' }
    : { [PAYMENT_METHOD.bankTransfer]: 'bank_transfer', [PAYMENT_METHOD.card]: 'pay_online', [PAYMENT_METHOD.wallet]: 'pay_momo', [PAYMENT_METHOD.paypal]: 'paypal' };
  return code === null ? 'cash' : (names[code] ?? 'cash');
}

const status = (value: string): OrderStatus => (isOrderStatus(value) ? value : 'new');

interface ShopRow {
  id: string | number;
  user_id: string | number;
  code: string;
  status: string;
  flow: string;
  language: 'vi' | 'en';
  payment_provider: string | null;
  payment_status: string;
  paid_at: Date | null;
  carrier: string | null;
  waybill: string | null;
}

interface PcbRow {
  id: string | number;
  user_id: string | number;
  kind: string;
  status: string;
  delivery_method: number | null;
  payment_method: number | null;
  payment_in_shop: number | null;
  payment_status: string;
  paid_at: Date | null;
  carrier: string | null;
  waybill: string | null;
  language: 'vi' | 'en';
}

function execute<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  // Raw: a locking read (FOR UPDATE OF o) in the caller's transaction, the PCB one with a correlated language subquery.
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/**
 * The order's lifecycle facts, or null when there is no such order. `lock` takes the row lock
 * (inside a transaction) so two staff members moving one order are applied one after the other.
 */
export async function orderFacts(em: EntityManager, kind: OrderKind, id: number, lock = false): Promise<OrderFacts | null> {
  const forUpdate = lock ? ' for update of o' : '';
  if (kind === 'shop') {
    const [row] = await execute<ShopRow>(
      em,
      `select o.id, o.user_id, o.code, o.status, o.flow, o.language, o.payment_provider, o.payment_status, o.paid_at, o.carrier, o.waybill
         from orders o where o.id = ?${forUpdate}`,
      [id],
    );
    if (!row) return null;
    return {
      kind,
      id: Number(row.id),
      userId: Number(row.user_id),
      code: row.code,
      status: status(row.status),
      paymentRequired: row.payment_provider !== null,
      paid: row.payment_status === 'paid',
      pickup: row.flow === 'pickup',
      language: row.language,
      carrier: row.carrier,
      waybill: row.waybill,
      paymentMethod: row.payment_provider ?? 'cash',
      paidAt: row.paid_at,
    };
  }
  // PCB orders keep no language: the customer's latest shop order's, else Vietnamese.
  const [row] = await execute<PcbRow>(
    em,
    `select o.id, o.user_id, o.kind, o.status, o.delivery_method, o.payment_method, o.payment_in_shop, o.payment_status, o.paid_at, o.carrier, o.waybill,
            coalesce((select s.language from orders s where s.user_id = o.user_id order by s.id desc limit 1), 'vi') as language
       from pcb_orders o where o.id = ?${forUpdate}`,
    [id],
  );
  if (!row) return null;
  const paymentMethod = pcbPaymentMethod(row);
  return {
    kind,
    id: Number(row.id),
    userId: Number(row.user_id),
    code: pcbOrderCode(Number(row.id)),
    status: status(row.status),
    paymentRequired: paymentMethod !== 'cash',
    paid: row.payment_status === 'paid',
    // Priced by hand and accepted by the customer before it is an order.
    customQuote: row.kind === 'custom',
    language: row.language,
    carrier: row.carrier,
    waybill: row.waybill,
    paymentMethod,
    paidAt: row.paid_at,
  };
}
