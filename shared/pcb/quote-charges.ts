import { DELIVERY_METHOD, PAYMENT_METHOD } from '../checkout/methods.ts';
import { locationDeliveryFee } from '../checkout/totals.ts';
import { readSentPrice, type PriceFieldMismatch, type PriceMismatch } from './price-mismatch.ts';
import { quoteShippingFee, type DeliveryCompanyFee } from './shipping-fee.ts';

/**
 * What a PCB quote charges beside the boards (spec §9 "Delivery and COD fees
 * come from location levels and cod_payment"; §3 Delivery company `payment`): the delivery fee
 * (`shipping_payment`) and the cash-on-delivery fee (`cod_payment`). The quote page shows each as
 * its own line and adds them to the total; the server recomputes them with this function from the
 * customer's delivery address, the shop's COD fee and the delivery companies, refuses a sent value
 * that disagrees (409 price_mismatch naming it) and stores them.
 *
 * Interpretations, kept in line with the shop checkout (shared/checkout/totals.ts steps 3-4):
 * - Abroad (a delivery company chosen, spec §5): the company's `payment` (shipping-fee.ts); no COD
 *   (abroad pays by bank transfer or PayPal).
 * - Pickup in the shop (delivery_method 1): no delivery fee and no COD.
 * - Vietnam delivery (delivery_method 2-4, one fee for all three, as at checkout): the fee of the
 *   address's deepest location level (`locationDeliveryFee`); plus `cod_payment` when paying cash
 *   on delivery (payment_method 1).
 * - The PCB delivery panel has no "delivery fee paid on receipt" choice (spec §4 delivery_cost is
 *   the cart's), so the fee is always charged; no VAT, bonus or online fee applies to a quote, and
 *   its total is not rounded.
 */

/** What the charges depend on. */
export interface QuoteChargeInput {
  delivery_method: number;
  payment_method: number;
  /** The chosen international delivery company, or null (Vietnam). */
  transport_id: number | null;
  companies: readonly DeliveryCompanyFee[];
  /** The delivery address's location levels, each with its whole fee; empty without an address. */
  locations: readonly { level: number; payment: number }[];
  /** The shop's cash-on-delivery fee in VND (spec §3 Profile cod_payment). */
  cod_payment: number;
}

/** The two charges, whole VND. */
export interface QuoteCharges {
  /** The delivery fee: the delivery company's (abroad) or the address's (Vietnam); 0 for pickup. */
  shipping_payment: number;
  /** The cash-on-delivery fee; 0 unless a Vietnamese delivery is paid cash on delivery. */
  cod_payment: number;
}

export const NO_CHARGES: QuoteCharges = { shipping_payment: 0, cod_payment: 0 };

/** Whether a Vietnamese quote is delivered (not picked up at the shop). */
export function deliversInVietnam(input: Pick<QuoteChargeInput, 'delivery_method' | 'transport_id'>): boolean {
  return input.transport_id === null && input.delivery_method !== DELIVERY_METHOD.inShop;
}

/**
 * The delivery and COD fees of a quote (see the module comment).
 *
 * @example quoteCharges({delivery_method: 2, payment_method: 1, transport_id: null, companies: [],
 *   locations: [{level: 1, payment: 35000}, {level: 2, payment: 25000}], cod_payment: 15000})
 *   // {shipping_payment: 25000, cod_payment: 15000}
 */
export function quoteCharges(input: QuoteChargeInput): QuoteCharges {
  if (input.transport_id !== null) return { shipping_payment: quoteShippingFee(input.transport_id, input.companies), cod_payment: 0 };
  if (!deliversInVietnam(input)) return NO_CHARGES;
  return {
    shipping_payment: locationDeliveryFee(input.locations),
    cod_payment: input.payment_method === PAYMENT_METHOD.cashOnDelivery ? input.cod_payment : 0,
  };
}

/** A priced quote's total with its charges (integer VND in, integer VND out). */
export function totalWithCharges(quoteTotal: number, charges: QuoteCharges): number {
  return quoteTotal + charges.shipping_payment + charges.cod_payment;
}

/** The charges as a request sends them (multipart strings, or absent). */
export interface SentCharges {
  shipping_payment?: unknown;
  cod_payment?: unknown;
}

/**
 * The server's check of sent charges, like `priceMismatch` for the unit price: anything but exactly
 * the recomputed integer is refused, a missing one included, with one allowance: a charge that is
 * 0 may be left out (a pickup quote, or a form from before the charge existed, sends none).
 *
 * @example chargesMismatch({shipping_payment: '0', cod_payment: '15000'}, {shipping_payment: 25000, cod_payment: 15000})
 *   // {code: 'price_mismatch', message: 'shipping_payment: sent 0, expected 25000', fields: [...]}
 */
export function chargesMismatch(sent: SentCharges, expected: QuoteCharges): PriceMismatch | null {
  const fields: PriceFieldMismatch[] = [];
  for (const field of ['shipping_payment', 'cod_payment'] as const) {
    const value = sent[field];
    const absent = value === undefined || value === null || value === '';
    if (absent ? expected[field] === 0 : readSentPrice(value) === expected[field]) continue;
    fields.push({ field, sent: absent ? '' : String(value), expected: expected[field] });
  }
  if (fields.length === 0) return null;
  const message = fields.map((f) => `${f.field}: sent ${f.sent === '' ? '(none)' : f.sent}, expected ${f.expected}`).join('; ');
  return { code: 'price_mismatch', message, fields };
}
