import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { moveAfterPayment } from '../lifecycle/index.ts';
import { createNotification } from '../notifications/index.ts';
import { OrderSchema } from '../orders/order.entity.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';
import type { OnlineProvider } from './providers.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { message } from '../../i18n/messages.ts';

/** A provider's verified word on one payment attempt. */
export interface VerifiedResult {
  provider: OnlineProvider;
  providerRef: string;
  /** In the currency's smallest unit, as the provider reports it. */
  amount: number;
  /** As the provider reports it; must equal the attempt's ('VND' or 'USD'). */
  currency: string;
  /** The provider says the money moved. */
  succeeded: boolean;
  raw: Record<string, unknown>;
}

/**
 * What a callback did: `paid` (the order is paid now), `failed` (the provider reports a failed or
 * cancelled payment), `amount_mismatch` (rejected and recorded), `already_settled` (a replay:
 * nothing changed), `void` (the attempt was superseded by paying again: nothing changed),
 * `not_found` (no such attempt).
 */
export type SettleOutcome = 'paid' | 'failed' | 'amount_mismatch' | 'already_settled' | 'void' | 'not_found';

export interface Settlement {
  outcome: SettleOutcome;
  /** The order's code and whether it is paid after this callback (null when not found). */
  order: { code: string; paid: boolean } | null;
}

function paidTitle(code: string, language: Locale): string {
  return message(language, 'order_paid_title', { code });
}

/**
 * Applies a verified callback ("an order is paid only after a verified callback with the
 * right amount; replayed callbacks change nothing"). The attempt row is locked, so an IPN and the
 * customer's return arriving together settle it once. Paid → the attempt and the order change in
 * this one transaction, the customer gets an `order_paid` notification and the order lifecycle
 * moves to `paid` (shared/orders/lifecycle.ts statusAfterPayment). The amount is checked
 * before the state, in VNPay's documented order (01 not found, 04 amount, 02 already confirmed).
 */
export async function settlePayment(em: EntityManager, result: VerifiedResult): Promise<Settlement> {
  return em.fork().transactional(async (tx): Promise<Settlement> => {
    const attempt = await tx.findOne(
      PaymentTransactionSchema,
      { provider: result.provider, providerRef: result.providerRef },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!attempt) return { outcome: 'not_found', order: null };
    const order = await tx.findOneOrFail(OrderSchema, attempt.order.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const state = () => ({ code: order.code, paid: order.paymentStatus === 'paid' });
    // A superseded attempt (the customer paid again) never touches the order.
    if (attempt.status === 'void') return { outcome: 'void', order: state() };
    if (attempt.amount !== result.amount || attempt.currency !== result.currency) {
      if (attempt.status === 'pending') {
        attempt.status = 'failed';
        attempt.failure = 'amount_mismatch';
        attempt.rawCallback = result.raw;
      }
      return { outcome: 'amount_mismatch', order: state() };
    }
    if (attempt.status !== 'pending') return { outcome: 'already_settled', order: state() };
    attempt.rawCallback = result.raw;
    if (!result.succeeded) {
      attempt.status = 'failed';
      attempt.failure = 'declined';
      return { outcome: 'failed', order: state() };
    }
    attempt.status = 'paid';
    // A second attempt paid for an order already paid keeps the first payment's time (staff refunds it).
    if (order.paymentStatus !== 'paid') {
      order.paymentStatus = 'paid';
      order.paidAt = new Date();
      createNotification(tx, {
        userId: order.user.id,
        type: 'order_paid',
        title: paidTitle(order.code, order.language),
        data: { order_id: order.id, code: order.code, provider: result.provider },
        url: '/orders',
      });
      // A verified payment moves a new/confirmed order to `paid` (system actor); the
      // order_paid notification above is the customer's in-app word on it.
      await tx.flush();
      const moved = await moveAfterPayment(tx, 'shop', order.id, { actor: { kind: 'system', userId: null }, notify: false });
      if (moved) order.status = moved;
    }
    return { outcome: 'paid', order: state() };
  });
}
