import { describe, expect, test } from 'vitest';
import { chargeChoice, type QuoteChargeContext } from './delivery-charges.ts';
import { DEFAULT_DELIVERY } from './quote-state.ts';

const location = (level: number, payment: number) => ({ level, name: `L${level}`, payment, time_delivery: '1-2' });
const CONTEXT: QuoteChargeContext = {
  companies: [{ id: 2, name: 'FedEx', payment: 420_000, delivery_time: '2-4' }],
  addresses: [
    { id: 11, name: 'An', phone: '0912', text: '12 Đội Cấn, Hà Nội', country_iso: 'vn', locations: [location(1, 35_000), location(2, 20_000)] },
    { id: 12, name: 'An', phone: '0912', text: '5 Lê Lợi, TP HCM', country_iso: 'vn', locations: [location(1, 38_000)] },
  ],
  cod_payment: 15_000,
};

describe('chargeChoice: what the price panel adds', () => {
  test('Vietnam: the default address (listed first) unless another is chosen, and COD when paying cash on delivery', () => {
    expect(chargeChoice(DEFAULT_DELIVERY, CONTEXT)).toMatchObject({ address: { id: 11 }, vietnamDelivery: true, charges: { shipping_payment: 20_000, cod_payment: 15_000 } });
    expect(chargeChoice({ ...DEFAULT_DELIVERY, address_id: 12, payment_method: 2 }, CONTEXT)).toMatchObject({ address: { id: 12 }, charges: { shipping_payment: 38_000, cod_payment: 0 } });
    // A chosen address that is gone falls back to the default one.
    expect(chargeChoice({ ...DEFAULT_DELIVERY, address_id: 99 }, CONTEXT).address?.id).toBe(11);
  });

  test('abroad: nothing until a company is chosen, then its fee and no COD', () => {
    const abroad = { ...CONTEXT, abroad: true };
    expect(chargeChoice(DEFAULT_DELIVERY, abroad)).toEqual({ company: null, address: null, vietnamDelivery: false, charges: { shipping_payment: 0, cod_payment: 0 } });
    expect(chargeChoice({ ...DEFAULT_DELIVERY, transport_id: 2 }, abroad)).toMatchObject({ company: { id: 2 }, charges: { shipping_payment: 420_000, cod_payment: 0 } });
  });
});
