import { bomTotal, needQuantity, priceBomLine } from '#shared/bom/line-pricing.ts';
import { kindOfLine } from '#shared/bom/match-line.ts';
import type { BomLine, BomMatchLineOut, BomMatchResponse, BomProduct, BomStatus } from '#shared/bom/schemas.ts';

/** A matched line as the page shows it: the server's match with the user's choice and the board count applied. */
export interface PricedLine {
  index: number;
  line: BomLine;
  match: BomMatchLineOut | null;
  /** The product bought for this line: the user's choice, else the auto-selected match. */
  product: BomProduct | null;
  /** Whether the line goes to the cart (and into the total). */
  selected: boolean;
  chosen: boolean;
  needQuantity: number;
  buyQuantity: number;
  unitPrice: number;
  lineTotal: number;
  shortfall: boolean;
}

export interface PricedBom {
  lines: PricedLine[];
  counts: Record<BomStatus, number>;
  total: number;
  shortfalls: number;
}

export interface PricingChoices {
  boards: number;
  sparePercentPassives: number;
  /** Product chosen per line index; it wins over the match (the BOM tool's "the user's choice wins"). */
  choices: Readonly<Record<number, number>>;
  /** Lines the user unticked. */
  unselected: ReadonlySet<number>;
}

/** Every product a line may be bought as: its match and the alternatives. */
export function candidatesOf(match: BomMatchLineOut | null): BomProduct[] {
  if (!match) return [];
  const all = match.product ? [match.product, ...match.alternatives] : match.alternatives;
  return all.filter((product, index) => all.findIndex((other) => other.id === product.id) === index);
}

/**
 * Prices the lines for the board count with the shop's own rules (shared/bom/line-pricing.ts,
 * the same the server runs), at once and offline: a change of boards, spares or choice never waits
 * for a request.
 */
export function priceBom(lines: readonly BomLine[], matched: BomMatchResponse | null, options: PricingChoices): PricedBom {
  const byIndex = new Map((matched?.lines ?? []).map((match) => [match.index, match]));
  const counts: Record<BomStatus, number> = { exact: 0, equivalent: 0, check: 0, suggestion: 0, none: 0 };
  const priced = lines.map((line, index): PricedLine => {
    const match = byIndex.get(index) ?? null;
    if (match) counts[match.status]++;
    const chosenId = options.choices[index];
    const chosen = chosenId === undefined ? undefined : candidatesOf(match).find((product) => product.id === chosenId);
    const product = chosen ?? (match?.selected ? match.product : null);
    const need = needQuantity(line.quantity, options.boards, { kind: kindOfLine(line), sparePercentPassives: options.sparePercentPassives });
    const price = priceBomLine(product, need);
    const selected = product !== null && price.buyQuantity > 0 && !options.unselected.has(index);
    return {
      index, line, match, product, selected, chosen: chosen !== undefined,
      needQuantity: need, buyQuantity: price.buyQuantity, unitPrice: price.unitPrice, lineTotal: price.lineTotal,
      shortfall: price.shortfall,
    };
  });
  return {
    lines: priced,
    counts,
    total: bomTotal(priced),
    shortfalls: priced.filter((line) => line.selected && line.shortfall).length,
  };
}
