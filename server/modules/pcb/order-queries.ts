import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPanelWay } from '#shared/pcb/panel.ts';
import type { PcbOrderItem, PcbOrderProperty, PcbOrdersResponse } from '#shared/pcb/schemas.ts';
import type { TimelineEntry } from '#shared/orders/lifecycle.ts';
import type { OrderRefundView } from '#shared/orders/refund-schema.ts';
import { PcbOrderSchema } from './pcb-order.entity.ts';
import { timelinesOf } from '../lifecycle/index.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';

/**
 * The refund the customer sees on each of some PCB orders. Handed in (server/app.ts, the back
 * office): refunds are the payments module's, which reaches PCB orders through their entity.
 */
export type PcbRefundsOf = (em: EntityManager, orderIds: readonly number[]) => Promise<Map<number, OrderRefundView>>;

/** PCB orders per page on /pcb-orders. */
export const PCB_ORDERS_PER_PAGE = 10;

interface OrderRow {
  id: string | number;
  kind: PcbOrderItem['kind'];
  status: string;
  created_at: Date;
  pcb_type_id: number | null;
  pcb_type_name: string | null;
  pcb_type_name_en: string | null;
  pcb_quote_id: number | null;
  pcb_quote_name: string | null;
  pcb_quote_name_en: string | null;
  stencil_size_id: number | null;
  stencil_size_name: string | null;
  stencil_size_name_en: string | null;
  title: string | null;
  properties: PcbOrderProperty[];
  numeric_values: Record<string, number> | null;
  width: number | null;
  height: number | null;
  quantity: number;
  panel_rows: number;
  panel_columns: number;
  pcb_unit_price: number;
  setup_fee: number;
  setup_quantity_fee: number;
  goods_total: string | number;
  build_days: number | null;
  build_price: number;
  deadline_days: number | null;
  total: string | number;
  delivery_method: number | null;
  payment_method: number | null;
  payment_in_shop: number | null;
  address: string | null;
  transport_id: number | null;
  delivery_company_name: string | null;
  shipping_payment: number | null;
  cod_payment: number | null;
  content: string | null;
  saved_bom_id: number | null;
  saved_bom_name: string | null;
  saved_bom_line_count: number | null;
  design_file_name: string | null;
  design_file_size: number | null;
  carrier: string | null;
  waybill: string | null;
  payment_status: 'unpaid' | 'paid';
}

const ORDER_COLUMNS = `o.id, o.kind, o.status, o.created_at,
  o.pcb_type_id, t.name as pcb_type_name, t.name_en as pcb_type_name_en, o.pcb_quote_id, q.name as pcb_quote_name, q.name_en as pcb_quote_name_en,
  o.stencil_size_id, s.name as stencil_size_name, s.name_en as stencil_size_name_en, o.title, o.properties, o.numeric_values,
  o.width::float8 as width, o.height::float8 as height, o.quantity, o.panel_rows, o.panel_columns,
  o.pcb_unit_price, o.setup_fee, o.setup_quantity_fee, o.goods_total, o.build_days, o.build_price,
  o.deadline_days, o.total, o.delivery_method, o.payment_method, o.payment_in_shop, o.address,
  o.transport_id, dc.name as delivery_company_name, o.shipping_payment, o.cod_payment, o.content,
  o.saved_bom_id, b.name as saved_bom_name, b.line_count as saved_bom_line_count, o.design_file_name, o.design_file_size, o.carrier, o.waybill, o.payment_status`;

const named = (id: number | null, name: string | null, nameEn: string | null) => (id === null ? null : { id, name: name ?? '', name_en: nameEn });

function toItem(row: OrderRow, timeline: TimelineEntry[], refund: OrderRefundView | null): PcbOrderItem {
  const id = Number(row.id);
  return {
    id,
    kind: row.kind,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    pcb_type: named(row.pcb_type_id, row.pcb_type_name, row.pcb_type_name_en),
    pcb_quote: named(row.pcb_quote_id, row.pcb_quote_name, row.pcb_quote_name_en),
    stencil_size: named(row.stencil_size_id, row.stencil_size_name, row.stencil_size_name_en),
    title: row.title,
    properties: row.properties,
    numeric_values: row.numeric_values,
    width: row.width,
    height: row.height,
    quantity: row.quantity,
    panel_way: formatPanelWay(row.panel_rows, row.panel_columns),
    pcb_unit_price: row.pcb_unit_price,
    setup_fee: row.setup_fee,
    setup_quantity_fee: row.setup_quantity_fee,
    goods_total: Number(row.goods_total),
    build_days: row.build_days,
    build_price: row.build_price,
    deadline_days: row.deadline_days,
    total: Number(row.total),
    delivery_method: row.delivery_method,
    payment_method: row.payment_method,
    payment_in_shop: row.payment_in_shop,
    address: row.address,
    transport_id: row.transport_id,
    // A company removed since keeps its id; the name reads as the number then.
    delivery_company: row.transport_id === null ? null : { id: row.transport_id, name: row.delivery_company_name ?? `#${row.transport_id}` },
    shipping_payment: row.shipping_payment,
    cod_payment: row.cod_payment,
    content: row.content,
    bom: row.saved_bom_id === null ? null : { id: row.saved_bom_id, name: row.saved_bom_name ?? '', line_count: row.saved_bom_line_count ?? 0 },
    design_file:
      row.design_file_name === null
        ? null
        : { name: row.design_file_name, size: row.design_file_size ?? 0, url: `/v1/pcb-orders/${id}/design-file` },
    timeline,
    carrier: row.carrier,
    waybill: row.waybill,
    payment_status: row.payment_status,
    refund,
  };
}

/** The user's PCB orders, newest first, one page (spec §2 /pcb-orders). Only ever the user's own. */
export async function listPcbOrders(em: EntityManager, userId: number, page: number | undefined, refundsOf: PcbRefundsOf): Promise<PcbOrdersResponse> {
  const slice = pageSlice(page, PCB_ORDERS_PER_PAGE);
  const total = await em.count(PcbOrderSchema, { user: userId });
  // Raw: the orders with five looked-up names (left joins) in the OrderRow shape toItem maps, one page.
  const rows = await em.execute<OrderRow[]>(
    `select ${ORDER_COLUMNS}
       from pcb_orders o
       left join pcb_types t on t.id = o.pcb_type_id
       left join pcb_custom_quotes q on q.id = o.pcb_quote_id
       left join pcb_stencil_sizes s on s.id = o.stencil_size_id
       left join delivery_companies dc on dc.id = o.transport_id
       left join saved_boms b on b.id = o.saved_bom_id
      where o.user_id = ?
      order by o.id desc
      limit ? offset ?`,
    [userId, slice.limit, slice.offset],
  );
  const ids = rows.map((row) => Number(row.id));
  const [timelines, refunds] = await Promise.all([
    timelinesOf(em, 'pcb', rows.map((row) => ({ id: Number(row.id), createdAt: row.created_at }))),
    refundsOf(em, ids),
  ]);
  return {
    data: rows.map((row) => toItem(row, timelines.get(Number(row.id)) ?? [], refunds.get(Number(row.id)) ?? null)),
    ...pageEnvelope(slice, total),
  };
}

/** One PCB order of any customer, for the back office; null when there is none. */
export async function pcbOrderItemById(em: EntityManager, id: number, refundsOf: PcbRefundsOf): Promise<PcbOrderItem | null> {
  // Raw: the order with five looked-up names (left joins) in the OrderRow shape toItem maps.
  const [row] = await em.execute<OrderRow[]>(
    `select ${ORDER_COLUMNS}
       from pcb_orders o
       left join pcb_types t on t.id = o.pcb_type_id
       left join pcb_custom_quotes q on q.id = o.pcb_quote_id
       left join pcb_stencil_sizes s on s.id = o.stencil_size_id
       left join delivery_companies dc on dc.id = o.transport_id
       left join saved_boms b on b.id = o.saved_bom_id
      where o.id = ?`,
    [id],
  );
  if (!row) return null;
  const [timelines, refunds] = await Promise.all([timelinesOf(em, 'pcb', [{ id, createdAt: row.created_at }]), refundsOf(em, [id])]);
  return toItem(row, timelines.get(id) ?? [], refunds.get(id) ?? null);
}

/**
 * The stored design file of an order the viewer may download: their own, or any for staff and
 * admins ("downloadable only by the owner and staff"). Null otherwise, and for none.
 */
export async function designFileOf(
  em: EntityManager,
  orderId: number,
  viewer: { id: number; role: string },
): Promise<{ key: string; name: string } | null> {
  const row = await em.findOne(PcbOrderSchema, orderId, { fields: ['user', 'designFileKey', 'designFileName'] });
  if (!row?.designFileKey) return null;
  const staff = viewer.role === 'staff' || viewer.role === 'admin';
  if (!staff && row.user.id !== viewer.id) return null;
  return { key: row.designFileKey, name: row.designFileName ?? 'design' };
}
