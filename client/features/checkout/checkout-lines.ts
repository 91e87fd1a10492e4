import type { CartItem } from '#shared/cart/schemas.ts';
import { cartLineTotal, lineUnitPrice, type CartLine as PricedLine } from '#shared/cart/cart-line.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { factsOfCartItem, pricedLine, type CartLineFacts } from '../../local/cart-line-facts.ts';
import type { CartLine as LocalCartLine } from '../../local/db.ts';

/** A cart line as checkout shows and prices it. */
export interface CheckoutLine {
  priced: PricedLine;
  /** The product's name in the storefront's language. */
  name: string;
  slug: string;
  unit: string;
  imageId: number | null;
  unitPrice: number;
  lineTotal: number;
}

function viewOf(priced: PricedLine, facts: CartLineFacts, locale: Locale): CheckoutLine {
  return {
    priced,
    name: localizedName(facts, locale),
    slug: facts.slug,
    unit: facts.unit,
    imageId: facts.image_id,
    unitPrice: lineUnitPrice(priced),
    lineTotal: cartLineTotal(priced),
  };
}

/**
 * The lines checkout prices: the browser's cart (the user's intent: which products, how many)
 * with the server's product facts when it answered (the truth for prices), else the facts stored
 * with each line. A line with neither cannot be priced and is left out until the server answers.
 * A browser with no lines at all (a new device before the cart sync) takes the server's cart.
 */
export function checkoutLines(local: readonly LocalCartLine[], server: readonly CartItem[] | null, locale: Locale = 'vi'): CheckoutLine[] {
  const byId = new Map((server ?? []).map((item) => [item.id, item]));
  if (local.length === 0) {
    return (server ?? []).map((item) => {
      const facts = factsOfCartItem(item);
      return viewOf(pricedLine({ productId: item.id, quantity: item.quantity, catextId: item.catext_id }, facts), facts, locale);
    });
  }
  const lines: CheckoutLine[] = [];
  for (const line of local) {
    const item = byId.get(line.productId);
    const facts = item ? factsOfCartItem(item) : (line.facts ?? null);
    if (facts) lines.push(viewOf(pricedLine(line, facts), facts, locale));
  }
  return lines;
}

/** Unit prices the page showed, by product id, for the lines the order takes (contract `line_prices`). */
export function linePricesOf(lines: readonly CheckoutLine[], selectedIds: readonly number[]): Record<string, number> {
  const taken = new Set(selectedIds);
  const prices: Record<string, number> = {};
  for (const line of lines) if (taken.has(line.priced.id)) prices[String(line.priced.id)] = line.unitPrice;
  return prices;
}
