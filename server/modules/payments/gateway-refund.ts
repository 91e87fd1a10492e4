import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../../config.ts';
import type { GatewayRefundResult } from './gateway-refund-result.ts';
import { refundMomo } from './momo-refund.ts';
import { refundPaypalCapture } from './paypal.ts';
import { vnpayDate } from './vnpay-signing.ts';
import { refundVnpay } from './vnpay-refund.ts';

/** The paid attempt a gateway refund reverses (a payment_transactions row). */
export interface PaidAttempt {
  provider: string;
  providerRef: string | null;
  amount: number;
  currency: 'VND' | 'USD';
  createdAt: Date;
  rawCallback: Record<string, unknown> | null;
}

/** The PayPal capture id in a capture answer (purchase_units[0].payments.captures[0].id). */
function paypalCaptureId(raw: Record<string, unknown> | null): string | null {
  const units = raw?.purchase_units;
  const unit = Array.isArray(units) ? (units[0] as { payments?: { captures?: { id?: unknown }[] } } | undefined) : undefined;
  const id = unit?.payments?.captures?.[0]?.id;
  return typeof id === 'string' ? id : null;
}

function momoTransId(raw: Record<string, unknown> | null): number | null {
  const value = Number(raw?.transId);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function vnpayTransactionNo(raw: Record<string, unknown> | null): string | null {
  const value = raw?.vnp_TransactionNo;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Whether this server can refund the attempt through its gateway ("where the
 * adapter has one"): the adapter is configured (VNPay also needs VNPAY_API_URL) and the verified
 * callback kept the gateway's id of the payment. Otherwise the refund is recorded as due.
 */
export function gatewayRefundable(payments: PaymentsConfig, attempt: PaidAttempt | null): boolean {
  if (!attempt || attempt.providerRef === null) return false;
  switch (attempt.provider) {
    case 'pay_online':
      return Boolean(payments.vnpay?.apiUrl) && vnpayTransactionNo(attempt.rawCallback) !== null;
    case 'pay_momo':
      return payments.momo !== null && momoTransId(attempt.rawCallback) !== null;
    case 'paypal':
      return payments.paypal !== null && paypalCaptureId(attempt.rawCallback) !== null;
    default:
      return false;
  }
}

export interface GatewayRefundRequest {
  refundId: number;
  /** 1 for the first request of this refund, then one more per retry. */
  attemptNo: number;
  orderCode: string;
  language: 'vi' | 'en';
  /** Who asks (VNPay's vnp_CreateBy). */
  staffName: string;
}

/**
 * Sends one refund request for the whole paid amount to the attempt's gateway. Request ids:
 * VNPay and MoMo refuse an id they have seen, so each try has its own; PayPal replays an answer
 * for a repeated PayPal-Request-Id, so every try of one refund reuses it (never two refunds).
 */
export async function sendGatewayRefund(payments: PaymentsConfig, attempt: PaidAttempt, request: GatewayRefundRequest): Promise<GatewayRefundResult> {
  const unique = randomBytes(3).toString('hex');
  const notPossible = (why: string): GatewayRefundResult => ({ ok: false, providerRef: '', failure: why, raw: null });
  switch (attempt.provider) {
    case 'pay_online': {
      const vnpay = payments.vnpay;
      const transactionNo = vnpayTransactionNo(attempt.rawCallback);
      if (!vnpay?.apiUrl || !transactionNo || !attempt.providerRef) return notPossible('VNPay refunds are not configured (VNPAY_API_URL)');
      return refundVnpay(
        { ...vnpay, apiUrl: vnpay.apiUrl },
        {
          requestId: `${request.orderCode}R${request.attemptNo}${unique}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 32),
          txnRef: attempt.providerRef,
          amountVnd: attempt.amount,
          transactionNo,
          transactionDate: vnpayDate(attempt.createdAt),
          createBy: request.staffName,
          orderCode: request.orderCode,
          now: new Date(),
        },
      );
    }
    case 'pay_momo': {
      const transId = momoTransId(attempt.rawCallback);
      if (!payments.momo || transId === null) return notPossible('MoMo is not configured');
      return refundMomo(payments.momo, {
        refundId: `${request.orderCode}-R${request.attemptNo}-${unique}`,
        transId,
        amountVnd: attempt.amount,
        orderCode: request.orderCode,
        language: request.language,
      });
    }
    case 'paypal': {
      const captureId = paypalCaptureId(attempt.rawCallback);
      if (!payments.paypal || !captureId) return notPossible('PayPal is not configured');
      return refundPaypalCapture(payments.paypal, { captureId, cents: attempt.amount, requestId: `refund-${request.orderCode}-${request.refundId}`, orderCode: request.orderCode });
    }
    default:
      return notPossible(`${attempt.provider} has no refund call`);
  }
}
