import { describe, expect, test } from 'vitest';
import { DEMO_OPENING_HOURS, isValidDayHours, isValidOpeningHours, openingHoursText, type OpeningHours } from './opening-hours.ts';

describe('opening hours text (the footer, spec §3 basics marquee)', () => {
  test('the demo hours read as the demo footer always did, with the lunch break of the slot list', () => {
    expect(openingHoursText(DEMO_OPENING_HOURS, 'vi')).toBe('Thứ 2 - Thứ 7: 7:30 - 18:00 · Chủ nhật: 8:00 - 16:30 · Nghỉ trưa: 12:00 - 13:30');
    expect(openingHoursText(DEMO_OPENING_HOURS, 'en')).toBe('Mon - Sat: 7:30 - 18:00 · Sun: 8:00 - 16:30 · Lunch break: 12:00 - 13:30');
  });

  test('closed days and lunch breaks that differ are named per run of days', () => {
    const hours: OpeningHours = [
      null,
      { opens: '08:00', closes: '17:00', lunch: { from: '12:00', to: '13:00' } },
      { opens: '08:00', closes: '17:00', lunch: { from: '12:00', to: '13:00' } },
      { opens: '08:00', closes: '17:00', lunch: { from: '12:00', to: '13:00' } },
      { opens: '08:00', closes: '17:00', lunch: { from: '12:00', to: '13:00' } },
      { opens: '08:00', closes: '17:00', lunch: { from: '12:00', to: '13:00' } },
      { opens: '08:00', closes: '11:30', lunch: null },
    ];
    expect(openingHoursText(hours, 'en')).toBe('Mon - Fri: 8:00 - 17:00 (lunch break 12:00 - 13:00) · Sat: 8:00 - 11:30 · Sun: closed');
    expect(openingHoursText(hours, 'vi')).toBe('Thứ 2 - Thứ 6: 8:00 - 17:00 (nghỉ trưa 12:00 - 13:00) · Thứ 7: 8:00 - 11:30 · Chủ nhật: nghỉ');
  });

  test('well-formed hours open before closing with the lunch break strictly inside', () => {
    expect(isValidOpeningHours(DEMO_OPENING_HOURS)).toBe(true);
    expect(isValidDayHours({ opens: '18:00', closes: '07:30', lunch: null })).toBe(false);
    expect(isValidDayHours({ opens: '07:30', closes: '18:00', lunch: { from: '07:00', to: '08:00' } })).toBe(false);
    expect(isValidDayHours({ opens: '7:30', closes: '18:00', lunch: null })).toBe(false);
    expect(isValidOpeningHours(DEMO_OPENING_HOURS.slice(1))).toBe(false);
  });
});
