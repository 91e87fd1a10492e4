/**
 * The international delivery company's fee on a PCB quote (spec §3 Delivery company `payment`;
 * §5 "a non-Vietnamese country needs a delivery company"). The quote page shows it as its own
 * line and adds it to the total; the server recomputes it from `transport_id` and the active
 * companies with this same code, and stores it as `shipping_payment` (quote-charges.ts holds the
 * whole rule, with the Vietnamese delivery fee and COD).
 *
 * Interpretations, kept in line with the checkout's abroad flow (shared/checkout/totals.ts step 3,
 * "Abroad: the chosen delivery company's payment (VND)"):
 * - the fee is the chosen company's `payment`, whole VND, added as it is: a PCB quote has no VAT,
 *   bonus or "fee paid on receipt" toggle to apply to it, and its total is not rounded today;
 * - no company chosen means no carrier fee (a Vietnamese quote pays the delivery fee of its
 *   address instead, quote-charges.ts);
 * - a company that is not in the list has no fee here; the server has refused it before
 *   (please_select_delivery, shared/pcb/submit-rules.ts).
 */

/** What the fee needs of a delivery company. */
export interface DeliveryCompanyFee {
  id: number;
  /** The fee in whole VND. */
  payment: number;
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
