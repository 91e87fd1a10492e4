import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { quantityRule } from '../catalog/quantity.ts';
import { cartLineTotal, extraPrice, lineUnitPrice, reconcileLines, sellableQuantity, settleQuantity, type CartLine } from './cart-line.ts';

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    price: 500,
    prices: [
      { quantity: 1, price: 500 },
      { quantity: 100, price: 400 },
    ],
    multiples: 5,
    step: 5,
    inventory: 1_000,
    category_extras: [{ id: 7, name: 'Cắt dải', name_en: 'Cut tape', price: 50, image_id: null }],
    quantity: 10,
    catext_id: null,
    ...overrides,
  };
}

describe('line price', () => {
  test('the unit price comes from the volume break that applies at the quantity', () => {
    expect(lineUnitPrice(line({ quantity: 10 }))).toBe(500);
    expect(lineUnitPrice(line({ quantity: 150 }))).toBe(400);
  });
  test('below the first break the list price applies', () => {
    expect(lineUnitPrice(line({ prices: [{ quantity: 100, price: 400 }], quantity: 10 }))).toBe(500);
  });
  test('a chosen category extra adds its price_ext per unit', () => {
    expect(extraPrice(line({ catext_id: 7 }))).toBe(50);
    expect(cartLineTotal(line({ catext_id: 7, quantity: 150 }))).toBe(150 * 450);
  });
  test('an unknown extra costs nothing', () => {
    expect(extraPrice(line({ catext_id: 99 }))).toBe(0);
  });
  test('the line total is unit price times quantity', () => {
    expect(cartLineTotal(line({ quantity: 20 }))).toBe(10_000);
  });
});

describe('quantity against stock', () => {
  const stepFive = { multiples: 5, step: 5, inventory: 100 };
  test('the quantity rounds up to the rule', () => {
    expect(settleQuantity(7, stepFive)).toBe(10);
    expect(settleQuantity(1, { multiples: 72, step: 1, inventory: 5_000 })).toBe(72);
    expect(settleQuantity(73, { multiples: 72, step: 1, inventory: 5_000 })).toBe(73);
  });
  test('the quantity is capped at the most the stock covers', () => {
    expect(settleQuantity(40, { ...stepFive, inventory: 23 })).toBe(20);
    expect(sellableQuantity({ ...stepFive, inventory: 23 })).toBe(20);
    expect(sellableQuantity({ multiples: 72, step: 1, inventory: 5_000 })).toBe(5_000);
  });
  test('stock below the minimum sells the rest as one lot', () => {
    expect(sellableQuantity({ multiples: 10_000, step: 1, inventory: 3_188 })).toBe(3_188);
    expect(settleQuantity(1, { multiples: 10_000, step: 1, inventory: 3_188 })).toBe(3_188);
    expect(settleQuantity(10_000, { multiples: 10_000, step: 1, inventory: 3_188 })).toBe(3_188);
    expect(settleQuantity(5, { ...stepFive, inventory: 4 })).toBe(4);
  });
  test('no stock sells nothing', () => {
    expect(sellableQuantity({ ...stepFive, inventory: 0 })).toBe(0);
    expect(settleQuantity(5, { ...stepFive, inventory: 0 })).toBe(0);
    expect(settleQuantity(5, { ...stepFive, inventory: -3 })).toBe(0);
  });
  test('facts stored without a step count it as 1', () => {
    expect(settleQuantity(73, { multiples: 72, inventory: 100 })).toBe(73);
  });
  test('property: anything in stock can be bought; a settled quantity is allowed by the rule and within stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: -5, max: 100_000 }),
        (quantity, multiples, step, inventory) => {
          const settled = settleQuantity(quantity, { multiples, step, inventory });
          expect(settled).toBeLessThanOrEqual(Math.max(0, inventory));
          expect(settled === 0).toBe(inventory < 1);
          if (settled > 0) {
            const { minimum } = quantityRule({ multiples, step, inventory });
            expect(settled).toBeGreaterThanOrEqual(minimum);
            expect((settled - minimum) % step).toBe(0);
          }
        },
      ),
    );
  });
});

describe('reconcileLines', () => {
  test('lines that match the server change nothing', () => {
    const local = [line()];
    const result = reconcileLines(local, [line()]);
    expect(result.changes).toEqual([]);
    expect(result.lines).toEqual(local);
  });
  test('a new server price updates the line and is reported with the old and new unit price', () => {
    const server = line({ prices: [{ quantity: 1, price: 550 }] });
    const result = reconcileLines([line()], [server]);
    expect(result.changes).toEqual([{ id: 1, kind: 'price_changed', from: 500, to: 550 }]);
    expect(lineUnitPrice(result.lines[0]!)).toBe(550);
  });
  test('a changed step re-rounds the quantity and says so', () => {
    const result = reconcileLines([line({ quantity: 10 })], [line({ multiples: 4, step: 4 })]);
    expect(result.lines[0]?.quantity).toBe(12);
    expect(result.changes).toEqual([{ id: 1, kind: 'quantity_rounded', from: 10, to: 12, minimum: 4, step: 4 }]);
  });
  test('a raised minimum re-rounds the quantity up to it', () => {
    const result = reconcileLines([line({ quantity: 10 })], [line({ multiples: 72, step: 1 })]);
    expect(result.lines[0]?.quantity).toBe(72);
    expect(result.changes).toEqual([{ id: 1, kind: 'quantity_rounded', from: 10, to: 72, minimum: 72, step: 1 }]);
  });
  test('less stock caps the quantity and says so', () => {
    const result = reconcileLines([line({ quantity: 50 })], [line({ inventory: 23 })]);
    expect(result.lines[0]?.quantity).toBe(20);
    expect(result.changes).toEqual([{ id: 1, kind: 'quantity_capped', from: 50, to: 20, inventory: 23 }]);
  });
  test('a product the server no longer sells leaves the cart and is named', () => {
    const gone = line({ id: 2 });
    const short = line({ id: 3 });
    const result = reconcileLines([line(), gone, short], [line(), line({ id: 3, inventory: 0 })]);
    expect(result.lines.map((kept) => kept.id)).toEqual([1]);
    expect(result.changes).toEqual([
      { id: 2, kind: 'unavailable', line: gone },
      { id: 3, kind: 'unavailable', line: short },
    ]);
  });
  test('a removed category extra is dropped from the line and reported', () => {
    const result = reconcileLines([line({ catext_id: 7 })], [line({ category_extras: [] })]);
    expect(result.lines[0]?.catext_id).toBeNull();
    expect(result.changes).toEqual([
      { id: 1, kind: 'extra_removed', catext_id: 7 },
      { id: 1, kind: 'price_changed', from: 550, to: 500 },
    ]);
  });
  test('other fields of a local line are kept', () => {
    const local = [{ ...line(), name: 'LED đỏ', selected: true }];
    const result = reconcileLines(local, [line({ price: 600 })]);
    expect(result.lines[0]).toMatchObject({ name: 'LED đỏ', selected: true, price: 600 });
  });
});
