import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { bulkInsert } from '../bulk-insert.ts';
import { countryRows } from './country-rows.ts';
import { districtDeliveryTerms, provinceDeliveryTerms, wardDeliveryTerms } from './delivery-terms.ts';
import { loadVnLocations } from './vn-locations-file.ts';

/** Any advisory lock id works as long as every instance uses the same one. */
const REFERENCE_LOCK = 72_710_002;

export interface ReferenceDataResult {
  countries: number;
  locations: number;
}

/**
 * Loads the reference data every shop needs, demo or not (issue 4): every ISO country, and
 * Vietnam's provinces, districts and wards with their delivery terms. Runs at every start after
 * the migrations and only writes what is missing (countries added by a newer package; the
 * Vietnamese tree when it has no rows), under a lock so several instances can start together.
 */
export async function ensureReferenceData(orm: MikroORM): Promise<ReferenceDataResult> {
  return orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [REFERENCE_LOCK]);
    const countries = await insertMissingCountries(em);
    const locations = await insertVietnamLocationsIfMissing(em);
    return { countries, locations };
  });
}

async function insertMissingCountries(em: EntityManager): Promise<number> {
  const rows = countryRows();
  const params = rows.flatMap((row) => [row.iso_code, row.name, row.phone_code, row.flag]);
  const tuples = rows.map(() => '(?, ?, ?, ?)').join(', ');
  const inserted = await em.execute<{ id: number }[]>(
    `insert into countries (iso_code, name, phone_code, flag) values ${tuples} on conflict (iso_code) do nothing returning id`,
    params,
  );
  return inserted.length;
}

async function insertVietnamLocationsIfMissing(em: EntityManager): Promise<number> {
  const [vietnam] = await em.execute<{ id: number }[]>(`select id from countries where iso_code = 'vn'`);
  if (!vietnam) throw new Error('country vn is missing from countries-list');
  const [existing] = await em.execute<{ n: number }[]>('select count(*)::int as n from locations where country_id = ?', [vietnam.id]);
  if (existing && existing.n > 0) return 0;

  const provinces = loadVnLocations();
  const provinceIds = await insertLevel(
    em,
    provinces.map((province) => ({ ...unit(vietnam.id, null, 1, province), ...terms(provinceDeliveryTerms(province.id)) })),
  );
  const districtRows = provinces.flatMap((province) =>
    province.districts.map((district) => ({
      ...unit(vietnam.id, provinceIds.get(province.id)!, 2, district),
      ...terms(districtDeliveryTerms(province.id, { code: district.id, type: district.type })),
    })),
  );
  const districtIds = await insertLevel(em, districtRows);
  const wardRows = provinces.flatMap((province) =>
    province.districts.flatMap((district) =>
      district.wards.map((ward) => ({
        ...unit(vietnam.id, districtIds.get(district.id)!, 3, ward),
        ...terms(wardDeliveryTerms(province.id, { code: district.id, type: district.type }, ward)),
      })),
    ),
  );
  await bulkInsert(em, 'locations', wardRows);
  return provinceIds.size + districtIds.size + wardRows.length;
}

function unit(countryId: number, parentId: number | null, level: number, source: { id: string; name: string; type: string }) {
  return { country_id: countryId, parent_id: parentId, level, code: source.id, name: source.name, type: source.type };
}

function terms(delivery: { payment: number; timeDelivery: string }) {
  return { payment: delivery.payment, time_delivery: delivery.timeDelivery };
}

/** Inserts one level and returns the new ids by official code (unique within a level). */
async function insertLevel(em: EntityManager, rows: Record<string, unknown>[]): Promise<Map<string, number>> {
  const inserted = await bulkInsert<Record<string, unknown>, { id: number; code: string }>(em, 'locations', rows, ['id', 'code']);
  return new Map(inserted.map((row) => [row.code, row.id]));
}
