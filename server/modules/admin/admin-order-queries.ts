import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_ORDERS_PER_PAGE,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type AdminOrdersResponse,
  type AdminPayment,
} from '#shared/admin/schemas.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { isOrderStatus, nextStatuses, type OrderKind, type OrderStatus } from '#shared/orders/lifecycle.ts';
import type { PaymentsConfig } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { orderFacts, type OrderFacts, pcbPaymentMethod, timelinesOf } from '../lifecycle/index.ts';
import { pcbDeliveryFacts, pcbOrderItemById } from '../pcb/index.ts';
import { linesOf, orderAmounts, shopDeliveryFacts, vatInvoiceFacts } from '../orders/index.ts';
import { customerRefundsOf, refundOf, refundOnCancel } from '../payments/index.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { OrderSchema } from '../orders/order.entity.ts';

interface ListRow {
  id: string | number;
  code: string;
  created_at: Date;
  status: string;
  total: string | number;
  carrier: string | null;
  waybill: string | null;
  payment_provider: string | null;
  payment_status: string;
  paid_at: Date | null;
  delivery_method: number | null;
  payment_method: number | null;
  payment_in_shop: number | null;
  user_id: string | number;
  fullname: string;
  email: string | null;
  phone: string | null;
}

// The PCB order number is computed, so search and display use the same expression.
const PCB_CODE = `'PCB' || lpad(o.id::text, 6, '0')`;

function listSql(kind: OrderKind): string {
  const table = kind === 'shop' ? 'orders' : 'pcb_orders';
  const columns =
    kind === 'shop'
      ? `o.code, o.payment_provider, null::int as delivery_method, null::int as payment_method, null::int as payment_in_shop`
      : `${PCB_CODE} as code, null as payment_provider, o.delivery_method, o.payment_method, o.payment_in_shop`;
  const code = kind === 'shop' ? 'o.code' : PCB_CODE;
  return `select o.id, o.created_at, o.status, o.total, o.carrier, o.waybill, o.payment_status, o.paid_at, ${columns},
                 u.id as user_id, u.fullname, u.email, pr.phone
            from ${table} o join users u on u.id = o.user_id left join profiles pr on pr.user_id = u.id
           where (?::text is null or o.status = ?::text)
             and (?::text is null or ${code} ilike ? or u.fullname ilike ? or u.email ilike ? or o.waybill ilike ?)`;
}

function paymentOf(row: Pick<ListRow, 'payment_provider' | 'payment_status' | 'paid_at' | 'delivery_method' | 'payment_method' | 'payment_in_shop'>, kind: OrderKind, status: OrderStatus): AdminPayment {
  const method = kind === 'shop' ? (row.payment_provider ?? 'cash') : pcbPaymentMethod(row);
  const paid = row.payment_status === 'paid';
  const required = method !== 'cash';
  const transferable = kind === 'shop' ? method === 'bank_transfer' : required;
  return { required, method, paid, paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null, can_mark_paid: transferable && !paid && status !== 'cancelled' };
}

function summaryOf(row: ListRow, kind: OrderKind): AdminOrderSummary {
  const status = isOrderStatus(row.status) ? row.status : 'new';
  return {
    kind,
    id: Number(row.id),
    code: row.code,
    created_at: new Date(row.created_at).toISOString(),
    status,
    customer: { id: Number(row.user_id), fullname: row.fullname, email: row.email, phone: row.phone },
    total: Number(row.total),
    payment: paymentOf(row, kind, status),
    carrier: row.carrier,
    waybill: row.waybill,
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** GET /v1/admin/orders: one page of shop or PCB orders of every customer, newest first. */
export async function listAdminOrders(
  em: EntityManager,
  query: { kind: OrderKind; status?: OrderStatus | undefined; q?: string | undefined; page?: number | undefined },
): Promise<AdminOrdersResponse> {
  const slice = pageSlice(query.page, ADMIN_ORDERS_PER_PAGE);
  const q = query.q?.trim() || null;
  const pattern = q && likePattern(q);
  const filters = [query.status ?? null, query.status ?? null, q, pattern, pattern, pattern, pattern];
  // Raw: one filtered join over orders and users (ILIKE search over four columns) and its count over the same SQL.
  const [rows, [count]] = await Promise.all([
    em.execute<ListRow[]>(`${listSql(query.kind)} order by o.id desc limit ? offset ?`, [...filters, slice.limit, slice.offset]),
    em.execute<{ n: number }[]>(`select count(*)::int as n from (${listSql(query.kind)}) x`, filters),
  ]);
  const total = count?.n ?? 0;
  return {
    data: rows.map((row) => summaryOf(row, query.kind)),
    ...pageEnvelope(slice, total),
  };
}

type DetailPart = Pick<AdminOrderDetail, 'lines' | 'amounts' | 'pcb' | 'flow' | 'address_text' | 'content' | 'delivery' | 'vat_invoice' | 'language'>;

async function shopPart(em: EntityManager, id: number): Promise<DetailPart> {
  const order = await em.findOne(OrderSchema, id);
  if (!order) throw notFound('Order');
  const lines = await linesOf(em, [id]);
  return {
    lines: lines.get(id) ?? [],
    amounts: orderAmounts(order),
    pcb: null,
    flow: order.flow,
    address_text: order.snapshot.address?.text ?? null,
    content: order.content ?? null,
    delivery: shopDeliveryFacts(order),
    vat_invoice: vatInvoiceFacts(order),
    language: order.language,
  };
}

/** A PCB quote's part of the detail: its configuration and prices, and where it goes. */
async function pcbPart(em: EntityManager, id: number, userId: number, language: Locale): Promise<DetailPart> {
  const pcb = await pcbOrderItemById(em, id, (tx, ids) => customerRefundsOf(tx, 'pcb', ids));
  if (!pcb) throw notFound('Order');
  const { delivery, addressText } = await pcbDeliveryFacts(em, pcb, userId, language);
  return { lines: [], amounts: null, pcb, flow: null, address_text: addressText, content: pcb.content, delivery, vat_invoice: null, language: null };
}

/**
 * GET /v1/admin/orders/:kind/:id: the order with its customer, payment, refund, timeline and next
 * moves; a PCB quote without an address of its own names the default address's country in `language`.
 */
export async function adminOrderDetail(em: EntityManager, kind: OrderKind, id: number, payments: PaymentsConfig, language: Locale): Promise<AdminOrderDetail> {
  const facts: OrderFacts | null = await orderFacts(em, kind, id);
  if (!facts) throw notFound('Order');
  // Raw: the list's own joined row (orders and users) for one order, so the detail's summary matches the list.
  const [row] = await em.execute<ListRow[]>(`${listSql(kind)} and o.id = ?`, [null, null, null, null, null, null, null, id]);
  if (!row) throw notFound('Order');
  const part = kind === 'shop' ? await shopPart(em, id) : await pcbPart(em, id, facts.userId, language);
  const [timelines, refund, refundOnCancelNow] = await Promise.all([
    timelinesOf(em, kind, [{ id, createdAt: row.created_at }]),
    refundOf(em, kind, id),
    refundOnCancel(em, payments, facts),
  ]);
  return {
    ...summaryOf(row, kind),
    ...part,
    timeline: timelines.get(id) ?? [],
    next_statuses: nextStatuses(facts),
    refund,
    refund_on_cancel: facts.status === 'cancelled' ? null : (refundOnCancelNow?.method ?? null),
    refund_amount_on_cancel: facts.status === 'cancelled' || !refundOnCancelNow ? null : { amount: refundOnCancelNow.amount, currency: refundOnCancelNow.currency },
  };
}
