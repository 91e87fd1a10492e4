import type { CheckoutFlow } from './flow.ts';

/**
 * Delivery and payment choices at checkout and the rules that keep them consistent (spec §4 States
 * and transitions; §7 POST /v1/carts/update/session "method (vat, payment_method, payment_in_shop,
 * delivery_method, delivery_cost), value"). The page applies a change at once and sends it to the
 * server, which applies the same function to its session copy.
 *
 * Interpretations (where the spec is silent or loose):
 * - "Method choice" means delivery_method, payment_method, payment_in_shop and delivery_cost; the
 *   VAT checkbox is not one, so ticking VAT keeps the bonus toggle and the pickup slot.
 * - A change to the value already held is no change: nothing is reset.
 * - A change to a value not offered in the context (a hidden or unknown code) is ignored.
 * - "Hidden when not configured": card needs the pay_online provider, wallet pay_momo,
 *   PayPal paypal; a choice whose provider is off falls back like an English-mode reset.
 * - delivery_cost is offered when an order is delivered (not delivery 1, not the pickup flow) and
 *   the payment method is above 1, abroad included; elsewhere it is 0.
 * - The English-mode reset applies in every flow; the abroad rule runs after it, so an English
 *   abroad order with a card payment ends on 2.
 * - A Vietnam order starts with delivery 2 (express) and cash on delivery; abroad with bank
 *   transfer; pickup payments with cash.
 */

/** Spec §4 Delivery_method (Vietnam). */
export const DELIVERY_METHOD = { inShop: 1, express: 2, motorbike: 3, fastMotorbike: 4 } as const;
export type DeliveryMethod = (typeof DELIVERY_METHOD)[keyof typeof DELIVERY_METHOD];

/** Spec §4 Payment_method (Vietnam delivery; abroad uses 2 and 5). */
export const PAYMENT_METHOD = { cashOnDelivery: 1, bankTransfer: 2, card: 3, wallet: 4, paypal: 5 } as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** Spec §4 Payment_in_shop (pickup). */
export const PICKUP_PAYMENT = { cash: 2, bankTransfer: 3, card: 6, wallet: 7, paypal: 8 } as const;
export type PickupPayment = (typeof PICKUP_PAYMENT)[keyof typeof PICKUP_PAYMENT];

const DELIVERY_METHODS: readonly number[] = Object.values(DELIVERY_METHOD);
const PAYMENT_METHODS: readonly number[] = Object.values(PAYMENT_METHOD);
const PICKUP_PAYMENTS: readonly number[] = Object.values(PICKUP_PAYMENT);

/** Spec §4: English mode keeps only these payment methods and pickup payments. */
export const ENGLISH_PAYMENT_METHODS: readonly number[] = [1, 2, 5];
export const ENGLISH_PICKUP_PAYMENTS: readonly number[] = [2, 3, 8];
/** Spec §4: a foreign-country checkout pays by bank transfer or PayPal. */
export const ABROAD_PAYMENT_METHODS: readonly number[] = [2, 5];

/** The session cart method (spec §3 Cart method). delivery_cost 1 = delivery fee paid on receipt. */
export interface CartMethod {
  payment_method: number;
  delivery_method: number;
  delivery_cost: 0 | 1;
  payment_in_shop: number;
  vat: 0 | 1;
}

/** The cart method plus the local choices a method change resets (spec §3 local cart state). */
export interface CheckoutChoices extends CartMethod {
  use_bonus: boolean;
  /** 'YYYY-MM-DD' in the shop's time zone, or null. */
  pickup_date: string | null;
  /** A pickup slot id such as '09:00-10:00', or null. */
  pickup_time: string | null;
}

export type MethodName = 'payment_method' | 'delivery_method' | 'payment_in_shop' | 'delivery_cost' | 'vat';
export interface MethodChange {
  method: MethodName;
  value: number;
}

/** Which online providers are configured (profile pay_online / pay_momo / paypal `enable`). */
export interface EnabledProviders {
  card: boolean;
  wallet: boolean;
  paypal: boolean;
}

export interface MethodContext {
  flow: CheckoutFlow;
  /** The storefront language; 'en' is the spec's English mode. */
  language: 'vi' | 'en';
  providers: EnabledProviders;
  /** Whether the VAT checkbox may be ticked (see `vatAvailability` in totals.ts). */
  vatAllowed: boolean;
  /** Whether 'use bonus' is shown (balance above 5,000; see `bonusOffered` in totals.ts). */
  bonusOffered: boolean;
}

export interface AvailableMethods {
  /** Delivery methods to show; empty abroad (delivery companies instead). */
  deliveryMethods: number[];
  /** Payment methods for a delivered order; empty in the pickup flow. */
  paymentMethods: number[];
  /** Payments for pickup in the shop; empty abroad. */
  pickupPayments: number[];
}

// The two code lists overlap (3 is a card payment but a pickup bank transfer), so each has its own map.
const PAYMENT_PROVIDER: Partial<Record<number, keyof EnabledProviders>> = { 3: 'card', 4: 'wallet', 5: 'paypal' };
const PICKUP_PROVIDER: Partial<Record<number, keyof EnabledProviders>> = { 6: 'card', 7: 'wallet', 8: 'paypal' };

function paymentProviderEnabled(code: number, providers: EnabledProviders): boolean {
  const provider = PAYMENT_PROVIDER[code];
  return provider === undefined || providers[provider];
}

function pickupProviderEnabled(code: number, providers: EnabledProviders): boolean {
  const provider = PICKUP_PROVIDER[code];
  return provider === undefined || providers[provider];
}

function allowedPaymentMethods(context: MethodContext): number[] {
  return PAYMENT_METHODS.filter(
    (code) =>
      paymentProviderEnabled(code, context.providers) &&
      (context.language !== 'en' || ENGLISH_PAYMENT_METHODS.includes(code)) &&
      (context.flow !== 'abroad' || ABROAD_PAYMENT_METHODS.includes(code)),
  );
}

function allowedPickupPayments(context: MethodContext): number[] {
  return PICKUP_PAYMENTS.filter(
    (code) => pickupProviderEnabled(code, context.providers) && (context.language !== 'en' || ENGLISH_PICKUP_PAYMENTS.includes(code)),
  );
}

/** The codes each choice offers in this context (spec §4; card and wallet hidden in English mode). */
export function availableMethods(context: MethodContext): AvailableMethods {
  return {
    deliveryMethods: context.flow === 'vietnam' ? [...DELIVERY_METHODS] : context.flow === 'pickup' ? [DELIVERY_METHOD.inShop] : [],
    paymentMethods: context.flow === 'pickup' ? [] : allowedPaymentMethods(context),
    pickupPayments: context.flow === 'abroad' ? [] : allowedPickupPayments(context),
  };
}

/** True when the order is collected in the shop: the pickup flow, or delivery 1 in the Vietnam flow. */
export function usesPickup(choices: Pick<CartMethod, 'delivery_method'>, flow: CheckoutFlow): boolean {
  return flow === 'pickup' || (flow === 'vietnam' && choices.delivery_method === DELIVERY_METHOD.inShop);
}

/** Spec §4: the delivery_cost toggle is offered only when payment method is above 1 (and something is delivered). */
export function deliveryCostOffered(choices: Pick<CartMethod, 'delivery_method' | 'payment_method'>, flow: CheckoutFlow): boolean {
  return !usesPickup(choices, flow) && choices.payment_method > PAYMENT_METHOD.cashOnDelivery;
}

/** The choices a checkout starts from before the user picks anything. */
export function defaultChoices(context: MethodContext): CheckoutChoices {
  return normalizeChoices(
    {
      delivery_method: context.flow === 'pickup' ? DELIVERY_METHOD.inShop : DELIVERY_METHOD.express,
      payment_method: context.flow === 'abroad' ? PAYMENT_METHOD.bankTransfer : PAYMENT_METHOD.cashOnDelivery,
      payment_in_shop: PICKUP_PAYMENT.cash,
      delivery_cost: 0,
      vat: 0,
      use_bonus: false,
      pickup_date: null,
      pickup_time: null,
    },
    context,
  );
}

function normalizePaymentMethod(code: number, context: MethodContext): number {
  let payment = code;
  // Spec §4: English mode resets a payment method outside {1,2,5} to 1.
  if (context.language === 'en' && !ENGLISH_PAYMENT_METHODS.includes(payment)) payment = PAYMENT_METHOD.cashOnDelivery;
  if (!PAYMENT_METHODS.includes(payment) || !paymentProviderEnabled(payment, context.providers)) payment = PAYMENT_METHOD.cashOnDelivery;
  // Spec §4: a foreign-country checkout forces 2 unless it is 2 or 5.
  if (context.flow === 'abroad' && !allowedPaymentMethods(context).includes(payment)) payment = PAYMENT_METHOD.bankTransfer;
  return payment;
}

function normalizePickupPayment(code: number, context: MethodContext): number {
  // Spec §4: English mode resets a pickup payment outside {2,3,8} to 2; so does a hidden provider.
  return allowedPickupPayments(context).includes(code) ? code : PICKUP_PAYMENT.cash;
}

function normalizeDeliveryMethod(code: number, flow: CheckoutFlow): number {
  // Spec §4: in-shop mode forces delivery to 1.
  if (flow === 'pickup') return DELIVERY_METHOD.inShop;
  return DELIVERY_METHODS.includes(code) ? code : DELIVERY_METHOD.express;
}

/**
 * The choices made consistent with the context: every forced value and reset of spec §4 applied.
 * Idempotent; the server runs it on whatever the session holds before computing an order.
 */
export function normalizeChoices(choices: CheckoutChoices, context: MethodContext): CheckoutChoices {
  const delivery_method = normalizeDeliveryMethod(choices.delivery_method, context.flow);
  const payment_method = normalizePaymentMethod(choices.payment_method, context);
  const payment_in_shop = normalizePickupPayment(choices.payment_in_shop, context);
  const pickup = usesPickup({ delivery_method }, context.flow);
  const costOffered = deliveryCostOffered({ delivery_method, payment_method }, context.flow);
  return {
    delivery_method,
    payment_method,
    payment_in_shop,
    delivery_cost: costOffered && choices.delivery_cost === 1 ? 1 : 0,
    vat: context.vatAllowed && choices.vat === 1 ? 1 : 0,
    use_bonus: context.bonusOffered && choices.use_bonus,
    pickup_date: pickup ? choices.pickup_date : null,
    pickup_time: pickup ? choices.pickup_time : null,
  };
}

/** Whether a change names a value the context offers (the server answers 422 otherwise). */
export function isOfferedChange(choices: CheckoutChoices, change: MethodChange, context: MethodContext): boolean {
  const offered = availableMethods(context);
  switch (change.method) {
    case 'delivery_method':
      return offered.deliveryMethods.includes(change.value);
    case 'payment_method':
      return offered.paymentMethods.includes(change.value);
    case 'payment_in_shop':
      return offered.pickupPayments.includes(change.value);
    case 'delivery_cost':
      return change.value === 0 || (change.value === 1 && deliveryCostOffered(choices, context.flow));
    case 'vat':
      return change.value === 0 || (change.value === 1 && context.vatAllowed);
  }
}

/**
 * The choices after the user changes one method (spec §4):
 * - any method choice resets the bonus toggle and clears pickup date and time;
 * - English mode resets payment outside {1,2,5} to 1 and pickup payment outside {2,3,8} to 2;
 * - in-shop mode forces delivery 1; abroad forces payment 2 unless 2 or 5;
 * - delivery_cost falls to 0 when no longer offered (payment method 1 or pickup).
 *
 * @example applyMethodChange(choices, { method: 'payment_method', value: 2 }, context).use_bonus === false
 */
export function applyMethodChange(choices: CheckoutChoices, change: MethodChange, context: MethodContext): CheckoutChoices {
  const current = normalizeChoices(choices, context);
  if (current[change.method] === change.value || !isOfferedChange(current, change, context)) return current;
  const next: CheckoutChoices = { ...current, [change.method]: change.value };
  if (change.method !== 'vat') {
    next.use_bonus = false;
    next.pickup_date = null;
    next.pickup_time = null;
  }
  return normalizeChoices(next, context);
}

/** The choices after the 'use bonus' toggle; stays off when the bonus is not offered. */
export function setUseBonus(choices: CheckoutChoices, on: boolean, context: MethodContext): CheckoutChoices {
  return normalizeChoices({ ...choices, use_bonus: on }, context);
}

/** The choices with a pickup date and slot (from `choosePickupSlot`), kept only when the order is collected. */
export function setPickup(choices: CheckoutChoices, pickup: { date: string; time: string } | null, context: MethodContext): CheckoutChoices {
  return normalizeChoices({ ...choices, pickup_date: pickup?.date ?? null, pickup_time: pickup?.time ?? null }, context);
}
