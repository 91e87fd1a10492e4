import type { Currency } from '../money/format.ts';
import type { CheckoutFlow } from './flow.ts';
import { ABROAD_PAYMENT_METHODS, DELIVERY_METHOD, usesPickup, type CheckoutChoices } from './methods.ts';
import type { OpeningHours } from './opening-hours.ts';
import { isValidPickup } from './pickup-slots.ts';
import type { CheckoutTotals } from './totals.ts';

/**
 * Order checks before submit (spec §5 "Vietnam order, checked in this order" and "Abroad order"),
 * run by the page on submit and by the server on POST /v1/orders. The first failing check wins
 * and its spec message key is returned; the client translates keys (STYLE §10).
 *
 * Interpretations:
 * - The pickup (buyonshop) flow runs the Vietnam list, where the two "in-shop" checks apply.
 * - "A Vietnamese message asking to choose a delivery method" is the key please_select_delivery,
 *   whose English text in spec §8 is 'Please select delivery method'.
 * - The pickup phone is required too: 'please_enter_phone' right after the name check (the
 *   spec lists only the name; spec §1 says name and phone are given).
 * - "Online payment" is card, wallet or PayPal (payment 3-5, pickup payment 6-8); "net total" is
 *   the total after the bonus and before the online fee (`CheckoutTotals.net`); the check runs in
 *   VND mode only, as the spec says.
 * - The abroad minimum compares the goods total of the selected lines: at least 50 USD (goods /
 *   exchange rate) in English mode, at least 1,200,000 VND in VND mode.
 * - VAT data counts as missing when company, tax code or company address is blank after trimming;
 *   the field named is the first blank one.
 * - an order collected in the shop (the pickup flow, or delivery 1 in the Vietnam
 *   flow) needs its pickup date and slot: 'please_select_pickup_time' without one, right after the
 *   in-shop delivery check; 'invalid_pickup_time' for a slot that is not one of the shop's opening
 *   hours, has passed, or is not today or tomorrow (shared/checkout/pickup-slots.ts isValidPickup).
 */

/** Spec §5/§9: the online-payment minimum net total in VND mode. */
export const ONLINE_PAYMENT_MINIMUM_VND = 10_000;
/** Spec §5/§9: the abroad minimum goods total. */
export const ABROAD_MINIMUM_USD = 50;
export const ABROAD_MINIMUM_VND = 1_200_000;

export type OrderMessageKey =
  | 'cart_empty'
  | 'please_type_vat_information'
  | 'please_enter_name'
  | 'please_enter_phone'
  | 'please_select_delivery'
  | 'please_select_pickup_time'
  | 'invalid_pickup_time'
  | 'must_select_cart_item'
  | 'amount_must_greater_than_10'
  | 'please_select_payment_method'
  | 'cart_total_require';

/** The English texts spec §8 gives for some keys ("Other texts"); the client owns the rest. */
export const ORDER_MESSAGE_TEXT_EN: Partial<Record<OrderMessageKey, string>> = {
  cart_empty: 'Cart empty!',
  must_select_cart_item: 'Please select a product',
  please_select_delivery: 'Please select delivery method',
  please_select_payment_method: 'Please select payment method',
};

export type OrderField =
  | 'company'
  | 'taxcode'
  | 'company_address'
  | 'name'
  | 'phone'
  | 'delivery_method'
  | 'pickup_time'
  | 'transport_id'
  | 'payment_method'
  | 'selected_ids';

export interface OrderValidationError {
  key: OrderMessageKey;
  /** The form field to highlight, or null for a message about the whole order. */
  field: OrderField | null;
}

export interface OrderValidationInput {
  flow: CheckoutFlow;
  currency: Currency;
  /** VND per USD, for the abroad minimum in English mode. */
  exchangeRate: number;
  /** Lines in the cart, selected or not. */
  cartCount: number;
  totals: Pick<CheckoutTotals, 'selectedIds' | 'goods' | 'net' | 'onlineProvider'>;
  choices: Pick<CheckoutChoices, 'vat' | 'delivery_method' | 'payment_method' | 'pickup_date' | 'pickup_time'>;
  /** The chosen delivery company (abroad) and the ones the profile offers. */
  transportId: number | null;
  deliveryCompanyIds: readonly number[];
  company: { company: string; taxcode: string; company_address: string };
  /** Name and phone of the in-shop buyer (order[name], order[phone]). */
  pickupContact: { name: string; phone: string };
  /** The shop's opening hours (the pickup slots) and the current instant, for the pickup checks. */
  openingHours: OpeningHours;
  now: Date;
}

function blank(text: string): boolean {
  return text.trim() === '';
}

function vatError(input: OrderValidationInput): OrderValidationError | null {
  if (input.choices.vat !== 1) return null;
  const missing = (['company', 'taxcode', 'company_address'] as const).find((field) => blank(input.company[field]));
  return missing ? { key: 'please_type_vat_information', field: missing } : null;
}

/** A collected order needs a pickup date and slot the shop's hours offer. */
function pickupError(input: OrderValidationInput): OrderValidationError | null {
  if (!usesPickup(input.choices, input.flow)) return null;
  const { pickup_date: date, pickup_time: time } = input.choices;
  if (date === null || time === null) return { key: 'please_select_pickup_time', field: 'pickup_time' };
  return isValidPickup({ date, time }, input.now, input.openingHours) ? null : { key: 'invalid_pickup_time', field: 'pickup_time' };
}

/** Spec §5 Vietnam order (also the in-shop flow), in the spec's order. */
export function validateVietnamOrder(input: OrderValidationInput): OrderValidationError | null {
  const inShop = input.flow === 'pickup';
  if (input.cartCount === 0) return { key: 'cart_empty', field: null };
  const vat = vatError(input);
  if (vat) return vat;
  if (inShop && blank(input.pickupContact.name)) return { key: 'please_enter_name', field: 'name' };
  if (inShop && blank(input.pickupContact.phone)) return { key: 'please_enter_phone', field: 'phone' };
  if (inShop && input.choices.delivery_method !== DELIVERY_METHOD.inShop) return { key: 'please_select_delivery', field: 'delivery_method' };
  const pickup = pickupError(input);
  if (pickup) return pickup;
  if (input.totals.selectedIds.length === 0) return { key: 'must_select_cart_item', field: 'selected_ids' };
  if (input.currency === 'VND' && input.totals.onlineProvider !== null && input.totals.net < ONLINE_PAYMENT_MINIMUM_VND) {
    return { key: 'amount_must_greater_than_10', field: null };
  }
  return null;
}

/** Whether the goods reach the abroad minimum: 50 USD in English mode, 1,200,000 VND otherwise. */
export function reachesAbroadMinimum(goods: number, currency: Currency, exchangeRate: number): boolean {
  return currency === 'USD' ? goods / exchangeRate >= ABROAD_MINIMUM_USD : goods >= ABROAD_MINIMUM_VND;
}

/** Spec §5 Abroad order, in the spec's order. */
export function validateAbroadOrder(input: OrderValidationInput): OrderValidationError | null {
  if (input.transportId === null || !input.deliveryCompanyIds.includes(input.transportId)) return { key: 'please_select_delivery', field: 'transport_id' };
  if (!ABROAD_PAYMENT_METHODS.includes(input.choices.payment_method)) return { key: 'please_select_payment_method', field: 'payment_method' };
  if (input.totals.selectedIds.length === 0) return { key: 'must_select_cart_item', field: 'selected_ids' };
  if (!reachesAbroadMinimum(input.totals.goods, input.currency, input.exchangeRate)) return { key: 'cart_total_require', field: null };
  if (input.cartCount === 0) return { key: 'cart_empty', field: null };
  return vatError(input);
}

/** The first failing check of the order's flow, or null when the order may be sent. */
export function validateOrder(input: OrderValidationInput): OrderValidationError | null {
  return input.flow === 'abroad' ? validateAbroadOrder(input) : validateVietnamOrder(input);
}
