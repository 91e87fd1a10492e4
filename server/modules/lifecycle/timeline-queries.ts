import type { EntityManager } from '@mikro-orm/postgresql';
import { isOrderStatus, type OrderKind, type TimelineEntry } from '#shared/orders/lifecycle.ts';
import { OrderEventSchema } from './order-event.entity.ts';

/**
 * The timelines of some orders of one kind ("shown to the customer as a timeline"),
 * oldest first: the placing by the customer, then every recorded change.
 */
export async function timelinesOf(
  em: EntityManager,
  kind: OrderKind,
  orders: readonly { id: number; createdAt: Date | string }[],
): Promise<Map<number, TimelineEntry[]>> {
  const timelines = new Map<number, TimelineEntry[]>(
    orders.map((order) => [order.id, [{ status: 'new', at: new Date(order.createdAt).toISOString(), note: null, actor: 'customer' }]]),
  );
  if (orders.length === 0) return timelines;
  const rows = await em.find(
    OrderEventSchema,
    { orderKind: kind, orderId: { $in: orders.map((order) => order.id) } },
    { fields: ['orderId', 'toStatus', 'actorKind', 'note', 'createdAt'], orderBy: [{ orderId: 'asc' }, { id: 'asc' }] },
  );
  for (const row of rows) {
    if (!isOrderStatus(row.toStatus)) continue;
    timelines.get(row.orderId)?.push({ status: row.toStatus, at: new Date(row.createdAt).toISOString(), note: row.note ?? null, actor: row.actorKind });
  }
  return timelines;
}
