import { describe, expect, test } from 'vitest';
import { exactOption, foldForSearch, matchOptions } from './option-search.ts';

const PLACES = [
  { label: 'Tỉnh Hà Tĩnh' },
  { label: 'Thành phố Hà Nội' },
  { label: 'Thành phố Đà Nẵng' },
  { label: 'Tỉnh Đắk Lắk' },
  { label: 'Thành phố Hồ Chí Minh' },
];

describe('foldForSearch', () => {
  test('drops case and Vietnamese marks, đ included', () => {
    expect(foldForSearch('Thành phố Đà Nẵng')).toBe('thanh pho da nang');
    expect(foldForSearch('  Bà Rịa - Vũng Tàu ')).toBe('ba ria vung tau');
    expect(foldForSearch("Xã Đạ M'ri")).toBe('xa da m ri');
  });
});

describe('matchOptions', () => {
  test('typed without marks, each word starting a word of the name', () => {
    expect(matchOptions(PLACES, 'ha noi').map((o) => o.label)).toEqual(['Thành phố Hà Nội']);
    expect(matchOptions(PLACES, 'da').map((o) => o.label)).toEqual(['Thành phố Đà Nẵng', 'Tỉnh Đắk Lắk']);
    expect(matchOptions(PLACES, 'HỒ CHÍ').map((o) => o.label)).toEqual(['Thành phố Hồ Chí Minh']);
    expect(matchOptions(PLACES, 'noi ha').map((o) => o.label)).toEqual(['Thành phố Hà Nội']);
    expect(matchOptions(PLACES, 'xyz')).toEqual([]);
  });

  test('a name that starts with the query first, then other names, then keyword matches; an empty query keeps all in order', () => {
    const countries = [
      { label: 'Hoa Kỳ', keywords: 'United States us' },
      { label: 'Úc', keywords: 'Australia au' },
      { label: 'Ukraina', keywords: 'Ukraine ua' },
      { label: 'Vương quốc Anh', keywords: 'United Kingdom gb' },
    ];
    expect(matchOptions(countries, 'u').map((o) => o.label)).toEqual(['Úc', 'Ukraina', 'Hoa Kỳ', 'Vương quốc Anh']);
    expect(matchOptions(countries, 'united states').map((o) => o.label)).toEqual(['Hoa Kỳ']);
    expect(matchOptions(countries, 'gb').map((o) => o.label)).toEqual(['Vương quốc Anh']);
    expect(matchOptions(countries, '  ')).toEqual(countries);
  });
});

describe('exactOption', () => {
  test('the option whose whole name was typed, marks aside; none when ambiguous or partial', () => {
    expect(exactOption(PLACES, 'thanh pho ha noi')?.label).toBe('Thành phố Hà Nội');
    expect(exactOption(PLACES, 'ha noi')).toBeNull();
    expect(exactOption([{ label: 'Phường 1' }, { label: 'Phường 1' }], 'Phường 1')).toBeNull();
  });
});
