import type { CartLine } from '../cart/cart-line.ts';
import { effectiveSelection } from '../cart/selection.ts';
import type { Currency } from '../money/format.ts';
import { selectsAllItems, type CheckoutFlow } from './flow.ts';
import { availableMethods, deliveryCostOffered, normalizeChoices, usesPickup, type AvailableMethods, type CheckoutChoices, type MethodContext } from './methods.ts';
import type { OpeningHours } from './opening-hours.ts';
import { bonusOffered, checkoutTotals, goodsTotal, methodContext, vatAvailability, type CheckoutFees, type CheckoutTotals } from './totals.ts';
import { validateOrder, type OrderValidationError } from './validation.ts';

/**
 * The whole rule sequence of a checkout, run the same way by the page on every render and by
 * POST /v1/orders on the rows it reads (spec §4 method rules, §5 checks, §9 amounts):
 * 1. the goods of the selection decide whether VAT may be ticked (`methodContext`);
 * 2. the choices are made consistent with that context (`normalizeChoices`: forced values, resets);
 * 3. the amounts of those choices (`checkoutTotals`);
 * 4. what the form offers: methods, the delivery-cost toggle, VAT and bonus availability;
 * 5. the first failing spec §5 check (`validateOrder`), or null.
 * Pure: no clock of its own (`now` is an input) and no I/O.
 */
export interface CheckoutInput {
  flow: CheckoutFlow;
  /** The storefront language (English mode narrows the payment methods, spec §4). */
  language: 'vi' | 'en';
  /** The currency amounts are rounded in (spec §9: VND mode rounds to hundreds). */
  currency: Currency;
  /** VND per USD, for the abroad minimum in English mode. */
  exchangeRate: number;
  /** Every line of the cart, selected or not. */
  lines: readonly CartLine[];
  /** The ticked line ids (the in-shop flow takes every line). */
  selectedIds: readonly number[];
  /** The choices as held (by the form, or as the browser sent them): normalised here. */
  choices: CheckoutChoices;
  /** The chosen delivery company (abroad), or null. */
  transportId: number | null;
  fees: CheckoutFees;
  company: { company: string; taxcode: string; company_address: string };
  pickupContact: { name: string; phone: string };
  openingHours: OpeningHours;
  now: Date;
}

export interface ResolvedCheckout {
  /** The context the method rules ran in. */
  context: MethodContext;
  /** The choices after every forced value and reset of spec §4. */
  choices: CheckoutChoices;
  totals: CheckoutTotals;
  /** The codes each choice offers. */
  offered: AvailableMethods;
  /** Whether the order is collected in the shop (pickup flow, or delivery 1 in Vietnam). */
  collected: boolean;
  /** Whether the 'delivery fee paid on receipt' toggle is offered. */
  deliveryCostOffered: boolean;
  /** Whether the VAT box shows, can be ticked, and its hint. */
  vat: ReturnType<typeof vatAvailability>;
  /** Whether 'use bonus' shows. */
  bonusOffered: boolean;
  /** The first failing order check, or null when the order may be sent. */
  validation: OrderValidationError | null;
}

/** Every rule of the checkout for one input, in the order listed on `CheckoutInput`. */
export function resolveCheckout(input: CheckoutInput): ResolvedCheckout {
  const { flow, fees } = input;
  const takenIds = effectiveSelection(
    input.lines.map((line) => line.id),
    input.selectedIds,
    selectsAllItems(flow),
  );
  const context = methodContext(flow, input.language, fees, goodsTotal(input.lines, takenIds));
  const choices = normalizeChoices(input.choices, context);
  const totals = checkoutTotals({ flow, currency: input.currency, lines: input.lines, selectedIds: input.selectedIds, choices, transportId: input.transportId, fees });
  const validation = validateOrder({
    flow,
    currency: input.currency,
    exchangeRate: input.exchangeRate,
    cartCount: input.lines.length,
    totals,
    choices,
    transportId: input.transportId,
    deliveryCompanyIds: fees.delivery_companies.map((company) => company.id),
    company: input.company,
    pickupContact: input.pickupContact,
    openingHours: input.openingHours,
    now: input.now,
  });
  return {
    context,
    choices,
    totals,
    offered: availableMethods(context),
    collected: usesPickup(choices, flow),
    deliveryCostOffered: deliveryCostOffered(choices, flow),
    vat: vatAvailability(fees.is_tax, totals.goods),
    bonusOffered: bonusOffered(fees.bonus),
    validation,
  };
}
