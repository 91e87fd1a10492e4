import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CheckoutChoices } from '../checkout/methods.ts';
import { checkoutTotals, type CheckoutFees } from '../checkout/totals.ts';
import { chargesMismatch, quoteCharges, totalWithCharges, type QuoteChargeInput } from './quote-charges.ts';

const COMPANIES = [
  { id: 1, payment: 250_000 },
  { id: 2, payment: 420_000 },
];
// Hà Nội › Ba Đình › Phúc Xá in the old three-level map; each level carries the whole fee.
const HANOI = [
  { level: 1, payment: 35_000 },
  { level: 2, payment: 25_000 },
  { level: 3, payment: 20_000 },
];

const vietnam = (fields: Partial<QuoteChargeInput> = {}): QuoteChargeInput => ({
  delivery_method: 2,
  payment_method: 1,
  transport_id: null,
  companies: COMPANIES,
  locations: HANOI,
  cod_payment: 15_000,
  ...fields,
});

describe('quoteCharges', () => {
  test('Vietnam delivery paid cash on delivery: the address’s fee and the COD fee', () => {
    expect(quoteCharges(vietnam())).toEqual({ shipping_payment: 20_000, cod_payment: 15_000 });
    // The two-level map (province → ward) prices the same way: the deepest level given.
    expect(quoteCharges(vietnam({ locations: [{ level: 1, payment: 30_000 }, { level: 2, payment: 18_000 }] })).shipping_payment).toBe(18_000);
  });

  test('bank transfer, card or PayPal: the delivery fee without COD', () => {
    for (const payment_method of [2, 3, 4, 5]) expect(quoteCharges(vietnam({ payment_method }))).toEqual({ shipping_payment: 20_000, cod_payment: 0 });
  });

  test('every delivery method but pickup charges the same fee; pickup charges nothing', () => {
    for (const delivery_method of [2, 3, 4]) expect(quoteCharges(vietnam({ delivery_method })).shipping_payment).toBe(20_000);
    expect(quoteCharges(vietnam({ delivery_method: 1 }))).toEqual({ shipping_payment: 0, cod_payment: 0 });
  });

  test('abroad: the chosen company’s fee and no COD, whatever the Vietnamese fields say', () => {
    expect(quoteCharges(vietnam({ transport_id: 2 }))).toEqual({ shipping_payment: 420_000, cod_payment: 0 });
  });

  test('the total adds both: 1,350,000 + 20,000 + 15,000 = 1,385,000', () => {
    expect(totalWithCharges(1_350_000, quoteCharges(vietnam()))).toBe(1_385_000);
  });

  test('property: the same delivery and COD fees as the shop checkout for the same address and choices', () => {
    const fees = (locations: QuoteChargeInput['locations'], cod: number): CheckoutFees => ({
      locations,
      cod_payment: cod,
      is_tax: false,
      increase_price: 0,
      pay_online: { enable: true, value: 0, value_en: 0 },
      pay_momo: { enable: true, value: 0, value_en: 0 },
      paypal: { enable: true, value: 0, value_en: 0 },
      delivery_companies: COMPANIES,
      bonus: 0,
    });
    const location = fc.record({ level: fc.integer({ min: 1, max: 3 }), payment: fc.integer({ min: 0, max: 200_000 }) });
    fc.assert(
      fc.property(
        fc.array(location, { maxLength: 3 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        (locations, cod, delivery_method, payment_method) => {
          const choices: CheckoutChoices = { delivery_method, payment_method, payment_in_shop: 2, delivery_cost: 0, vat: 0, use_bonus: false, pickup_date: null, pickup_time: null };
          const checkout = checkoutTotals({ flow: 'vietnam', currency: 'VND', lines: [], selectedIds: [], choices, transportId: null, fees: fees(locations, cod) });
          const charges = quoteCharges({ delivery_method, payment_method, transport_id: null, companies: COMPANIES, locations, cod_payment: cod });
          expect(charges).toEqual({ shipping_payment: checkout.delivery, cod_payment: checkout.codFee });
        },
      ),
    );
  });
});

describe('chargesMismatch (the server check)', () => {
  const expected = { shipping_payment: 20_000, cod_payment: 15_000 };

  test('agrees with the recomputed charges, as numbers or multipart strings', () => {
    expect(chargesMismatch({ shipping_payment: '20000', cod_payment: 15_000 }, expected)).toBeNull();
    expect(chargesMismatch({ shipping_payment: ' 20000 ', cod_payment: '15000' }, expected)).toBeNull();
  });

  test('a charge of 0 may be left out; one that is owed may not', () => {
    expect(chargesMismatch({}, { shipping_payment: 0, cod_payment: 0 })).toBeNull();
    expect(chargesMismatch({ shipping_payment: '', cod_payment: '0' }, { shipping_payment: 0, cod_payment: 0 })).toBeNull();
    expect(chargesMismatch({ shipping_payment: '20000' }, expected)?.message).toBe('cod_payment: sent (none), expected 15000');
  });

  test('tampered values are named with the sent and the expected amount, both at once', () => {
    expect(chargesMismatch({ shipping_payment: '0', cod_payment: '1' }, expected)).toEqual({
      code: 'price_mismatch',
      message: 'shipping_payment: sent 0, expected 20000; cod_payment: sent 1, expected 15000',
      fields: [
        { field: 'shipping_payment', sent: '0', expected: 20_000 },
        { field: 'cod_payment', sent: '1', expected: 15_000 },
      ],
    });
    expect(chargesMismatch({ shipping_payment: '5000' }, { shipping_payment: 0, cod_payment: 0 })?.message).toBe('shipping_payment: sent 5000, expected 0');
    expect(chargesMismatch({ shipping_payment: '20000.5', cod_payment: '15000' }, expected)?.fields[0]?.field).toBe('shipping_payment');
  });
});
