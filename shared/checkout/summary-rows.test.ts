import { describe, expect, test } from 'vitest';
import { amountRows, roundingOf, vatBaseOf, type OrderAmounts } from './summary-rows.ts';

const ORDER: OrderAmounts = {
  goods: 1_234_567,
  priceIncrease: 0,
  delivery: 20_000,
  codFee: 15_000,
  vat: 126_957,
  vatRate: 10,
  bonus: 0,
  onlineFee: 0,
  total: 1_396_500,
};

describe('the rows of an order summary', () => {
  test('the rounding to hundreds is its own row, so the rows add up to the total', () => {
    expect(roundingOf(ORDER)).toBe(-24);
    const rows = amountRows(ORDER);
    expect(rows.map((row) => row.key)).toEqual(['goods', 'delivery', 'cod', 'vat', 'rounding']);
    expect(rows.at(-1)).toEqual({ key: 'rounding', amount: -24 });
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(ORDER.total);
  });

  test('the VAT row states its base and rate', () => {
    expect(vatBaseOf(ORDER)).toBe(1_269_567);
    expect(amountRows(ORDER).find((row) => row.key === 'vat')).toEqual({ key: 'vat', amount: 126_957, base: 1_269_567, rate: 10 });
    expect(amountRows({ ...ORDER, vatRate: undefined }).find((row) => row.key === 'vat')).toMatchObject({ rate: null });
  });

  test('no rounding row when the total needed none; delivery listed at 0 when asked; bonus negative', () => {
    const exact = { ...ORDER, vat: 0, delivery: 0, bonus: 5_000, total: 1_234_567 + 15_000 - 5_000 };
    expect(amountRows(exact).map((row) => row.key)).toEqual(['goods', 'cod', 'bonus']);
    expect(amountRows(exact, { showDelivery: true }).map((row) => row.key)).toEqual(['goods', 'delivery', 'cod', 'bonus']);
    expect(amountRows(exact).find((row) => row.key === 'bonus')?.amount).toBe(-5_000);
  });
});
