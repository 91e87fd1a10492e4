import { MIN_UNIT_PRICE_VND } from '../money/exchange.ts';
import { roundToHundreds } from '../money/rounding.ts';
import { MAX_QUANTITY, MAX_UNIT_PRICE_VND, sortPriceBreaks, type PriceBreakInput } from './product-rules.ts';

/** Most products one bulk change takes (a few pages of the staff list). */
export const BULK_MAX_PRODUCTS = 500;
/** A price change by percent stays within −90 % … +500 % (a typo like 1000 is refused, not applied). */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 500;

/** One change applied to every selected product (/admin/products bulk bar). */
export type BulkChange =
  | { kind: 'category'; category_id: number }
  | { kind: 'visibility'; visible: boolean }
  | { kind: 'price_percent'; percent: number }
  | { kind: 'stock'; inventory: number };

/** What a bulk change can touch on one product. */
export interface BulkFacts {
  category_id: number;
  visible: boolean;
  inventory: number;
  prices: PriceBreakInput[];
}

/** A change as the API body carries it: the kind and, optionally, each kind's value. */
export interface BulkChangeInput {
  kind: BulkChange['kind'];
  category_id?: number | undefined;
  visible?: boolean | undefined;
  percent?: number | undefined;
  inventory?: number | undefined;
}

/** The change the input names, or the message key of its missing or bad value. */
export function bulkChangeOf(input: BulkChangeInput): { change: BulkChange } | { error: string } {
  const change: BulkChange | null =
    input.kind === 'category' && input.category_id !== undefined
      ? { kind: 'category', category_id: input.category_id }
      : input.kind === 'visibility' && input.visible !== undefined
        ? { kind: 'visibility', visible: input.visible }
        : input.kind === 'price_percent' && input.percent !== undefined
          ? { kind: 'price_percent', percent: input.percent }
          : input.kind === 'stock' && input.inventory !== undefined
            ? { kind: 'stock', inventory: input.inventory }
            : null;
  if (!change) return { error: 'field_required' };
  const error = bulkChangeError(change);
  return error ? { error } : { change };
}

/** The message key of a change's value, or undefined when it can be applied. */
export function bulkChangeError(change: BulkChange): string | undefined {
  switch (change.kind) {
    case 'category':
      return Number.isInteger(change.category_id) && change.category_id >= 1 ? undefined : 'field_required';
    case 'visibility':
      return undefined;
    case 'price_percent':
      if (!Number.isFinite(change.percent) || change.percent === 0) return 'field_invalid';
      return change.percent < BULK_PERCENT_MIN ? 'field_too_small' : change.percent > BULK_PERCENT_MAX ? 'field_too_large' : undefined;
    case 'stock':
      return Number.isInteger(change.inventory) && change.inventory >= 0 && change.inventory <= MAX_QUANTITY ? undefined : 'field_invalid';
  }
}

/**
 * A VND list price moved by `percent`, rounded to whole hundreds and never below 100 đ, as the
 * shop's list prices are (shared/money/exchange.ts usdToVndPrice).
 *
 * @example priceMovedBy(12_000, 10) === 13_200
 * @example priceMovedBy(100, -50) === 100
 */
export function priceMovedBy(price: number, percent: number): number {
  return Math.min(MAX_UNIT_PRICE_VND, Math.max(MIN_UNIT_PRICE_VND, roundToHundreds(price * (1 + percent / 100))));
}

/**
 * The product's facts after the change (the same function previews and applies, so what staff
 * saw is what is written). A price change moves every volume price by the same percent.
 */
export function applyBulkChange(facts: BulkFacts, change: BulkChange): BulkFacts {
  switch (change.kind) {
    case 'category':
      return { ...facts, category_id: change.category_id };
    case 'visibility':
      return { ...facts, visible: change.visible };
    case 'stock':
      return { ...facts, inventory: change.inventory };
    case 'price_percent':
      return { ...facts, prices: sortPriceBreaks(facts.prices).map((row) => ({ quantity: row.quantity, price: priceMovedBy(row.price, change.percent) })) };
  }
}
