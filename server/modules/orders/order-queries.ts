import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import type { OrderRefundView } from '#shared/orders/refund-schema.ts';
import type { OrderLineRow, OrderRow, OrdersListResponse } from '#shared/orders/schemas.ts';
import { timelinesOf } from '../lifecycle/index.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { OrderFeedbackSchema } from './order-feedback.entity.ts';
import { OrderLineSchema } from './order-line.entity.ts';
import { OrderSchema, type Order } from './order.entity.ts';

export const ORDERS_PER_PAGE = 10;

/** What the list adds per order from the payments side (bank details, pay-again link, refund). */
export interface PaymentExtras {
  refundsOf(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderRefundView>>;
  bankTransfer(order: { code: string; total: number; provider: OrderRow['payment_provider']; status: OrderRow['payment_status'] }): OrderRow['bank_transfer'];
  payAgainUrl(order: { code: string; provider: OrderRow['payment_provider']; status: OrderRow['payment_status']; orderStatus: string }): string | null;
}

/** A shop order's amounts in whole VND, as the customer's list and the back office show them. */
export function orderAmounts(order: Order): NonNullable<AdminOrderDetail['amounts']> {
  return {
    goods: order.goods,
    delivery_fee: order.deliveryFee,
    cod_fee: order.codFee,
    vat_amount: order.vatAmount,
    price_increase: order.priceIncrease,
    bonus: order.bonus,
    online_fee: order.onlineFee,
    total: order.total,
  };
}

/** The lines of some orders, in the order placed (also the back office detail's). */
export async function linesOf(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await em.find(
    OrderLineSchema,
    { order: { $in: [...orderIds] } },
    { populate: ['product'], fields: ['order', 'name', 'nameEn', 'sku', 'unit', 'quantity', 'unitPrice', 'lineTotal', 'product.slug', 'product.image'], orderBy: { order: 'asc', id: 'asc' } },
  );
  for (const row of rows) {
    byOrder.get(row.order.id)?.push({
      product_id: row.product?.id ?? null,
      name: row.name,
      name_en: row.nameEn ?? null,
      slug: row.product?.slug ?? null,
      sku: row.sku ?? null,
      unit: row.unit ?? null,
      quantity: row.quantity,
      unit_price: row.unitPrice,
      line_total: row.lineTotal,
      image_id: row.product?.image?.id ?? null,
    });
  }
  return byOrder;
}

/** GET /v1/orders: one page of the user's own orders, newest first, with lines and feedback. */
export async function listOrders(em: EntityManager, userId: number, page: number | undefined, extras: PaymentExtras): Promise<OrdersListResponse> {
  const slice = pageSlice(page, ORDERS_PER_PAGE);
  const [rows, count] = await em.findAndCount(OrderSchema, { user: userId }, { orderBy: { id: 'desc' }, limit: slice.limit, offset: slice.offset });
  const ids = rows.map((row) => row.id);
  const [lines, timelines, refunds, feedbacks] = await Promise.all([
    linesOf(em, ids),
    timelinesOf(em, 'shop', rows.map((row) => ({ id: row.id, createdAt: row.createdAt }))),
    extras.refundsOf(em, ids),
    ids.length === 0 ? [] : em.find(OrderFeedbackSchema, { order: { $in: ids } }, { fields: ['order', 'star', 'content'] }),
  ]);
  const feedbackOf = new Map(feedbacks.map((feedback) => [feedback.order.id, { star: feedback.star, content: feedback.content }]));
  const orders = rows.map((row): OrderRow => {
    const { id, code, total, paymentStatus: status } = row;
    const provider = row.paymentProvider ?? null;
    const facts = { code, total, provider, status, orderStatus: row.status };
    const pickup = row.snapshot.pickup;
    return {
      id,
      code,
      created_at: row.createdAt.toISOString(),
      flow: row.flow,
      currency: row.currency,
      exchange_rate: row.exchangeRate,
      delivery_method: row.deliveryMethod,
      payment_method: row.paymentMethod ?? null,
      payment_in_shop: row.paymentInShop ?? null,
      payment_provider: provider,
      payment_status: status,
      paid_at: row.paidAt ? row.paidAt.toISOString() : null,
      status: row.status,
      ...orderAmounts(row),
      lines: lines.get(id) ?? [],
      address_text: row.snapshot.address?.text ?? null,
      pickup: pickup ? { date: pickup.date ?? null, time: pickup.time ?? null, name: pickup.name ?? '', phone: pickup.phone ?? '' } : null,
      feedback: feedbackOf.get(id) ?? null,
      bank_transfer: extras.bankTransfer(facts),
      pay_again_url: extras.payAgainUrl(facts),
      timeline: timelines.get(id) ?? [],
      carrier: row.carrier ?? null,
      waybill: row.waybill ?? null,
      refund: refunds.get(id) ?? null,
    };
  });
  return { orders, ...pageEnvelope(slice, count) };
}
