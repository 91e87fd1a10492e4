/**
 * Pickup in the shop: time slots and the date they fall on (spec §9 "Pickup slots: 7:30-8:00, ...,
 * lunch break (disabled), 13:30-14:00, ..., 17:00-18:00; on Sunday the last is 15:00-16:30 only.
 * Today unavailable from 18h"; spec §4 "a slot at or before the current hour, or after 18h, sets
 * the date to tomorrow; otherwise today. 'Today' is disabled if no slot is chosen, at 18h or later,
 * or if the slot has passed").
 *
 * Times are the shop's wall clock in Asia/Ho_Chi_Minh. Vietnam has kept UTC+7 without daylight
 * saving since 1975, so a fixed offset is exact and needs no time-zone data. Callers pass `now`.
 *
 * Interpretations:
 * - "On Sunday the last is 15:00-16:30 only": on Sundays the afternoon ends with one slot
 *   15:00-16:30 in place of 15:00-16:00, 16:00-17:00 and 17:00-18:00. A slot chosen from the
 *   weekday list that starts at 15:00 or later becomes 15:00-16:30 on a Sunday, and 15:00-16:30
 *   becomes 15:00-16:00 on another day (`slotOnDate`), so one slot choice works for either date.
 * - "At or before the current hour" compares whole hours: at 9:15 the 9:00 slot and the 9:xx
 *   slots are passed; 10:00-11:00 is still open today.
 * - A pickup is valid for today (when 'today' is enabled) or tomorrow.
 */

export interface PickupSlot {
  /** 'HH:MM-HH:MM', or 'lunch' for the lunch break. */
  id: string;
  /** Minutes after midnight, shop time. */
  start: number;
  end: number;
  /** The lunch break is listed but cannot be chosen. */
  disabled: boolean;
}

const SHOP_UTC_OFFSET_MINUTES = 7 * 60;
/** Spec §9: today is unavailable from 18h. */
export const PICKUP_TODAY_CUTOFF_HOUR = 18;
export const LUNCH_BREAK_ID = 'lunch';

function minutes(clock: string): number {
  const [hours = '0', mins = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(mins);
}

function slot(id: string): PickupSlot {
  const [from = '', to = ''] = id.split('-');
  return { id, start: minutes(from), end: minutes(to), disabled: false };
}

const LUNCH: PickupSlot = { id: LUNCH_BREAK_ID, start: minutes('12:00'), end: minutes('13:30'), disabled: true };
const MORNING = ['07:30-08:00', '08:00-09:00', '09:00-10:00', '10:00-11:00', '11:00-12:00'].map(slot);
const WEEKDAY_AFTERNOON = ['13:30-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00'].map(slot);
const SUNDAY_AFTERNOON = ['13:30-14:00', '14:00-15:00', '15:00-16:30'].map(slot);
const WEEKDAY_SLOTS: readonly PickupSlot[] = [...MORNING, LUNCH, ...WEEKDAY_AFTERNOON];
const SUNDAY_SLOTS: readonly PickupSlot[] = [...MORNING, LUNCH, ...SUNDAY_AFTERNOON];
const SUNDAY_LAST = minutes('15:00');

/** The shop's calendar date ('YYYY-MM-DD'), hour and minute of day at `now`. */
export function shopClock(now: Date): { date: string; hour: number; minuteOfDay: number } {
  const shifted = new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  const minuteOfDay = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours(), minuteOfDay };
}

/** The date `days` after a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function isSunday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
}

/** The slots listed for a date, lunch break included (disabled); Sundays end at 16:30. */
export function pickupSlots(date: string): readonly PickupSlot[] {
  return isSunday(date) ? SUNDAY_SLOTS : WEEKDAY_SLOTS;
}

/**
 * The slot a choice means on a given date (the Sunday rule), or null for the lunch break or an
 * unknown id.
 *
 * @example slotOnDate('17:00-18:00', '2026-11-22') === '15:00-16:30' // a Sunday
 * @example slotOnDate('15:00-16:30', '2026-11-23') === '15:00-16:00'
 */
export function slotOnDate(slotId: string, date: string): PickupSlot | null {
  const chosen = [...WEEKDAY_SLOTS, ...SUNDAY_SLOTS].find((candidate) => candidate.id === slotId && !candidate.disabled);
  if (!chosen) return null;
  const slots = pickupSlots(date);
  const same = slots.find((candidate) => candidate.id === slotId);
  if (same) return same;
  const lastStart = isSunday(date) ? SUNDAY_LAST : chosen.start;
  return slots.find((candidate) => candidate.start === lastStart && !candidate.disabled) ?? null;
}

/**
 * Whether 'today' can be chosen for a slot (spec §4): a slot is chosen, it is before 18h, and the
 * slot (as it falls today) starts after the current hour.
 */
export function isTodayAvailable(slotId: string | null, now: Date): boolean {
  if (slotId === null) return false;
  const clock = shopClock(now);
  if (clock.hour >= PICKUP_TODAY_CUTOFF_HOUR) return false;
  const today = slotOnDate(slotId, clock.date);
  return today !== null && Math.floor(today.start / 60) > clock.hour;
}

/** The pickup date and slot after choosing a slot (spec §4): today when still possible, else tomorrow. */
export function choosePickupSlot(slotId: string, now: Date): { date: string; time: string } | null {
  const today = shopClock(now).date;
  const date = isTodayAvailable(slotId, now) ? today : addDays(today, 1);
  const chosen = slotOnDate(slotId, date);
  return chosen ? { date, time: chosen.id } : null;
}

/** The two dates the form offers with whether each can be chosen for the current slot. */
export function pickupDays(slotId: string | null, now: Date): { today: { date: string; enabled: boolean }; tomorrow: { date: string; enabled: boolean } } {
  const today = shopClock(now).date;
  return { today: { date: today, enabled: isTodayAvailable(slotId, now) }, tomorrow: { date: addDays(today, 1), enabled: slotId !== null } };
}

/**
 * The server's check of a submitted pickup: a listed, selectable slot of that date, on today while
 * 'today' is available for it, or on tomorrow.
 */
export function isValidPickup(pickup: { date: string; time: string }, now: Date): boolean {
  const listed = pickupSlots(pickup.date).some((candidate) => candidate.id === pickup.time && !candidate.disabled);
  if (!listed) return false;
  const today = shopClock(now).date;
  if (pickup.date === today) return isTodayAvailable(pickup.time, now);
  return pickup.date === addDays(today, 1);
}

/** The instant a pickup slot starts (for tests and reminders). */
export function pickupStart(pickup: { date: string; time: string }): Date | null {
  const chosen = slotOnDate(pickup.time, pickup.date);
  if (!chosen) return null;
  return new Date(Date.parse(`${pickup.date}T00:00:00Z`) + (chosen.start - SHOP_UTC_OFFSET_MINUTES) * 60_000);
}
