import { describe, expect, test } from 'vitest';
import { orderCode } from './order-code.ts';
import { orderRequestOf } from './order-request.ts';

const base = { selected_ids: '[12, "15", 12]', expected_total: '150000', line_prices: '{"12": 50000, "15": 100000}' };

describe('order form reading (spec §3 Order form fields)', () => {
  test('selected_ids is a JSON list of product ids; string ids are read and repeats dropped', () => {
    expect(orderRequestOf(base).selectedIds).toEqual([12, 15]);
  });

  test('line_prices maps product ids to the unit prices the page showed', () => {
    expect([...orderRequestOf(base).linePrices]).toEqual([
      [12, 50_000],
      [15, 100_000],
    ]);
  });

  test('abroad: order[global_delivery_payment] is the payment method when order[payment_method] is absent', () => {
    expect(orderRequestOf({ ...base, 'order[global_delivery_payment]': '5' }).choices.payment_method).toBe(5);
    expect(orderRequestOf({ ...base, 'order[global_delivery_payment]': '5', 'order[payment_method]': '2' }).choices.payment_method).toBe(2);
  });

  test('flags are 1 or absent; the pickup slot and contact are kept as sent', () => {
    const request = orderRequestOf({ ...base, 'order[use_bonus]': '1', 'order[vat]': '0', 'order[pickup_date]': '2026-11-24', 'order[pickup_time]': '09:00-10:00', 'order[name]': 'An' });
    expect(request.choices).toMatchObject({ use_bonus: true, vat: 0, delivery_cost: 0, pickup_date: '2026-11-24', pickup_time: '09:00-10:00' });
    expect(request.pickupContact).toEqual({ name: 'An', phone: '' });
  });

  test('malformed selected_ids or line_prices are a 400 naming the field', () => {
    expect(() => orderRequestOf({ ...base, selected_ids: '{"a":1}' })).toThrow(expect.objectContaining({ statusCode: 400, fields: { selected_ids: expect.any(String) } }));
    expect(() => orderRequestOf({ ...base, line_prices: '[1,2]' })).toThrow(expect.objectContaining({ statusCode: 400, fields: { line_prices: expect.any(String) } }));
    expect(() => orderRequestOf({ ...base, selected_ids: '[0]' })).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('order code', () => {
  test('is DH and the id padded to 6 digits', () => {
    expect(orderCode(123)).toBe('DH000123');
    expect(orderCode(1_234_567)).toBe('DH1234567');
  });
});
