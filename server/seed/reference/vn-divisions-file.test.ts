import { describe, expect, test } from 'vitest';
import { loadVnLocations } from './vn-locations-file.ts';
import { loadVnDivisions2025, parseVnDivisions2025 } from './vn-divisions-file.ts';

describe("Vietnam's 2025 map file", () => {
  const divisions = loadVnDivisions2025();

  test('holds the 34 provinces and 3,321 wards with official codes, two levels, in force from 2025-07-01', () => {
    expect(divisions.effective).toBe('2025-07-01');
    expect(divisions.provinces).toHaveLength(34);
    const wards = divisions.provinces.flatMap((province) => province.wards);
    expect(wards).toHaveLength(3321);
    expect(new Set(wards.map((ward) => ward.code)).size).toBe(3321);
    expect(divisions.provinces.every((province) => /^\d{2}$/.test(province.code))).toBe(true);
    expect(wards.every((ward) => /^\d{5}$/.test(ward.code) && ['Phường', 'Xã', 'Đặc khu'].includes(ward.type) && ward.name.startsWith(`${ward.type} `))).toBe(true);
    // Official codes (Decision 19/2025/QĐ-TTg): the merged provinces keep one of their old codes.
    expect(divisions.provinces.find((province) => province.code === '79')).toMatchObject({ name: 'Thành phố Hồ Chí Minh', type: 'Thành phố' });
    expect(divisions.provinces.find((province) => province.code === '01')!.wards).toContainEqual({ code: '00004', name: 'Phường Ba Đình', type: 'Phường' });
    expect(divisions.provinces.find((province) => province.code === '24')).toMatchObject({ name: 'Tỉnh Bắc Ninh', type: 'Tỉnh' });
  });

  test('names the current place that took over every old province and nearly every old ward', () => {
    const old = loadVnLocations();
    const codes = new Set(divisions.provinces.map((province) => province.code));
    const wardCodes = new Set(divisions.provinces.flatMap((province) => province.wards.map((ward) => ward.code)));
    expect(Object.keys(divisions.successors.provinces).sort()).toEqual(old.map((province) => province.id).sort());
    expect(Object.values(divisions.successors.provinces).every((code) => codes.has(code))).toBe(true);
    // Bình Dương (74) and Bà Rịa - Vũng Tàu (77) went into Hồ Chí Minh City (79); Bắc Giang (24) and Bắc Ninh (27) into Bắc Ninh (24).
    expect(divisions.successors.provinces).toMatchObject({ '74': '79', '77': '79', '79': '79', '27': '24', '01': '01' });
    const oldWards = old.flatMap((province) => province.districts.flatMap((district) => district.wards));
    expect(Object.keys(divisions.successors.wards).length).toBeGreaterThan(oldWards.length * 0.99);
    expect(Object.values(divisions.successors.wards).every((code) => wardCodes.has(code))).toBe(true);
    // Phường Phúc Xá (Ba Đình, Hà Nội) is in Phường Hồng Hà today; Huyện Côn Đảo is Đặc khu Côn Đảo.
    const wardName = (code: string) => divisions.provinces.flatMap((province) => province.wards).find((ward) => ward.code === code)?.name;
    expect(wardName(divisions.successors.wards['00001']!)).toBe('Phường Hồng Hà');
    expect(wardName(divisions.successors.districts['755']!)).toBe('Đặc khu Côn Đảo');
  });

  test('a damaged file is named', () => {
    expect(() => parseVnDivisions2025({ effective: '2025-07-01', provinces: [{ code: '01', name: 'A', type: 'Tỉnh', wards: [{ code: '1', name: '', type: 'Xã' }] }], successors: { provinces: {}, districts: {}, wards: {} } })).toThrow(
      'province #0 ward #0: "name" must be a non-empty string',
    );
    expect(() => parseVnDivisions2025({ effective: 'July', provinces: [] })).toThrow('"effective"');
    expect(() => parseVnDivisions2025({ effective: '2025-07-01', provinces: [], successors: { provinces: { '01': 1 } } })).toThrow('successors.provinces');
  });
});
