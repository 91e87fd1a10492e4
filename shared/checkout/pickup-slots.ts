import { clockMinutes, clockOf, hoursOn, SHOP_TIME_ZONE, type DayHours, type OpeningHours } from './opening-hours.ts';

/**
 * Pickup in the shop: time slots and the date they fall on (spec §9 "Pickup slots: 7:30-8:00, ...,
 * lunch break (disabled), 13:30-14:00, ..., 17:00-18:00; on Sunday the last is 15:00-16:30 only.
 * Today unavailable from 18h"; spec §4 "a slot at or before the current hour, or after 18h, sets
 * the date to tomorrow; otherwise today. 'Today' is disabled if no slot is chosen, at 18h or later,
 * or if the slot has passed").
 *
 * The slots are derived from the shop's opening hours (shared/checkout/opening-hours.ts), the same setting the footer's opening-hours text comes from. Times are the shop's wall
 * clock in Asia/Ho_Chi_Minh; callers pass `now` and the hours.
 *
 * Interpretations:
 * - Slots of a day: from opening to the lunch break and from its end to closing, a slot starts at
 *   the opening (or the end of lunch) and at every whole hour; a last piece shorter than an hour
 *   joins the slot before it. With the demo hours this gives exactly spec §9's lists: 7:30-8:00,
 *   8:00-9:00 … 11:00-12:00, lunch, 13:30-14:00 … 17:00-18:00 on weekdays, and on Sunday (8:00 to
 *   16:30) 8:00-9:00 … and the last 15:00-16:30 ("on Sunday the last is 15:00-16:30 only").
 * - "Today unavailable from 18h" is today's closing time.
 * - A slot chosen from one day's list means, on another date, the same slot if listed, else the
 *   first slot there that ends after the chosen one starts, else that date's last slot (`slotOnDate`):
 *   17:00-18:00 becomes 15:00-16:30 on a Sunday, 15:00-16:30 becomes 15:00-16:00 on a Monday, and
 *   7:30-8:00 becomes 8:00-9:00 on a Sunday.
 * - "At or before the current hour" compares whole hours: at 9:15 the 9:00 slot and the 9:xx
 *   slots are passed; 10:00-11:00 is still open today.
 * - A pickup is valid for today (when 'today' is enabled) or tomorrow, on a day the shop opens.
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

export const LUNCH_BREAK_ID = 'lunch';
const HOUR = 60;

function slotBetween(start: number, end: number): PickupSlot {
  return { id: `${clockOf(start)}-${clockOf(end)}`, start, end, disabled: false };
}

/** The slots of one opening span [from, to): at `from` and every whole hour; a short tail joins the last. */
function spanSlots(from: number, to: number): PickupSlot[] {
  const bounds = [from];
  for (let hour = Math.floor(from / HOUR) + 1; hour * HOUR < to; hour += 1) bounds.push(hour * HOUR);
  bounds.push(to);
  if (bounds.length > 2 && to - bounds[bounds.length - 2]! < HOUR) bounds.splice(bounds.length - 2, 1);
  return bounds.slice(1).map((end, index) => slotBetween(bounds[index]!, end));
}

/** A day's slots, lunch break included (disabled). */
export function daySlots(day: DayHours): PickupSlot[] {
  const opens = clockMinutes(day.opens);
  const closes = clockMinutes(day.closes);
  if (!day.lunch) return spanSlots(opens, closes);
  const from = clockMinutes(day.lunch.from);
  const to = clockMinutes(day.lunch.to);
  return [...spanSlots(opens, from), { id: LUNCH_BREAK_ID, start: from, end: to, disabled: true }, ...spanSlots(to, closes)];
}

const shopDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The shop's calendar date ('YYYY-MM-DD'), hour and minute of day at `now`, in Asia/Ho_Chi_Minh. */
export function shopClock(now: Date): { date: string; hour: number; minuteOfDay: number } {
  const parts = Object.fromEntries(shopDateTime.formatToParts(now).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour, minuteOfDay: hour * 60 + Number(parts.minute) };
}

/** The date `days` after a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The slots listed for a date, lunch break included (disabled); none on a day the shop is closed. */
export function pickupSlots(date: string, hours: OpeningHours): readonly PickupSlot[] {
  const day = hoursOn(hours, date);
  return day ? daySlots(day) : [];
}

/** The slot a 'HH:MM-HH:MM' id names on any day of the week, or null (lunch, unknown ids). */
function chosenSlot(slotId: string, hours: OpeningHours): PickupSlot | null {
  for (const day of hours) {
    const found = day ? daySlots(day).find((candidate) => candidate.id === slotId && !candidate.disabled) : undefined;
    if (found) return found;
  }
  return null;
}

/**
 * The slot a choice means on a given date (see the interpretations above), or null for the lunch
 * break, an id no day lists, or a date the shop is closed.
 *
 * @example slotOnDate('17:00-18:00', '2026-11-22', DEMO_OPENING_HOURS)?.id === '15:00-16:30' // a Sunday
 */
export function slotOnDate(slotId: string, date: string, hours: OpeningHours): PickupSlot | null {
  const chosen = chosenSlot(slotId, hours);
  if (!chosen) return null;
  const selectable = pickupSlots(date, hours).filter((candidate) => !candidate.disabled);
  return selectable.find((candidate) => candidate.id === slotId) ?? selectable.find((candidate) => candidate.end > chosen.start) ?? selectable.at(-1) ?? null;
}

/**
 * Whether 'today' can be chosen for a slot (spec §4): a slot is chosen, the shop has not closed
 * for the day, and the slot (as it falls today) starts after the current hour.
 */
export function isTodayAvailable(slotId: string | null, now: Date, hours: OpeningHours): boolean {
  if (slotId === null) return false;
  const clock = shopClock(now);
  const day = hoursOn(hours, clock.date);
  if (!day || clock.minuteOfDay >= clockMinutes(day.closes)) return false;
  const today = slotOnDate(slotId, clock.date, hours);
  return today !== null && Math.floor(today.start / HOUR) > clock.hour;
}

/** The pickup date and slot after choosing a slot (spec §4): today when still possible, else tomorrow. */
export function choosePickupSlot(slotId: string, now: Date, hours: OpeningHours): { date: string; time: string } | null {
  const today = shopClock(now).date;
  const date = isTodayAvailable(slotId, now, hours) ? today : addDays(today, 1);
  const chosen = slotOnDate(slotId, date, hours);
  return chosen ? { date, time: chosen.id } : null;
}

/** The day whose slots the picker lists before a date is chosen: today while a slot is still ahead, else tomorrow. */
export function pickupListDate(now: Date, hours: OpeningHours): string {
  const clock = shopClock(now);
  const ahead = pickupSlots(clock.date, hours).some((slot) => !slot.disabled && isTodayAvailable(slot.id, now, hours));
  return ahead ? clock.date : addDays(clock.date, 1);
}

/** The two dates the form offers with whether each can be chosen for the current slot. */
export function pickupDays(
  slotId: string | null,
  now: Date,
  hours: OpeningHours,
): { today: { date: string; enabled: boolean }; tomorrow: { date: string; enabled: boolean } } {
  const today = shopClock(now).date;
  const tomorrow = addDays(today, 1);
  return {
    today: { date: today, enabled: isTodayAvailable(slotId, now, hours) },
    tomorrow: { date: tomorrow, enabled: slotId !== null && slotOnDate(slotId, tomorrow, hours) !== null },
  };
}

/**
 * The server's (and the page's) check of a pickup: a listed, selectable slot of that date, on
 * today while 'today' is available for it, or on tomorrow.
 */
export function isValidPickup(pickup: { date: string; time: string }, now: Date, hours: OpeningHours): boolean {
  const listed = pickupSlots(pickup.date, hours).some((candidate) => candidate.id === pickup.time && !candidate.disabled);
  if (!listed) return false;
  const today = shopClock(now).date;
  if (pickup.date === today) return isTodayAvailable(pickup.time, now, hours);
  return pickup.date === addDays(today, 1);
}

/** Milliseconds the shop's clock is ahead of UTC at `instant`. */
function shopOffset(instant: number): number {
  const clock = shopClock(new Date(instant));
  const wall = Date.parse(`${clock.date}T00:00:00Z`) + clock.minuteOfDay * 60_000;
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant a pickup slot starts (for tests and reminders); null for an id that is not a slot. */
export function pickupStart(pickup: { date: string; time: string }): Date | null {
  const start = clockMinutes(pickup.time.split('-')[0] ?? '');
  if (Number.isNaN(start)) return null;
  const wall = Date.parse(`${pickup.date}T00:00:00Z`) + start * 60_000;
  return new Date(wall - shopOffset(wall - shopOffset(wall)));
}
