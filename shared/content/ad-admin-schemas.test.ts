import { describe, expect, test } from 'vitest';
import { adFieldErrors, adValuesOf } from './ad-admin-schemas.ts';

const ad = { position: 'left', url: '/dich-vu', name: 'Lắp ráp SMT trọn gói', name_en: '', sort: '', active: '1' };

describe('adFieldErrors', () => {
  test('a shop page or a web address, words, an order: passes; a new ad needs its picture', () => {
    expect(adFieldErrors(ad, { pictureMissing: false })).toEqual({});
    expect(adFieldErrors({ ...ad, url: 'https://example.vn/smt', sort: '12' }, { pictureMissing: false })).toEqual({});
    expect(adFieldErrors(ad, { pictureMissing: true })).toEqual({ picture: 'field_required' });
  });

  test('each wrong field has its key; links that run script or leave by // are refused', () => {
    expect(adFieldErrors({ position: 'top', url: 'javascript:alert(1)', name: ' ', name_en: 'x'.repeat(201), sort: '1.5', active: 'yes' }, { pictureMissing: false })).toEqual({
      position: 'field_invalid',
      url: 'field_invalid',
      name: 'field_required',
      name_en: 'field_too_long',
      sort: 'field_invalid',
      active: 'field_invalid',
    });
    expect(adFieldErrors({ ...ad, url: '//evil.example' }, { pictureMissing: false })).toEqual({ url: 'field_invalid' });
    expect(adFieldErrors({ ...ad, url: '' }, { pictureMissing: false })).toEqual({ url: 'field_required' });
  });

  test('adValuesOf trims, reads the order and the shown flag', () => {
    expect(adValuesOf({ ...ad, name: ' SMT ', sort: '7', active: '0' })).toEqual({ position: 'left', url: '/dich-vu', name: 'SMT', nameEn: null, sort: 7, active: false });
  });
});
