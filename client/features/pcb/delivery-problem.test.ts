import { describe, expect, it } from 'vitest';
import { DELIVERY_METHOD } from '#shared/checkout/methods.ts';
import type { QuoteMethod } from '#shared/pcb/quote-method.ts';
import { deliveryProblem } from './delivery-problem.ts';
import type { DeliveryState } from './quote-state.ts';

const delivered: DeliveryState = { delivery_method: DELIVERY_METHOD.inShop + 1, payment_method: 1, payment_in_shop: 2, address: '', address_id: null, transport_id: null, chosen: true };
const pickup: DeliveryState = { ...delivered, delivery_method: DELIVERY_METHOD.inShop };
const unknown = { saved: null, countryIso: null, companies: [], addresses: [] };
const known = { saved: {} as QuoteMethod, countryIso: 'VN', companies: [], addresses: [{ id: 1 } as never] };
const online = { signedIn: true, online: true };

describe('deliveryProblem', () => {
  it('waits for a signed-in user’s delivery fees before a delivered quote is sent', () => {
    expect(deliveryProblem(unknown, delivered, online)).toBe('delivery_fees_loading');
    expect(deliveryProblem(unknown, { ...pickup, transport_id: 7 }, online)).toBe('delivery_fees_loading');
    expect(deliveryProblem(known, delivered, online)).toBeNull();
  });

  it('lets a pickup, a guest and an offline send through (nothing to price, or the server decides)', () => {
    expect(deliveryProblem(unknown, pickup, online)).toBeNull();
    expect(deliveryProblem(unknown, delivered, { signedIn: false, online: true })).toBeNull();
    expect(deliveryProblem(unknown, delivered, { signedIn: true, online: false })).toBeNull();
  });

  it('still asks for a delivery address once the fees are known', () => {
    expect(deliveryProblem({ ...known, addresses: [] }, delivered, online)).toBe('please_select_address');
  });
});
