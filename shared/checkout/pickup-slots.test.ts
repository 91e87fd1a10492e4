import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  addDays,
  choosePickupSlot,
  daySlots,
  isTodayAvailable,
  isValidPickup,
  pickupDays,
  pickupSlots,
  pickupStart,
  shopClock,
  slotOnDate,
} from './pickup-slots.ts';
import { clockMinutes, clockOf, DEMO_OPENING_HOURS, hoursOn, openingHoursText, type OpeningHours } from './opening-hours.ts';

const H = DEMO_OPENING_HOURS;

/** An instant given as shop wall-clock time (UTC+7). */
function shopTime(date: string, clock: string): Date {
  return new Date(`${date}T${clock}:00+07:00`);
}

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

describe('pickup slots (spec §9)', () => {
  test('weekdays list 7:30-8:00 to 17:00-18:00 with a disabled lunch break', () => {
    const slots = pickupSlots(MONDAY, H);
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
    expect(pickupSlots(SUNDAY, H).map((slot) => slot.id).slice(-3)).toEqual(['13:30-14:00', '14:00-15:00', '15:00-16:30']);
  });
  test('Sunday slots start at 8:00, when the footer says the shop opens', () => {
    expect(pickupSlots(SUNDAY, H).map((slot) => slot.id)).toEqual([
      '08:00-09:00',
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      'lunch',
      '13:30-14:00',
      '14:00-15:00',
      '15:00-16:30',
    ]);
    expect(slotOnDate('07:30-08:00', SUNDAY, H)?.id).toBe('08:00-09:00');
  });
  test('a day the shop is closed lists no slot and takes no pickup', () => {
    const closedSunday: OpeningHours = [null, ...H.slice(1)];
    expect(pickupSlots(SUNDAY, closedSunday)).toEqual([]);
    expect(slotOnDate('09:00-10:00', SUNDAY, closedSunday)).toBeNull();
    expect(choosePickupSlot('09:00-10:00', shopTime(SATURDAY, '18:30'), closedSunday)).toBeNull();
    expect(pickupDays('09:00-10:00', shopTime(SATURDAY, '18:30'), closedSunday).tomorrow.enabled).toBe(false);
    expect(isValidPickup({ date: SUNDAY, time: '09:00-10:00' }, shopTime(SATURDAY, '18:30'), closedSunday)).toBe(false);
  });
  test('a late weekday slot means 15:00-16:30 on a Sunday, and back', () => {
    expect(slotOnDate('17:00-18:00', SUNDAY, H)?.id).toBe('15:00-16:30');
    expect(slotOnDate('15:00-16:00', SUNDAY, H)?.id).toBe('15:00-16:30');
    expect(slotOnDate('15:00-16:30', MONDAY, H)?.id).toBe('15:00-16:00');
    expect(slotOnDate('09:00-10:00', SUNDAY, H)?.id).toBe('09:00-10:00');
  });
  test('the lunch break and unknown ids cannot be chosen', () => {
    expect(slotOnDate('lunch', MONDAY, H)).toBeNull();
    expect(choosePickupSlot('12:00-13:00', shopTime(MONDAY, '08:00'), H)).toBeNull();
  });
});

describe('pickup date (spec §4)', () => {
  test('the shop clock is Asia/Ho_Chi_Minh time', () => {
    expect(shopClock(new Date('2026-11-23T17:30:00Z'))).toEqual({ date: '2026-11-24', hour: 0, minuteOfDay: 30 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  test('a slot after the current hour is today', () => {
    expect(choosePickupSlot('10:00-11:00', shopTime(MONDAY, '09:15'), H)).toEqual({ date: MONDAY, time: '10:00-11:00' });
  });
  test('a slot at or before the current hour makes the date tomorrow', () => {
    expect(choosePickupSlot('09:00-10:00', shopTime(MONDAY, '09:15'), H)).toEqual({ date: '2026-11-24', time: '09:00-10:00' });
    expect(choosePickupSlot('07:30-08:00', shopTime(MONDAY, '07:10'), H)).toEqual({ date: '2026-11-24', time: '07:30-08:00' });
  });
  test('from 18h the date is tomorrow', () => {
    expect(choosePickupSlot('08:00-09:00', shopTime(MONDAY, '18:00'), H)?.date).toBe('2026-11-24');
  });
  test("'today' is disabled with no slot chosen, at 18h or later, or when the slot has passed", () => {
    expect(isTodayAvailable(null, shopTime(MONDAY, '08:00'), H)).toBe(false);
    expect(isTodayAvailable('17:00-18:00', shopTime(MONDAY, '18:05'), H)).toBe(false);
    expect(isTodayAvailable('10:00-11:00', shopTime(MONDAY, '10:30'), H)).toBe(false);
    expect(isTodayAvailable('10:00-11:00', shopTime(MONDAY, '09:59'), H)).toBe(true);
    expect(pickupDays(null, shopTime(MONDAY, '08:00'), H)).toEqual({ today: { date: MONDAY, enabled: false }, tomorrow: { date: '2026-11-24', enabled: false } });
  });
  test('a late slot chosen on Saturday evening becomes 15:00-16:30 on Sunday', () => {
    expect(choosePickupSlot('17:00-18:00', shopTime(SATURDAY, '18:30'), H)).toEqual({ date: SUNDAY, time: '15:00-16:30' });
  });
  test('on Sunday afternoon a late slot is today only while 15:00-16:30 is ahead', () => {
    expect(choosePickupSlot('17:00-18:00', shopTime(SUNDAY, '14:40'), H)).toEqual({ date: SUNDAY, time: '15:00-16:30' });
    expect(choosePickupSlot('17:00-18:00', shopTime(SUNDAY, '15:10'), H)).toEqual({ date: '2026-11-30', time: '17:00-18:00' });
  });
  test('the server accepts today while still possible, or tomorrow', () => {
    const now = shopTime(MONDAY, '09:15');
    expect(isValidPickup({ date: MONDAY, time: '10:00-11:00' }, now, H)).toBe(true);
    expect(isValidPickup({ date: MONDAY, time: '09:00-10:00' }, now, H)).toBe(false);
    expect(isValidPickup({ date: '2026-11-24', time: '09:00-10:00' }, now, H)).toBe(true);
    expect(isValidPickup({ date: '2026-11-25', time: '09:00-10:00' }, now, H)).toBe(false);
    expect(isValidPickup({ date: SUNDAY, time: '17:00-18:00' }, shopTime(SATURDAY, '19:00'), H)).toBe(false);
    expect(isValidPickup({ date: MONDAY, time: 'lunch' }, shopTime(MONDAY, '07:00'), H)).toBe(false);
  });
});

/** Any well-formed opening hours: each day closed or open between 5:00 and 22:59, maybe with a lunch break. */
const openingHours = fc.array(
  fc.option(
    fc
      .tuple(fc.integer({ min: 5 * 60, max: 20 * 60 }), fc.integer({ min: 30, max: 14 * 60 }), fc.boolean(), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }))
      .map(([opens, length, lunch, at, lunchLength]) => {
        const closes = Math.min(opens + length, 23 * 60 + 59);
        const from = opens + Math.floor(((closes - opens) * at) / 101);
        const to = Math.min(from + 15 + lunchLength, closes - 1);
        const hasLunch = lunch && from > opens && to > from && to < closes;
        return { opens: clockOf(opens), closes: clockOf(closes), lunch: hasLunch ? { from: clockOf(from), to: clockOf(to) } : null };
      }),
    { nil: null },
  ),
  { minLength: 7, maxLength: 7 },
);
const instant = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true });

describe('pickup properties', () => {
  test('a chosen pickup slot is never in the past and is valid for the server', () => {
    fc.assert(
      fc.property(openingHours, instant, fc.nat(), (hours, now, pick) => {
        const selectable = hours.flatMap((day) => (day ? daySlots(day).filter((slot) => !slot.disabled) : []));
        fc.pre(selectable.length > 0);
        const slotId = selectable[pick % selectable.length]!.id;
        const pickup = choosePickupSlot(slotId, now, hours);
        const tomorrowOpen = hoursOn(hours, addDays(shopClock(now).date, 1)) !== null;
        if (!pickup) {
          // Only when today is past for it and the shop is closed tomorrow.
          expect(tomorrowOpen).toBe(false);
          return;
        }
        expect(pickupStart(pickup)!.getTime()).toBeGreaterThan(now.getTime());
        expect(isValidPickup(pickup, now, hours)).toBe(true);
        expect(pickupSlots(pickup.date, hours).some((slot) => slot.id === pickup.time)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test('the slots and the footer text come from the same hours: first slot at opening, last ends at closing, none in the lunch break', () => {
    fc.assert(
      fc.property(openingHours, (hours) => {
        for (const day of hours) {
          if (!day) continue;
          const slots = daySlots(day);
          const selectable = slots.filter((slot) => !slot.disabled);
          expect(clockOf(selectable[0]!.start)).toBe(day.opens);
          expect(clockOf(selectable.at(-1)!.end)).toBe(day.closes);
          for (const [index, slot] of slots.entries()) if (index > 0) expect(slot.start).toBe(slots[index - 1]!.end);
          if (day.lunch) {
            const lunch = { from: clockMinutes(day.lunch.from), to: clockMinutes(day.lunch.to) };
            expect(selectable.every((slot) => slot.end <= lunch.from || slot.start >= lunch.to)).toBe(true);
          }
          const text = openingHoursText(hours, 'vi');
          expect(text).toContain(`${day.opens.replace(/^0/, '')} - ${day.closes.replace(/^0/, '')}`);
        }
      }),
    );
  });
});

describe('the shop clock and the time zone', () => {
  test('pickupStart is the slot start in Asia/Ho_Chi_Minh', () => {
    expect(pickupStart({ date: MONDAY, time: '07:30-08:00' })?.toISOString()).toBe('2026-11-23T00:30:00.000Z');
    expect(pickupStart({ date: MONDAY, time: 'lunch' })).toBeNull();
  });
});
