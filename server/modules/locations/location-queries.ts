import type { EntityManager } from '@mikro-orm/postgresql';
import type { CountryRow, LocationRow } from '#shared/locations/schemas.ts';

const LOCATION_COLUMNS = 'id, name, type, parent_id, country_id, level, payment, time_delivery';

export async function allCountries(em: EntityManager): Promise<CountryRow[]> {
  return em.execute<CountryRow[]>(
    `select id, name, iso_code, phone_code, flag, '/flags/' || iso_code || '.svg' as flag_image from countries order by name`,
  );
}

export async function countryExists(em: EntityManager, id: number): Promise<boolean> {
  const rows = await em.execute('select 1 from countries where id = ?', [id]);
  return rows.length > 0;
}

export async function locationExists(em: EntityManager, id: number): Promise<boolean> {
  const rows = await em.execute('select 1 from locations where id = ?', [id]);
  return rows.length > 0;
}

// Only the current map is offered (issue 14 item 15): places retired on 1 July 2025 still name
// the old addresses that point at them, but no new address can choose them.

/** The level-1 places of a country (provinces for Vietnam), by official code; the client sorts by name. */
export async function topLocations(em: EntityManager, countryId: number): Promise<LocationRow[]> {
  return em.execute<LocationRow[]>(
    `select ${LOCATION_COLUMNS} from locations where country_id = ? and parent_id is null and retired_on is null order by code`,
    [countryId],
  );
}

/** A place's current children (a Vietnamese province's wards); none below a retired place. */
export async function childLocations(em: EntityManager, parentId: number): Promise<LocationRow[]> {
  return em.execute<LocationRow[]>(`select ${LOCATION_COLUMNS} from locations where parent_id = ? and retired_on is null order by code`, [parentId]);
}
