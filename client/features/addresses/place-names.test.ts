import { describe, expect, test } from 'vitest';
import type { CountryRow, LocationRow } from '#shared/locations/schemas.ts';
import { sortCountries, sortLocations } from './place-names.ts';

const country = (iso_code: string, name: string): CountryRow => ({ id: iso_code.charCodeAt(0), iso_code, name, phone_code: '1', flag: '', flag_image: `/flags/${iso_code}.svg` });
const place = (name: string, type: string): LocationRow => ({ id: name.length, name, type, parent_id: null, country_id: 1, level: 1, payment: 0, time_delivery: '1-2' });

describe('place names', () => {
  test('Vietnam comes first, then the others by shown name', () => {
    const sorted = sortCountries([country('us', 'United States'), country('de', 'Germany'), country('vn', 'Vietnam')], 'en');
    expect(sorted.map((entry) => entry.label)).toEqual(['Vietnam', 'Germany', 'United States']);
  });

  test('places sort by proper name, numbers in number order', () => {
    const sorted = sortLocations([place('Tỉnh Bắc Ninh', 'Tỉnh'), place('Thành phố Hà Nội', 'Thành phố Trung ương'), place('Tỉnh An Giang', 'Tỉnh')]);
    expect(sorted.map((p) => p.name)).toEqual(['Tỉnh An Giang', 'Tỉnh Bắc Ninh', 'Thành phố Hà Nội']);
    const wards = sortLocations([place('Phường 10', 'Phường'), place('Phường 2', 'Phường'), place('Phường Bến Nghé', 'Phường')]);
    expect(wards.map((p) => p.name)).toEqual(['Phường 2', 'Phường 10', 'Phường Bến Nghé']);
  });
});
