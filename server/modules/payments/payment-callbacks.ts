import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentsConfig } from '../../config.ts';
import { verifyMomoResult } from './momo-signing.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';
import { capturePaypalOrder } from './paypal.ts';
import type { OnlineProvider } from './providers.ts';
import { settlePayment, type Settlement } from './settle-payment.ts';
import { verifyVnpayQuery } from './vnpay-signing.ts';

/** A verified callback's settlement, or `forged` when its signature does not match. */
export type CallbackResult = Settlement | { outcome: 'forged'; order: null };

/**
 * A VNPay return or IPN query (the two carry the same signed parameters). The amount is
 * vnp_Amount / 100; paid needs both vnp_ResponseCode and vnp_TransactionStatus `00`.
 */
export async function vnpayCallback(em: EntityManager, vnpay: NonNullable<PaymentsConfig['vnpay']>, query: Record<string, string>): Promise<CallbackResult> {
  if (!verifyVnpayQuery(query, vnpay.hashSecret) || query.vnp_TmnCode !== vnpay.tmnCode) return { outcome: 'forged', order: null };
  return settlePayment(em, {
    provider: 'pay_online',
    providerRef: query.vnp_TxnRef ?? '',
    amount: Number(query.vnp_Amount) / 100,
    currency: 'VND',
    succeeded: query.vnp_ResponseCode === '00' && query.vnp_TransactionStatus === '00',
    raw: query,
  });
}

/** VNPay's documented IPN answers, by what the callback did. */
export function vnpayIpnAnswer(result: CallbackResult): { RspCode: string; Message: string } {
  switch (result.outcome) {
    case 'forged':
      return { RspCode: '97', Message: 'Invalid signature' };
    case 'not_found':
      return { RspCode: '01', Message: 'Order not found' };
    case 'amount_mismatch':
      return { RspCode: '04', Message: 'invalid amount' };
    case 'already_settled':
    case 'void':
      return { RspCode: '02', Message: 'Order already confirmed' };
    default:
      // A failed payment is confirmed too: VNPay only needs to know we recorded the result.
      return { RspCode: '00', Message: 'Confirm Success' };
  }
}

/** A MoMo IPN body or redirect query: signed result fields; paid is resultCode 0. */
export async function momoCallback(em: EntityManager, momo: NonNullable<PaymentsConfig['momo']>, values: Record<string, string | number>): Promise<CallbackResult> {
  if (!verifyMomoResult(values, momo.accessKey, momo.secretKey) || values.partnerCode !== momo.partnerCode) return { outcome: 'forged', order: null };
  return settlePayment(em, {
    provider: 'pay_momo',
    providerRef: String(values.orderId ?? ''),
    amount: Number(values.amount),
    currency: 'VND',
    succeeded: Number(values.resultCode) === 0,
    raw: values,
  });
}

/** The order code of an attempt, for the page the customer lands on (no state is read from it). */
export async function attemptOrder(em: EntityManager, provider: OnlineProvider, providerRef: string | undefined): Promise<{ code: string; paid: boolean; pending: boolean } | null> {
  if (!providerRef) return null;
  const attempt = await em.fork().findOne(PaymentTransactionSchema, { provider, providerRef }, { populate: ['order'] });
  if (!attempt) return null;
  return { code: attempt.order.code, paid: attempt.order.paymentStatus === 'paid', pending: attempt.status === 'pending' };
}

/**
 * The customer is back from approving at PayPal: capture the order server-to-server and settle
 * with what PayPal reports captured. PayPal's return carries no signature; the capture call is the
 * proof. A refused capture (not approved, unknown token) leaves the attempt pending.
 */
export async function paypalReturn(em: EntityManager, paypal: NonNullable<PaymentsConfig['paypal']>, token: string): Promise<CallbackResult> {
  const before = await attemptOrder(em, 'paypal', token);
  if (!before) return { outcome: 'not_found', order: null };
  if (!before.pending) return { outcome: 'already_settled', order: { code: before.code, paid: before.paid } };
  const capture = await capturePaypalOrder(paypal, token);
  if (!capture) return { outcome: 'failed', order: { code: before.code, paid: before.paid } };
  const completed = capture.status === 'COMPLETED' && capture.captureStatus === 'COMPLETED' && (capture.referenceId ?? before.code) === before.code;
  return settlePayment(em, {
    provider: 'paypal',
    providerRef: token,
    amount: capture.cents ?? -1,
    currency: capture.currency ?? '',
    succeeded: completed,
    raw: capture.raw,
  });
}

/** Where the customer lands after a provider: the orders page saying paid or not (spec §2 /orders). */
export function landingUrl(order: { code: string; paid: boolean } | null): string {
  if (!order) return '/orders';
  return order.paid ? `/orders?paid=${encodeURIComponent(order.code)}` : `/orders?payment_failed=${encodeURIComponent(order.code)}`;
}
