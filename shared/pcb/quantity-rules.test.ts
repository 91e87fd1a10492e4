import { describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import { isOrderableQuantity, largestListedQuantity, listedQuantities, otherQuantityProblem } from './quantity-rules.ts';

const FR4 = CONFIG.pcb_types[0]!.pcb_quantities;
const ALUMINIUM = CONFIG.pcb_types[2]!.pcb_quantities;

describe('listed quantities', () => {
  test('only show_list rows, ascending', () => {
    expect(listedQuantities(FR4)).toEqual([5, 10, 20, 30, 50, 100, 200, 500, 1000]);
    expect(largestListedQuantity(FR4)).toBe(1000);
    expect(largestListedQuantity(ALUMINIUM)).toBe(500);
    expect(largestListedQuantity([])).toBe(0);
  });
});

describe('other quantity (spec §5)', () => {
  test('a multiple of 50 up to the largest listed is accepted', () => {
    expect(otherQuantityProblem(FR4, 150)).toBeNull();
    expect(otherQuantityProblem(FR4, 1000)).toBeNull();
    expect(otherQuantityProblem(ALUMINIUM, 450)).toBeNull();
  });

  test('above the largest listed: the max message with the max', () => {
    expect(otherQuantityProblem(FR4, 1050)).toEqual({ message: 'Nhập số lượng nhỏ hơn {max}', max: 1000 });
    expect(otherQuantityProblem(ALUMINIUM, 600)).toEqual({ message: 'Nhập số lượng nhỏ hơn {max}', max: 500 });
    // Too large wins over "not a multiple" (the spec's order).
    expect(otherQuantityProblem(FR4, 1234)).toEqual({ message: 'Nhập số lượng nhỏ hơn {max}', max: 1000 });
  });

  test('not a positive multiple of 50: pcb_other_quantity_require', () => {
    for (const quantity of [120, 25, 0, -50, 50.5, Number.NaN]) {
      expect(otherQuantityProblem(FR4, quantity)).toEqual({ message: 'pcb_other_quantity_require' });
    }
  });

  test('orderable: listed quantities or accepted other quantities', () => {
    expect(isOrderableQuantity(FR4, 5)).toBe(true);
    expect(isOrderableQuantity(FR4, 350)).toBe(true);
    expect(isOrderableQuantity(FR4, 7)).toBe(false);
    expect(isOrderableQuantity(FR4, 15)).toBe(false);
  });
});
