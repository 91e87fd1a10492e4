import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CartLine } from '../cart/cart-line.ts';
import type { CheckoutFlow } from './flow.ts';
import type { CheckoutChoices } from './methods.ts';
import {
  bonusOffered,
  checkoutTotals,
  locationDeliveryFee,
  methodContext,
  vatAvailability,
  type CheckoutFees,
  type CheckoutTotals,
  type CheckoutTotalsInput,
} from './totals.ts';
import { amountRows, isVatRow } from './summary-rows.ts';

function line(id: number, unitPrice: number, quantity: number): CartLine {
  return { id, price: unitPrice, prices: [], multiples: 1, inventory: 1_000_000, category_extras: [], quantity, catext_id: null };
}

const FEES: CheckoutFees = {
  locations: [
    { level: 1, payment: 30_000 },
    { level: 2, payment: 35_000 },
    { level: 3, payment: 40_000 },
  ],
  cod_payment: 15_000,
  is_tax: true,
  increase_price: 0,
  pay_online: { enable: true, value: 2, value_en: 1_000 },
  pay_momo: { enable: true, value: 1.5, value_en: 0 },
  paypal: { enable: true, value: 4.4, value_en: 7_000 },
  delivery_companies: [
    { id: 1, payment: 500_000 },
    { id: 2, payment: 900_000 },
  ],
  bonus: 0,
};

const CHOICES: CheckoutChoices = {
  delivery_method: 2,
  payment_method: 2,
  payment_in_shop: 2,
  delivery_cost: 0,
  vat: 0,
  use_bonus: false,
  pickup_date: null,
  pickup_time: null,
};

function totals(overrides: Partial<CheckoutTotalsInput> = {}, choices: Partial<CheckoutChoices> = {}, fees: Partial<CheckoutFees> = {}): CheckoutTotals {
  return checkoutTotals({
    flow: 'vietnam',
    currency: 'VND',
    lines: [line(1, 100_000, 5), line(2, 2_500, 100)],
    selectedIds: [1, 2],
    transportId: null,
    ...overrides,
    choices: { ...CHOICES, ...choices },
    fees: { ...FEES, ...fees },
  });
}

describe('goods and selection', () => {
  test('the goods total counts the selected lines only', () => {
    expect(totals({ selectedIds: [1] }).goods).toBe(500_000);
    expect(totals().goods).toBe(750_000);
  });
  test('in-shop orders take every line whatever is ticked', () => {
    const result = totals({ flow: 'pickup', selectedIds: [] }, { delivery_method: 1 });
    expect(result.selectedIds).toEqual([1, 2]);
    expect(result.goods).toBe(750_000);
  });
});

describe('delivery and COD fees', () => {
  test('the delivery fee is the deepest chosen location level', () => {
    expect(locationDeliveryFee(FEES.locations)).toBe(40_000);
    expect(locationDeliveryFee([{ level: 2, payment: 35_000 }, { level: 1, payment: 30_000 }])).toBe(35_000);
    expect(locationDeliveryFee([])).toBe(0);
    expect(totals().delivery).toBe(40_000);
  });
  test('pickup in the shop has no delivery fee', () => {
    expect(totals({}, { delivery_method: 1 }).delivery).toBe(0);
  });
  test('abroad the fee is the chosen delivery company', () => {
    expect(totals({ flow: 'abroad', transportId: 2 }).delivery).toBe(900_000);
    expect(totals({ flow: 'abroad', transportId: null }).delivery).toBe(0);
  });
  test('delivery_cost 1 means the fee is paid on receipt: not charged, not taxed', () => {
    const result = totals({}, { delivery_cost: 1 });
    expect(result).toMatchObject({ deliveryFee: 40_000, delivery: 0, deliveryOnReceipt: 40_000 });
  });
  test('cash on delivery adds the COD fee', () => {
    expect(totals({}, { payment_method: 1 }).codFee).toBe(15_000);
    expect(totals({}, { payment_method: 2 }).codFee).toBe(0);
    expect(totals({}, { payment_method: 1, delivery_method: 1 }).codFee).toBe(0);
  });
});

describe('VAT (spec §5, §9)', () => {
  test('the VAT checkbox shows only for is_tax profiles and is disabled under 1,000,000 VND with hint tax_required', () => {
    expect(vatAvailability(false, 5_000_000)).toEqual({ shown: false, enabled: false, hint: null });
    expect(vatAvailability(true, 999_999)).toEqual({ shown: true, enabled: false, hint: 'tax_required' });
    expect(vatAvailability(true, 1_000_000)).toEqual({ shown: true, enabled: true, hint: null });
  });
  test('tax is 10 % of goods + delivery + COD fee, and the base is stated', () => {
    const result = totals({ lines: [line(1, 1_000_000, 2)], selectedIds: [1] }, { vat: 1, payment_method: 1 });
    expect(result.vat).toBe(Math.round(0.1 * (2_000_000 + 40_000 + 15_000)));
    expect(result.vatBase).toBe(2_055_000);
    expect(result.vatRate).toBe(10);
    expect(totals({ lines: [line(1, 1_000_000, 2)], selectedIds: [1] }, { vat: 0 })).toMatchObject({ vatBase: 0, vatRate: 0 });
  });
  test('a delivery fee paid to the carrier on receipt is not in the VAT base', () => {
    const result = totals({ lines: [line(1, 1_000_000, 2)], selectedIds: [1] }, { vat: 1, payment_method: 2, delivery_cost: 1 });
    expect(result.vatBase).toBe(2_000_000);
    expect(result.vat).toBe(200_000);
  });
  test("the profile's tax rate replaces 10 %", () => {
    expect(totals({ lines: [line(1, 1_000_000, 1)], selectedIds: [1] }, { vat: 1 }, { tax_rate: 8 }).vat).toBe(Math.round(0.08 * 1_040_000));
  });
  test('the price increase factor applies when VAT is on, and is taxed', () => {
    const input = { lines: [line(1, 1_000_000, 1)], selectedIds: [1] };
    expect(totals(input, { vat: 0 }, { increase_price: 5 }).priceIncrease).toBe(0);
    const on = totals(input, { vat: 1 }, { increase_price: 5 });
    expect(on.priceIncrease).toBe(50_000);
    expect(on.vat).toBe(109_000);
  });
  test('no VAT under the minimum even if the flag is on', () => {
    expect(totals({}, { vat: 1 }).vat).toBe(0);
  });
});

describe('methodContext', () => {
  test('providers follow the enable flags; VAT and bonus follow is_tax, the goods and the balance', () => {
    const fees = { ...FEES, paypal: { ...FEES.paypal, enable: false }, bonus: 6_000 };
    expect(methodContext('vietnam', 'en', fees, 1_000_000)).toEqual({
      flow: 'vietnam',
      language: 'en',
      providers: { card: true, wallet: true, paypal: false },
      vatAllowed: true,
      bonusOffered: true,
    });
    expect(methodContext('vietnam', 'vi', { ...FEES, is_tax: false }, 5_000_000)).toMatchObject({ vatAllowed: false, bonusOffered: false });
  });
});

describe('bonus (spec §9)', () => {
  test("'use bonus' is offered only above 5,000", () => {
    expect(bonusOffered(5_000)).toBe(false);
    expect(bonusOffered(5_001)).toBe(true);
  });
  test('the bonus is rounded down to thousands in VND mode', () => {
    expect(totals({}, { use_bonus: true }, { bonus: 12_345 }).bonus).toBe(12_000);
  });
  test('the bonus is applied up to the total', () => {
    const result = totals({ lines: [line(1, 10_000, 1)], selectedIds: [1] }, { use_bonus: true }, { bonus: 1_000_000 });
    expect(result.subtotal).toBe(50_000);
    expect(result.bonus).toBe(50_000);
    expect(result.total).toBe(0);
  });
  test('a balance of 5,000 or less is not applied', () => {
    expect(totals({}, { use_bonus: true }, { bonus: 5_000 }).bonus).toBe(0);
  });
  test('in USD mode the bonus is not rounded to thousands', () => {
    expect(totals({ currency: 'USD' }, { use_bonus: true }, { bonus: 12_345 }).bonus).toBe(12_345);
  });
});

describe('online payment fee and rounding', () => {
  test('the fee is the provider percentage of the net total plus its flat amount', () => {
    const card = totals({}, { payment_method: 3 });
    expect(card.onlineProvider).toBe('pay_online');
    expect(card.onlineFee).toBe(Math.round(0.02 * 790_000) + 1_000);
    expect(totals({}, { payment_method: 4 }).onlineProvider).toBe('pay_momo');
    expect(totals({}, { delivery_method: 1, payment_in_shop: 8 }).onlineProvider).toBe('paypal');
    expect(totals({}, { delivery_method: 1, payment_in_shop: 3 }).onlineFee).toBe(0);
  });
  test('a disabled provider charges no fee', () => {
    expect(totals({}, { payment_method: 5 }, { paypal: { enable: false, value: 4.4, value_en: 7_000 } }).onlineFee).toBe(0);
  });
  test('VND totals are rounded to hundreds', () => {
    const result = totals({ lines: [line(1, 1_234_567, 1)], selectedIds: [1] }, { delivery_method: 1 });
    expect(result.total).toBe(1_234_600);
    expect(result.rounding).toBe(33);
  });
  test('USD mode keeps the exact VND amount', () => {
    expect(totals({ currency: 'USD', lines: [line(1, 1_234_567, 1)], selectedIds: [1] }, { delivery_method: 1 }).total).toBe(1_234_567);
  });
});

const flowArb = fc.constantFrom<CheckoutFlow>('vietnam', 'abroad', 'pickup');
const providerArb = fc.record({ enable: fc.boolean(), value: fc.constantFrom(0, 1.5, 2, 3.3, 4.4), value_en: fc.integer({ min: 0, max: 20_000 }) });
const linesArb = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 50 }), price: fc.integer({ min: 100, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 500 }) }),
  { selector: (row) => row.id, maxLength: 8 },
);
const inputArb: fc.Arbitrary<CheckoutTotalsInput> = fc
  .record({
    flow: flowArb,
    currency: fc.constantFrom<'VND' | 'USD'>('VND', 'USD'),
    lines: linesArb,
    pick: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    choices: fc.record({
      delivery_method: fc.integer({ min: 1, max: 4 }),
      payment_method: fc.integer({ min: 1, max: 5 }),
      payment_in_shop: fc.constantFrom(2, 3, 6, 7, 8),
      delivery_cost: fc.constantFrom<0 | 1>(0, 1),
      vat: fc.constantFrom<0 | 1>(0, 1),
      use_bonus: fc.boolean(),
      pickup_date: fc.constant(null),
      pickup_time: fc.constant(null),
    }),
    transportId: fc.constantFrom(null, 1, 2, 3),
    fees: fc.record({
      locations: fc.array(fc.record({ level: fc.integer({ min: 1, max: 3 }), payment: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 3 }),
      cod_payment: fc.integer({ min: 0, max: 50_000 }),
      is_tax: fc.boolean(),
      tax_rate: fc.constantFrom(undefined, 8, 10),
      increase_price: fc.constantFrom(0, 3, 5, 7.5),
      pay_online: providerArb,
      pay_momo: providerArb,
      paypal: providerArb,
      delivery_companies: fc.constant([
        { id: 1, payment: 500_000 },
        { id: 2, payment: 1_250_000 },
      ]),
      bonus: fc.integer({ min: 0, max: 50_000_000 }),
    }),
  })
  .map(({ lines, pick, ...rest }) => ({
    ...rest,
    lines: lines.map((row) => line(row.id, row.price, row.quantity)),
    selectedIds: lines.filter((_, index) => pick[index]).map((row) => row.id),
  }));

describe('totals properties', () => {
  test('the parts sum to the total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = checkoutTotals(input);
        const parts = result.goods + result.priceIncrease + result.delivery + result.codFee + result.vat - result.bonus + result.onlineFee + result.rounding;
        expect(parts).toBe(result.total);
        expect(result.subtotal - result.bonus).toBe(result.net);
        expect(result.delivery + result.deliveryOnReceipt).toBe(result.deliveryFee);
        expect(result.total).toBeGreaterThanOrEqual(0);
        if (input.currency === 'VND') expect(result.total % 100).toBe(0);
        for (const value of Object.values(result)) if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });
  test('the summary rows add up to the total, and the VAT is its rate of the stated base', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = checkoutTotals(input);
        const rows = amountRows(result);
        expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(result.total);
        const vat = rows.find(isVatRow);
        if (result.vat > 0) expect(vat).toEqual({ key: 'vat', amount: result.vat, base: result.vatBase, rate: result.vatRate });
        if (vat) expect(vat.amount).toBe(Math.round((vat.base * vat.rate!) / 100));
        expect(rows.some((row) => row.key === 'rounding')).toBe(result.rounding !== 0);
      }),
    );
  });
  test('the bonus never exceeds the total or the balance, and is a multiple of 1,000 in VND mode', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = checkoutTotals(input);
        expect(result.bonus).toBeGreaterThanOrEqual(0);
        expect(result.bonus).toBeLessThanOrEqual(result.subtotal);
        expect(result.bonus).toBeLessThanOrEqual(input.fees.bonus);
        if (input.currency === 'VND') expect(result.bonus % 1_000).toBe(0);
        if (!input.choices.use_bonus || input.fees.bonus <= 5_000) expect(result.bonus).toBe(0);
      }),
    );
  });
  test('the order of the lines changes no amount (the server may read them in another order)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { selectedIds: _forward, ...forward } = checkoutTotals(input);
        const { selectedIds: _backward, ...backward } = checkoutTotals({ ...input, lines: [...input.lines].reverse(), selectedIds: [...input.selectedIds].reverse() });
        expect(backward).toEqual(forward);
      }),
    );
  });
});
