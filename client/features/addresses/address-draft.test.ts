import { describe, expect, test } from 'vitest';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import { chooseLocation, draftFromAddress, draftToBody, EMPTY_DRAFT, phoneForCountry } from './address-draft.ts';

const FILLED = { ...EMPTY_DRAFT, countryId: 1, provinceId: 2, districtId: 3, wardId: 4, address: '12 Phố Huế', name: 'An', phone: '0912345678' };

describe('chooseLocation (spec §4 cascade)', () => {
  test('a new country clears province, district and ward, keeping the typed text', () => {
    expect(chooseLocation(FILLED, 'countryId', 9)).toEqual({ ...FILLED, countryId: 9, provinceId: null, districtId: null, wardId: null });
  });

  test('a new province clears district and ward; a new district clears the ward', () => {
    expect(chooseLocation(FILLED, 'provinceId', 5)).toMatchObject({ countryId: 1, provinceId: 5, districtId: null, wardId: null });
    expect(chooseLocation(FILLED, 'districtId', 6)).toMatchObject({ provinceId: 2, districtId: 6, wardId: null });
    expect(chooseLocation(FILLED, 'wardId', 7)).toMatchObject({ districtId: 3, wardId: 7 });
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
  };

  test('an address becomes a draft with empty strings for missing text', () => {
    expect(draftFromAddress(view)).toEqual({ ...EMPTY_DRAFT, countryId: 9, address: '1 Market St', city: 'SF', state: 'CA', name: 'Jane', phone: '+14155552671' });
  });

  test('the body carries only the fields of its flavour', () => {
    expect(draftToBody(FILLED, true)).toEqual({ name: 'An', phone: '0912345678', address: '12 Phố Huế', country_id: 1, province_id: 2, district_id: 3, ward_id: 4 });
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
