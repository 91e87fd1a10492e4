import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrderKind } from '#shared/orders/lifecycle.ts';
import type { RefundMethod, RefundStatus } from '#shared/orders/refund.ts';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';

/**
 * The refund of a cancelled paid shop or PCB order (shared/orders/refund.ts),
 * one per order, written in the cancel's transaction. `orderId` points at `orders` or `pcb_orders`
 * by `orderKind` (no foreign key: two tables). `amount` is in the currency's smallest unit
 * exactly as paid (đồng, or US cents for PayPal); `paymentTransaction` is the paid attempt a
 * gateway refund reverses. `providerRef` is our last refund request id at the gateway,
 * `rawResponse` its last answer, `failure` why it did not go through. `createdAt` and
 * `requestedBy` say who asked for it and when; `refundedAt` and `refundedBy` who recorded the money
 * back (null for the gateway's own confirmation).
 */
export const OrderRefundSchema = defineEntity({
  name: 'OrderRefund',
  tableName: 'order_refunds',
  uniques: [{ name: 'order_refunds_order_kind_order_id_unique', properties: ['orderKind', 'orderId'] }],
  properties: {
    id: p.bigint('number').primary(),
    orderKind: p.string().length(8).$type<OrderKind>(),
    orderId: p.bigint('number'),
    method: p.string().length(8).$type<RefundMethod>(),
    /** pay_online, pay_momo, paypal, bank_transfer or cash. */
    provider: p.string().length(16),
    paymentTransaction: () => p.manyToOne(PaymentTransactionSchema).nullable().index().deleteRule('set null'),
    amount: p.bigint('number'),
    currency: p.string().length(3).$type<'VND' | 'USD'>(),
    status: p.string().length(16).$type<RefundStatus>(),
    attempts: p.smallint().default(0),
    providerRef: p.string().length(64).nullable(),
    failure: p.text().nullable(),
    rawResponse: p.json<Record<string, unknown>>().nullable(),
    requestedBy: () => p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    refundedBy: () => p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    refundedAt: p.datetime().nullable(),
    note: p.text().nullable(),
    ...timestamps(),
  },
  checks: [
    { name: 'order_refunds_order_kind_check', expression: "order_kind in ('shop', 'pcb')" },
    { name: 'order_refunds_method_check', expression: "method in ('gateway', 'manual')" },
    { name: 'order_refunds_status_check', expression: "status in ('pending', 'failed', 'due', 'refunded')" },
  ],
});
export type OrderRefund = InferEntity<typeof OrderRefundSchema>;
