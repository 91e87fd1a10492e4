import { describe, expect, test } from 'vitest';
import { allSelected, effectiveSelection, toggleAll, toggleLine } from './selection.ts';

describe('cart selection (spec §4 item selection)', () => {
  test('a line checkbox toggles that line only', () => {
    expect(toggleLine([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleLine([1, 2, 3], 2)).toEqual([1, 3]);
  });
  test('select-all selects every line, and clears them when all were selected', () => {
    expect(toggleAll([1, 2, 3], [2])).toEqual([1, 2, 3]);
    expect(toggleAll([1, 2, 3], [3, 1, 2])).toEqual([]);
  });
  test('select-all is unticked for an empty cart', () => {
    expect(allSelected([], [])).toBe(false);
    expect(allSelected([1, 2], [2, 1])).toBe(true);
  });
  test('the count of selected ignores ids that left the cart', () => {
    expect(effectiveSelection([1, 2, 3], [3, 9, 1], false)).toEqual([1, 3]);
  });
  test('in-shop mode always takes every line', () => {
    expect(effectiveSelection([1, 2, 3], [], true)).toEqual([1, 2, 3]);
  });
});
