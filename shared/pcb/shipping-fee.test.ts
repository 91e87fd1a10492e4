import { describe, expect, test } from 'vitest';
import type { CheckoutChoices } from '../checkout/methods.ts';
import { checkoutTotals } from '../checkout/totals.ts';
import { quoteShipping, quoteShippingFee, shippingPaymentMismatch } from './shipping-fee.ts';

const COMPANIES = [
  { id: 1, payment: 250_000 },
  { id: 2, payment: 420_000 },
  { id: 7, payment: 0 },
];

describe('quoteShippingFee', () => {
  test('is the chosen company’s payment', () => {
    expect(quoteShippingFee(1, COMPANIES)).toBe(250_000);
    expect(quoteShippingFee(2, COMPANIES)).toBe(420_000);
  });

  test('is 0 without a company (Vietnamese quotes), for a free carrier, and for a company not listed', () => {
    expect(quoteShippingFee(null, COMPANIES)).toBe(0);
    expect(quoteShippingFee(undefined, COMPANIES)).toBe(0);
    expect(quoteShippingFee(7, COMPANIES)).toBe(0);
    expect(quoteShippingFee(99, COMPANIES)).toBe(0);
    expect(quoteShippingFee(1, [])).toBe(0);
  });

  test('is the same fee the checkout’s abroad flow charges for that company', () => {
    const fees = {
      locations: [],
      cod_payment: 30_000,
      is_tax: false,
      increase_price: 0,
      pay_online: { enable: false, value: 0, value_en: 0 },
      pay_momo: { enable: false, value: 0, value_en: 0 },
      paypal: { enable: false, value: 0, value_en: 0 },
      delivery_companies: COMPANIES,
      bonus: 0,
    };
    const choices: CheckoutChoices = { delivery_method: 2, payment_method: 2, payment_in_shop: 2, delivery_cost: 0, vat: 0, use_bonus: false, pickup_date: null, pickup_time: null };
    for (const transportId of [1, 2, 99]) {
      const checkout = checkoutTotals({ flow: 'abroad', currency: 'VND', lines: [], selectedIds: [], choices, transportId, fees });
      expect(quoteShippingFee(transportId, COMPANIES)).toBe(checkout.deliveryFee);
    }
  });
});

describe('quoteShipping', () => {
  test('adds the fee to the priced quote: 1,350,000 + 250,000 = 1,600,000', () => {
    expect(quoteShipping(1_350_000, 1, COMPANIES)).toEqual({ shipping_payment: 250_000, total: 1_600_000 });
  });

  test('leaves a quote without a company as it was', () => {
    expect(quoteShipping(1_350_000, null, COMPANIES)).toEqual({ shipping_payment: 0, total: 1_350_000 });
  });

  test('keeps whole VND: an integer quote and fee give an integer total', () => {
    const { total } = quoteShipping(190_000, 2, COMPANIES);
    expect(total).toBe(610_000);
    expect(Number.isInteger(total)).toBe(true);
  });
});

describe('shippingPaymentMismatch', () => {
  test('agrees with the recomputed fee, as a number or a multipart string', () => {
    expect(shippingPaymentMismatch('250000', 250_000)).toBeNull();
    expect(shippingPaymentMismatch(250_000, 250_000)).toBeNull();
    expect(shippingPaymentMismatch(' 250000 ', 250_000)).toBeNull();
  });

  test('without a fee, a missing field or 0 agrees (Vietnamese forms do not send it)', () => {
    expect(shippingPaymentMismatch(undefined, 0)).toBeNull();
    expect(shippingPaymentMismatch('', 0)).toBeNull();
    expect(shippingPaymentMismatch(0, 0)).toBeNull();
  });

  test('a tampered fee names the sent and the expected value under shipping_payment', () => {
    expect(shippingPaymentMismatch(1000, 250_000)).toEqual({
      code: 'price_mismatch',
      message: 'shipping_payment: sent 1000, expected 250000',
      fields: [{ field: 'shipping_payment', sent: '1000', expected: 250_000 }],
    });
    expect(shippingPaymentMismatch('5000', 0)?.message).toBe('shipping_payment: sent 5000, expected 0');
  });

  test('a missing or non-integer fee is refused when there is one', () => {
    expect(shippingPaymentMismatch(undefined, 250_000)?.message).toBe('shipping_payment: sent (none), expected 250000');
    expect(shippingPaymentMismatch('250000.5', 250_000)?.fields[0]?.field).toBe('shipping_payment');
  });
});
