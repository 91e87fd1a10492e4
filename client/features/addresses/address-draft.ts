import type { AddressInput } from '#shared/addresses/address-rules.ts';
import type { DeliveryAddressBody, DeliveryAddressView } from '#shared/addresses/schemas.ts';

/** What the address form holds while it is being filled in. */
export interface AddressDraft {
  countryId: number | null;
  provinceId: number | null;
  wardId: number | null;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  name: string;
  phone: string;
}

export type LocationLevelField = 'countryId' | 'provinceId' | 'wardId';
export type TextField = 'address' | 'city' | 'state' | 'zipcode' | 'name' | 'phone';

export const EMPTY_DRAFT: AddressDraft = {
  countryId: null,
  provinceId: null,
  wardId: null,
  address: '',
  city: '',
  state: '',
  zipcode: '',
  name: '',
  phone: '',
};

// Vietnam's map since 1 July 2025 has two levels: country → province → ward.
const CASCADE: readonly LocationLevelField[] = ['countryId', 'provinceId', 'wardId'];

/**
 * Chooses a place in the cascade (spec §4: "choosing a higher level clears and reloads lower
 * ones"): every level below the changed one is cleared, the levels above are kept. Choosing the
 * same value again changes nothing.
 */
export function chooseLocation(draft: AddressDraft, field: LocationLevelField, id: number | null): AddressDraft {
  if (draft[field] === id) return draft;
  const next = { ...draft, [field]: id };
  for (const lower of CASCADE.slice(CASCADE.indexOf(field) + 1)) next[lower] = null;
  return next;
}

/**
 * The form's starting point for an existing address. One saved under the map before 1 July 2025
 * starts on the places it lies in today (`current_places`): its old province
 * and ward can no longer be saved, so the form offers their successors for the customer to check.
 */
export function draftFromAddress(address: DeliveryAddressView): AddressDraft {
  const today = address.current_places;
  return {
    countryId: address.country.id,
    provinceId: today ? today.province_id : (address.province?.id ?? null),
    wardId: today ? today.ward_id : (address.ward?.id ?? null),
    address: address.address,
    city: address.city ?? '',
    state: address.state ?? '',
    zipcode: address.zipcode ?? '',
    name: address.name,
    phone: address.phone,
  };
}

/** The input of the shared rules (shared/addresses/address-rules.ts). */
export function draftToRuleInput(draft: AddressDraft, countryIso: string | null): AddressInput {
  return { ...draft, countryIso };
}

/** The request body: only the fields of the chosen country's flavour. */
export function draftToBody(draft: AddressDraft, vietnam: boolean): DeliveryAddressBody {
  const common = { name: draft.name, phone: draft.phone, address: draft.address, country_id: draft.countryId };
  return vietnam
    ? { ...common, province_id: draft.provinceId, ward_id: draft.wardId }
    : { ...common, city: draft.city, state: draft.state, zipcode: draft.zipcode };
}

/**
 * The phone after a country change (spec §4 "phone with country code"): an empty phone, or one
 * that holds only the previous country's '+code', becomes the new country's '+code ' to type after.
 * Vietnamese numbers are written nationally ('0912…'), so Vietnam gets no prefix.
 */
export function phoneForCountry(phone: string, previousCode: string | null, next: { phoneCode: string; vietnam: boolean }): string {
  const bare = phone.trim();
  const onlyPrefix = bare === '' || (previousCode !== null && bare === `+${previousCode}`);
  if (!onlyPrefix) return phone;
  return next.vietnam ? '' : `+${next.phoneCode} `;
}
