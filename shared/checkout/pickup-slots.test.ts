import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  addDays,
  choosePickupSlot,
  isTodayAvailable,
  isValidPickup,
  pickupDays,
  pickupSlots,
  pickupStart,
  shopClock,
  slotOnDate,
} from './pickup-slots.ts';

/** An instant given as shop wall-clock time (UTC+7). */
function shopTime(date: string, clock: string): Date {
  return new Date(`${date}T${clock}:00+07:00`);
}

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

describe('pickup slots (spec §9)', () => {
  test('weekdays list 7:30-8:00 to 17:00-18:00 with a disabled lunch break', () => {
    const slots = pickupSlots(MONDAY);
    expect(slots.map((slot) => slot.id)).toEqual([
      '07:30-08:00',
      '08:00-09:00',
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      'lunch',
      '13:30-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
    ]);
    expect(slots.filter((slot) => slot.disabled).map((slot) => slot.id)).toEqual(['lunch']);
  });
  test('on Sunday the last slot is 15:00-16:30 only', () => {
    expect(pickupSlots(SUNDAY).map((slot) => slot.id).slice(-3)).toEqual(['13:30-14:00', '14:00-15:00', '15:00-16:30']);
  });
  test('a late weekday slot means 15:00-16:30 on a Sunday, and back', () => {
    expect(slotOnDate('17:00-18:00', SUNDAY)?.id).toBe('15:00-16:30');
    expect(slotOnDate('15:00-16:00', SUNDAY)?.id).toBe('15:00-16:30');
    expect(slotOnDate('15:00-16:30', MONDAY)?.id).toBe('15:00-16:00');
    expect(slotOnDate('09:00-10:00', SUNDAY)?.id).toBe('09:00-10:00');
  });
  test('the lunch break and unknown ids cannot be chosen', () => {
    expect(slotOnDate('lunch', MONDAY)).toBeNull();
    expect(choosePickupSlot('12:00-13:00', shopTime(MONDAY, '08:00'))).toBeNull();
  });
});

describe('pickup date (spec §4)', () => {
  test('the shop clock is Asia/Ho_Chi_Minh time', () => {
    expect(shopClock(new Date('2026-11-23T17:30:00Z'))).toEqual({ date: '2026-11-24', hour: 0, minuteOfDay: 30 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  test('a slot after the current hour is today', () => {
    expect(choosePickupSlot('10:00-11:00', shopTime(MONDAY, '09:15'))).toEqual({ date: MONDAY, time: '10:00-11:00' });
  });
  test('a slot at or before the current hour makes the date tomorrow', () => {
    expect(choosePickupSlot('09:00-10:00', shopTime(MONDAY, '09:15'))).toEqual({ date: '2026-11-24', time: '09:00-10:00' });
    expect(choosePickupSlot('07:30-08:00', shopTime(MONDAY, '07:10'))).toEqual({ date: '2026-11-24', time: '07:30-08:00' });
  });
  test('from 18h the date is tomorrow', () => {
    expect(choosePickupSlot('08:00-09:00', shopTime(MONDAY, '18:00'))?.date).toBe('2026-11-24');
  });
  test("'today' is disabled with no slot chosen, at 18h or later, or when the slot has passed", () => {
    expect(isTodayAvailable(null, shopTime(MONDAY, '08:00'))).toBe(false);
    expect(isTodayAvailable('17:00-18:00', shopTime(MONDAY, '18:05'))).toBe(false);
    expect(isTodayAvailable('10:00-11:00', shopTime(MONDAY, '10:30'))).toBe(false);
    expect(isTodayAvailable('10:00-11:00', shopTime(MONDAY, '09:59'))).toBe(true);
    expect(pickupDays(null, shopTime(MONDAY, '08:00'))).toEqual({ today: { date: MONDAY, enabled: false }, tomorrow: { date: '2026-11-24', enabled: false } });
  });
  test('a late slot chosen on Saturday evening becomes 15:00-16:30 on Sunday', () => {
    expect(choosePickupSlot('17:00-18:00', shopTime(SATURDAY, '18:30'))).toEqual({ date: SUNDAY, time: '15:00-16:30' });
  });
  test('on Sunday afternoon a late slot is today only while 15:00-16:30 is ahead', () => {
    expect(choosePickupSlot('17:00-18:00', shopTime(SUNDAY, '14:40'))).toEqual({ date: SUNDAY, time: '15:00-16:30' });
    expect(choosePickupSlot('17:00-18:00', shopTime(SUNDAY, '15:10'))).toEqual({ date: '2026-11-30', time: '17:00-18:00' });
  });
  test('the server accepts today while still possible, or tomorrow', () => {
    const now = shopTime(MONDAY, '09:15');
    expect(isValidPickup({ date: MONDAY, time: '10:00-11:00' }, now)).toBe(true);
    expect(isValidPickup({ date: MONDAY, time: '09:00-10:00' }, now)).toBe(false);
    expect(isValidPickup({ date: '2026-11-24', time: '09:00-10:00' }, now)).toBe(true);
    expect(isValidPickup({ date: '2026-11-25', time: '09:00-10:00' }, now)).toBe(false);
    expect(isValidPickup({ date: SUNDAY, time: '17:00-18:00' }, shopTime(SATURDAY, '19:00'))).toBe(false);
    expect(isValidPickup({ date: MONDAY, time: 'lunch' }, shopTime(MONDAY, '07:00'))).toBe(false);
  });
});

describe('pickup properties', () => {
  const selectable = [...new Set([...pickupSlots(MONDAY), ...pickupSlots(SUNDAY)].filter((slot) => !slot.disabled).map((slot) => slot.id))];
  test('a chosen pickup slot is never in the past and is valid for the server', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...selectable),
        (now, slotId) => {
          const pickup = choosePickupSlot(slotId, now);
          expect(pickup).not.toBeNull();
          if (!pickup) return;
          expect(pickupStart(pickup)!.getTime()).toBeGreaterThan(now.getTime());
          expect(isValidPickup(pickup, now)).toBe(true);
          expect(pickupSlots(pickup.date).some((slot) => slot.id === pickup.time)).toBe(true);
        },
      ),
    );
  });
});
