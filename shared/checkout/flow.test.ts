import { describe, expect, test } from 'vitest';
import { checkoutFlow, needsDeliveryAddress, selectsAllItems } from './flow.ts';

describe('checkout flow from the profile (spec §6)', () => {
  test("country iso_code 'vn' gives the Vietnam flow", () => {
    expect(checkoutFlow({ countryIso: 'vn', buyonshop: false })).toBe('vietnam');
    expect(checkoutFlow({ countryIso: 'VN', buyonshop: false })).toBe('vietnam');
  });
  test('any other country gives the abroad flow', () => {
    expect(checkoutFlow({ countryIso: 'us', buyonshop: false })).toBe('abroad');
    expect(checkoutFlow({ countryIso: null, buyonshop: false })).toBe('abroad');
  });
  test('the buyonshop flag gives pickup in the shop, whatever the country', () => {
    expect(checkoutFlow({ countryIso: 'vn', buyonshop: true })).toBe('pickup');
    expect(checkoutFlow({ countryIso: 'jp', buyonshop: true })).toBe('pickup');
  });
  test('only the in-shop flow selects every item', () => {
    expect(selectsAllItems('pickup')).toBe(true);
    expect(selectsAllItems('vietnam')).toBe(false);
    expect(selectsAllItems('abroad')).toBe(false);
  });
  test('without a delivery address the address form comes first, except for pickup in the shop (spec §2)', () => {
    expect(needsDeliveryAddress({ buyonshop: false }, false)).toBe(true);
    expect(needsDeliveryAddress({ buyonshop: false }, true)).toBe(false);
    expect(needsDeliveryAddress({ buyonshop: true }, false)).toBe(false);
  });
});
