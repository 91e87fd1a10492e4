import { describe, expect, test } from 'vitest';
import { editDistanceWithin, prefixEditDistanceWithin } from './edit-distance.ts';

describe('editDistanceWithin', () => {
  test('counts insertions, deletions, substitutions and neighbour swaps', () => {
    expect(editDistanceWithin('resistor', 'resistor', 2)).toBe(0);
    expect(editDistanceWithin('resitor', 'resistor', 2)).toBe(1);
    expect(editDistanceWithin('resisstor', 'resistor', 2)).toBe(1);
    expect(editDistanceWithin('rezistor', 'resistor', 2)).toBe(1);
    expect(editDistanceWithin('rseistor', 'resistor', 2)).toBe(1);
    expect(editDistanceWithin('rzsistr', 'resistor', 2)).toBe(2);
  });

  test('reports max + 1 beyond the bound', () => {
    expect(editDistanceWithin('capacitor', 'resistor', 2)).toBe(3);
    expect(editDistanceWithin('diode', 'diodes', 0)).toBe(1);
    expect(editDistanceWithin('ab', 'abcdef', 1)).toBe(2);
  });

  test('agrees with a plain full computation on many pairs', () => {
    const words = ['diode', 'diodes', 'dioda', 'idode', 'mosfet', 'mosfets', 'fuse', 'fuses', 'ferrite', 'ferite', 'ab', 'ba', ''];
    for (const a of words) {
      for (const b of words) {
        const exact = fullDistance(a, b);
        for (const max of [0, 1, 2]) expect(editDistanceWithin(a, b, max)).toBe(Math.min(exact, max + 1));
      }
    }
  });
});

describe('prefixEditDistanceWithin', () => {
  test('is zero for a prefix and counts typos in the typed part only', () => {
    expect(prefixEditDistanceWithin('resis', 'resistor', 1)).toBe(0);
    expect(prefixEditDistanceWithin('resit', 'resistor', 1)).toBe(1);
    expect(prefixEditDistanceWithin('rseis', 'resistor', 1)).toBe(1);
    expect(prefixEditDistanceWithin('capac', 'resistor', 1)).toBe(2);
  });
});

/** Optimal string alignment distance without bounds, for cross-checking. */
function fullDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
