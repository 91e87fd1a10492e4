import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderKind } from '#shared/orders/lifecycle.ts';
import type { AdminRefund } from '#shared/admin/schemas.ts';
import type { OrderRefundView } from '#shared/orders/refund-schema.ts';
import { canMarkRefunded, canRetryRefund, customerRefundState, formatRefundAmount, refundMethodOnCancel, type RefundMethod } from '#shared/orders/refund.ts';
import type { PaymentsConfig } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { orderFacts, type OrderFacts, orderPageOf } from '../lifecycle/index.ts';
import { createNotification } from '../notifications/index.ts';
import { OrderSchema } from '../orders/order.entity.ts';
import { PcbOrderSchema } from '../pcb/pcb-order.entity.ts';
import { gatewayRefundable, sendGatewayRefund, type PaidAttempt } from './gateway-refund.ts';
import { OrderRefundSchema, type OrderRefund } from './order-refund.entity.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';
import { message } from '../../i18n/messages.ts';

/** The attempt that paid a shop order (the first; staff refund any later one by hand). */
async function paidAttempt(tx: EntityManager, kind: OrderKind, orderId: number): Promise<(PaidAttempt & { id: number }) | null> {
  if (kind !== 'shop') return null;
  const row = await tx.findOne(PaymentTransactionSchema, { order: orderId, status: 'paid' }, { orderBy: { id: 'asc' }, refresh: true });
  if (!row) return null;
  const { id, provider, amount, currency, createdAt } = row;
  return { id, provider, providerRef: row.providerRef ?? null, amount, currency, createdAt, rawCallback: row.rawCallback ?? null };
}

async function orderTotal(tx: EntityManager, kind: OrderKind, orderId: number): Promise<number> {
  const order = kind === 'shop' ? await tx.findOne(OrderSchema, orderId, { fields: ['total'], disableIdentityMap: true }) : await tx.findOne(PcbOrderSchema, orderId, { fields: ['total'], disableIdentityMap: true });
  return order?.total ?? 0;
}

/**
 * The amount a paid order's refund gives back, as it was paid: the paid attempt's (US cents for
 * PayPal, which captured the order's total in dollars at the order's rate), else the order's
 * total in đồng.
 */
async function refundAmount(tx: EntityManager, kind: OrderKind, orderId: number, attempt: PaidAttempt | null): Promise<{ amount: number; currency: 'VND' | 'USD' }> {
  if (attempt) return { amount: attempt.amount, currency: attempt.currency };
  return { amount: await orderTotal(tx, kind, orderId), currency: 'VND' };
}

export interface OpenedRefund {
  id: number;
  method: RefundMethod;
  amount: number;
  currency: 'VND' | 'USD';
}

/**
 * Inside the cancel's transaction: records the refund a paid order is owed,
 * `pending` when the gateway can refund the paid attempt (sendRefund calls it after the commit),
 * else `due` for staff to pay back by hand. The unique (order_kind, order_id) key makes a second
 * refund of one order impossible.
 */
export async function openRefund(tx: EntityManager, payments: PaymentsConfig, order: OrderFacts, requestedBy: number): Promise<OpenedRefund> {
  const attempt = await paidAttempt(tx, order.kind, order.id);
  const method = refundMethodOnCancel({ paid: true, gatewayRefundable: gatewayRefundable(payments, attempt) }) ?? 'manual';
  const { amount, currency } = await refundAmount(tx, order.kind, order.id, attempt);
  const refund = tx.create(OrderRefundSchema, {
    orderKind: order.kind,
    orderId: order.id,
    method,
    provider: attempt?.provider ?? order.paymentMethod,
    paymentTransaction: attempt?.id ?? null,
    amount,
    currency,
    status: method === 'gateway' ? 'pending' : 'due',
    requestedBy,
  });
  await tx.flush();
  return { id: refund.id, method, amount, currency };
}

/** The customer's sentence about a refund, in their language (the cancel notification adds it). */
export function refundPromise(refund: Pick<OpenedRefund, 'method' | 'amount' | 'currency'>, language: 'vi' | 'en'): string {
  const amount = formatRefundAmount(refund.amount, refund.currency);
  if (refund.method === 'gateway') {
    return message(language, 'refund_to_payment_method', { amount });
  }
  return message(language, 'refund_owed', { amount });
}

function notifyRefunded(tx: EntityManager, order: OrderFacts, refund: OrderRefund): void {
  const amount = formatRefundAmount(refund.amount, refund.currency);
  createNotification(tx, {
    userId: order.userId,
    type: 'order_refunded',
    title: message(order.language, 'order_refunded_title', { code: order.code, amount }),
    content: refund.note,
    data: { order_kind: order.kind, order_id: order.id, code: order.code, amount: refund.amount, currency: refund.currency },
    url: orderPageOf(order.kind),
  });
}

async function lockedRefund(tx: EntityManager, kind: OrderKind, orderId: number): Promise<OrderRefund> {
  const refund = await tx.findOne(OrderRefundSchema, { orderKind: kind, orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!refund) throw notFound('Refund');
  return refund;
}

/**
 * Sends (or, for staff, sends again) a gateway refund. The refund's row stays locked during the
 * call, so two staff members never send it twice at once; the answer is written in the same
 * transaction: `refunded` (the customer is notified) or `failed` with the gateway's reason,
 * which leaves the cancelled order as it is and shows staff what to do. 409
 * `refund_not_retryable` when it is not a gateway refund waiting to be sent.
 */
export async function sendRefund(em: EntityManager, payments: PaymentsConfig, kind: OrderKind, orderId: number, staff: { name: string }): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const refund = await lockedRefund(tx, kind, orderId);
    if (!canRetryRefund(refund)) throw new AppError(409, 'refund_not_retryable', 'Only a gateway refund that failed can be sent again');
    const order = await orderFacts(tx, kind, orderId);
    if (!order) throw notFound('Order');
    const attemptRow = refund.paymentTransaction ? await tx.findOne(PaymentTransactionSchema, refund.paymentTransaction.id) : null;
    const attempt: PaidAttempt | null = attemptRow && {
      provider: attemptRow.provider,
      providerRef: attemptRow.providerRef ?? null,
      amount: attemptRow.amount,
      currency: attemptRow.currency,
      createdAt: attemptRow.createdAt,
      rawCallback: attemptRow.rawCallback ?? null,
    };
    if (!attempt || !gatewayRefundable(payments, attempt)) {
      refund.status = 'failed';
      refund.failure = 'This server can no longer refund the payment through its gateway; pay it back by hand and mark it refunded';
      return;
    }
    refund.attempts += 1;
    const result = await sendGatewayRefund(payments, attempt, { refundId: refund.id, attemptNo: refund.attempts, orderCode: order.code, language: order.language, staffName: staff.name });
    refund.providerRef = result.providerRef.slice(0, 64) || null;
    refund.rawResponse = result.raw;
    if (result.ok) {
      refund.status = 'refunded';
      refund.failure = null;
      refund.refundedAt = new Date();
      notifyRefunded(tx, order, refund);
    } else {
      refund.status = 'failed';
      refund.failure = result.failure;
    }
  });
}

/**
 * Staff record that they paid a refund back by hand (bank transfer, cash, or after a gateway
 * refused): who and when are kept with their note, and the customer is notified. 409
 * `refund_not_due` when nothing is owed any more (already refunded, or a gateway call under way).
 */
export async function markRefunded(em: EntityManager, kind: OrderKind, orderId: number, staffUserId: number, note: string | null): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const refund = await lockedRefund(tx, kind, orderId);
    if (!canMarkRefunded(refund)) throw new AppError(409, 'refund_not_due', 'This refund is not waiting to be paid back');
    const order = await orderFacts(tx, kind, orderId);
    if (!order) throw notFound('Order');
    refund.status = 'refunded';
    refund.refundedAt = new Date();
    refund.refundedBy = tx.getReference(UserSchema, staffUserId);
    refund.note = note;
    notifyRefunded(tx, order, refund);
  });
}

/** What cancelling a paid order would refund, how and how much, as `openRefund` will record it. */
export interface RefundPreview {
  method: RefundMethod;
  amount: number;
  currency: 'VND' | 'USD';
}

/**
 * What cancelling a paid order would do now: a gateway refund, or a refund due,
 * of the amount the refund will give back (a PayPal payment in its US cents, not the đồng total).
 */
export async function refundOnCancel(em: EntityManager, payments: PaymentsConfig, order: Pick<OrderFacts, 'kind' | 'id' | 'paid'>): Promise<RefundPreview | null> {
  if (!order.paid) return null;
  const attempt = await paidAttempt(em, order.kind, order.id);
  const method = refundMethodOnCancel({ paid: true, gatewayRefundable: gatewayRefundable(payments, attempt) });
  return method && { method, ...(await refundAmount(em, order.kind, order.id, attempt)) };
}

/** An order's refund as staff see it (who asked, who paid back, why a gateway refused), or null. */
export async function refundOf(em: EntityManager, kind: OrderKind, orderId: number): Promise<AdminRefund | null> {
  const row = await em.findOne(OrderRefundSchema, { orderKind: kind, orderId }, { populate: ['requestedBy', 'refundedBy'], refresh: true });
  if (!row) return null;
  const person = (user: { id: number; fullname: string } | null | undefined) => (user ? { id: user.id, fullname: user.fullname } : null);
  return {
    method: row.method,
    status: row.status,
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    failure: row.failure ?? null,
    attempts: row.attempts,
    requested_at: row.createdAt.toISOString(),
    requested_by: person(row.requestedBy),
    refunded_at: row.refundedAt ? row.refundedAt.toISOString() : null,
    refunded_by: person(row.refundedBy),
    note: row.note ?? null,
    can_retry: canRetryRefund(row),
    can_mark_refunded: canMarkRefunded(row),
  };
}

/** The refunds of some shop or PCB orders as their customer sees them (GET /v1/orders, GET /v1/pcb-orders), by order id. */
export async function customerRefundsOf(em: EntityManager, kind: OrderKind, orderIds: readonly number[]): Promise<Map<number, OrderRefundView>> {
  const refunds = new Map<number, OrderRefundView>();
  if (orderIds.length === 0) return refunds;
  const rows = await em.find(OrderRefundSchema, { orderKind: kind, orderId: { $in: [...orderIds] } }, { refresh: true });
  for (const row of rows) {
    refunds.set(row.orderId, {
      state: customerRefundState(row.status),
      method: row.method,
      amount: row.amount,
      currency: row.currency,
      refunded_at: row.refundedAt ? row.refundedAt.toISOString() : null,
    });
  }
  return refunds;
}
