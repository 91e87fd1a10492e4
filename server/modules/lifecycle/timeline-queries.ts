import type { EntityManager } from '@mikro-orm/postgresql';
import { isOrderStatus, type OrderKind, type TimelineActor, type TimelineEntry } from '#shared/orders/lifecycle.ts';

interface EventRow {
  order_id: string | number;
  to_status: string;
  actor_kind: TimelineActor;
  note: string | null;
  created_at: Date;
}

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
  const rows = await em.execute<EventRow[]>(
    `select order_id, to_status, actor_kind, note, created_at from order_events
      where order_kind = ? and order_id = any(?::bigint[]) order by order_id, id`,
    [kind, `{${orders.map((order) => order.id).join(',')}}`],
  );
  for (const row of rows) {
    if (!isOrderStatus(row.to_status)) continue;
    timelines.get(Number(row.order_id))?.push({ status: row.to_status, at: new Date(row.created_at).toISOString(), note: row.note, actor: row.actor_kind });
  }
  return timelines;
}
