import { describe, expect, test } from 'vitest';
import { priceMismatch, readSentPrice } from './price-mismatch.ts';

describe('priceMismatch', () => {
  test('agreeing prices, as numbers or multipart strings, pass', () => {
    expect(priceMismatch({ pcb_unit_price: '25000', setup_fee: '150000' }, { pcb_unit_price: 25_000, setup_fee: 150_000 })).toBeNull();
    expect(priceMismatch({ pcb_unit_price: 25_000 }, { pcb_unit_price: 25_000 })).toBeNull();
  });

  test('a tampered unit price names the sent and the recomputed value', () => {
    const mismatch = priceMismatch({ pcb_unit_price: '1000', setup_fee: '150000' }, { pcb_unit_price: 25_000, setup_fee: 150_000 });
    expect(mismatch).toEqual({
      code: 'price_mismatch',
      message: 'pcb_unit_price: sent 1000, expected 25000',
      fields: [{ field: 'pcb_unit_price', sent: '1000', expected: 25_000 }],
    });
  });

  test('both fields wrong: both named', () => {
    const mismatch = priceMismatch({ pcb_unit_price: '1', setup_fee: '2' }, { pcb_unit_price: 25_000, setup_fee: 150_000 });
    expect(mismatch?.message).toBe('pcb_unit_price: sent 1, expected 25000; setup_fee: sent 2, expected 150000');
  });

  test('a missing or non-integer value is a mismatch; setup_fee is ignored when the flow has none', () => {
    expect(priceMismatch({ pcb_unit_price: '25000' }, { pcb_unit_price: 25_000, setup_fee: 0 })?.message).toBe(
      'setup_fee: sent (none), expected 0',
    );
    expect(priceMismatch({ pcb_unit_price: '25000.4' }, { pcb_unit_price: 25_000 })?.fields[0]?.field).toBe('pcb_unit_price');
    expect(priceMismatch({ pcb_unit_price: '25000', setup_fee: 'x' }, { pcb_unit_price: 25_000 })).toBeNull();
  });

  test('readSentPrice reads whole numbers only', () => {
    expect(readSentPrice(' 150000 ')).toBe(150_000);
    expect(readSentPrice(7)).toBe(7);
    expect(readSentPrice('1e5')).toBeNull();
    expect(readSentPrice('')).toBeNull();
    expect(readSentPrice(null)).toBeNull();
  });
});
