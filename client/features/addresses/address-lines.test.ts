import { describe, expect, test } from 'vitest';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import { addressLines, deliveryPlace } from './address-lines.ts';

const place = (id: number, name: string, payment: number) => ({ id, name, payment, time_delivery: '1-2' });
const base: DeliveryAddressView = {
  id: 1,
  name: 'An',
  phone: '0912345678',
  address: '12 Phố Đội Cấn',
  address_default: 1,
  country: { id: 1, name: 'Vietnam', iso_code: 'vn', phone_code: '84', flag: '🇻🇳', flag_image: '/flags/vn.svg' },
  province: place(10, 'Thành phố Hà Nội', 20_000),
  district: place(11, 'Quận Ba Đình', 20_000),
  ward: place(12, 'Phường Phúc Xá', 20_000),
  zipcode: null,
  city: null,
  state: null,
  current_places: null,
};

describe('addressLines', () => {
  test('a Vietnamese address reads street, ward, province; one saved before the 2025 map keeps its district', () => {
    expect(addressLines({ ...base, district: null, ward: place(13, 'Phường Ba Đình', 15_000) })).toEqual(['12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội']);
    expect(addressLines(base)).toEqual(['12 Phố Đội Cấn, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội']);
    expect(addressLines({ ...base, ward: null })).toEqual(['12 Phố Đội Cấn, Quận Ba Đình, Thành phố Hà Nội']);
  });

  test('a foreign address reads street, then city, state and zip', () => {
    const us = { ...base, country: { ...base.country, iso_code: 'us' }, province: null, district: null, ward: null, city: 'San Francisco', state: 'CA', zipcode: '94105', address: '1 Market St' };
    expect(addressLines(us)).toEqual(['1 Market St', 'San Francisco, CA 94105']);
    expect(addressLines({ ...us, zipcode: null })).toEqual(['1 Market St', 'San Francisco, CA']);
  });

  test('the deepest chosen place gives the delivery terms', () => {
    expect(deliveryPlace(base)?.id).toBe(12);
    expect(deliveryPlace({ ...base, ward: null })?.id).toBe(11);
  });
});
