import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name.ts';

describe('localizedName', () => {
  const row = { name: 'Tụ điện', name_en: 'Capacitors' };

  it('uses the Vietnamese name on vi and the English one on en', () => {
    expect(localizedName(row, 'vi')).toBe('Tụ điện');
    expect(localizedName(row, 'en')).toBe('Capacitors');
  });

  it('falls back to the Vietnamese name when the English one is missing or blank', () => {
    expect(localizedName({ name: 'Điện trở', name_en: '' }, 'en')).toBe('Điện trở');
    expect(localizedName({ name: 'Điện trở', name_en: '  ' }, 'en')).toBe('Điện trở');
    expect(localizedName({ name: 'Điện trở', name_en: null }, 'en')).toBe('Điện trở');
  });
});
