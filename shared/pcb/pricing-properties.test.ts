import { describe, expect, test } from 'vitest';
import { assemblyUnitPrice } from './assembly-price.ts';
import type { PcbConfig } from './config-types.ts';
import { DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import { fabricationQuote, pcbPriceList, pcbUnitPrice, setupWidthFee, type FabricationInput } from './fabrication-price.ts';
import {
  assemblyCatalog,
  defaultSelection,
  disabledBy,
  fabricationCatalog,
  isSelectable,
  selectionProblems,
  selectProperty,
  type PropertyCatalog,
} from './property-selection.ts';
import { listedQuantities } from './quantity-rules.ts';
import { maxSize } from './size-rules.ts';

/**
 * Invariants over many generated quotes. fast-check is not installed, so a small seeded PRNG
 * (mulberry32) drives plain loops: every run sees the same cases, and a failure names its seed.
 */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A selection reached by a user clicking `clicks` random properties from the defaults. */
function clickedSelection(random: () => number, catalog: PropertyCatalog, clicks: number): number[] {
  let selected = defaultSelection(catalog);
  for (let i = 0; i < clicks; i += 1) selected = selectProperty(catalog, selected, pick(random, catalog.properties).id).selected;
  return selected;
}

/** A random valid fabrication input on the demo configuration. */
function randomInput(random: () => number, config: PcbConfig): FabricationInput {
  const type = pick(random, config.pcb_types);
  const { maxX, maxY } = maxSize(type);
  const quantity = random() < 0.6 ? pick(random, listedQuantities(type.pcb_quantities)) : 50 * intBetween(random, 1, 20);
  return {
    pcb_type_id: type.id,
    width: intBetween(random, 5, maxX),
    height: intBetween(random, 5, maxY),
    quantity,
    property_ids: clickedSelection(random, fabricationCatalog(config, type.id), intBetween(random, 0, 12)),
    panel: { rows: intBetween(random, 1, 6), columns: intBetween(random, 1, 6) },
  };
}

const CASES = 400;

describe('invariants of the fabrication price (seeded)', () => {
  test('goods total = quantity × unit price, for the quote and every price-list line', () => {
    const random = mulberry32(6);
    for (let i = 0; i < CASES; i += 1) {
      const input = randomInput(random, CONFIG);
      const quote = fabricationQuote(CONFIG, input);
      expect(quote.goods_total, `case ${i}`).toBe(input.quantity * quote.pcb_unit_price);
      for (const line of pcbPriceList(CONFIG, input)) expect(line.goods_total).toBe(line.quantity * line.unit_price);
    }
  });

  test('the unit price and the setup fee are whole, non-negative VND', () => {
    const random = mulberry32(7);
    for (let i = 0; i < CASES; i += 1) {
      const quote = fabricationQuote(CONFIG, randomInput(random, CONFIG));
      expect(Number.isInteger(quote.pcb_unit_price) && quote.pcb_unit_price >= 0, `case ${i}`).toBe(true);
      expect(Number.isInteger(quote.setup_fee.total) && quote.setup_fee.total >= 0, `case ${i}`).toBe(true);
    }
  });

  test('the setup fee is at least the width-row fee and is the sum of its parts', () => {
    const random = mulberry32(8);
    for (let i = 0; i < CASES; i += 1) {
      const input = randomInput(random, CONFIG);
      const fee = fabricationQuote(CONFIG, input).setup_fee;
      expect(fee.total, `case ${i}`).toBeGreaterThanOrEqual(setupWidthFee(CONFIG, input.width, input.height));
      expect(fee.total).toBe(fee.width_fee + fee.quantity_fee + fee.property_fees);
    }
  });

  test('within a type, a larger board never costs less (same quantity, properties and panel)', () => {
    const random = mulberry32(9);
    for (let i = 0; i < 60; i += 1) {
      const base = randomInput(random, CONFIG);
      const { maxX, maxY } = maxSize(CONFIG.pcb_types.find((type) => type.id === base.pcb_type_id));
      const sizes = Array.from({ length: 40 }, () => [intBetween(random, 1, maxX), intBetween(random, 1, maxY)] as const);
      sizes.sort((a, b) => a[0] * a[1] - b[0] * b[1]);
      let previous = 0;
      for (const [width, height] of sizes) {
        const price = pcbUnitPrice(CONFIG, { ...base, width, height });
        expect(price, `case ${i}: ${width} × ${height}`).toBeGreaterThanOrEqual(previous);
        previous = price;
      }
    }
  });

  test('a larger board never costs less, millimetre by millimetre across every area row', () => {
    for (const type of CONFIG.pcb_types) {
      let previous = 0;
      // Square-ish boards from 1 mm² up to the type's largest: width w, height w or w + 1.
      for (let side = 1; side <= Math.min(maxSize(type).maxX, maxSize(type).maxY); side += 1) {
        for (const height of [side, side + 1]) {
          const price = pcbUnitPrice(CONFIG, { pcb_type_id: type.id, width: side, height, quantity: 5, property_ids: [] });
          expect(price, `${type.name} ${side} × ${height}`).toBeGreaterThanOrEqual(previous);
          previous = price;
        }
      }
    }
  });

  test('assembly: a larger board never costs less either', () => {
    let previous = 0;
    for (let side = 1; side <= 650; side += 1) {
      const price = assemblyUnitPrice(CONFIG, { width: side, height: side, quantity: 1, property_ids: [] });
      expect(price, `${side} × ${side}`).toBeGreaterThanOrEqual(previous);
      previous = price;
    }
  });
});

describe('invariants of property selection (seeded)', () => {
  const catalogs = [...CONFIG.pcb_types.map((type) => fabricationCatalog(CONFIG, type.id)), assemblyCatalog(CONFIG)];

  test('after any sequence of clicks no selected property is disabled by another, one per group', () => {
    const random = mulberry32(10);
    for (let i = 0; i < CASES; i += 1) {
      const catalog = pick(random, catalogs);
      let selected = defaultSelection(catalog);
      for (let click = 0; click < 20; click += 1) {
        selected = selectProperty(catalog, selected, pick(random, catalog.properties).id).selected;
        const disabled = disabledBy(catalog.disables, selected);
        expect(selected.filter((id) => disabled.has(id)), `case ${i}, click ${click}`).toEqual([]);
        expect(selectionProblems(catalog, selected), `case ${i}, click ${click}`).toEqual([]);
      }
    }
  });

  test('a selectable choice ends up selected; an unselectable one changes nothing', () => {
    const random = mulberry32(11);
    for (let i = 0; i < CASES; i += 1) {
      const catalog = pick(random, catalogs);
      const selected = clickedSelection(random, catalog, intBetween(random, 0, 10));
      const choice = pick(random, catalog.properties).id;
      const after = selectProperty(catalog, selected, choice).selected;
      if (isSelectable(catalog, selected, choice)) expect(after, `case ${i}`).toContain(choice);
      else expect(after, `case ${i}`).toEqual(selected);
    }
  });
});
