import { describe, expect, test } from 'vitest';
import { DEMO_OPENING_HOURS } from './opening-hours.ts';
import { validateAbroadOrder, validateOrder, validateVietnamOrder, type OrderValidationInput } from './validation.ts';

type Overrides = Omit<Partial<OrderValidationInput>, 'choices'> & { choices?: Partial<OrderValidationInput['choices']> };

/** Monday 23 November 2026, 9:15 in the shop. */
const NOW = new Date('2026-11-23T09:15:00+07:00');
const SLOT = { pickup_date: '2026-11-23', pickup_time: '10:00-11:00' };

function input(overrides: Overrides = {}): OrderValidationInput {
  const { choices, ...rest } = overrides;
  return {
    flow: 'vietnam',
    currency: 'VND',
    exchangeRate: 25_000,
    cartCount: 2,
    totals: { selectedIds: [1], goods: 1_500_000, net: 1_540_000, onlineProvider: null },
    transportId: null,
    deliveryCompanyIds: [1, 2],
    company: { company: '', taxcode: '', company_address: '' },
    pickupContact: { name: '', phone: '' },
    openingHours: DEMO_OPENING_HOURS,
    now: NOW,
    ...rest,
    choices: { vat: 0, delivery_method: 2, payment_method: 1, pickup_date: null, pickup_time: null, ...choices },
  };
}

const COMPANY = { company: 'Công ty TNHH Linh Kiện', taxcode: '0101234567', company_address: '12 Lý Thường Kiệt, Hà Nội' };
const EMPTY = { selectedIds: [], goods: 0, net: 0, onlineProvider: null };

describe('Vietnam order validation (spec §5, in order)', () => {
  test('a valid order passes', () => {
    expect(validateVietnamOrder(input())).toBeNull();
  });
  test('an empty cart is cart_empty, before anything else', () => {
    expect(validateVietnamOrder(input({ cartCount: 0, totals: EMPTY, choices: { vat: 1, delivery_method: 2, payment_method: 3 } }))).toEqual({
      key: 'cart_empty',
      field: null,
    });
  });
  test('VAT ticked with company name, tax code or company address empty is please_type_vat_information', () => {
    const vat = { vat: 1 as const, delivery_method: 2, payment_method: 1 };
    expect(validateVietnamOrder(input({ choices: vat }))).toEqual({ key: 'please_type_vat_information', field: 'company' });
    expect(validateVietnamOrder(input({ choices: vat, company: { ...COMPANY, taxcode: '  ' } }))).toEqual({
      key: 'please_type_vat_information',
      field: 'taxcode',
    });
    expect(validateVietnamOrder(input({ choices: vat, company: { ...COMPANY, company_address: '' } }))?.field).toBe('company_address');
    expect(validateVietnamOrder(input({ choices: vat, company: COMPANY }))).toBeNull();
  });
  test('VAT information comes before the in-shop name', () => {
    const pickup = input({ flow: 'pickup', choices: { vat: 1, delivery_method: 1, payment_method: 1 } });
    expect(validateVietnamOrder(pickup)?.key).toBe('please_type_vat_information');
  });
  test('in-shop with an empty name is please_enter_name on the name field', () => {
    expect(validateVietnamOrder(input({ flow: 'pickup', choices: { vat: 0, delivery_method: 1, payment_method: 1 } }))).toEqual({
      key: 'please_enter_name',
      field: 'name',
    });
  });
  test('in-shop with an empty phone is please_enter_phone', () => {
    const pickup = input({ flow: 'pickup', choices: { vat: 0, delivery_method: 1, payment_method: 1 }, pickupContact: { name: 'An', phone: ' ' } });
    expect(validateVietnamOrder(pickup)).toEqual({ key: 'please_enter_phone', field: 'phone' });
  });
  test('in-shop with delivery other than 1 asks to choose a delivery method', () => {
    const pickup = input({ flow: 'pickup', pickupContact: { name: 'An', phone: '0912345678' } });
    expect(validateVietnamOrder(pickup)).toEqual({ key: 'please_select_delivery', field: 'delivery_method' });
  });
  test('the name is not asked outside the in-shop flow', () => {
    expect(validateVietnamOrder(input({ choices: { vat: 0, delivery_method: 1, payment_method: 1, ...SLOT } }))).toBeNull();
  });
  test('an order collected in the shop without a date or slot is please_select_pickup_time, on the slot picker', () => {
    const contact = { name: 'An', phone: '0912345678' };
    const missing = { key: 'please_select_pickup_time', field: 'pickup_time' };
    expect(validateVietnamOrder(input({ flow: 'pickup', pickupContact: contact, choices: { delivery_method: 1 } }))).toEqual(missing);
    expect(validateVietnamOrder(input({ flow: 'pickup', pickupContact: contact, choices: { delivery_method: 1, pickup_time: '10:00-11:00' } }))).toEqual(missing);
    expect(validateVietnamOrder(input({ choices: { delivery_method: 1 } }))).toEqual(missing);
    expect(validateVietnamOrder(input({ flow: 'pickup', pickupContact: contact, choices: { delivery_method: 1, ...SLOT } }))).toBeNull();
    // Delivered orders need no slot.
    expect(validateVietnamOrder(input({ choices: { delivery_method: 2 } }))).toBeNull();
  });
  test('a slot outside the opening hours, passed, or not today or tomorrow is invalid_pickup_time', () => {
    const invalid = { key: 'invalid_pickup_time', field: 'pickup_time' };
    const collected = (pickup: { pickup_date: string; pickup_time: string }) => validateVietnamOrder(input({ choices: { delivery_method: 1, ...pickup } }));
    expect(collected({ pickup_date: '2026-11-23', pickup_time: '09:00-10:00' })).toEqual(invalid);
    expect(collected({ pickup_date: '2026-11-25', pickup_time: '09:00-10:00' })).toEqual(invalid);
    expect(collected({ pickup_date: '2026-11-24', pickup_time: '12:00-13:00' })).toEqual(invalid);
    // Sunday opens at 8:00, as the footer says: no 7:30 pickup.
    const saturdayEvening = new Date('2026-11-28T19:00:00+07:00');
    expect(validateVietnamOrder(input({ now: saturdayEvening, choices: { delivery_method: 1, pickup_date: '2026-11-29', pickup_time: '07:30-08:00' } }))).toEqual(invalid);
    expect(validateVietnamOrder(input({ now: saturdayEvening, choices: { delivery_method: 1, pickup_date: '2026-11-29', pickup_time: '08:00-09:00' } }))).toBeNull();
  });
  test('the pickup slot is checked after the in-shop delivery method and before the selection', () => {
    expect(validateVietnamOrder(input({ choices: { delivery_method: 1 }, totals: EMPTY }))?.key).toBe('please_select_pickup_time');
    const pickup = input({ flow: 'pickup', pickupContact: { name: 'An', phone: '0912345678' }, choices: { delivery_method: 2 } });
    expect(validateVietnamOrder(pickup)?.key).toBe('please_select_delivery');
  });
  test('no selected items is must_select_cart_item', () => {
    expect(validateVietnamOrder(input({ totals: EMPTY }))).toEqual({ key: 'must_select_cart_item', field: 'selected_ids' });
  });
  test('online payment with a net total under 10,000 in VND mode is amount_must_greater_than_10', () => {
    const small = { selectedIds: [1], goods: 20_000, net: 9_999, onlineProvider: 'pay_momo' as const };
    expect(validateVietnamOrder(input({ totals: small }))).toEqual({ key: 'amount_must_greater_than_10', field: null });
    expect(validateVietnamOrder(input({ totals: { ...small, net: 10_000 } }))).toBeNull();
    expect(validateVietnamOrder(input({ totals: { ...small, onlineProvider: null } }))).toBeNull();
    expect(validateVietnamOrder(input({ totals: small, currency: 'USD' }))).toBeNull();
  });
});

describe('abroad order validation (spec §5, in order)', () => {
  const abroad = (overrides: Overrides = {}): OrderValidationInput =>
    input({ flow: 'abroad', transportId: 1, choices: { vat: 0, delivery_method: 2, payment_method: 2 }, ...overrides });

  test('a valid order passes', () => {
    expect(validateAbroadOrder(abroad())).toBeNull();
  });
  test('no delivery company is please_select_delivery, first of all', () => {
    expect(validateAbroadOrder(abroad({ transportId: null, cartCount: 0, totals: EMPTY }))).toEqual({ key: 'please_select_delivery', field: 'transport_id' });
    expect(validateAbroadOrder(abroad({ transportId: 9 }))?.key).toBe('please_select_delivery');
  });
  test('a payment method other than 2 or 5 is please_select_payment_method', () => {
    expect(validateAbroadOrder(abroad({ choices: { vat: 0, delivery_method: 2, payment_method: 1 } }))).toEqual({
      key: 'please_select_payment_method',
      field: 'payment_method',
    });
    expect(validateAbroadOrder(abroad({ choices: { vat: 0, delivery_method: 2, payment_method: 5 } }))).toBeNull();
  });
  test('no selection is must_select_cart_item', () => {
    expect(validateAbroadOrder(abroad({ totals: EMPTY }))?.key).toBe('must_select_cart_item');
  });
  test('goods under 1,200,000 in VND mode is cart_total_require', () => {
    const totals = { selectedIds: [1], goods: 1_199_999, net: 1_199_999, onlineProvider: null };
    expect(validateAbroadOrder(abroad({ totals }))).toEqual({ key: 'cart_total_require', field: null });
    expect(validateAbroadOrder(abroad({ totals: { ...totals, goods: 1_200_000 } }))).toBeNull();
  });
  test('goods under 50 USD in English mode is cart_total_require', () => {
    const totals = { selectedIds: [1], goods: 49 * 25_000, net: 0, onlineProvider: null };
    expect(validateAbroadOrder(abroad({ currency: 'USD', totals }))?.key).toBe('cart_total_require');
    expect(validateAbroadOrder(abroad({ currency: 'USD', totals: { ...totals, goods: 50 * 25_000 } }))).toBeNull();
  });
  test('an empty cart is cart_empty (after the selection checks)', () => {
    expect(validateAbroadOrder(abroad({ cartCount: 0 }))).toEqual({ key: 'cart_empty', field: null });
  });
  test('VAT data missing is please_type_vat_information, last', () => {
    expect(validateAbroadOrder(abroad({ choices: { vat: 1, delivery_method: 2, payment_method: 2 } }))).toEqual({
      key: 'please_type_vat_information',
      field: 'company',
    });
  });
});

describe('validateOrder', () => {
  test('picks the list of the flow', () => {
    expect(validateOrder(input({ flow: 'abroad' }))?.key).toBe('please_select_delivery');
    expect(validateOrder(input({ flow: 'pickup' }))?.key).toBe('please_enter_name');
    expect(validateOrder(input())).toBeNull();
  });
});
