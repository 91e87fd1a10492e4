import { describe, expect, test } from 'vitest';
import { loadVnLocations, parseVnLocations } from './vn-locations-file.ts';

describe('Vietnam locations file', () => {
  test('holds 63 provinces, 696 districts and 10,047 wards', () => {
    const provinces = loadVnLocations();
    const districts = provinces.flatMap((p) => p.districts);
    expect(provinces).toHaveLength(63);
    expect(districts).toHaveLength(696);
    expect(districts.flatMap((d) => d.wards)).toHaveLength(10_047);
    expect(provinces[0]).toMatchObject({ id: '01', name: 'Thành phố Hà Nội' });
  });

  test('a damaged entry is named', () => {
    expect(() => parseVnLocations({ provinces: [{ id: '01', name: 'A', type: 'Tỉnh', districts: [{ id: '001', name: '', type: 'Quận', wards: [] }] }] })).toThrow(
      'province #0 district #0: "name" must be a non-empty string',
    );
    expect(() => parseVnLocations([])).toThrow('"provinces" array');
  });
});
