import { describe, expect, test } from 'vitest';
import type { CheckoutChoices } from '../checkout/methods.ts';
import { checkoutTotals } from '../checkout/totals.ts';
import { quoteShippingFee } from './shipping-fee.ts';

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
