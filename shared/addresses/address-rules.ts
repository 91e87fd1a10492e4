import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Delivery address rules (spec §4 "Other countries: address, city, state, optional zip, phone with
 * country code"; spec §5 Profile "required stars on country, province, district, ward, address,
 * city, state, phone, full name; zip optional"). Both sides run them: the form before sending, the
 * server again before saving, answering the same message keys per field.
 *
 * Vietnamese addresses follow the map in force since 1 July 2025 (which
 * overrides the spec's "province, district, ward, street" with today's facts): province, ward,
 * street; districts no longer exist, so none is asked for. Addresses saved under the old
 * three-level map keep their district for display, and are moved to the new map when changed.
 */

export const ADDRESS_FIELDS = [
  'country_id',
  'province_id',
  'ward_id',
  'address',
  'city',
  'state',
  'zipcode',
  'name',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * Message keys a field can fail with; the client translates them. `retired_location`: a place of
 * the map that ended on 30 June 2025, which a new or changed address can no longer use.
 */
export type AddressFieldError = 'required' | 'too_long' | 'invalid_characters' | 'invalid_phone' | 'invalid_zipcode' | 'invalid_location' | 'retired_location';

export type AddressFieldErrors = Partial<Record<AddressField, AddressFieldError>>;

/** The address as typed, before the server resolves the ids. `countryIso` is lowercased ('vn'). */
export interface AddressInput {
  countryIso: string | null;
  name: string;
  phone: string;
  address: string;
  provinceId: number | null;
  wardId: number | null;
  city: string;
  state: string;
  zipcode: string;
}

/** Longest value of each text field (the database column lengths). */
export const ADDRESS_MAX_LENGTH = { name: 120, phone: 20, address: 255, city: 100, state: 100, zipcode: 12 } as const;

const VIETNAM_REQUIRED: readonly AddressField[] = ['country_id', 'province_id', 'ward_id', 'address', 'name', 'phone'];
const ABROAD_REQUIRED: readonly AddressField[] = ['country_id', 'address', 'city', 'state', 'name', 'phone'];

/** Spec §6: a country whose iso_code is 'vn' gives the Vietnam flow; any other, the abroad one. */
export function isVietnam(countryIso: string | null | undefined): boolean {
  return countryIso === 'vn';
}

/** The fields that carry a required star for this country (before one is chosen: the Vietnam set). */
export function requiredAddressFields(countryIso: string | null): readonly AddressField[] {
  return countryIso === null || isVietnam(countryIso) ? VIETNAM_REQUIRED : ABROAD_REQUIRED;
}

/** Control characters and markup brackets never belong in a name or an address. */
const FORBIDDEN_TEXT = /[\p{Cc}<>]/u;
/** Postal codes of the world: letters, digits, a space or a dash, 2 to 12 characters. */
const ZIPCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;

/** Trimmed, NFC, inner white space collapsed: what is stored for a text field. */
export function normalizeAddressText(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * The phone number as stored, or null when it is not a valid number for the address's country:
 * Vietnamese numbers in national form ('0912345678'), others in international E.164 form with
 * their country code ('+14155552671'). A number typed with another country's '+code' is kept.
 *
 * @example normalizeAddressPhone('+84 912 345 678', 'vn') === '0912345678'
 * @example normalizeAddressPhone('(415) 555-2671', 'us') === '+14155552671'
 */
export function normalizeAddressPhone(phone: string, countryIso: string | null): string | null {
  const text = phone.trim();
  if (text === '' || !/^\+?[0-9 .()-]+$/.test(text)) return null;
  const region = countryIso && /^[a-z]{2}$/.test(countryIso) ? (countryIso.toUpperCase() as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(text, region);
  if (!parsed || !parsed.isValid()) return null;
  if (isVietnam(countryIso) && parsed.country === 'VN') return `0${parsed.nationalNumber}`;
  return parsed.number;
}

function textError(field: 'name' | 'address' | 'city' | 'state', value: string): AddressFieldError | null {
  if (value.length > ADDRESS_MAX_LENGTH[field]) return 'too_long';
  if (FORBIDDEN_TEXT.test(value)) return 'invalid_characters';
  return null;
}

/**
 * The first message key each field fails with (empty object when the address is valid). Only
 * rules the form can check: whether the ids exist, are current and nest (province in country, ward
 * in province) is the server's to decide ('invalid_location', 'retired_location').
 *
 * @example addressFieldErrors({ countryIso: 'vn', provinceId: null, ... }).province_id === 'required'
 */
export function addressFieldErrors(input: AddressInput): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const vietnam = isVietnam(input.countryIso);
  const values: Record<AddressField, string | number | null> = {
    country_id: input.countryIso,
    province_id: input.provinceId,
    ward_id: input.wardId,
    address: normalizeAddressText(input.address),
    city: normalizeAddressText(input.city),
    state: normalizeAddressText(input.state),
    zipcode: normalizeAddressText(input.zipcode),
    name: normalizeAddressText(input.name),
    phone: input.phone.trim(),
  };
  for (const field of requiredAddressFields(input.countryIso)) {
    if (values[field] === null || values[field] === '') errors[field] = 'required';
  }
  const textFields: ('name' | 'address' | 'city' | 'state')[] = vietnam ? ['name', 'address'] : ['name', 'address', 'city', 'state'];
  for (const field of textFields) {
    if (errors[field]) continue;
    const error = textError(field, values[field] as string);
    if (error) errors[field] = error;
  }
  if (!vietnam && values.zipcode !== '' && !ZIPCODE.test(values.zipcode as string)) errors.zipcode = 'invalid_zipcode';
  if (!errors.phone && normalizeAddressPhone(input.phone, input.countryIso) === null) errors.phone = 'invalid_phone';
  return errors;
}

export function hasAddressErrors(errors: AddressFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * A stored phone number grouped for reading: Vietnamese numbers nationally ('0912 345 678'),
 * international ones with their code ('+1 415 555 2671'); anything unparsable as stored.
 */
export function formatAddressPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'VN');
  if (!parsed || !parsed.isValid()) return phone;
  return phone.startsWith('+') ? parsed.formatInternational() : parsed.formatNational();
}
