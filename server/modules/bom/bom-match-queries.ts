import type { EntityManager } from '@mikro-orm/postgresql';
import { matchBomLine, type LineMatch } from '#shared/bom/match-line.ts';
import { bomTotal, needQuantity, priceBomLine } from '#shared/bom/line-pricing.ts';
import type { PartIndex } from '#shared/bom/part-index.ts';
import type { BomMatchLineOut, BomMatchRequest, BomMatchResponse, BomProduct } from '#shared/bom/schemas.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { message } from '../../i18n/messages.ts';
import { intArray } from '../../lib/sql-arrays.ts';

/**
 * Products kept in memory between requests and fresh with every change of the product or its
 * volume prices (the app's `bomRowCache`, a `FreshRowCache`): `readRows` reads the ones it lacks.
 */
export interface BomProductRows {
  read(ids: readonly number[], readRows: (ids: number[]) => Promise<BomProduct[]>): Promise<BomProduct[]>;
}

/**
 * POST /v1/bom/match: every line through the matching stages in memory, then the products of all
 * lines (chosen and alternatives) from the row cache, the ones it lacks read in one query with
 * their volume prices, and each line priced for the boards with the cart's rules
 * (shared/bom/line-pricing.ts). The read was most of a 200-line match's time and all of its
 * PostgreSQL work (bench:catalog bom-match); BOMs keep naming the same passives and regulators.
 */
export async function matchBom(em: EntityManager, index: PartIndex, rows: BomProductRows, request: BomMatchRequest, locale: Locale): Promise<BomMatchResponse> {
  const matches = request.lines.map((line) => {
    // The stock a match is ranked by is wanted before the line's kind (hence its passive spares) is known.
    const needToRank = needQuantity(line.quantity, request.boards, { spares: line.spares });
    const match = matchBomLine(line, index, needToRank);
    const need = needQuantity(line.quantity, request.boards, { spares: line.spares, kind: match.kind, sparePercentPassives: request.spare_percent_passives });
    return { match, need };
  });

  const ids = new Set<number>();
  for (const { match } of matches) {
    if (match.product) ids.add(match.product.id);
    for (const alternative of match.alternatives) ids.add(alternative.id);
  }
  const products = new Map((await rows.read([...ids], (missing) => readBomProducts(em, missing))).map((product) => [product.id, product]));

  const lines: BomMatchLineOut[] = matches.map(({ match, need }, position) => {
    const product = match.product ? (products.get(match.product.id) ?? null) : null;
    const priced = priceBomLine(product, need);
    const selected = match.selected && product !== null;
    return {
      index: position,
      status: match.status,
      reason_key: match.reasonKey,
      reason_detail: match.reasonDetail,
      reason: reasonText(match, locale),
      confidence: match.confidence,
      product,
      alternatives: match.alternatives.flatMap((part) => products.get(part.id) ?? []),
      need_quantity: need,
      buy_quantity: priced.buyQuantity,
      unit_price: priced.unitPrice,
      line_total: priced.lineTotal,
      selected,
      shortfall: priced.shortfall,
    };
  });

  const count = (status: BomMatchLineOut['status']) => lines.filter((line) => line.status === status).length;
  return {
    lines,
    summary: {
      lines: lines.length,
      exact: count('exact'),
      equivalent: count('equivalent'),
      check: count('check'),
      suggestion: count('suggestion'),
      none: count('none'),
      total: bomTotal(lines.map((line) => ({ lineTotal: line.line_total, selected: line.selected }))),
      shortfalls: lines.filter((line) => line.selected && line.shortfall).length,
    },
  };
}

function reasonText(match: LineMatch, locale: Locale): string {
  if (match.reasonKey === 'not_found') return message(locale, 'bom_reason.not_found');
  return message(locale, `bom_reason.${match.reasonKey}`, { detail: match.reasonDetail });
}

/** The products by id with their volume prices and manufacturer, in one query for any number. */
async function readBomProducts(em: EntityManager, ids: number[]): Promise<BomProduct[]> {
  if (ids.length === 0) return [];
  // Raw: a 200-line BOM reads ~1,000 products and ~6,000 price rows; hydrating them as entities
  // cost most of the request (bench:catalog bom-match), one row per product with its prices as JSON does not.
  const rows = await em.getConnection().execute<(Omit<BomProduct, 'prices'> & { prices: BomProduct['prices'] | null })[]>(
    `select p.id, p.slug, p.name, p.mpn, p.sku, s.name as manufacturer, p.package, p.price, p.inventory, p.multiples, p.step, p.image_id,
            (select json_agg(json_build_object('quantity', b.quantity, 'price', b.price) order by b.quantity)
               from product_prices b where b.product_id = p.id) as prices
       from products p left join suppliers s on s.id = p.supplier_id
      where p.id = any(?::int[])`,
    // One array parameter: a list of ~1,000 ids written into the SQL cost more to send than the read.
    [intArray(ids)],
  );
  return rows.map((row) => ({ ...row, prices: row.prices ?? [] }));
}
