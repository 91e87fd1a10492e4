/**
 * The shop's margin on supplier prices (issue "exchange rate and margin"): a supplier's USD unit
 * price × exchange rate × (1 + margin %) is the VND list price (shared/money/exchange.ts
 * `usdToVndPrice`, the rule the demo seed priced the catalogue with).
 */

/** The `settings` row holding it. */
export const MARGIN_SETTING_KEY = 'margin_percent';
/** The demo seed's margin (`SEED_MARGIN_PERCENT`'s default), used until staff set one. */
export const DEFAULT_MARGIN_PERCENT = 20;
/** Bounds staff may set: a price never below cost by more than 90 %, never above ten times it. */
export const MIN_MARGIN_PERCENT = -90;
export const MAX_MARGIN_PERCENT = 900;

/** A stored or typed margin as a number within the bounds, or null when it is not one. */
export function marginPercentOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const margin = Number(value.trim().replace(',', '.'));
  return Number.isFinite(margin) && margin >= MIN_MARGIN_PERCENT && margin <= MAX_MARGIN_PERCENT ? margin : null;
}
