import type { EntityManager } from '@mikro-orm/postgresql';
import type { CountryRow, LocationRow } from '#shared/locations/schemas.ts';
import { CountrySchema, type Country } from './country.entity.ts';
import { LocationSchema, type Location } from './location.entity.ts';

/** A country as the API shows it (countries list, delivery addresses). */
export function countryRow(country: Country): CountryRow {
  const { id, name, isoCode, phoneCode, flag } = country;
  return { id, name, iso_code: isoCode, phone_code: phoneCode, flag, flag_image: `/flags/${isoCode}.svg` };
}

function locationRow(place: Location): LocationRow {
  const { id, name, type, level, payment, timeDelivery } = place;
  return { id, name, type, parent_id: place.parent?.id ?? null, country_id: place.country.id, level, payment, time_delivery: timeDelivery };
}

export async function allCountries(em: EntityManager): Promise<CountryRow[]> {
  return (await em.find(CountrySchema, {}, { orderBy: { name: 'asc' } })).map(countryRow);
}

export async function countryExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(CountrySchema, { id })) > 0;
}

export async function locationExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(LocationSchema, { id })) > 0;
}

// Only the current map is offered: places retired on 1 July 2025 still name
// the old addresses that point at them, but no new address can choose them.

/** The level-1 places of a country (provinces for Vietnam), by official code; the client sorts by name. */
export async function topLocations(em: EntityManager, countryId: number): Promise<LocationRow[]> {
  const places = await em.find(LocationSchema, { country: countryId, parent: null, retiredOn: null }, { orderBy: { code: 'asc' } });
  return places.map(locationRow);
}

/** A place's current children (a Vietnamese province's wards); none below a retired place. */
export async function childLocations(em: EntityManager, parentId: number): Promise<LocationRow[]> {
  const places = await em.find(LocationSchema, { parent: parentId, retiredOn: null }, { orderBy: { code: 'asc' } });
  return places.map(locationRow);
}
