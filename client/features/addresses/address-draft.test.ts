import { describe, expect, test } from 'vitest';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import { chooseLocation, draftFromAddress, draftToBody, EMPTY_DRAFT, phoneForCountry } from './address-draft.ts';

const FILLED = { ...EMPTY_DRAFT, countryId: 1, provinceId: 2, wardId: 4, address: '12 Phố Huế', name: 'An', phone: '0912345678' };

describe('chooseLocation (spec §4 cascade)', () => {
  test('a new country clears province and ward, keeping the typed text', () => {
    expect(chooseLocation(FILLED, 'countryId', 9)).toEqual({ ...FILLED, countryId: 9, provinceId: null, wardId: null });
  });

  test('a new province clears the ward (the 2025 map: province → ward, no district)', () => {
    expect(chooseLocation(FILLED, 'provinceId', 5)).toEqual({ ...FILLED, provinceId: 5, wardId: null });
    expect(chooseLocation(FILLED, 'wardId', 7)).toEqual({ ...FILLED, wardId: 7 });
  });

  test('choosing the same place again keeps everything', () => {
    expect(chooseLocation(FILLED, 'provinceId', 2)).toBe(FILLED);
  });
});

describe('draft and body', () => {
  const view: DeliveryAddressView = {
    id: 5,
    name: 'Jane',
    phone: '+14155552671',
    address: '1 Market St',
    address_default: 0,
    country: { id: 9, name: 'United States', iso_code: 'us', phone_code: '1', flag: '🇺🇸', flag_image: '/flags/us.svg' },
    province: null,
    district: null,
    ward: null,
    zipcode: null,
    city: 'SF',
    state: 'CA',
    current_places: null,
  };

  test('an address becomes a draft with empty strings for missing text', () => {
    expect(draftFromAddress(view)).toEqual({ ...EMPTY_DRAFT, countryId: 9, address: '1 Market St', city: 'SF', state: 'CA', name: 'Jane', phone: '+14155552671' });
  });

  test('an address saved before the 2025 map starts on the places it lies in today, its text kept', () => {
    const place = (id: number, name: string) => ({ id, name, payment: 15_000, time_delivery: '0-1' });
    const old: DeliveryAddressView = {
      ...view,
      country: { id: 1, name: 'Vietnam', iso_code: 'vn', phone_code: '84', flag: '🇻🇳', flag_image: '/flags/vn.svg' },
      address: '123 Nguyễn Thị Minh Khai',
      phone: '0912345678',
      city: null,
      state: null,
      province: place(10, 'Thành phố Hồ Chí Minh'),
      district: place(11, 'Quận 1'),
      ward: place(12, 'Phường Bến Thành'),
      current_places: { province_id: 20, ward_id: 21 },
    };
    expect(draftFromAddress(old)).toEqual({ ...EMPTY_DRAFT, countryId: 1, provinceId: 20, wardId: 21, address: '123 Nguyễn Thị Minh Khai', name: 'Jane', phone: '0912345678' });
    expect(draftFromAddress({ ...old, current_places: null })).toMatchObject({ provinceId: 10, wardId: 12 });
  });

  test('the body carries only the fields of its flavour', () => {
    expect(draftToBody(FILLED, true)).toEqual({ name: 'An', phone: '0912345678', address: '12 Phố Huế', country_id: 1, province_id: 2, ward_id: 4 });
    expect(draftToBody({ ...FILLED, city: 'SF', state: 'CA', zipcode: '' }, false)).toEqual({
      name: 'An',
      phone: '0912345678',
      address: '12 Phố Huế',
      country_id: 1,
      city: 'SF',
      state: 'CA',
      zipcode: '',
    });
  });
});

describe('phoneForCountry', () => {
  test('an empty phone or a bare prefix takes the new country code', () => {
    expect(phoneForCountry('', null, { phoneCode: '1', vietnam: false })).toBe('+1 ');
    expect(phoneForCountry('+1 ', '1', { phoneCode: '44', vietnam: false })).toBe('+44 ');
    expect(phoneForCountry('+44', '44', { phoneCode: '84', vietnam: true })).toBe('');
  });

  test('a typed number is never touched', () => {
    expect(phoneForCountry('+1 415 555 2671', '1', { phoneCode: '44', vietnam: false })).toBe('+1 415 555 2671');
    expect(phoneForCountry('0912345678', '84', { phoneCode: '1', vietnam: false })).toBe('0912345678');
  });
});
