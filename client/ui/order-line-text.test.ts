import { describe, expect, test } from 'vitest';
import { linePriceFormatter } from '../money/price-formatter.ts';
import { orderLineText } from './order-line-text.ts';

describe('orderLineText: a placed line as the checkout showed it', () => {
  test('English, in dollars: grouped count, "pc", a unit price that multiplies out to the line', () => {
    const line = { quantity: 15_000, unit: 'Cái', unit_price: 100, line_total: 1_500_000 };
    expect(orderLineText(line, 'en', linePriceFormatter('en', 26_000))).toEqual({ arithmetic: '15,000 pc × $0.003846', total: '$57.69' });
  });

  test('Vietnamese, in đồng: the shop unit and whole đồng', () => {
    const line = { quantity: 15_000, unit: 'Cái', unit_price: 100, line_total: 1_500_000 };
    expect(orderLineText(line, 'vi', linePriceFormatter('vi', 26_000))).toEqual({ arithmetic: '15.000 Cái × 100 đ', total: '1.500.000 đ' });
  });

  test('a line with a category extra: the stored unit (with the extra) × quantity is the stored total', () => {
    // 1,000 đ part + 300 đ extra, 349 pieces: 453,700 đ stored.
    const line = { quantity: 349, unit: null, unit_price: 1_300, line_total: 453_700 };
    expect(orderLineText(line, 'vi', linePriceFormatter('vi', 26_000))).toEqual({ arithmetic: '349 Cái × 1.300 đ', total: '453.700 đ' });
    expect(orderLineText(line, 'en', linePriceFormatter('en', 26_000))).toEqual({ arithmetic: '349 pc × $0.05', total: '$17.45' });
  });

  test('the total shown is the stored line total, and the unit is chosen to multiply out to it', () => {
    // A line stored at 27,000 đ for 7 units of 3,857 đ (27,000 / 7 = 3,857.14 đ): the unit shown
    // is the one whose product with 7 reads as the stored $1.04.
    const shown = orderLineText({ quantity: 7, unit: 'Cái', unit_price: 3_857, line_total: 27_000 }, 'en', linePriceFormatter('en', 26_000));
    expect(shown.total).toBe('$1.04');
    const unit = Number(shown.arithmetic.split('$')[1]);
    expect((unit * 7).toFixed(2)).toBe('1.04');
  });
});
