import { describe, expect, test } from 'vitest';
import { DEMO_OPENING_HOURS, type DayHours } from '../checkout/opening-hours.ts';
import { daySlots } from '../checkout/pickup-slots.ts';
import { dayHoursError, openingHoursErrors } from './opening-hours-rules.ts';

const day = (opens: string, closes: string, lunch: [string, string] | null = null): DayHours => ({ opens, closes, lunch: lunch && { from: lunch[0], to: lunch[1] } });

describe('opening hours staff may save', () => {
  test("the demo week is valid, and so is a closed day", () => {
    expect(openingHoursErrors(DEMO_OPENING_HOURS)).toEqual({});
    expect(openingHoursErrors([null, ...DEMO_OPENING_HOURS.slice(1)])).toEqual({});
  });

  test('each day says what is wrong with it, by weekday', () => {
    expect(dayHoursError(day('7:30', '18:00'))).toBe('time_invalid');
    expect(dayHoursError(day('07:37', '18:00'))).toBe('time_not_quarter_hour');
    expect(dayHoursError(day('18:00', '07:30'))).toBe('closes_before_opens');
    expect(dayHoursError(day('08:00', '08:00'))).toBe('closes_before_opens');
    expect(dayHoursError(day('08:00', '17:00', ['13:00', '12:00']))).toBe('lunch_outside_hours');
    expect(dayHoursError(day('08:00', '17:00', ['07:00', '09:00']))).toBe('lunch_outside_hours');
    expect(dayHoursError(day('08:00', '17:00', ['12:00', '17:00']))).toBe('lunch_outside_hours');
    const week = [...DEMO_OPENING_HOURS];
    week[3] = day('09:00', '08:00');
    expect(openingHoursErrors(week)).toEqual({ day_3: 'closes_before_opens' });
  });

  test('a week without an open day is refused: pickup would have no slot at all', () => {
    expect(openingHoursErrors([null, null, null, null, null, null, null])).toEqual({ days: 'shop_never_open' });
    expect(openingHoursErrors(DEMO_OPENING_HOURS.slice(1))).toEqual({ days: 'field_invalid' });
  });

  test('every valid day gives slots that start on a quarter hour and tile the open time outside lunch', () => {
    const saved = day('08:15', '17:45', ['11:45', '13:00']);
    expect(dayHoursError(saved)).toBeUndefined();
    const slots = daySlots(saved);
    expect(slots.every((slot) => slot.start % 15 === 0 && slot.end > slot.start)).toBe(true);
    expect(slots[0]!.start).toBe(8 * 60 + 15);
    expect(slots.at(-1)!.end).toBe(17 * 60 + 45);
    expect(slots.map((slot) => slot.id)).toContain('lunch');
  });
});
