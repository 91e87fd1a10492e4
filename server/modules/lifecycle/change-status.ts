import type { EntityManager } from '@mikro-orm/postgresql';
import { statusAfterPayment, type OrderKind, type OrderStatus, type TimelineActor } from '#shared/orders/lifecycle.ts';
import { orderFacts } from './order-facts-queries.ts';
import { recordTransition } from './record-transition.ts';

/**
 * After a payment is recorded (verified callback or staff marking a transfer paid), in the same
 * transaction: a new or confirmed order that needs payment moves to `paid` (the system actor or
 * the staff member). Call it after the order's payment state is written.
 */
export async function moveAfterPayment(
  tx: EntityManager,
  kind: OrderKind,
  id: number,
  options: { actor: { kind: TimelineActor; userId: number | null }; note?: string | null; notify?: boolean },
): Promise<OrderStatus | null> {
  const order = await orderFacts(tx, kind, id, true);
  if (!order) return null;
  const to = statusAfterPayment(order);
  if (!to) return null;
  await recordTransition(tx, { ...order, paid: true }, { to, actor: options.actor, note: options.note ?? null, notify: options.notify ?? true });
  return to;
}
