import { describe, expect, test } from 'vitest';
import { DEMO_IDS, DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import { stencilQuote, stencilUnitPrice } from './stencil-price.ts';

const S = DEMO_IDS.stencil;

describe('stencil worked examples', () => {
  test('15. 30 × 40 cm, 0.15 mm steel, both sides, electropolished, 2 stencils', () => {
    // 450,000 × (100 + 5 + 80 + 20)/100 = 922,500; goods = 2 × 922,500 = 1,845,000.
    expect(stencilQuote(CONFIG, { size_id: S.size30x40, quantity: 2, property_ids: [803, S.bothSides, S.electropolish] })).toEqual({
      unit_price: 922_500,
      goods_total: 1_845_000,
    });
  });

  test('the defaults (0.12 mm, top side, not polished) cost the size price', () => {
    expect(stencilUnitPrice(CONFIG, { size_id: S.framed37x47, quantity: 1, property_ids: [S.thickness012, 811, 821] })).toBe(650_000);
  });

  test("'Select size' (no size) and an unknown size price at 0", () => {
    expect(stencilUnitPrice(CONFIG, { size_id: null, quantity: 1, property_ids: [] })).toBe(0);
    expect(stencilUnitPrice(CONFIG, { size_id: 99, quantity: 1, property_ids: [] })).toBe(0);
  });
});
