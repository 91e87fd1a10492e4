import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

/** How an order is paid for: an online provider, bank transfer, or cash (null). */
export type OrderPaymentProvider = 'pay_online' | 'pay_momo' | 'paypal' | 'bank_transfer';
/** `paid` only after a verified provider callback with the right amount. */
export type OrderPaymentStatus = 'unpaid' | 'paid';

/**
 * A placed component order (spec §7 POST /v1/orders; §2 /orders). Every amount is the server's
 * own recomputation with shared/checkout/totals.ts, in whole VND; `total` is what the customer
 * pays. `snapshot` keeps the delivery address, company (VAT), pickup contact and slot, and the
 * totals breakdown as they were at checkout, so the order reads the same after profile edits.
 * `code` is the human order number, also the bank-transfer memo and the providers' order ref.
 */
export const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p.bigint('number').primary(),
    code: p.string().length(32).unique(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    flow: p.string().length(16).$type<'vietnam' | 'abroad' | 'pickup'>(),
    language: p.string().length(2).$type<'vi' | 'en'>(),
    currency: p.string().length(3).$type<'VND' | 'USD'>(),
    /** VND per USD at checkout (English storefront prices are VND divided by it). */
    exchangeRate: p.decimal('number').precision(12).scale(2),
    status: p.string().length(16).default('new'),
    deliveryMethod: p.smallint(),
    paymentMethod: p.smallint().nullable(),
    paymentInShop: p.smallint().nullable(),
    deliveryCost: p.smallint().default(0),
    transportId: p.integer().nullable(),
    vat: p.boolean().default(false),
    useBonus: p.boolean().default(false),
    paymentProvider: p.string().length(16).nullable().$type<OrderPaymentProvider>(),
    paymentStatus: p.string().length(16).default('unpaid').$type<OrderPaymentStatus>(),
    paidAt: p.datetime().nullable(),
    /** Set when the order ships: carrier name and its waybill number (tracking). */
    carrier: p.string().length(64).nullable(),
    waybill: p.string().length(64).nullable(),
    goods: p.bigint('number'),
    priceIncrease: p.bigint('number').default(0),
    deliveryFee: p.bigint('number').default(0),
    codFee: p.bigint('number').default(0),
    vatAmount: p.bigint('number').default(0),
    bonus: p.bigint('number').default(0),
    onlineFee: p.bigint('number').default(0),
    total: p.bigint('number'),
    content: p.text().nullable(),
    snapshot: p.json<OrderSnapshot>(),
    /** When cancelling returned the stock and the bonus (once; null before). */
    stockReturnedAt: p.datetime().nullable(),
    ...timestamps(),
  },
  indexes: [{ name: 'orders_user_id_id_index', properties: ['user', 'id'] }],
});
export type Order = InferEntity<typeof OrderSchema>;
