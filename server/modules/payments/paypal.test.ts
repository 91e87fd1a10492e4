import { describe, expect, test } from 'vitest';
import { centsOf, paypalOrderBody, usdCents, usdValue } from './paypal.ts';

describe('PayPal amounts in USD', () => {
  test('VND at the order exchange rate, to whole cents', () => {
    expect(usdCents(1_300_000, 26_000)).toBe(5_000);
    expect(usdCents(1_234_567, 26_000)).toBe(4_748); // 47.483... → 47.48
    expect(usdCents(1_234_700, 26_000)).toBe(4_749); // 47.488... → 47.49
    expect(usdCents(100, 26_000)).toBe(1); // never zero
  });

  test('cents ↔ the decimal strings PayPal uses', () => {
    expect(usdValue(4_748)).toBe('47.48');
    expect(usdValue(5)).toBe('0.05');
    expect(usdValue(100)).toBe('1.00');
    expect(centsOf('47.48')).toBe(4_748);
    expect(centsOf('12.3')).toBe(1_230);
    expect(centsOf('12')).toBe(1_200);
    expect(centsOf('1e3')).toBeNull();
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf(12)).toBeNull();
  });
});

describe('paypalOrderBody (Orders v2 create)', () => {
  test('captures one USD purchase unit referenced by the order code, returning to our URLs', () => {
    const body = paypalOrderBody({ orderCode: 'DH000123', cents: 4_748, language: 'en', returnUrl: 'https://x.vn/r', cancelUrl: 'https://x.vn/c' });
    expect(body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'DH000123', custom_id: 'DH000123', amount: { currency_code: 'USD', value: '47.48' } }],
      payment_source: { paypal: { experience_context: { return_url: 'https://x.vn/r', cancel_url: 'https://x.vn/c', user_action: 'PAY_NOW' } } },
    });
  });
});
