import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addressFieldErrors,
  normalizeAddressPhone,
  normalizeAddressText,
  type AddressFieldErrors,
} from '#shared/addresses/address-rules.ts';
import type { DeliveryAddressBody } from '#shared/addresses/schemas.ts';
import { assertNoFieldErrors } from '../../errors.ts';
import { CountrySchema } from '../locations/country.entity.ts';
import { LocationSchema } from '../locations/location.entity.ts';

/** The columns of a valid address, as stored. */
export interface AddressColumns {
  name: string;
  phone: string;
  address: string;
  country_id: number;
  province_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  zipcode: string | null;
  city: string | null;
  state: string | null;
}

interface LocationFacts {
  id: number;
  parent_id: number | null;
  country_id: number;
  level: number;
  retired: boolean;
}

/**
 * The message key of a chosen place, or null when it is fine: a place of the map that ended on
 * 30 June 2025 is 'retired_location' (new and changed addresses use the current
 * map), one that does not exist or does not sit where the form says is 'invalid_location'.
 */
function placeError(place: LocationFacts | undefined, fits: (place: LocationFacts) => boolean): AddressFieldErrors['province_id'] | null {
  if (place?.retired) return 'retired_location';
  return place && fits(place) ? null : 'invalid_location';
}

/**
 * Checks an address with the shared rules (spec §4, §5) plus what only the database knows: the
 * country exists, and for Vietnam the province is one of its current level-1 places and the ward a
 * current ward of that province (the two-level map since 1 July 2025: an address
 * keeps no district). Throws a 422 `validation_failed` whose `fields` map each field to its message
 * key; returns the stored columns.
 */
export async function resolveAddress(em: EntityManager, body: DeliveryAddressBody): Promise<AddressColumns> {
  const [country] = body.country_id
    ? await em.find(CountrySchema, { id: body.country_id }, { fields: ['isoCode'], disableIdentityMap: true })
    : [];
  const vietnam = country?.isoCode === 'vn';
  const locationErrors: AddressFieldErrors = {};
  if (body.country_id && !country) locationErrors.country_id = 'invalid_location';
  if (vietnam) {
    const facts = await locationFacts(em, [body.province_id, body.ward_id]);
    if (body.province_id) {
      const error = placeError(facts.get(body.province_id), (place) => place.level === 1 && place.country_id === country.id);
      if (error) locationErrors.province_id = error;
    }
    if (body.ward_id) {
      const error = placeError(facts.get(body.ward_id), (place) => place.level === 2 && place.parent_id === body.province_id);
      if (error) locationErrors.ward_id = error;
    }
  }
  const input = {
    countryIso: country?.isoCode ?? null,
    name: body.name,
    phone: body.phone,
    address: body.address,
    provinceId: body.province_id ?? null,
    wardId: body.ward_id ?? null,
    city: body.city ?? '',
    state: body.state ?? '',
    zipcode: body.zipcode ?? '',
  };
  const fields = { ...addressFieldErrors(input), ...locationErrors };
  assertNoFieldErrors(fields, 422, 'Check the address:');
  const optional = (text: string) => normalizeAddressText(text) || null;
  return {
    name: normalizeAddressText(input.name),
    phone: normalizeAddressPhone(input.phone, input.countryIso)!,
    address: normalizeAddressText(input.address),
    country_id: country!.id,
    province_id: vietnam ? input.provinceId : null,
    district_id: null,
    ward_id: vietnam ? input.wardId : null,
    zipcode: vietnam ? null : optional(input.zipcode),
    city: vietnam ? null : optional(input.city),
    state: vietnam ? null : optional(input.state),
  };
}

async function locationFacts(em: EntityManager, ids: (number | null | undefined)[]): Promise<Map<number, LocationFacts>> {
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  if (wanted.length === 0) return new Map();
  const rows = await em.find(LocationSchema, { id: { $in: wanted } }, { fields: ['parent', 'country', 'level', 'retiredOn'], disableIdentityMap: true });
  return new Map(
    rows.map((row) => [row.id, { id: row.id, parent_id: row.parent?.id ?? null, country_id: row.country.id, level: row.level, retired: row.retiredOn != null }]),
  );
}
