import { DELIVERY_METHOD, ENGLISH_PAYMENT_METHODS, ENGLISH_PICKUP_PAYMENTS, PAYMENT_METHOD, PICKUP_PAYMENT } from '../checkout/methods.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * The PCB quote's delivery and payment codes (spec §2 "PCB quote delivery and payment panel";
 * codes of spec §4), for the quote page and the save-option call alike. TypeBox-free: the client
 * imports it at run time.
 */

/** The three choices of a quote's delivery panel (spec §7 save-option `method`). */
export type QuoteMethodName = 'delivery_method' | 'payment_method' | 'payment_in_shop';

/** A quote starts with express delivery, cash on delivery and cash at the shop, as a checkout does. */
export const DEFAULT_QUOTE_METHOD: Readonly<Record<QuoteMethodName, number>> = {
  delivery_method: DELIVERY_METHOD.express,
  payment_method: PAYMENT_METHOD.cashOnDelivery,
  payment_in_shop: PICKUP_PAYMENT.cash,
};

/** The codes a method may take; English mode hides card and wallet (spec §4). */
export function offeredQuoteMethodCodes(method: QuoteMethodName, locale: Locale): readonly number[] {
  if (method === 'delivery_method') return Object.values(DELIVERY_METHOD);
  if (method === 'payment_method') return locale === 'en' ? ENGLISH_PAYMENT_METHODS : Object.values(PAYMENT_METHOD);
  return locale === 'en' ? ENGLISH_PICKUP_PAYMENTS : Object.values(PICKUP_PAYMENT);
}
