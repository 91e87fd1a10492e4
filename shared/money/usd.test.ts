import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatPrice } from './format.ts';
import { formatScaledUsd, formatUsdLine, formatUsdOfVnd, ownDecimals, usdDisplayRounding, usdScaled, usdUnitForLine, USD_UNIT_MAX_DECIMALS } from './usd.ts';

/** The number a '$1,234.5678' text shows, in units of 10^-decimals, and its decimals. */
function parseShown(text: string): { scaled: bigint; decimals: number } {
  const match = /^\$([\d,]+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a dollar amount: ${text}`);
  const fraction = match[2] ?? '';
  return { scaled: BigInt(match[1]!.replaceAll(',', '') + fraction), decimals: fraction.length };
}

/** The shown unit times the quantity, rounded half up to `decimals` (what a reader with a calculator gets). */
function multiplyShown(unit: { scaled: bigint; decimals: number }, quantity: number, decimals: number): bigint {
  const product = unit.scaled * BigInt(quantity);
  const divisor = 10n ** BigInt(unit.decimals - decimals);
  return (2n * product + divisor) / (2n * divisor);
}

describe('exact dollar views of VND', () => {
  test('amounts round to the cent half away from zero, with no binary-float surprises', () => {
    expect(usdScaled(279_200, 26_000, 2)).toBe(1074n);
    // 130 đ at 26,000 is exactly half a cent: rounds up (toFixed(2) of 0.005 gives 0.01 only by luck).
    expect(usdScaled(130, 26_000, 2)).toBe(1n);
    expect(usdScaled(-130, 26_000, 2)).toBe(-1n);
    expect(formatScaledUsd(123_456_789n, 2)).toBe('$1,234,567.89');
    expect(formatScaledUsd(5n, 4)).toBe('$0.0005');
    expect(formatScaledUsd(-1234n, 2)).toBe('-$12.34');
  });

  test('a fractional exchange rate stays exact', () => {
    expect(usdScaled(2_595_050, 25_950.5, 2)).toBe(10_000n);
  });

  test('an amount shows 2 decimals from one cent up, 3 to 5 below (spec §9)', () => {
    expect(ownDecimals(260, 26_000)).toBe(2);
    expect(ownDecimals(0, 26_000)).toBe(2);
    expect(formatUsdOfVnd(100, 26_000)).toBe('$0.0038');
    expect(formatUsdOfVnd(1, 26_000)).toBe('$0.00004');
    expect(formatUsdOfVnd(1_000_000, 26_000)).toBe('$38.46');
    expect(formatPrice(52_000, 'USD', 26_000)).toBe('$2.00');
  });
});

describe('rows shown to the cent against their total', () => {
  test('the cents the rounded rows miss of the rounded total', () => {
    // $68.4115 + $0.7692 + $0.5769 + $6.9758 = $76.7335 → rows show 76.74, the total 76.73.
    expect(usdDisplayRounding([1_778_700, 20_000, 15_000, 181_370], 1_995_070, 26_000)).toBe(-1n);
    expect(usdDisplayRounding([52_000, 26_000], 78_000, 26_000)).toBe(0n);
  });
  test('property: rows plus the difference are the total, to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000_000 }), { maxLength: 8 }), (parts) => {
        const total = parts.reduce((sum, part) => sum + part, 0);
        const rows = parts.reduce((sum, part) => sum + usdScaled(part, 26_000, 2), 0n);
        expect(rows + usdDisplayRounding(parts, total, 26_000)).toBe(usdScaled(total, 26_000, 2));
      }),
    );
  });
});

describe('a line in dollars: unit × quantity visibly equals the line', () => {
  test('the audit example: 349 × 800 đ at 26,000 shows $0.03077, not $0.03', () => {
    expect(formatUsdLine(800, 349, 26_000)).toEqual({ unit: '$0.03077', line: '$10.74' });
  });

  test('a cheap part in a large quantity takes a sixth decimal (15,000 × $0.003846 = $57.69)', () => {
    expect(formatUsdLine(100, 15_000, 26_000)).toEqual({ unit: '$0.003846', line: '$57.69' });
  });

  test('a line under one cent keeps its small decimals, and the unit matches it', () => {
    expect(formatUsdLine(100, 1, 26_000)).toEqual({ unit: '$0.0038', line: '$0.0038' });
    expect(formatUsdLine(1, 200, 26_000)).toEqual({ unit: '$0.0000385', line: '$0.0077' });
  });

  test('round prices keep two decimals', () => {
    expect(formatUsdLine(52_000, 3, 26_000)).toEqual({ unit: '$2.00', line: '$6.00' });
    expect(formatUsdLine(26_000, 1, 26_000)).toEqual({ unit: '$1.00', line: '$1.00' });
  });

  test('the line is the exact VND line converted, whatever the unit shows', () => {
    expect(formatUsdLine(1_100, 15_000, 26_000).line).toBe(formatPrice(1_100 * 15_000, 'USD', 26_000));
  });

  test('property: the shown unit × quantity, rounded to the shown line precision, equals the shown line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.oneof(fc.constant(26_000), fc.integer({ min: 15_000, max: 30_000 }), fc.double({ min: 15_000, max: 30_000, noNaN: true })),
        (unitVnd, quantity, rate) => {
          const shown = formatUsdLine(unitVnd, quantity, rate);
          const line = parseShown(shown.line);
          const unit = parseShown(shown.unit);
          expect(multiplyShown(unit, quantity, line.decimals)).toBe(line.scaled);
          expect(unit.decimals).toBeLessThanOrEqual(USD_UNIT_MAX_DECIMALS);
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('property: the shown unit is the exact unit price to within one in its last decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 1, max: 9_999_999 }), (unitVnd, quantity) => {
        const { scaled, decimals } = usdUnitForLine(unitVnd, quantity, 26_000);
        // |scaled − unit·10^d| < 1, in integers: |scaled·26,000 − unit·10^d| < 26,000.
        const error = scaled * 26_000n - BigInt(unitVnd) * 10n ** BigInt(decimals);
        expect(error < 0n ? -error : error).toBeLessThan(26_000n);
      }),
      { numRuns: 3000 },
    );
  });

  test('property: up to 1,000 units and from one cent a line, 5 decimals are always enough (spec §9 "3 to 5")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 15_000, max: 30_000 }), (unitVnd, quantity, rate) => {
        fc.pre(unitVnd * quantity * 100 >= rate);
        expect(usdUnitForLine(unitVnd, quantity, rate).decimals).toBeLessThanOrEqual(5);
        const shown = formatUsdLine(unitVnd, quantity, rate);
        expect(multiplyShown(parseShown(shown.unit), quantity, 2)).toBe(parseShown(shown.line).scaled);
      }),
      { numRuns: 3000 },
    );
  });
});
