import { cartLineTotal, type CartLine } from '../cart/cart-line.ts';
import { effectiveSelection } from '../cart/selection.ts';
import type { Currency } from '../money/format.ts';
import { floorToThousands, roundToHundreds } from '../money/rounding.ts';
import { selectsAllItems, type CheckoutFlow } from './flow.ts';
import { deliveryCostOffered, PAYMENT_METHOD, PICKUP_PAYMENT, usesPickup, type CheckoutChoices, type MethodContext } from './methods.ts';

/**
 * The amounts of an order at checkout (spec §9 "Tax: rate times (goods + delivery + COD fee).
 * Online payment fee: percentage of total plus flat amount per provider. A price increase factor
 * applies when VAT is on. Delivery and COD fees come from location levels and cod_payment";
 * VAT 10 %, VAT minimum 1,000,000 VND, bonus above 5,000 applied up to the total and rounded down
 * to thousands in VND mode, VND totals rounded to hundreds). The page shows these numbers and the
 * server recomputes them with the same function; all amounts are integer VND.
 *
 * The order of computation, and the interpretations it carries:
 * 1. goods: the line totals of the selected lines (every line in the in-shop flow).
 * 2. priceIncrease: when VAT is on, `increase_price` percent of the goods (read as a percent like
 *    every other increase_price of spec §3), rounded to the dong.
 * 3. deliveryFee: Vietnam delivery (methods 2-4, one fee for all three): the `payment` of the
 *    deepest chosen location level (each level carries the whole fee, shared/locations). Abroad:
 *    the chosen delivery company's `payment` (VND). Pickup: 0. `delivery` is what the order
 *    charges: 0 when delivery_cost = 1 ("delivery fee paid on receipt" to the carrier), in which
 *    case the fee shows as `deliveryOnReceipt` and is neither charged nor taxed.
 * 4. codFee: `cod_payment` (a flat VND fee) when a Vietnam order is delivered and paid cash on
 *    delivery (payment method 1).
 * 5. vat: when the VAT box is ticked and allowed, rate × vatBase, rounded to the dong, where
 *    vatBase = goods + priceIncrease + delivery + codFee; the rate is the profile's tax rate in
 *    percent, 10 by default. Spec §9 says "Tax: rate times (goods + delivery + COD fee)" and "a
 *    price increase factor applies when VAT is on"; we read it as follows, and the summary states
 *    the base ("VAT 10 % of X") so a customer can check it:
 *    - "goods" is the goods as invoiced, i.e. after the price increase (the increase is part of
 *      the price on the invoice, so it is taxed like the rest of the price);
 *    - "delivery" is the delivery fee the shop charges on this order: a fee paid to the carrier on
 *      receipt (delivery_cost = 1) is not the shop's sale and is not in the base;
 *    - the COD fee is in the base, as the spec lists it;
 *    - the bonus and the online payment fee are not: the bonus pays part of the bill after tax
 *      (step 7) and the online fee is the payment provider's charge (step 9).
 * 6. subtotal: goods + priceIncrease + delivery + codFee + vat.
 * 7. bonus: when 'use bonus' is on and the balance exceeds 5,000: min(balance, subtotal), rounded
 *    down to thousands in VND mode (so it never exceeds the subtotal). Applied after VAT: the bonus
 *    pays part of the bill, it does not lower the taxed price.
 * 8. net: subtotal − bonus (the "net total" of spec §5's online-payment minimum).
 * 9. onlineFee: for card (3/6), wallet (4/7) or PayPal (5/8), the provider's `value` percent of
 *    net plus its flat `value_en` (read as VND), rounded to the dong; 0 when net is 0.
 * 10. total: net + onlineFee, rounded to hundreds in VND mode (`rounding` holds the difference);
 *     in USD mode the VND amount is kept exact and only the display converts it.
 */

/** Spec §9: VAT charge 10 %. */
export const VAT_RATE_PERCENT = 10;
/** Spec §5/§9: the VAT checkbox needs at least 1,000,000 VND. */
export const VAT_MINIMUM_VND = 1_000_000;
/** Spec §5/§9: 'use bonus' shows only when the balance exceeds 5,000. */
export const BONUS_MINIMUM_BALANCE = 5_000;

/** An online payment provider's fee (spec §3 Profile pay_online / pay_momo / paypal). */
export interface ProviderFee {
  enable: boolean;
  /** Percent of the amount paid. */
  value: number;
  /** Flat amount in VND. */
  value_en: number;
}

export type OnlineProvider = 'pay_online' | 'pay_momo' | 'paypal';

/** The profile's money settings that checkout needs (spec §3 Profile). */
export interface CheckoutFees {
  /** The delivery address's location levels (1-3), each with its whole delivery fee. */
  locations: readonly { level: number; payment: number }[];
  cod_payment: number;
  is_tax: boolean;
  /** Percent; VAT_RATE_PERCENT when absent. */
  tax_rate?: number;
  /** Percent added to the goods when VAT is on. */
  increase_price: number;
  pay_online: ProviderFee;
  pay_momo: ProviderFee;
  paypal: ProviderFee;
  delivery_companies: readonly { id: number; payment: number }[];
  /** The bonus balance in VND. */
  bonus: number;
}

export interface CheckoutTotalsInput {
  flow: CheckoutFlow;
  /** 'VND' is the spec's VND mode (Vietnamese storefront), 'USD' the English one. */
  currency: Currency;
  lines: readonly CartLine[];
  /** The ticked line ids (ignored in the in-shop flow, which takes every line). */
  selectedIds: readonly number[];
  choices: CheckoutChoices;
  /** The chosen delivery company (abroad), or null. */
  transportId: number | null;
  fees: CheckoutFees;
}

export interface CheckoutTotals {
  /** The line ids the order takes. */
  selectedIds: number[];
  goods: number;
  priceIncrease: number;
  deliveryFee: number;
  delivery: number;
  deliveryOnReceipt: number;
  codFee: number;
  /** What the VAT is charged on (step 5): goods + priceIncrease + delivery + codFee; 0 without VAT. */
  vatBase: number;
  /** The VAT rate in percent that applied (the profile's tax rate); 0 without VAT. */
  vatRate: number;
  vat: number;
  subtotal: number;
  bonus: number;
  net: number;
  onlineProvider: OnlineProvider | null;
  onlineFee: number;
  rounding: number;
  /** What the customer pays: goods + priceIncrease + delivery + codFee + vat − bonus + onlineFee + rounding. */
  total: number;
}

/** Whether the VAT checkbox shows and can be ticked, and the hint when it cannot (spec §5). */
export function vatAvailability(isTax: boolean, goods: number): { shown: boolean; enabled: boolean; hint: 'tax_required' | null } {
  if (!isTax) return { shown: false, enabled: false, hint: null };
  const enabled = goods >= VAT_MINIMUM_VND;
  return { shown: true, enabled, hint: enabled ? null : 'tax_required' };
}

/** Spec §5: 'use bonus' shows only when the balance exceeds 5,000. */
export function bonusOffered(balance: number): boolean {
  return balance > BONUS_MINIMUM_BALANCE;
}

/**
 * The context the method rules need, built the same way on both sides from the profile's fees,
 * the storefront language and the goods total of the selection (which decides whether VAT may be ticked).
 */
export function methodContext(flow: CheckoutFlow, language: 'vi' | 'en', fees: CheckoutFees, goods: number): MethodContext {
  return {
    flow,
    language,
    providers: { card: fees.pay_online.enable, wallet: fees.pay_momo.enable, paypal: fees.paypal.enable },
    vatAllowed: vatAvailability(fees.is_tax, goods).enabled,
    bonusOffered: bonusOffered(fees.bonus),
  };
}

/** The fee of the deepest location level given (each level carries the whole fee); 0 without one. */
export function locationDeliveryFee(locations: readonly { level: number; payment: number }[]): number {
  let deepest: { level: number; payment: number } | undefined;
  for (const location of locations) if (!deepest || location.level > deepest.level) deepest = location;
  return deepest?.payment ?? 0;
}

/** The online provider the chosen payment goes through, or null for cash and bank transfer. */
export function onlineProvider(choices: CheckoutChoices, flow: CheckoutFlow): OnlineProvider | null {
  const code = usesPickup(choices, flow) ? choices.payment_in_shop : choices.payment_method;
  if (usesPickup(choices, flow)) {
    if (code === PICKUP_PAYMENT.card) return 'pay_online';
    if (code === PICKUP_PAYMENT.wallet) return 'pay_momo';
    return code === PICKUP_PAYMENT.paypal ? 'paypal' : null;
  }
  if (code === PAYMENT_METHOD.card) return 'pay_online';
  if (code === PAYMENT_METHOD.wallet) return 'pay_momo';
  return code === PAYMENT_METHOD.paypal ? 'paypal' : null;
}

/** The goods total of the lines the order takes. */
export function goodsTotal(lines: readonly CartLine[], selectedIds: readonly number[]): number {
  const taken = new Set(selectedIds);
  return lines.reduce((sum, line) => (taken.has(line.id) ? sum + cartLineTotal(line) : sum), 0);
}

function deliveryFeeOf(input: CheckoutTotalsInput): number {
  if (input.flow === 'abroad') return input.fees.delivery_companies.find((company) => company.id === input.transportId)?.payment ?? 0;
  if (usesPickup(input.choices, input.flow)) return 0;
  return locationDeliveryFee(input.fees.locations);
}

/** Every amount of the order, in the order listed in this module's comment. */
export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const { flow, choices, fees } = input;
  const selectedIds = effectiveSelection(
    input.lines.map((line) => line.id),
    input.selectedIds,
    selectsAllItems(flow),
  );
  const goods = goodsTotal(input.lines, selectedIds);
  const vatOn = choices.vat === 1 && vatAvailability(fees.is_tax, goods).enabled;
  const priceIncrease = vatOn ? Math.round((goods * fees.increase_price) / 100) : 0;

  const deliveryFee = deliveryFeeOf(input);
  const onReceipt = choices.delivery_cost === 1 && deliveryCostOffered(choices, flow);
  const delivery = onReceipt ? 0 : deliveryFee;
  const cashOnDelivery = flow === 'vietnam' && !usesPickup(choices, flow) && choices.payment_method === PAYMENT_METHOD.cashOnDelivery;
  const codFee = cashOnDelivery ? fees.cod_payment : 0;
  const taxRate = fees.tax_rate ?? VAT_RATE_PERCENT;
  const vatBase = vatOn ? goods + priceIncrease + delivery + codFee : 0;
  const vat = vatOn ? Math.round((taxRate * vatBase) / 100) : 0;
  const subtotal = goods + priceIncrease + delivery + codFee + vat;

  const bonusUpTo = choices.use_bonus && bonusOffered(fees.bonus) ? Math.min(fees.bonus, subtotal) : 0;
  const bonus = input.currency === 'VND' ? floorToThousands(bonusUpTo) : bonusUpTo;
  const net = subtotal - bonus;

  const provider = onlineProvider(choices, flow);
  const providerFee = provider ? fees[provider] : null;
  const onlineFee = providerFee?.enable && net > 0 ? Math.round((net * providerFee.value) / 100) + providerFee.value_en : 0;
  const exact = net + onlineFee;
  const total = input.currency === 'VND' ? roundToHundreds(exact) : exact;

  return {
    selectedIds,
    goods,
    priceIncrease,
    deliveryFee,
    delivery,
    deliveryOnReceipt: deliveryFee - delivery,
    codFee,
    vatBase,
    vatRate: vatOn ? taxRate : 0,
    vat,
    subtotal,
    bonus,
    net,
    onlineProvider: provider,
    onlineFee,
    rounding: total - exact,
    total,
  };
}
