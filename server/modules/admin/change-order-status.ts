import type { EntityManager } from '@mikro-orm/postgresql';
import { transitionProblem, type OrderKind, type OrderStatus, type TimelineActor } from '#shared/orders/lifecycle.ts';
import { cancelNeedsRefundConfirmation } from '#shared/orders/refund.ts';
import type { PaymentsConfig } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { orderFacts, type OrderFacts, recordTransition, updateOrderRow } from '../lifecycle/index.ts';
import { returnStockAndBonus } from '../orders/index.ts';
import { type OpenedRefund, openRefund, refundPromise } from '../payments/index.ts';

// Staff moving an order is the back office's: it returns a shop order's stock (orders) and opens
// a paid order's refund (payments) with the move (lifecycle), so it sits above all three.

const PROBLEM_MESSAGES: Record<string, string> = {
  invalid_transition: 'The order cannot move to that status from where it is',
  payment_required: 'The order must be paid first',
  carrier_required: 'Shipping needs a carrier',
  waybill_required: 'Shipping needs a waybill number',
};

/** What a status change did beyond the move: the refund a cancelled paid order now owes. */
export interface StatusChangeResult {
  refund: OpenedRefund | null;
}

export interface StatusChange {
  kind: OrderKind;
  id: number;
  to: OrderStatus;
  note?: string | undefined;
  carrier?: string | undefined;
  waybill?: string | undefined;
  actor: { kind: TimelineActor; userId: number | null };
  /** Staff confirmed the refund a paid order's cancel owes. */
  refundConfirmed?: boolean | undefined;
}

/**
 * Moves an order (back office): checks the move with the shared rules on the locked row
 * and records it; 404 for no such order, 409 with the reason key when the move is refused.
 * Cancelling, in the same transaction: a paid order needs `refundConfirmed`
 * (409 `refund_confirmation_required` beside that field, nothing written), a shop order gives its
 * stock and bonus back, and a paid order's refund is recorded (the caller sends a gateway refund
 * after the commit, see sendRefund). The row lock and the lifecycle (cancelled is final) make a
 * repeated cancel a 409 that returns nothing twice.
 */
export async function changeOrderStatus(em: EntityManager, change: StatusChange, payments: PaymentsConfig): Promise<StatusChangeResult> {
  return em.fork().transactional(async (tx) => {
    const order = await orderFacts(tx, change.kind, change.id, true);
    if (!order) throw notFound('Order');
    const problem = transitionProblem(order, change.to, { carrier: change.carrier ?? order.carrier, waybill: change.waybill ?? order.waybill });
    if (problem) throw new AppError(409, problem, PROBLEM_MESSAGES[problem] ?? problem);
    const refund = change.to === 'cancelled' ? await cancelSideEffects(tx, order, change, payments) : null;
    await recordTransition(tx, order, {
      to: change.to,
      actor: change.actor,
      note: change.note ?? null,
      carrier: change.carrier,
      waybill: change.waybill,
      customerText: refund ? refundPromise(refund, order.language) : null,
    });
    if (change.to === 'delivered' && !order.paymentRequired && !order.paid) await recordCashCollected(tx, change.kind, change.id);
    return { refund };
  });
}

/** What cancelling gives back: stock and bonus (shop orders; PCB boards are made to order), and the refund of a paid order. */
async function cancelSideEffects(tx: EntityManager, order: OrderFacts, change: StatusChange, payments: PaymentsConfig): Promise<OpenedRefund | null> {
  if (cancelNeedsRefundConfirmation(order) && change.refundConfirmed !== true) {
    throw new AppError(409, 'refund_confirmation_required', 'The order is paid: confirm the refund to cancel it', { refund_confirmed: 'refund_confirmation_required' });
  }
  if (order.kind === 'shop') await returnStockAndBonus(tx, order.id);
  if (!order.paid) return null;
  if (change.actor.userId === null) throw new AppError(409, 'refund_confirmation_required', 'Only staff can cancel a paid order');
  return openRefund(tx, payments, order, change.actor.userId);
}

/**
 * A cash order (cash on delivery, cash in the shop) is paid when it is handed over: delivering it
 * records the payment, so the customer's list does not show a delivered order as unpaid.
 */
async function recordCashCollected(tx: EntityManager, kind: OrderKind, id: number): Promise<void> {
  const now = new Date();
  await updateOrderRow(tx, kind, id, { paymentStatus: 'paid', paidAt: now, updatedAt: now });
}
