import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { createMomoPayment } from './momo.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';
import { createPaypalOrder, usdCents } from './paypal.ts';
import { callbackBase, type OnlineProvider } from './providers.ts';
import { PAYMENT_PATHS } from './payment-paths.ts';
import { vnpayPaymentUrl } from './vnpay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the payment adapters run with (set by paymentsRoutes). */
    paymentsConfig: AppConfig;
  }
}

export interface StartPaymentInput {
  orderId: number;
  orderCode: string;
  amountVnd: number;
  provider: OnlineProvider;
  language: 'vi' | 'en';
  /** VND per USD of the order (PayPal charges in USD). */
  exchangeRate: number;
  clientIp: string;
}

/**
 * A fresh reference per attempt: the provider refuses a reference it has seen (VNPay: unique per
 * day; MoMo: unique orderId), and paying again after a failure is a new attempt. The order code
 * leads so the provider's back office shows it.
 */
function attemptRef(orderCode: string): string {
  return `${orderCode}-${randomBytes(4).toString('hex')}`;
}

async function recordPending(em: EntityManager, input: StartPaymentInput, values: { providerRef: string; amount: number; currency: 'VND' | 'USD'; createdAt?: Date }) {
  const fork = em.fork();
  fork.create(PaymentTransactionSchema, {
    ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
    order: input.orderId,
    provider: input.provider,
    amount: values.amount,
    currency: values.currency,
    providerRef: values.providerRef,
    status: 'pending',
    failure: null,
    rawCallback: null,
  });
  await fork.flush();
}

function notConfigured(provider: string): AppError {
  return new AppError(400, 'payment_provider_disabled', `${provider} is not configured on this server`);
}

/**
 * Sends an order to its online payment provider (contract: orders-server calls this after the
 * order is committed): records a pending payment_transactions row and returns the provider URL
 * the browser goes to. Throws 400 payment_provider_disabled for an unconfigured provider and
 * 502 payment_unavailable when the provider refuses or does not answer.
 */
export async function startPayment(app: FastifyInstance, input: StartPaymentInput): Promise<{ redirectPay: string }> {
  const config = app.paymentsConfig;
  const base = callbackBase(config);
  const em = app.orm.em as EntityManager;
  if (input.provider === 'pay_online') {
    const vnpay = config.payments.vnpay;
    if (!vnpay) throw notConfigured('VNPay');
    const txnRef = attemptRef(input.orderCode);
    // The attempt's time is its vnp_CreateDate, which VNPay's refund asks back (vnp_TransactionDate).
    const now = new Date();
    await recordPending(em, input, { providerRef: txnRef, amount: input.amountVnd, currency: 'VND', createdAt: now });
    const redirectPay = vnpayPaymentUrl(vnpay, {
      txnRef,
      orderCode: input.orderCode,
      amountVnd: input.amountVnd,
      language: input.language,
      returnUrl: `${base}${PAYMENT_PATHS.vnpayReturn}`,
      clientIp: input.clientIp,
      now,
    });
    return { redirectPay };
  }
  if (input.provider === 'pay_momo') {
    const momo = config.payments.momo;
    if (!momo) throw notConfigured('MoMo');
    const orderId = attemptRef(input.orderCode);
    await recordPending(em, input, { providerRef: orderId, amount: input.amountVnd, currency: 'VND' });
    try {
      const redirectPay = await createMomoPayment(momo, {
        orderId,
        orderCode: input.orderCode,
        amountVnd: input.amountVnd,
        language: input.language,
        redirectUrl: `${base}${PAYMENT_PATHS.momoReturn}`,
        ipnUrl: `${base}${PAYMENT_PATHS.momoIpn}`,
      });
      return { redirectPay };
    } catch (error) {
      // MoMo never opened this attempt, so no callback will ever settle it.
      await em.fork().nativeUpdate(PaymentTransactionSchema, { provider: 'pay_momo', providerRef: orderId, status: 'pending' }, { status: 'failed', failure: 'create_refused' });
      throw error;
    }
  }
  const paypal = config.payments.paypal;
  if (!paypal) throw notConfigured('PayPal');
  const cents = usdCents(input.amountVnd, input.exchangeRate);
  const created = await createPaypalOrder(paypal, {
    orderCode: input.orderCode,
    cents,
    language: input.language,
    returnUrl: `${base}${PAYMENT_PATHS.paypalReturn}`,
    cancelUrl: `${base}${PAYMENT_PATHS.paypalCancel}`,
  });
  await recordPending(em, input, { providerRef: created.id, amount: cents, currency: 'USD' });
  return { redirectPay: created.approveUrl };
}
