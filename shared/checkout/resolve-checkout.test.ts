import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CartLine } from '../cart/cart-line.ts';
import type { CheckoutFlow } from './flow.ts';
import { normalizeChoices, type CheckoutChoices } from './methods.ts';
import { DEMO_OPENING_HOURS } from './opening-hours.ts';
import { resolveCheckout, type CheckoutInput } from './resolve-checkout.ts';
import { checkoutTotals, type CheckoutFees } from './totals.ts';
import { validateOrder } from './validation.ts';

function line(id: number, unitPrice: number, quantity: number): CartLine {
  return { id, price: unitPrice, prices: [], multiples: 1, inventory: 1_000_000, category_extras: [], quantity, catext_id: null };
}

const PROVIDER = { enable: true, value: 2, value_en: 1_000 };
const FEES: CheckoutFees = {
  locations: [{ level: 2, payment: 22_000 }],
  cod_payment: 15_000,
  is_tax: true,
  increase_price: 0,
  pay_online: PROVIDER,
  pay_momo: PROVIDER,
  paypal: PROVIDER,
  delivery_companies: [{ id: 1, payment: 500_000 }],
  bonus: 0,
};
const CHOICES: CheckoutChoices = { delivery_method: 2, payment_method: 1, payment_in_shop: 2, delivery_cost: 0, vat: 0, use_bonus: false, pickup_date: null, pickup_time: null };
/** Monday 23 November 2026, 9:15 in the shop. */
const NOW = new Date('2026-11-23T09:15:00+07:00');
const COMPANY = { company: 'Công ty TNHH Linh Kiện', taxcode: '0101234567', company_address: '12 Lý Thường Kiệt, Hà Nội' };

function input(overrides: Partial<CheckoutInput> = {}, choices: Partial<CheckoutChoices> = {}): CheckoutInput {
  return {
    flow: 'vietnam',
    language: 'vi',
    currency: 'VND',
    exchangeRate: 25_000,
    lines: [line(1, 100_000, 5), line(2, 2_500, 100)],
    selectedIds: [1, 2],
    transportId: null,
    fees: FEES,
    company: { company: '', taxcode: '', company_address: '' },
    pickupContact: { name: '', phone: '' },
    openingHours: DEMO_OPENING_HOURS,
    now: NOW,
    ...overrides,
    choices: { ...CHOICES, ...choices },
  };
}

describe('resolveCheckout, worked examples', () => {
  test('a Vietnam cash-on-delivery order: goods 750,000 + delivery 22,000 + COD 15,000, nothing to fix', () => {
    const resolved = resolveCheckout(input());
    expect(resolved.choices).toEqual(CHOICES);
    expect(resolved.totals.total).toBe(787_000);
    expect(resolved.offered.deliveryMethods).toEqual([1, 2, 3, 4]);
    expect(resolved.collected).toBe(false);
    expect(resolved.deliveryCostOffered).toBe(false);
    expect(resolved.validation).toBeNull();
  });
  test('VAT ticked under the 1,000,000 minimum is unticked, and the hint says why (spec §5)', () => {
    const resolved = resolveCheckout(input({}, { vat: 1 }));
    expect(resolved.choices.vat).toBe(0);
    expect(resolved.totals.vat).toBe(0);
    expect(resolved.vat).toEqual({ shown: true, enabled: false, hint: 'tax_required' });
  });
  test('the VAT minimum counts the selected lines only', () => {
    const lines = [line(1, 100_000, 5), line(2, 100_000, 6)];
    expect(resolveCheckout(input({ lines, selectedIds: [1, 2], company: COMPANY }, { vat: 1 })).choices.vat).toBe(1);
    expect(resolveCheckout(input({ lines, selectedIds: [2], company: COMPANY }, { vat: 1 })).choices.vat).toBe(0);
  });
  test('VAT on without company data fails on the company field', () => {
    const lines = [line(1, 1_000_000, 2)];
    expect(resolveCheckout(input({ lines, selectedIds: [1] }, { vat: 1 })).validation).toEqual({ key: 'please_type_vat_information', field: 'company' });
    expect(resolveCheckout(input({ lines, selectedIds: [1], company: COMPANY }, { vat: 1 })).validation).toBeNull();
  });
  test('delivery 1 is collected in the shop: pickup payments offered, a slot required', () => {
    const resolved = resolveCheckout(input({}, { delivery_method: 1 }));
    expect(resolved.collected).toBe(true);
    expect(resolved.totals.delivery).toBe(0);
    expect(resolved.validation).toEqual({ key: 'please_select_pickup_time', field: 'pickup_time' });
    const withSlot = resolveCheckout(input({}, { delivery_method: 1, pickup_date: '2026-11-23', pickup_time: '10:00-11:00' }));
    expect(withSlot.validation).toBeNull();
  });
  test('English mode hides card and wallet and resets a card payment to cash on delivery (spec §4)', () => {
    const resolved = resolveCheckout(input({ language: 'en', currency: 'USD' }, { payment_method: 3 }));
    expect(resolved.offered.paymentMethods).toEqual([1, 2, 5]);
    expect(resolved.choices.payment_method).toBe(1);
  });
  test('abroad: the delivery company is required and its fee is charged', () => {
    const lines = [line(1, 1_500_000, 1)];
    expect(resolveCheckout(input({ flow: 'abroad', lines, selectedIds: [1] })).validation).toEqual({ key: 'please_select_delivery', field: 'transport_id' });
    const chosen = resolveCheckout(input({ flow: 'abroad', lines, selectedIds: [1], transportId: 1 }));
    expect(chosen.choices.payment_method).toBe(2);
    expect(chosen.totals.delivery).toBe(500_000);
    expect(chosen.validation).toBeNull();
  });
  test('the in-shop flow takes every line and forces delivery 1', () => {
    const resolved = resolveCheckout(input({ flow: 'pickup', selectedIds: [], pickupContact: { name: 'An', phone: '0912345678' } }, { pickup_date: '2026-11-23', pickup_time: '10:00-11:00' }));
    expect(resolved.totals.selectedIds).toEqual([1, 2]);
    expect(resolved.choices.delivery_method).toBe(1);
    expect(resolved.offered.paymentMethods).toEqual([]);
    expect(resolved.validation).toBeNull();
  });
  test('nothing selected is must_select_cart_item', () => {
    expect(resolveCheckout(input({ selectedIds: [] })).validation).toEqual({ key: 'must_select_cart_item', field: 'selected_ids' });
  });
});

const providerArb = fc.record({ enable: fc.boolean(), value: fc.constantFrom(0, 2, 4.4), value_en: fc.integer({ min: 0, max: 20_000 }) });
const inputArb: fc.Arbitrary<CheckoutInput> = fc
  .record({
    flow: fc.constantFrom<CheckoutFlow>('vietnam', 'abroad', 'pickup'),
    language: fc.constantFrom<'vi' | 'en'>('vi', 'en'),
    rows: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), price: fc.integer({ min: 100, max: 3_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) }), {
      selector: (row) => row.id,
      maxLength: 6,
    }),
    pick: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    choices: fc.record({
      delivery_method: fc.integer({ min: 0, max: 5 }),
      payment_method: fc.integer({ min: 0, max: 6 }),
      payment_in_shop: fc.constantFrom(1, 2, 3, 6, 7, 8),
      delivery_cost: fc.constantFrom<0 | 1>(0, 1),
      vat: fc.constantFrom<0 | 1>(0, 1),
      use_bonus: fc.boolean(),
      pickup_date: fc.constantFrom(null, '2026-11-23', '2026-11-24'),
      pickup_time: fc.constantFrom(null, '10:00-11:00', '17:00-18:00'),
    }),
    transportId: fc.constantFrom(null, 1, 2),
    is_tax: fc.boolean(),
    bonus: fc.integer({ min: 0, max: 2_000_000 }),
    providers: fc.tuple(providerArb, providerArb, providerArb),
    company: fc.constantFrom({ company: '', taxcode: '', company_address: '' }, COMPANY),
    contact: fc.constantFrom({ name: '', phone: '' }, { name: 'An', phone: '0912345678' }),
  })
  .map(({ flow, language, rows, pick, choices, transportId, is_tax, bonus, providers, company, contact }) => ({
    flow,
    language,
    currency: language === 'en' ? ('USD' as const) : ('VND' as const),
    exchangeRate: 25_000,
    lines: rows.map((row) => line(row.id, row.price, row.quantity)),
    selectedIds: rows.filter((_, index) => pick[index]).map((row) => row.id),
    choices,
    transportId,
    fees: { ...FEES, is_tax, bonus, pay_online: providers[0], pay_momo: providers[1], paypal: providers[2] },
    company,
    pickupContact: contact,
    openingHours: DEMO_OPENING_HOURS,
    now: NOW,
  }));

describe('resolveCheckout properties', () => {
  test('the totals equal checkoutTotals of the chosen options', () => {
    fc.assert(
      fc.property(inputArb, (value) => {
        const resolved = resolveCheckout(value);
        const { flow, currency, lines, selectedIds, transportId, fees } = value;
        expect(resolved.totals).toEqual(checkoutTotals({ flow, currency, lines, selectedIds, transportId, fees, choices: resolved.choices }));
      }),
    );
  });
  test('the chosen options are settled (normalising them again changes nothing) and each is one the form offers', () => {
    fc.assert(
      fc.property(inputArb, (value) => {
        const resolved = resolveCheckout(value);
        expect(normalizeChoices(resolved.choices, resolved.context)).toEqual(resolved.choices);
        if (value.flow !== 'abroad') expect(resolved.offered.deliveryMethods).toContain(resolved.choices.delivery_method);
        if (value.flow !== 'pickup') expect(resolved.offered.paymentMethods).toContain(resolved.choices.payment_method);
        if (value.flow !== 'abroad') expect(resolved.offered.pickupPayments).toContain(resolved.choices.payment_in_shop);
        if (!resolved.deliveryCostOffered) expect(resolved.choices.delivery_cost).toBe(0);
        if (!resolved.vat.enabled) expect(resolved.choices.vat).toBe(0);
        if (!resolved.bonusOffered) expect(resolved.choices.use_bonus).toBe(false);
      }),
    );
  });
  test('resolving the resolved choices again gives the same answer (the server re-resolves what the page sent)', () => {
    fc.assert(
      fc.property(inputArb, (value) => {
        const resolved = resolveCheckout(value);
        expect(resolveCheckout({ ...value, choices: resolved.choices })).toEqual(resolved);
      }),
    );
  });
  test('the validation is the spec §5 check of the chosen options and their totals', () => {
    fc.assert(
      fc.property(inputArb, (value) => {
        const resolved = resolveCheckout(value);
        const expected = validateOrder({
          flow: value.flow,
          currency: value.currency,
          exchangeRate: value.exchangeRate,
          cartCount: value.lines.length,
          totals: resolved.totals,
          choices: resolved.choices,
          transportId: value.transportId,
          deliveryCompanyIds: value.fees.delivery_companies.map((company) => company.id),
          company: value.company,
          pickupContact: value.pickupContact,
          openingHours: value.openingHours,
          now: value.now,
        });
        expect(resolved.validation).toEqual(expected);
      }),
    );
  });
});
