import { readFileSync } from 'node:fs';

export interface VnWard {
  id: string;
  name: string;
  type: string;
}
export interface VnDistrict extends VnWard {
  wards: VnWard[];
}
export interface VnProvince extends VnWard {
  districts: VnDistrict[];
}

// Resolved from this module, never from the working directory. Not shipped in the build: the
// server loads only today's map (vn-divisions-file.ts).
const DEFAULT_FILE = new URL('../data/vn-locations.json', import.meta.url);

/**
 * Vietnam's administrative units before 1 July 2025 (General Statistics Office list, 63 provinces,
 * 696 districts, 10,047 wards), checked for shape so a damaged file fails here naming the bad entry.
 * The map that ended then: databases that loaded it keep it as retired places;
 * its codes are the keys of the 2025 file's successors, and tests rebuild such a database from it.
 */
export function loadVnLocations(path: string | URL = DEFAULT_FILE): VnProvince[] {
  return parseVnLocations(JSON.parse(readFileSync(path, 'utf8')));
}

export function parseVnLocations(json: unknown): VnProvince[] {
  if (!isRecord(json) || !Array.isArray(json['provinces'])) throw new TypeError('locations file must have a "provinces" array');
  return json['provinces'].map((province: unknown, p: number) => {
    const where = `province #${p}`;
    checkUnit(province, where);
    const districts = (province as Record<string, unknown>)['districts'];
    if (!Array.isArray(districts)) throw new TypeError(`${where}: "districts" must be an array`);
    districts.forEach((district: unknown, d: number) => {
      checkUnit(district, `${where} district #${d}`);
      const wards = (district as Record<string, unknown>)['wards'];
      if (!Array.isArray(wards)) throw new TypeError(`${where} district #${d}: "wards" must be an array`);
      wards.forEach((ward: unknown, w: number) => checkUnit(ward, `${where} district #${d} ward #${w}`));
    });
    return province as VnProvince;
  });
}

function checkUnit(unit: unknown, where: string): void {
  if (!isRecord(unit)) throw new TypeError(`${where}: not an object`);
  for (const key of ['id', 'name', 'type']) {
    if (typeof unit[key] !== 'string' || unit[key] === '') throw new TypeError(`${where}: "${key}" must be a non-empty string`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
