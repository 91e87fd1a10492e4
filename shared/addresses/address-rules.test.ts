import { describe, expect, test } from 'vitest';
import { addressFieldErrors, formatAddressPhone, hasAddressErrors, normalizeAddressPhone, requiredAddressFields, type AddressInput } from './address-rules.ts';

const VIETNAMESE: AddressInput = {
  countryIso: 'vn',
  name: 'Nguyễn Văn An',
  phone: '0912 345 678',
  address: '12 Phố Huế',
  provinceId: 1,
  wardId: 3,
  city: '',
  state: '',
  zipcode: '',
};

const ABROAD: AddressInput = {
  countryIso: 'us',
  name: 'Jane Doe',
  phone: '+1 415 555 2671',
  address: '1 Market St',
  provinceId: null,
  wardId: null,
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94105',
};

describe('required fields (spec §5 stars)', () => {
  test('Vietnam asks for province, ward, street, name and phone (the 2025 map has no districts); not city, state or zip', () => {
    expect(addressFieldErrors(VIETNAMESE)).toEqual({});
    const empty = { ...VIETNAMESE, name: ' ', phone: '', address: '', provinceId: null, wardId: null };
    expect(addressFieldErrors(empty)).toEqual({
      province_id: 'required',
      ward_id: 'required',
      address: 'required',
      name: 'required',
      phone: 'required',
    });
  });

  test('abroad asks for address, city, state, name and phone; the zip is optional', () => {
    expect(addressFieldErrors(ABROAD)).toEqual({});
    expect(addressFieldErrors({ ...ABROAD, zipcode: '' })).toEqual({});
    expect(addressFieldErrors({ ...ABROAD, city: '', state: '', address: '' })).toEqual({ city: 'required', state: 'required', address: 'required' });
  });

  test('no country chosen is a country error', () => {
    expect(addressFieldErrors({ ...VIETNAMESE, countryIso: null }).country_id).toBe('required');
  });

  test('the stars follow the country', () => {
    expect(requiredAddressFields('vn')).toEqual(['country_id', 'province_id', 'ward_id', 'address', 'name', 'phone']);
    expect(requiredAddressFields('vn')).not.toContain('city');
    expect(requiredAddressFields('de')).toEqual(expect.arrayContaining(['address', 'city', 'state', 'phone', 'name']));
    expect(requiredAddressFields('de')).not.toContain('zipcode');
    expect(requiredAddressFields(null)).toEqual(requiredAddressFields('vn'));
  });
});

describe('formats', () => {
  test('text too long or with markup', () => {
    expect(addressFieldErrors({ ...VIETNAMESE, name: 'a'.repeat(121) }).name).toBe('too_long');
    expect(addressFieldErrors({ ...VIETNAMESE, address: '<script>' }).address).toBe('invalid_characters');
    expect(addressFieldErrors({ ...ABROAD, state: 'C\u0000A' }).state).toBe('invalid_characters');
  });

  test('a zip code, when given, looks like one', () => {
    expect(addressFieldErrors({ ...ABROAD, zipcode: 'SW1A 1AA' })).toEqual({});
    expect(addressFieldErrors({ ...ABROAD, zipcode: '#!' }).zipcode).toBe('invalid_zipcode');
  });

  test('phone numbers are checked for the address country', () => {
    expect(addressFieldErrors({ ...VIETNAMESE, phone: '091234567' }).phone).toBe('invalid_phone');
    expect(addressFieldErrors({ ...VIETNAMESE, phone: 'call me' }).phone).toBe('invalid_phone');
    expect(addressFieldErrors({ ...ABROAD, phone: '12' }).phone).toBe('invalid_phone');
    expect(hasAddressErrors(addressFieldErrors({ ...ABROAD, phone: '(415) 555-2671' }))).toBe(false);
  });
});

describe('normalizeAddressPhone', () => {
  test('Vietnamese numbers are kept in national form, others with their country code', () => {
    expect(normalizeAddressPhone('+84 912 345 678', 'vn')).toBe('0912345678');
    expect(normalizeAddressPhone('024 3825 1234', 'vn')).toBe('02438251234');
    expect(normalizeAddressPhone('(415) 555-2671', 'us')).toBe('+14155552671');
    expect(normalizeAddressPhone('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(normalizeAddressPhone('+44 20 7946 0958', 'us')).toBe('+442079460958');
  });

  test('invalid numbers are null', () => {
    expect(normalizeAddressPhone('', 'vn')).toBeNull();
    expect(normalizeAddressPhone('0912abc678', 'vn')).toBeNull();
    expect(normalizeAddressPhone('12', 'us')).toBeNull();
  });
});

describe('formatAddressPhone', () => {
  test('groups stored numbers for reading', () => {
    expect(formatAddressPhone('0912345678')).toBe('0912 345 678');
    expect(formatAddressPhone('+14155552671')).toBe('+1 415 555 2671');
    expect(formatAddressPhone('not a number')).toBe('not a number');
  });
});
