import { describe, expect, test } from 'vitest';
import { orderFormData, orderFormFields, type PlaceOrderPayload } from './place-order-payload.ts';

function payload(changes: Partial<PlaceOrderPayload> = {}): PlaceOrderPayload {
  return {
    flow: 'vietnam',
    language: 'vi',
    choices: { payment_method: 1, delivery_method: 2, delivery_cost: 0, payment_in_shop: 2, vat: 0, use_bonus: false, pickup_date: null, pickup_time: null },
    addressId: 42,
    transportId: null,
    content: '  Giao giờ hành chính  ',
    pickupContact: { name: 'Nguyễn Văn An', phone: '0912345678' },
    company: { company: '', taxcode: '', company_address: '' },
    selectedIds: [3471, 3719],
    linePrices: { '3471': 200, '3719': 1_500 },
    expectedTotal: 1_235_000,
    summary: { lines: [], currency: 'VND', exchangeRate: 26_000 },
    ...changes,
  };
}

function asObject(fields: ReturnType<typeof orderFormFields>): Record<string, string> {
  return Object.fromEntries(fields);
}

describe('orderFormFields (contract 3: the multipart fields of POST /v1/orders)', () => {
  test('a Vietnam COD order sends the address, the choices, the language, the selection and the prices it showed', () => {
    expect(asObject(orderFormFields(payload()))).toEqual({
      'order[use_bonus]': '0',
      'order[vat]': '0',
      'order[content]': 'Giao giờ hành chính',
      'order[payment_method]': '1',
      'order[delivery_method]': '2',
      'order[payment_in_shop]': '2',
      'order[delivery_cost]': '0',
      'order[language]': 'vi',
      'order[address]': '42',
      selected_ids: '[3471,3719]',
      expected_total: '1235000',
      line_prices: '{"3471":200,"3719":1500}',
    });
  });

  test('each field name appears once', () => {
    const names = orderFormFields(payload({ flow: 'abroad', transportId: 3 })).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('the pickup flow sends name and phone, no address, and the chosen slot', () => {
    const fields = asObject(
      orderFormFields(
        payload({
          flow: 'pickup',
          choices: { payment_method: 1, delivery_method: 1, delivery_cost: 0, payment_in_shop: 3, vat: 0, use_bonus: true, pickup_date: '2026-11-23', pickup_time: '09:00-10:00' },
          pickupContact: { name: ' Trần Thị Bích ', phone: ' 0912 345 678 ' },
        }),
      ),
    );
    expect(fields['order[address]']).toBeUndefined();
    expect(fields['order[name]']).toBe('Trần Thị Bích');
    expect(fields['order[phone]']).toBe('0912 345 678');
    expect(fields['order[pickup_date]']).toBe('2026-11-23');
    expect(fields['order[pickup_time]']).toBe('09:00-10:00');
    expect(fields['order[use_bonus]']).toBe('1');
    expect(fields['order[payment_in_shop]']).toBe('3');
  });

  test('abroad sends the delivery company and its payment as global_delivery_payment, no pickup contact', () => {
    const fields = asObject(orderFormFields(payload({ flow: 'abroad', language: 'en', transportId: 7, choices: { ...payload().choices, payment_method: 5 } })));
    expect(fields['order[transport_id]']).toBe('7');
    expect(fields['order[global_delivery_payment]']).toBe('5');
    expect(fields['order[name]']).toBeUndefined();
    expect(fields['order[language]']).toBe('en');
  });

  test('company data goes only with VAT ticked, trimmed', () => {
    const company = { company: ' Công ty TNHH Linh Kiện ', taxcode: '0312345678', company_address: '1 Lê Lợi, Quận 1' };
    expect(asObject(orderFormFields(payload({ company })))['company']).toBeUndefined();
    const withVat = asObject(orderFormFields(payload({ company, choices: { ...payload().choices, vat: 1 } })));
    expect(withVat).toMatchObject({ 'order[vat]': '1', company: 'Công ty TNHH Linh Kiện', taxcode: '0312345678', company_address: '1 Lê Lợi, Quận 1' });
  });

  test('a half-chosen pickup slot is not sent', () => {
    const fields = asObject(orderFormFields(payload({ choices: { ...payload().choices, delivery_method: 1, pickup_date: null, pickup_time: '09:00-10:00' } })));
    expect(fields['order[pickup_time]']).toBeUndefined();
  });

  test('orderFormData holds the same fields as a multipart body', () => {
    const form = orderFormData(payload());
    expect(form.get('selected_ids')).toBe('[3471,3719]');
    expect(form.get('order[address]')).toBe('42');
    expect([...form.keys()]).toHaveLength(orderFormFields(payload()).length);
  });

  test('the payload survives structured cloning (it is stored in IndexedDB while offline)', () => {
    const stored = payload({ flow: 'pickup' });
    expect(orderFormFields(structuredClone(stored))).toEqual(orderFormFields(stored));
  });
});
