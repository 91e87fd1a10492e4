import { describe, expect, test } from 'vitest';
import { DEMO_IDS as ID, DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import {
  addPercent,
  areaPrice,
  discountedUnitPrice,
  fabricationQuote,
  pcbPriceList,
  pcbSetupFee,
  pcbUnitPrice,
  quantityRowFor,
  type FabricationInput,
} from './fabrication-price.ts';
import { defaultSelection, fabricationCatalog, selectProperty } from './property-selection.ts';

/** The FR-4 1–2 layer defaults: 2 layers, 1.6 mm, green, white text, HASL, 1 oz... (all 0 %, no setup fee). */
const FR4_DEFAULTS = defaultSelection(fabricationCatalog(CONFIG, ID.types.fr4));

/** An FR-4 input with the default properties plus `picks` clicked in order. */
function fr4(width: number, height: number, quantity: number, picks: number[] = [], typeId: number = ID.types.fr4): FabricationInput {
  const catalog = fabricationCatalog(CONFIG, typeId);
  const property_ids = picks.reduce((ids, id) => selectProperty(catalog, ids, id).selected, defaultSelection(catalog));
  return { pcb_type_id: typeId, width, height, quantity, property_ids };
}

describe('worked examples (FR-4 1–2 layer unless said)', () => {
  test('1. the opening form: 100 × 100 mm, 5 boards', () => {
    // area 0.01 m² → row 0.01 @ 25,000, 0 steps; quantity 5 → 0 % off.
    // unit = 25,000; goods = 5 × 25,000 = 125,000.
    // setup = width row 0 (100 < 120) 150,000 + quantity fee (5 < 100) 0 + properties 0 = 150,000.
    const quote = fabricationQuote(CONFIG, fr4(100, 100, 5));
    expect(quote.area).toBe(0.01);
    expect(quote.pcb_unit_price).toBe(25_000);
    expect(quote.goods_total).toBe(125_000);
    expect(quote.setup_fee).toEqual({ width_fee: 150_000, quantity_fee: 0, property_fees: 0, total: 150_000 });
  });

  test('2. two full steps beyond the row and a quantity discount: 100 × 125 mm, 10 boards', () => {
    // area 12,500 mm²; row 10,000 mm² @ 25,000, step = 10 % of 10,000 = 1,000 mm² → 2,500 / 1,000 = 2 full steps.
    // area price = 25,000 × (100 + 2 × 8) / 100 = 29,000; quantity 10 → 5 % off → 27,550.
    // setup = larger side 125 → row 120 → 200,000.
    const quote = fabricationQuote(CONFIG, fr4(100, 125, 10));
    expect(quote.pcb_unit_price).toBe(27_550);
    expect(quote.goods_total).toBe(275_500);
    expect(quote.setup_fee.total).toBe(200_000);
  });

  test('3. exactly one step counts; just short of it does not', () => {
    // 100 × 110 = 11,000 mm²: 1,000 beyond = 1 step → 25,000 × 1.08 = 27,000.
    // 100 × 109.9 = 10,990 mm²: 990 beyond = 0 steps → 25,000.
    expect(pcbUnitPrice(CONFIG, fr4(100, 110, 5))).toBe(27_000);
    expect(pcbUnitPrice(CONFIG, fr4(100, 109.9, 5))).toBe(25_000);
  });

  test('4. below the first area row the first row applies: 20 × 20 mm', () => {
    // 0.0004 m² < 0.0025 → first row @ 8,000, no steps below it; setup 150,000 (the first width row).
    expect(pcbUnitPrice(CONFIG, fr4(20, 20, 5))).toBe(8_000);
    expect(pcbSetupFee(CONFIG, fr4(20, 20, 5)).total).toBe(150_000);
  });

  test('5. property percents and a property setup fee: ENIG, red mask, 2 oz copper, 20 boards', () => {
    // Σ percents = 15 (ENIG) + 3 (red) + 25 (2 oz) = 43; quantity 20 → 10 % off.
    // unit = 25,000 × 143/100 × 90/100 = 32,175; goods = 20 × 32,175 = 643,500.
    // setup = 150,000 + 0 + 100,000 (ENIG) = 250,000.
    const quote = fabricationQuote(CONFIG, fr4(100, 100, 20, [ID.enig, ID.maskRed, ID.copperTwoOz]));
    expect(quote.pcb_unit_price).toBe(32_175);
    expect(quote.goods_total).toBe(643_500);
    expect(quote.setup_fee).toEqual({ width_fee: 150_000, quantity_fee: 0, property_fees: 100_000, total: 250_000 });
  });

  test('6. rounding is half up, once, after the discount', () => {
    // red mask +3 %, 10 boards −5 %: 25,000 × 103 × 95 / 10,000 = 24,462.5 → 24,463.
    expect(pcbUnitPrice(CONFIG, fr4(100, 100, 10, [ID.maskRed]))).toBe(24_463);
  });

  test('7. a negative percent: single layer, 50 boards', () => {
    // 1 layer −10 %, 50 boards −15 %: 25,000 × 90/100 × 85/100 = 19,125.
    expect(pcbUnitPrice(CONFIG, fr4(100, 100, 50, [ID.oneLayer]))).toBe(19_125);
  });

  test('8. a larger board in a later row, with width and quantity setup fees: 300 × 200 mm, 100 boards', () => {
    // 60,000 mm²; row 50,000 @ 105,000, step 5,000 mm² → 10,000 / 5,000 = 2 steps → 105,000 × 1.16 = 121,800.
    // 100 boards −20 % → 97,440; goods = 9,744,000.
    // setup = side 300 → 350,000 + quantity 100 → 50,000 = 400,000.
    const quote = fabricationQuote(CONFIG, fr4(300, 200, 100));
    expect(quote.pcb_unit_price).toBe(97_440);
    expect(quote.goods_total).toBe(9_744_000);
    expect(quote.setup_fee).toEqual({ width_fee: 350_000, quantity_fee: 50_000, property_fees: 0, total: 400_000 });
  });

  test('9. panel-way increase after the discount: 50 × 50 mm, 30 boards, 2 × 3 and 3 × 5', () => {
    // row 0.0025 @ 8,000, 0 steps; 30 boards −12 % → 7,040.
    // 2 × 3 is listed: +10 % → 7,040 + 704 = 7,744.
    // 3 × 5 is not: the largest listed panel of ≤ 15 boards is 3 × 3 (+12 %) → 7,040 + round(844.8) = 7,885.
    expect(pcbUnitPrice(CONFIG, { ...fr4(50, 50, 30), panel: { rows: 2, columns: 3 } })).toBe(7_744);
    expect(pcbUnitPrice(CONFIG, { ...fr4(50, 50, 30), panel: { rows: 3, columns: 5 } })).toBe(7_885);
  });

  test('10. four layers with 1 oz inner copper: 80 × 60 mm, 10 boards', () => {
    // 4,800 mm²; 4-layer row 2,500 @ 20,000, step 20 % = 500 mm² → 2,300 / 500 = 4 steps → +60 %.
    // 20,000 × 160/100 × 108/100 × 95/100 = 32,832.
    expect(pcbUnitPrice(CONFIG, fr4(80, 60, 10, [ID.innerCopperOneOz], ID.types.fourLayer))).toBe(32_832);
  });

  test('11. aluminium at its largest size, 2 W/m·K, 500 boards', () => {
    // 480 × 580 = 278,400 mm²; row 250,000 @ 600,000, step 25,000 → 28,400 / 25,000 = 1 step → +7 %.
    // 600,000 × 107/100 × 115/100 × 75/100 = 553,725.
    // setup = side 580 → row 450 → 450,000 + quantity 500 → 150,000 = 600,000.
    const quote = fabricationQuote(CONFIG, fr4(480, 580, 500, [ID.thermalTwoW], ID.types.aluminium));
    expect(quote.pcb_unit_price).toBe(553_725);
    expect(quote.setup_fee.total).toBe(600_000);
  });

  test('12. every setup part at once: gold fingers and castellated holes, 150 × 80 mm, 1,000 boards', () => {
    // side 150 → row 120 → 200,000; quantity 1,000 → 250,000; properties 150,000 + 200,000.
    // total = 800,000.
    // unit: 12,000 mm², 2 steps → 29,000 × (100 + 10 + 20)/100 × (100 − 35)/100 = 24,505.
    const input = fr4(150, 80, 1000, [ID.goldFingersYes, ID.castellatedYes]);
    expect(pcbSetupFee(CONFIG, input)).toEqual({ width_fee: 200_000, quantity_fee: 250_000, property_fees: 350_000, total: 800_000 });
    expect(pcbUnitPrice(CONFIG, input)).toBe(24_505);
  });
});

describe('the per-quantity price list', () => {
  test('lists the show_list quantities only, each priced at its own discount', () => {
    // 25,000 × (100 − d)/100 for d = 0, 5, 10, 12, 15, 20, 25, 30, 35.
    const list = pcbPriceList(CONFIG, fr4(100, 100, 5));
    expect(list.map((line) => [line.quantity, line.unit_price])).toEqual([
      [5, 25_000],
      [10, 23_750],
      [20, 22_500],
      [30, 22_000],
      [50, 21_250],
      [100, 20_000],
      [200, 18_750],
      [500, 17_500],
      [1000, 16_250],
    ]);
    expect(list.every((line) => line.goods_total === line.quantity * line.unit_price)).toBe(true);
  });

  test('an unknown type has no list and a 0 price', () => {
    expect(pcbPriceList(CONFIG, fr4(100, 100, 5, [], 99))).toEqual([]);
    expect(pcbUnitPrice(CONFIG, fr4(100, 100, 5, [], 99))).toBe(0);
  });
});

describe('the building blocks', () => {
  const type = CONFIG.pcb_types[0]!;

  test('quantity rows: the last at or below; none below the first (no discount)', () => {
    expect(quantityRowFor(type.pcb_quantities, 4)).toBeUndefined();
    expect(quantityRowFor(type.pcb_quantities, 149)?.decrease_price).toBe(20);
    expect(quantityRowFor(type.pcb_quantities, 150)?.decrease_price).toBe(22);
    expect(discountedUnitPrice(type, 0.01, 1, 0)).toBe(25_000);
  });

  test('area price is not rounded; the unit price is', () => {
    // 0.0026 m²: 100 mm² beyond a 2,500 mm² row, step 500 → 0 steps → 8,000.
    expect(areaPrice(type, 0.0026)).toBe(8_000);
    // 0.0030 m²: 1 step → 8,000 × 1.15 = 9,200.
    expect(areaPrice(type, 0.003)).toBe(9_200);
  });

  test('addPercent rounds the added part and never goes below 0', () => {
    expect(addPercent(7_040, 12)).toBe(7_885);
    expect(addPercent(1_000, -150)).toBe(0);
  });

  test('the default selection costs nothing extra', () => {
    expect(pcbUnitPrice(CONFIG, { pcb_type_id: 1, width: 100, height: 100, quantity: 5, property_ids: FR4_DEFAULTS })).toBe(
      pcbUnitPrice(CONFIG, { pcb_type_id: 1, width: 100, height: 100, quantity: 5, property_ids: [] }),
    );
  });

  test('ids of another type do not count', () => {
    // 108 (2 W/m·K, +15 %) belongs to aluminium: on FR-4 it is ignored.
    expect(pcbUnitPrice(CONFIG, { pcb_type_id: 1, width: 100, height: 100, quantity: 5, property_ids: [ID.thermalTwoW] })).toBe(25_000);
  });
});
