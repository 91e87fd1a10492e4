import { describe, expect, test } from 'vitest';
import { changeValueText } from './change-value-text.ts';

describe('changeValueText', () => {
  test.each([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['Điện trở', 'Điện trở'],
    [1200, '1200'],
    [false, 'false'],
    [
      [
        { quantity: 1, price: 300 },
        { quantity: 100, price: 200 },
      ],
      '1+: 300, 100+: 200',
    ],
    [['0603', '0402'], '0603, 0402'],
    [[], '—'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j reads %s', (value, text) => {
    expect(changeValueText(value)).toBe(text);
  });
});
