import { describe, expect, test } from 'vitest';
import type { BomMatchLineOut, BomMatchResponse, BomProduct } from '#shared/bom/schemas.ts';
import { priceBom } from './bom-pricing.ts';

function product(id: number, price: number, extra: Partial<BomProduct> = {}): BomProduct {
  return {
    id, slug: `p-${id}`, name: `Part ${id}`, mpn: `MPN${id}`, sku: `C${id}`, manufacturer: 'Maker', package: '0402',
    price, prices: [{ quantity: 1, price }, { quantity: 100, price: price - 10 }], inventory: 100_000, multiples: 10, step: 10, image_id: null, ...extra,
  };
}

function matched(index: number, status: BomMatchLineOut['status'], main: BomProduct | null, alternatives: BomProduct[] = []): BomMatchLineOut {
  const selected = status === 'exact' || status === 'equivalent';
  return {
    index, status, reason_key: 'sku', reason_detail: '', reason: '', confidence: 1, product: main, alternatives,
    need_quantity: 0, buy_quantity: 0, unit_price: 0, line_total: 0, selected, shortfall: false,
  };
}

const lines = [
  { designators: ['C1', 'C2', 'C3', 'C4'], quantity: 4, value: '100n' },
  { designators: ['U1'], quantity: 1, mpn: 'STM32F103VET8' },
  { designators: ['U2'], quantity: 1, mpn: 'ESP32' },
];
const response: BomMatchResponse = {
  lines: [matched(0, 'exact', product(1, 50)), matched(1, 'check', product(2, 90_000, { multiples: 1, step: 1, prices: [{ quantity: 1, price: 90_000 }] }), [product(3, 80_000, { multiples: 1, step: 1, prices: [] })]), matched(2, 'none', null)],
  summary: { lines: 3, exact: 1, equivalent: 0, check: 1, suggestion: 0, none: 1, total: 0, shortfalls: 0 },
};
const none = { choices: {}, unselected: new Set<number>(), sparePercentPassives: 0 };

describe('priceBom (the page re-prices at once)', () => {
  test('a check line is never bought until the user picks it; the total is the sum of the selected lines', () => {
    const bom = priceBom(lines, response, { ...none, boards: 1 });
    expect(bom.lines.map((line) => line.selected)).toEqual([true, false, false]);
    // 4 needed, minimum 10 at 50 đ.
    expect(bom.lines[0]).toMatchObject({ needQuantity: 4, buyQuantity: 10, unitPrice: 50, lineTotal: 500 });
    expect(bom.total).toBe(500);
    expect(bom.counts).toEqual({ exact: 1, equivalent: 0, check: 1, suggestion: 0, none: 1 });
  });

  test('more boards reach the volume break: 25 boards × 4 = 100 at the 100-break price', () => {
    const bom = priceBom(lines, response, { ...none, boards: 25 });
    expect(bom.lines[0]).toMatchObject({ needQuantity: 100, buyQuantity: 100, unitPrice: 40, lineTotal: 4000 });
  });

  test('the user’s choice wins, an alternative included; an unticked line leaves the total', () => {
    const bom = priceBom(lines, response, { ...none, boards: 2, choices: { 1: 3 }, unselected: new Set([0]) });
    expect(bom.lines[1]).toMatchObject({ chosen: true, selected: true, buyQuantity: 2, lineTotal: 160_000 });
    expect(bom.lines[1]!.product!.id).toBe(3);
    expect(bom.lines[0]!.selected).toBe(false);
    expect(bom.total).toBe(160_000);
  });

  test('spare percent applies to passives only (C lines, not U lines)', () => {
    const bom = priceBom(lines, response, { ...none, boards: 10, sparePercentPassives: 10, choices: { 1: 3 } });
    expect(bom.lines[0]!.needQuantity).toBe(44);
    expect(bom.lines[1]!.needQuantity).toBe(10);
  });

  test('a passive is known the way the server knows it: by its description or value when it has no designators', () => {
    const bare = [
      { quantity: 4, value: '10uF' },
      { quantity: 4, value: '10k', description: 'Chip resistor 0603' },
      { quantity: 4, value: 'NE555' },
    ];
    const answer: BomMatchResponse = { ...response, lines: [matched(0, 'exact', product(1, 50)), matched(1, 'exact', product(4, 50)), matched(2, 'exact', product(5, 50))] };
    const bom = priceBom(bare, answer, { ...none, boards: 10, sparePercentPassives: 10 });
    expect(bom.lines.map((line) => line.needQuantity)).toEqual([44, 44, 40]);
  });

  test('a shortfall is counted when the buy quantity passes the stock', () => {
    const short = { ...response, lines: [matched(0, 'exact', product(1, 50, { inventory: 25 })), ...response.lines.slice(1)] };
    const bom = priceBom(lines, short, { ...none, boards: 10 });
    expect(bom.lines[0]!.shortfall).toBe(true);
    expect(bom.shortfalls).toBe(1);
  });
});
