import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { OrderRefundView } from '#shared/orders/refund-schema.ts';
import type { OrderPaymentProvider } from './order.entity.ts';

/**
 * What the orders module needs from the payments side, handed in by the composition root
 * (server/app.ts). Payments reads and settles orders through their entities, so orders must not
 * import payments back: the two modules would depend on each other (a folder-level cycle, which
 * the server-module-boundary lint refuses).
 */
export interface OrderPayments {
  /** Opens the provider's payment page for a committed online order. */
  start(
    app: FastifyInstance,
    input: { orderId: number; orderCode: string; amountVnd: number; provider: Exclude<OrderPaymentProvider, 'bank_transfer'>; language: 'vi' | 'en'; exchangeRate: number; clientIp: string },
  ): Promise<{ redirectPay: string }>;
  /** The VietQR image of a bank-transfer order's payment memo. */
  qrImageUrl(orderCode: string): string;
  /** Where the customer's pay-again button posts, or null when the order cannot be paid again. */
  payAgainPath(order: { code: string; provider: string | null; paymentStatus: 'unpaid' | 'paid'; status: string }): string | null;
  /** The refund the customer sees on each of these shop orders. */
  refundsOf(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderRefundView>>;
}
