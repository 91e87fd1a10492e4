import { describe, expect, it } from 'vitest';
import { localeFromCookie } from './locale-cookie.ts';

describe('localeFromCookie', () => {
  it('reads the lang cookie among others', () => {
    expect(localeFromCookie('sid=abc; lang=en; theme=dark')).toBe('en');
    expect(localeFromCookie('lang=vi')).toBe('vi');
  });

  it('defaults to vi when the cookie is missing, empty or unknown', () => {
    expect(localeFromCookie('')).toBe('vi');
    expect(localeFromCookie('sid=abc')).toBe('vi');
    expect(localeFromCookie('lang=')).toBe('vi');
    expect(localeFromCookie('lang=fr')).toBe('vi');
  });

  it('does not match cookies whose name merely ends in lang', () => {
    expect(localeFromCookie('xlang=en')).toBe('vi');
  });

  it('tolerates spaces and encoded values, and skips malformed encodings', () => {
    expect(localeFromCookie('  lang = en ')).toBe('en');
    expect(localeFromCookie('lang=%65n')).toBe('en');
    expect(localeFromCookie('lang=%E0%A4%A; lang=en')).toBe('en');
  });
});
