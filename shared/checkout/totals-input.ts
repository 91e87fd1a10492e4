import type { CartLine, CategoryExtra } from '../cart/cart-line.ts';
import type { PriceBreak } from '../catalog/schemas.ts';
import { checkoutFlow, type CheckoutFlow } from './flow.ts';
import type { CheckoutChoices } from './methods.ts';
import type { CheckoutFees, CheckoutTotalsInput } from './totals.ts';
import type { Currency } from '../money/format.ts';

/**
 * Builds the input of `checkoutTotals` (shared/checkout/totals.ts) from what the API answers, so
 * the page and the server compute an order's total from the same facts the same way:
 * GET /v1/checkout (`fees`, profile country and buyonshop) and GET /v1/carts (`carts_details`).
 * TypeBox-free and type-only imports: the client may import it at runtime.
 */

/** The pricing facts of a cart line as GET /v1/carts answers them (shared/cart/schemas.ts CartItem). */
export interface CartItemFacts {
  id: number;
  list_price: number;
  prices: readonly PriceBreak[];
  multiples: number;
  inventory: number;
  quantity: number;
  catext_id: number | null;
  category_extras: readonly CategoryExtra[];
}

/** A cart line for the shared rules: the item's `price` there is the LIST price (shared/cart/cart-line.ts). */
export function cartLineOf(item: CartItemFacts): CartLine {
  return {
    id: item.id,
    price: item.list_price,
    prices: item.prices,
    multiples: item.multiples,
    inventory: item.inventory,
    quantity: item.quantity,
    catext_id: item.catext_id,
    category_extras: item.category_extras,
  };
}

/** Spec §9: the English storefront shows USD, the Vietnamese one VND. */
export function currencyOf(language: 'vi' | 'en'): Currency {
  return language === 'en' ? 'USD' : 'VND';
}

export interface TotalsInputSource {
  profile: { country_iso: string | null; buyonshop: boolean };
  fees: CheckoutFees;
  items: readonly CartItemFacts[];
  selectedIds: readonly number[];
  choices: CheckoutChoices;
  transportId: number | null;
  language: 'vi' | 'en';
}

/** The checkout flow of a GET /v1/checkout profile. */
export function flowOf(profile: TotalsInputSource['profile']): CheckoutFlow {
  return checkoutFlow({ countryIso: profile.country_iso, buyonshop: profile.buyonshop });
}

/** The `checkoutTotals` input of an order as the page (and the server, from its own rows) sees it. */
export function totalsInputOf(source: TotalsInputSource): CheckoutTotalsInput {
  return {
    flow: flowOf(source.profile),
    currency: currencyOf(source.language),
    lines: source.items.map(cartLineOf),
    selectedIds: source.selectedIds,
    choices: source.choices,
    transportId: source.transportId,
    fees: source.fees,
  };
}
