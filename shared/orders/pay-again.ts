import type { OrderStatus } from './lifecycle.ts';

/** The providers whose payment page the customer can be sent to again. */
export type OnlinePaymentProvider = 'pay_online' | 'pay_momo' | 'paypal';

const ONLINE: readonly string[] = ['pay_online', 'pay_momo', 'paypal'];

export function isOnlineProvider(provider: string | null): provider is OnlinePaymentProvider {
  return provider !== null && ONLINE.includes(provider);
}

export interface PayAgainFacts {
  provider: string | null;
  paymentStatus: 'unpaid' | 'paid';
  status: OrderStatus | string;
}

/**
 * Whether the customer may start a new payment attempt for an order ("after a
 * cancelled or failed online payment"): paid through an online provider, not paid yet, and still
 * waiting on the shop (new or confirmed). A cancelled, shipped or delivered order is never paid
 * again; cash and bank transfer have no payment page.
 */
export function canPayAgain(order: PayAgainFacts): boolean {
  return isOnlineProvider(order.provider) && order.paymentStatus === 'unpaid' && (order.status === 'new' || order.status === 'confirmed');
}

/** An order's stored amounts, in whole VND (the checkout's own breakdown, shared/checkout/totals.ts). */
export interface StoredOrderAmounts {
  goods: number;
  priceIncrease: number;
  delivery: number;
  codFee: number;
  vat: number;
  bonus: number;
  onlineFee: number;
  /** The rounding to hundreds the checkout added (snapshot.totals.rounding); 0 when absent. */
  rounding: number;
  total: number;
}

/**
 * The amount a new payment attempt asks for, recomputed from the order's own rows ("the amount is the order's amount recomputed on the server", never a value the browser
 * sends): the lines must add up to the goods, and the parts (as shared/checkout/totals.ts composes
 * them: goods + increase + delivery + COD + VAT − bonus + online fee + rounding) to the total.
 * Null when the stored order disagrees with itself, so nothing is charged on a broken record.
 */
export function amountDue(amounts: StoredOrderAmounts, lineTotals: readonly number[]): number | null {
  const lines = lineTotals.reduce((sum, value) => sum + value, 0);
  if (lines !== amounts.goods) return null;
  if (Math.abs(amounts.rounding) >= 100) return null;
  const parts = amounts.goods + amounts.priceIncrease + amounts.delivery + amounts.codFee + amounts.vat - amounts.bonus + amounts.onlineFee + amounts.rounding;
  if (parts !== amounts.total || amounts.total <= 0) return null;
  return amounts.total;
}
