import { describe, expect, it } from 'vitest';
import { basicValue, socialLinks, telHref } from './footer-basics.ts';

const basics = [
  { key: 'phone', value: '0283 456 7890', value_en: '+84 28 3456 7890' },
  { key: 'email', value: 'hotro@linhkienviet.vn', value_en: null },
  { key: 'marquee', value: '  ', value_en: null },
  { key: 'facebook_page', value: 'https://facebook.com/x', value_en: null },
  { key: 'tiktok_page', value: 'https://tiktok.com/@x', value_en: null },
  { key: 'youtube_page', value: '', value_en: null },
];

describe('basicValue', () => {
  it('reads value on vi and value_en ?? value on en', () => {
    expect(basicValue(basics, 'phone', 'vi')).toBe('0283 456 7890');
    expect(basicValue(basics, 'phone', 'en')).toBe('+84 28 3456 7890');
    expect(basicValue(basics, 'email', 'en')).toBe('hotro@linhkienviet.vn');
  });

  it('is null for missing or blank settings', () => {
    expect(basicValue(basics, 'map_link', 'vi')).toBeNull();
    expect(basicValue(basics, 'marquee', 'vi')).toBeNull();
  });
});

describe('socialLinks', () => {
  it('lists the set networks in display order and skips empty ones', () => {
    expect(socialLinks(basics, 'vi')).toEqual([
      { key: 'facebook_page', url: 'https://facebook.com/x' },
      { key: 'tiktok_page', url: 'https://tiktok.com/@x' },
    ]);
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('0283 456 7890')).toBe('tel:02834567890');
    expect(telHref('+84 (28) 3456-7890')).toBe('tel:+842834567890');
  });
});
