import { describe, expect, it } from 'vitest';
import { DELIVERY_METHOD, PAYMENT_METHOD, PICKUP_PAYMENT } from '../checkout/methods.ts';
import { DEFAULT_QUOTE_METHOD, offeredQuoteMethodCodes } from './quote-method-codes.ts';

describe('offeredQuoteMethodCodes', () => {
  it('offers every delivery in both languages', () => {
    expect(offeredQuoteMethodCodes('delivery_method', 'vi')).toEqual([1, 2, 3, 4]);
    expect(offeredQuoteMethodCodes('delivery_method', 'en')).toEqual([1, 2, 3, 4]);
  });

  it('hides card and wallet in English mode (spec §4)', () => {
    expect(offeredQuoteMethodCodes('payment_method', 'vi')).toContain(PAYMENT_METHOD.card);
    expect(offeredQuoteMethodCodes('payment_method', 'en')).not.toContain(PAYMENT_METHOD.card);
    expect(offeredQuoteMethodCodes('payment_method', 'en')).not.toContain(PAYMENT_METHOD.wallet);
    expect(offeredQuoteMethodCodes('payment_in_shop', 'vi')).toContain(PICKUP_PAYMENT.wallet);
    expect(offeredQuoteMethodCodes('payment_in_shop', 'en')).not.toContain(PICKUP_PAYMENT.wallet);
  });

  it('offers the default choice in both languages', () => {
    for (const locale of ['vi', 'en'] as const) {
      for (const method of ['delivery_method', 'payment_method', 'payment_in_shop'] as const) {
        expect(offeredQuoteMethodCodes(method, locale)).toContain(DEFAULT_QUOTE_METHOD[method]);
      }
    }
    expect(DEFAULT_QUOTE_METHOD.delivery_method).toBe(DELIVERY_METHOD.express);
  });
});
