import { describe, expect, test } from 'vitest';
import { formatNewsDate } from './news-date.ts';

describe('formatNewsDate', () => {
  test('is the shop-time date in each storefront’s style', () => {
    // 20:00 UTC on the 24th is already the 25th in Ho Chi Minh City (UTC+7).
    expect(formatNewsDate('2026-11-24T20:00:00.000Z', 'vi')).toBe('25/11/2026');
    expect(formatNewsDate('2026-11-24T20:00:00.000Z', 'en')).toBe('25 Nov 2026');
  });
});
