import { formatUsd, formatVnd } from '../money/format.ts';

/**
 * Refunds of cancelled paid orders ("for a paid order require an explicit refund
 * step: through the gateway's refund call where the adapter has one, else 'refund due' recorded
 * with who/when, visible to the customer").
 *
 * - `gateway`: the money goes back through the provider's refund API (VNPay refund, MoMo
 *   /v2/gateway/api/refund, PayPal captures refund). `pending` while the call is under way,
 *   `refunded` when the provider accepts it, `failed` when it refuses or does not answer (staff
 *   retry, or pay back by hand and mark it refunded).
 * - `manual`: bank transfer, cash, a PCB order, or an online payment whose adapter cannot refund:
 *   `due` until staff pay it back and mark it `refunded` (who and when are kept).
 */

export type RefundMethod = 'gateway' | 'manual';
export type RefundStatus = 'pending' | 'failed' | 'due' | 'refunded';

/** How the customer sees a refund: still under way (whatever went wrong inside), or done. */
export type CustomerRefundState = 'in_progress' | 'refunded';

export function customerRefundState(status: RefundStatus): CustomerRefundState {
  return status === 'refunded' ? 'refunded' : 'in_progress';
}

/** What cancelling an order does with its money: nothing (unpaid), or a refund of this method. */
export function refundMethodOnCancel(order: { paid: boolean; gatewayRefundable: boolean }): RefundMethod | null {
  if (!order.paid) return null;
  return order.gatewayRefundable ? 'gateway' : 'manual';
}

/**
 * Whether cancelling needs the staff member's explicit "refund" confirmation: any paid order
 * (the server refuses the cancel with `refund_confirmation_required` otherwise, writing nothing).
 */
export function cancelNeedsRefundConfirmation(order: { paid: boolean }): boolean {
  return order.paid;
}

/** A gateway refund staff may send again: it failed (or was left pending by a crash). */
export function canRetryRefund(refund: { method: RefundMethod; status: RefundStatus }): boolean {
  return refund.method === 'gateway' && (refund.status === 'failed' || refund.status === 'pending');
}

/** A refund staff may record as paid back by hand: due, or a gateway refund that failed. */
export function canMarkRefunded(refund: { status: RefundStatus }): boolean {
  return refund.status === 'due' || refund.status === 'failed';
}

/** A refund's amount as written: whole đồng, or US cents (PayPal) shown as dollars. */
export function formatRefundAmount(amount: number, currency: 'VND' | 'USD'): string {
  return currency === 'USD' ? formatUsd(amount / 100) : formatVnd(amount);
}
