import type { EntityManager } from '@mikro-orm/postgresql';
import { statusAfterPayment, transitionProblem, type OrderKind, type OrderStatus, type TimelineActor } from '#shared/orders/lifecycle.ts';
import { AppError, notFound } from '../../errors.ts';
import { orderFacts } from './order-facts.ts';
import { recordTransition } from './record-transition.ts';

const PROBLEM_MESSAGES: Record<string, string> = {
  invalid_transition: 'The order cannot move to that status from where it is',
  payment_required: 'The order must be paid first',
  carrier_required: 'Shipping needs a carrier',
  waybill_required: 'Shipping needs a waybill number',
};

export interface StatusChange {
  kind: OrderKind;
  id: number;
  to: OrderStatus;
  note?: string | undefined;
  carrier?: string | undefined;
  waybill?: string | undefined;
  actor: { kind: TimelineActor; userId: number | null };
}

/**
 * Moves an order (back office, issue 7): checks the move with the shared rules on the locked row
 * and records it; 404 for no such order, 409 with the reason key when the move is refused.
 */
export async function changeOrderStatus(em: EntityManager, change: StatusChange): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const order = await orderFacts(tx, change.kind, change.id, true);
    if (!order) throw notFound('Order');
    const problem = transitionProblem(order, change.to, { carrier: change.carrier ?? order.carrier, waybill: change.waybill ?? order.waybill });
    if (problem) throw new AppError(409, problem, PROBLEM_MESSAGES[problem] ?? problem);
    await recordTransition(tx, order, { to: change.to, actor: change.actor, note: change.note ?? null, carrier: change.carrier, waybill: change.waybill });
    if (change.to === 'delivered' && !order.paymentRequired && !order.paid) await recordCashCollected(tx, change.kind, change.id);
  });
}

/**
 * A cash order (cash on delivery, cash in the shop) is paid when it is handed over: delivering it
 * records the payment, so the customer's list does not show a delivered order as unpaid.
 */
async function recordCashCollected(tx: EntityManager, kind: OrderKind, id: number): Promise<void> {
  const table = kind === 'shop' ? 'orders' : 'pcb_orders';
  await tx
    .getConnection()
    .execute(`update ${table} set payment_status = 'paid', paid_at = now(), updated_at = now() where id = ?`, [id], 'run', tx.getTransactionContext());
}

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
