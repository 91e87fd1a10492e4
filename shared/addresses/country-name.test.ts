import { describe, expect, test } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName', () => {
  test('follows the storefront language, the stored name where the runtime has none', () => {
    expect(countryName({ iso_code: 'vn', name: 'Vietnam' }, 'vi')).toBe('Việt Nam');
    expect(countryName({ iso_code: 'vn', name: 'Vietnam' }, 'en')).toBe('Vietnam');
    expect(countryName({ iso_code: 'xk', name: 'Kosovo' }, 'en')).toBe('Kosovo');
    expect(countryName({ iso_code: 'zz-not-a-region', name: 'Somewhere' }, 'vi')).toBe('Somewhere');
  });
});
