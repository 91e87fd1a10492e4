import { describe, expect, test } from 'vitest';
import { assemblyQuantityPercent, assemblyQuote, assemblyUnitPrice } from './assembly-price.ts';
import { DEMO_IDS, DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';

const A = DEMO_IDS.assembly;

describe('assembly worked examples', () => {
  test('13. 100 × 100 mm, 20 boards, SMD on two sides, 50–150 parts, quantity 10–49', () => {
    // row 0.01 @ 120,000, 0 steps; added 40 (2 sides) + 30 (50–150 parts) = 70; subtracted 10 (10–49 bo).
    // unit = 120,000 × (100 + 70 − 10)/100 = 192,000; goods = 20 × 192,000 = 3,840,000.
    const quote = assemblyQuote(CONFIG, {
      width: 100,
      height: 100,
      quantity: 20,
      property_ids: [A.smdOnly, A.twoSides, 522, A.partsByCustomer, A.qty10, A.bgaNo, 561],
    });
    expect(quote).toEqual({ area: 0.01, added_percent: 70, quantity_percent: 10, unit_price: 192_000, goods_total: 3_840_000 });
  });

  test('14. steps and several percents: 60 × 60 mm, 50 boards, through-hole, parts bought, coated', () => {
    // 3,600 mm²; row 2,500 @ 60,000, step 20 % = 500 mm² → 1,100 / 500 = 2 steps → 60,000 × 1.12 = 67,200.
    // added 5 (THT) + 5 (bought) + 15 (coating) = 25; subtracted 20 (50–199 bo) → × 105/100 = 70,560.
    // goods = 50 × 70,560 = 3,528,000.
    const quote = assemblyQuote(CONFIG, {
      width: 60,
      height: 60,
      quantity: 50,
      property_ids: [A.thtOnly, A.oneSide, A.under50, 532, A.qty50, 562],
    });
    expect(quote.unit_price).toBe(70_560);
    expect(quote.goods_total).toBe(3_528_000);
  });

  test('without a quantity property nothing is subtracted', () => {
    // 120,000 × (100 + 0 − 0)/100.
    expect(assemblyQuantityPercent(CONFIG.assembly, [A.smdOnly])).toBe(0);
    expect(assemblyUnitPrice(CONFIG, { width: 100, height: 100, quantity: 1, property_ids: [A.smdOnly] })).toBe(120_000);
  });

  test('a larger quantity tier makes each board cheaper', () => {
    const price = (tier: number) => assemblyUnitPrice(CONFIG, { width: 100, height: 100, quantity: 1, property_ids: [tier] });
    expect([A.qty1, A.qty10, A.qty50, A.qty200].map(price)).toEqual([120_000, 108_000, 96_000, 84_000]);
  });
});
