import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { OrderSchema, type OrderPaymentProvider } from '../orders/order.entity.ts';

export type PaymentTransactionStatus = 'pending' | 'paid' | 'failed' | 'void';

/**
 * One attempt to pay an order through a provider. Written
 * `pending` when the customer is sent to the provider; becomes `paid` or `failed` only from a
 * verified callback, in the same transaction as `orders.payment_status`. `amount` is in the
 * currency's smallest unit (đồng for VND, cents for USD) exactly as sent to the provider;
 * `providerRef` is the reference the provider echoes back (VNPay vnp_TxnRef, MoMo orderId,
 * PayPal order id), unique per provider. `rawCallback` keeps the last verified callback and
 * `failure` why it did not pay (`declined`, `amount_mismatch`). A pending attempt becomes `void`
 * (failure `superseded`) when the customer pays again: its callbacks change nothing.
 */
export const PaymentTransactionSchema = defineEntity({
  name: 'PaymentTransaction',
  tableName: 'payment_transactions',
  uniques: [{ name: 'payment_transactions_provider_provider_ref_unique', properties: ['provider', 'providerRef'] }],
  properties: {
    id: p.bigint('number').primary(),
    order: () => p.manyToOne(OrderSchema).index().deleteRule('cascade'),
    provider: p.string().length(16).$type<OrderPaymentProvider>(),
    amount: p.bigint('number'),
    currency: p.string().length(3).$type<'VND' | 'USD'>(),
    providerRef: p.string().length(64).nullable(),
    status: p.string().length(16).default('pending').$type<PaymentTransactionStatus>(),
    failure: p.string().length(32).nullable(),
    rawCallback: p.json<Record<string, unknown>>().nullable(),
    ...timestamps(),
  },
});
export type PaymentTransaction = InferEntity<typeof PaymentTransactionSchema>;
