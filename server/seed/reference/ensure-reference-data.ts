import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { bulkInsert } from '../bulk-insert.ts';
import { countryRows } from './country-rows.ts';
import { provinceDeliveryTerms, wardDeliveryTerms } from './delivery-terms.ts';
import { loadVnDivisions2025, type VnDivisions2025 } from './vn-divisions-file.ts';

/** Any advisory lock id works as long as every instance uses the same one. */
const REFERENCE_LOCK = 72_710_002;

export interface ReferenceDataResult {
  countries: number;
  /** Places of Vietnam's current map inserted. */
  locations: number;
  /** Retired places given their successor or their successor's delivery terms. */
  retired: number;
}

/**
 * Loads the reference data every shop needs, demo or not: every ISO country, and
 * Vietnam's current administrative map (since 1 July 2025: provinces and wards)
 * with its delivery terms. Runs at every start after the migrations and only writes what is
 * missing, under a lock so several instances can start together. A database that held the
 * three-level map before (retired by Migration20261124120000_VietnamMap2025) gets the new map,
 * each retired place linked to the current place that took it over, and the retired places'
 * delivery terms set to their successor's: an address saved under the old map keeps its names
 * and is priced where it lies today (an existing demo database picks up the new
 * terms at start).
 */
export async function ensureReferenceData(orm: MikroORM, divisions: VnDivisions2025 = loadVnDivisions2025()): Promise<ReferenceDataResult> {
  return orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [REFERENCE_LOCK]);
    const countries = await insertMissingCountries(em);
    const [vietnam] = await em.execute<{ id: number }[]>(`select id from countries where iso_code = 'vn'`);
    if (!vietnam) throw new Error('country vn is missing from countries-list');
    const locations = await insertCurrentMapIfMissing(em, vietnam.id, divisions);
    const retired = (await linkRetiredPlaces(em, vietnam.id, divisions)) + (await syncRetiredTerms(em, vietnam.id));
    return { countries, locations, retired };
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

/** The 34 provinces (level 1) and their 3,321 wards (level 2, parent the province), when Vietnam has no current places. */
async function insertCurrentMapIfMissing(em: EntityManager, vietnamId: number, divisions: VnDivisions2025): Promise<number> {
  const [existing] = await em.execute<{ n: number }[]>('select count(*)::int as n from locations where country_id = ? and retired_on is null', [vietnamId]);
  if (existing && existing.n > 0) return 0;
  const inserted = await bulkInsert<Record<string, unknown>, { id: number; code: string }>(
    em,
    'locations',
    divisions.provinces.map((province) => ({ ...unit(vietnamId, null, 1, province), ...terms(provinceDeliveryTerms(province.code)) })),
    ['id', 'code'],
  );
  const provinceIds = new Map(inserted.map((row) => [row.code, row.id]));
  const wardRows = divisions.provinces.flatMap((province) =>
    province.wards.map((ward) => ({ ...unit(vietnamId, provinceIds.get(province.code)!, 2, ward), ...terms(wardDeliveryTerms(province.code, ward)) })),
  );
  await bulkInsert(em, 'locations', wardRows);
  return provinceIds.size + wardRows.length;
}

function unit(countryId: number, parentId: number | null, level: number, source: { code: string; name: string; type: string }) {
  return { country_id: countryId, parent_id: parentId, level, code: source.code, name: source.name, type: source.type };
}

function terms(delivery: { payment: number; timeDelivery: string }) {
  return { payment: delivery.payment, time_delivery: delivery.timeDelivery };
}

/**
 * Links each place retired on the day the current map came into force to its successor: from the
 * data file's mapping (old province → new province; old ward, and a district whose wards all went
 * to one ward or that became a special zone → that new ward), else a district to its province's
 * successor and a ward to its district's. Only rows still without a successor are written.
 */
async function linkRetiredPlaces(em: EntityManager, vietnamId: number, divisions: VnDivisions2025): Promise<number> {
  const [unlinked] = await em.execute<{ n: number }[]>(
    'select count(*)::int as n from locations where country_id = ? and retired_on = ? and successor_id is null',
    [vietnamId, divisions.effective],
  );
  if (!unlinked || unlinked.n === 0) return 0;
  // Fresh statistics for the rows just inserted in this transaction: with the planner believing the
  // table nearly empty, matching 10,000 codes took 25 s instead of well under one.
  await em.execute('analyze locations');
  const { successors } = divisions;
  const links = [
    ...Object.entries(successors.provinces).map(([oldCode, newCode]) => ({ old_level: 1, old_code: oldCode, new_level: 1, new_code: newCode })),
    ...Object.entries(successors.districts).map(([oldCode, newCode]) => ({ old_level: 2, old_code: oldCode, new_level: 2, new_code: newCode })),
    ...Object.entries(successors.wards).map(([oldCode, newCode]) => ({ old_level: 3, old_code: oldCode, new_level: 2, new_code: newCode })),
  ];
  let linked = await affected(
    em,
    `update locations o set successor_id = n.id
       from jsonb_to_recordset(?::jsonb) as v(old_level int, old_code text, new_level int, new_code text)
       join locations n on n.country_id = ? and n.retired_on is null and n.level = v.new_level and n.code = v.new_code
      where o.country_id = ? and o.retired_on = ? and o.successor_id is null and o.level = v.old_level and o.code = v.old_code`,
    [JSON.stringify(links), vietnamId, vietnamId, divisions.effective],
  );
  // Parents before children: a district falls back to its province's successor, a ward to its district's.
  for (const level of [2, 3]) {
    linked += await affected(
      em,
      `update locations o set successor_id = parent.successor_id from locations parent
        where parent.id = o.parent_id and o.country_id = ? and o.retired_on = ? and o.level = ? and o.successor_id is null and parent.successor_id is not null`,
      [vietnamId, divisions.effective, level],
    );
  }
  return linked;
}

/** A retired place costs what the current place that took it over costs (written only where they differ). */
async function syncRetiredTerms(em: EntityManager, vietnamId: number): Promise<number> {
  return affected(
    em,
    `update locations o set payment = s.payment, time_delivery = s.time_delivery from locations s
      where s.id = o.successor_id and o.country_id = ? and o.retired_on is not null
        and (o.payment <> s.payment or o.time_delivery <> s.time_delivery)`,
    [vietnamId],
  );
}

async function affected(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const result = await em.execute(sql, params, 'run');
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
}
