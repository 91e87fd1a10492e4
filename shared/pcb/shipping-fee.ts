import { readSentPrice, type PriceMismatch } from './price-mismatch.ts';

/**
 * The international delivery company's fee on a PCB quote (spec §3 Delivery company `payment`;
 * §5 "a non-Vietnamese country needs a delivery company"). The quote page shows it as its own
 * line and adds it to the total; the server recomputes it from `transport_id` and the active
 * companies with this same code, and stores it as `shipping_payment`.
 *
 * Interpretations, kept in line with the checkout's abroad flow (shared/checkout/totals.ts step 3,
 * "Abroad: the chosen delivery company's payment (VND)"):
 * - the fee is the chosen company's `payment`, whole VND, added as it is: a PCB quote has no VAT,
 *   bonus or "fee paid on receipt" toggle to apply to it, and its total is not rounded today;
 * - no company chosen (Vietnamese quotes: delivery_method, COD) means no fee, so their totals do
 *   not change;
 * - a company that is not in the list has no fee here; the server has refused it before
 *   (please_select_delivery, shared/pcb/submit-rules.ts).
 */

/** What the fee needs of a delivery company. */
export interface DeliveryCompanyFee {
  id: number;
  /** The fee in whole VND. */
  payment: number;
}

/** The quote's shipping line and the total it leads to. */
export interface QuoteShipping {
  /** The chosen company's fee in VND; 0 without a company. */
  shipping_payment: number;
  /** The priced quote (goods + setup + build time) plus the fee. */
  total: number;
}

/**
 * The chosen delivery company's fee: its `payment`, 0 without a company or for one not listed.
 *
 * @example quoteShippingFee(2, [{id: 1, payment: 250000}, {id: 2, payment: 420000}]) // 420000
 */
export function quoteShippingFee(transportId: number | null | undefined, companies: readonly DeliveryCompanyFee[]): number {
  if (transportId === null || transportId === undefined) return 0;
  return companies.find((company) => company.id === transportId)?.payment ?? 0;
}

/**
 * A priced quote's total with the shipping fee added (integer VND in, integer VND out).
 *
 * @example quoteShipping(1_350_000, 1, [{id: 1, payment: 250_000}]) // {shipping_payment: 250000, total: 1600000}
 */
export function quoteShipping(quoteTotal: number, transportId: number | null | undefined, companies: readonly DeliveryCompanyFee[]): QuoteShipping {
  const shipping_payment = quoteShippingFee(transportId, companies);
  return { shipping_payment, total: quoteTotal + shipping_payment };
}

/**
 * The server's check of a sent `shipping_payment` (the same rule as `priceMismatch` for the unit
 * price: anything but exactly the recomputed integer is refused, a missing one included), with
 * one allowance: without a fee (no company), leaving the field out is agreement, because the
 * Vietnamese quote forms never send it.
 *
 * @example shippingPaymentMismatch('1000', 250000)
 *   // {code: 'price_mismatch', message: 'shipping_payment: sent 1000, expected 250000', fields: [...]}
 */
export function shippingPaymentMismatch(sent: unknown, expected: number): PriceMismatch | null {
  const absent = sent === undefined || sent === null || sent === '';
  if (absent && expected === 0) return null;
  if (!absent && readSentPrice(sent) === expected) return null;
  const shown = absent ? '' : String(sent);
  return {
    code: 'price_mismatch',
    message: `shipping_payment: sent ${shown === '' ? '(none)' : shown}, expected ${expected}`,
    fields: [{ field: 'shipping_payment', sent: shown, expected }],
  };
}
