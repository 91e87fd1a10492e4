import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderLineRow, OrderRow, OrdersListResponse } from '#shared/checkout-api/schemas.ts';
import { timelinesOf } from '../lifecycle/index.ts';
import { customerRefundsOf } from '../payments/index.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';

export const ORDERS_PER_PAGE = 10;

interface OrderDbRow {
  id: number;
  code: string;
  created_at: Date;
  flow: OrderRow['flow'];
  currency: OrderRow['currency'];
  exchange_rate: string;
  delivery_method: number;
  payment_method: number | null;
  payment_in_shop: number | null;
  payment_provider: OrderRow['payment_provider'];
  payment_status: OrderRow['payment_status'];
  paid_at: Date | null;
  status: string;
  carrier: string | null;
  waybill: string | null;
  goods: number;
  delivery_fee: number;
  cod_fee: number;
  vat_amount: number;
  price_increase: number;
  bonus: number;
  online_fee: number;
  total: number;
  snapshot: { address?: { text?: string } | null; pickup?: { date: string | null; time: string | null; name: string; phone: string } | null };
  star: number | null;
  feedback_content: string | null;
}

/** What the list adds per order from the payments side (bank details, pay-again link). */
export interface PaymentExtras {
  bankTransfer(order: { code: string; total: number; provider: OrderRow['payment_provider']; status: OrderRow['payment_status'] }): OrderRow['bank_transfer'];
  payAgainUrl(order: { code: string; provider: OrderRow['payment_provider']; status: OrderRow['payment_status']; orderStatus: string }): string | null;
}

/** The lines of some orders, in the order placed (also the back office detail's). */
export async function linesOf(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await em.execute<(OrderLineRow & { order_id: number })[]>(
    `select l.order_id, l.product_id, l.name, p.slug, l.sku, l.unit, l.quantity, l.unit_price, l.line_total, p.image_id
       from order_lines l left join products p on p.id = l.product_id
      where l.order_id = any(?::bigint[]) order by l.order_id, l.id`,
    [`{${orderIds.join(',')}}`],
  );
  for (const row of rows) {
    const { order_id: orderId, ...line } = row;
    byOrder.get(Number(orderId))?.push({
      ...line,
      product_id: line.product_id === null ? null : Number(line.product_id),
      quantity: Number(line.quantity),
      unit_price: Number(line.unit_price),
      line_total: Number(line.line_total),
      image_id: line.image_id === null ? null : Number(line.image_id),
    });
  }
  return byOrder;
}

/** GET /v1/orders: one page of the user's own orders, newest first, with lines and feedback. */
export async function listOrders(em: EntityManager, userId: number, page: number | undefined, extras: PaymentExtras): Promise<OrdersListResponse> {
  const slice = pageSlice(page, ORDERS_PER_PAGE);
  const [rows, [count]] = await Promise.all([
    em.execute<OrderDbRow[]>(
      `select o.*, f.star, f.content as feedback_content
         from orders o left join order_feedbacks f on f.order_id = o.id
        where o.user_id = ? order by o.id desc limit ? offset ?`,
      [userId, slice.limit, slice.offset],
    ),
    em.execute<{ n: string }[]>('select count(*) as n from orders where user_id = ?', [userId]),
  ]);
  const lines = await linesOf(em, rows.map((row) => Number(row.id)));
  const timelines = await timelinesOf(em, 'shop', rows.map((row) => ({ id: Number(row.id), createdAt: row.created_at })));
  const refunds = await customerRefundsOf(em, 'shop', rows.map((row) => Number(row.id)));
  const orders = rows.map((row): OrderRow => {
    const id = Number(row.id);
    const total = Number(row.total);
    const facts = { code: row.code, total, provider: row.payment_provider, status: row.payment_status, orderStatus: row.status };
    return {
      id,
      code: row.code,
      created_at: new Date(row.created_at).toISOString(),
      flow: row.flow,
      currency: row.currency,
      exchange_rate: Number(row.exchange_rate),
      delivery_method: Number(row.delivery_method),
      payment_method: row.payment_method === null ? null : Number(row.payment_method),
      payment_in_shop: row.payment_in_shop === null ? null : Number(row.payment_in_shop),
      payment_provider: row.payment_provider,
      payment_status: row.payment_status,
      paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      status: row.status,
      goods: Number(row.goods),
      delivery_fee: Number(row.delivery_fee),
      cod_fee: Number(row.cod_fee),
      vat_amount: Number(row.vat_amount),
      price_increase: Number(row.price_increase),
      bonus: Number(row.bonus),
      online_fee: Number(row.online_fee),
      total,
      lines: lines.get(id) ?? [],
      address_text: row.snapshot.address?.text ?? null,
      pickup: row.snapshot.pickup ?? null,
      feedback: row.star === null ? null : { star: Number(row.star), content: row.feedback_content ?? '' },
      bank_transfer: extras.bankTransfer(facts),
      pay_again_url: extras.payAgainUrl(facts),
      timeline: timelines.get(id) ?? [],
      carrier: row.carrier,
      waybill: row.waybill,
      refund: refunds.get(id) ?? null,
    };
  });
  return { orders, ...pageEnvelope(slice, Number(count?.n ?? 0)) };
}
