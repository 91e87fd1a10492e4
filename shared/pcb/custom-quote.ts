/**
 * A custom PCB quote priced by hand (spec §1 "a fourth quote flow", §3 Quote):
 * staff give a price, a lead time and a note to the customer; the customer accepts (the quote
 * becomes an order with these amounts) or declines. The states are shared/orders/lifecycle.ts's
 * (`quoteActionProblem`); these are the pricing form's rules, which the page shows beside the
 * inputs and the server checks again. TypeBox-free: the client imports it at run time.
 *
 * Interpretations:
 * - The price is the boards' price in whole VND (goods), from 1,000 đ to 10 billion đ; the lead
 *   time is in working days, 1 to 365, as the other quotes' lead times are.
 * - The quote's total is the price plus the delivery and COD fees computed when the customer sent
 *   it (shared/pcb/quote-charges.ts): the shop prices the boards, not the delivery.
 */

export const QUOTE_PRICE_MIN = 1_000;
export const QUOTE_PRICE_MAX = 10_000_000_000;
export const QUOTE_LEAD_DAYS_MAX = 365;
export const QUOTE_NOTE_MAX = 1000;

/** The pricing form's fields. */
export interface QuotePricing {
  price: number;
  lead_days: number;
  note: string;
}

/** Why a pricing is refused, by field (message keys the page words). */
export type QuotePricingProblems = Partial<Record<'price' | 'lead_days' | 'note', 'quote_price_invalid' | 'quote_lead_days_invalid' | 'quote_note_too_long'>>;

/**
 * The problems of a pricing, empty when it may be saved.
 *
 * @example quotePricingProblems({price: 500, lead_days: 0, note: ''}) // {price: 'quote_price_invalid', lead_days: 'quote_lead_days_invalid'}
 */
export function quotePricingProblems(input: QuotePricing): QuotePricingProblems {
  const problems: QuotePricingProblems = {};
  if (!Number.isInteger(input.price) || input.price < QUOTE_PRICE_MIN || input.price > QUOTE_PRICE_MAX) problems.price = 'quote_price_invalid';
  if (!Number.isInteger(input.lead_days) || input.lead_days < 1 || input.lead_days > QUOTE_LEAD_DAYS_MAX) problems.lead_days = 'quote_lead_days_invalid';
  if (input.note.trim().length > QUOTE_NOTE_MAX) problems.note = 'quote_note_too_long';
  return problems;
}

/**
 * The quote's total: the price plus the fees kept with the quote (null: none).
 *
 * @example customQuoteTotal(2_400_000, {shipping_payment: 30_000, cod_payment: 15_000}) // 2445000
 */
export function customQuoteTotal(price: number, fees: { shipping_payment: number | null; cod_payment: number | null }): number {
  return price + (fees.shipping_payment ?? 0) + (fees.cod_payment ?? 0);
}

/** A price typed with thousands separators ("2.400.000", "2 400 000 đ") as whole VND; NaN when it is not one. */
export function typedVnd(text: string): number {
  const digits = text.replace(/[\s.,đ₫]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}
