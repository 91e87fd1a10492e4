import { describe, expect, test } from 'vitest';
import { customQuoteTotal, quotePricingProblems, typedVnd } from './custom-quote.ts';

describe('quotePricingProblems', () => {
  test('a price, a lead time and a note within bounds pass', () => {
    expect(quotePricingProblems({ price: 2_400_000, lead_days: 7, note: 'Flex 2 lớp, stiffener FR-4' })).toEqual({});
    expect(quotePricingProblems({ price: 1_000, lead_days: 1, note: '' })).toEqual({});
    expect(quotePricingProblems({ price: 10_000_000_000, lead_days: 365, note: 'x'.repeat(1000) })).toEqual({});
  });

  test('each field out of bounds is named', () => {
    expect(quotePricingProblems({ price: 999, lead_days: 0, note: 'x'.repeat(1001) })).toEqual({
      price: 'quote_price_invalid',
      lead_days: 'quote_lead_days_invalid',
      note: 'quote_note_too_long',
    });
    expect(quotePricingProblems({ price: 1500.5, lead_days: 3.5, note: '' })).toEqual({ price: 'quote_price_invalid', lead_days: 'quote_lead_days_invalid' });
    expect(quotePricingProblems({ price: Number.NaN, lead_days: 366, note: '' })).toEqual({ price: 'quote_price_invalid', lead_days: 'quote_lead_days_invalid' });
  });
});

describe('customQuoteTotal', () => {
  test('the price plus the delivery and COD fees kept with the quote', () => {
    expect(customQuoteTotal(2_400_000, { shipping_payment: 30_000, cod_payment: 15_000 })).toBe(2_445_000);
    expect(customQuoteTotal(2_400_000, { shipping_payment: null, cod_payment: null })).toBe(2_400_000);
  });
});

describe('typedVnd', () => {
  test('reads the ways a price is typed', () => {
    expect(typedVnd('2.400.000')).toBe(2_400_000);
    expect(typedVnd('2 400 000 đ')).toBe(2_400_000);
    expect(typedVnd('2400000')).toBe(2_400_000);
    expect(typedVnd('')).toBeNaN();
    expect(typedVnd('12abc')).toBeNaN();
  });
});
