import { clockMinutes, type DayHours, type OpeningHours } from '../checkout/opening-hours.ts';

/**
 * The staff opening-hours form's rule, run by the page and the server. The pickup slots are made
 * from these hours (shared/checkout/pickup-slots.ts: a slot starts at the opening, at the end of
 * the lunch break and at every whole hour), so a time that is not on a quarter hour would offer
 * customers slots such as 07:37-08:00; the spec's slots start on the hour or half hour (§9).
 *
 * Field errors are keyed by weekday (`day_0` Sunday … `day_6` Saturday) with one message key each,
 * and `days` for the week as a whole.
 */

/** Minutes a time must be a multiple of (spec §9's slots start at :00 or :30). */
export const OPENING_TIME_STEP = 15;

/** One day's problem: its message key, or undefined when the day is closed or well formed. */
export function dayHoursError(day: DayHours | null): string | undefined {
  if (day === null) return undefined;
  const times = [day.opens, day.closes, ...(day.lunch ? [day.lunch.from, day.lunch.to] : [])].map(clockMinutes);
  if (times.some(Number.isNaN)) return 'time_invalid';
  if (times.some((minutes) => minutes % OPENING_TIME_STEP !== 0)) return 'time_not_quarter_hour';
  const [opens, closes, from, to] = times as [number, number, number?, number?];
  if (!(opens < closes)) return 'closes_before_opens';
  if (from !== undefined && to !== undefined && !(opens < from && from < to && to < closes)) return 'lunch_outside_hours';
  return undefined;
}

/** Every problem of a week's hours: `day_N` per weekday and `days` when the shop would never open. */
export function openingHoursErrors(hours: OpeningHours): Record<string, string> {
  const errors: Record<string, string> = {};
  if (hours.length !== 7) return { days: 'field_invalid' };
  hours.forEach((day, weekday) => {
    const problem = dayHoursError(day);
    if (problem) errors[`day_${weekday}`] = problem;
  });
  // With no open day there is no pickup slot at all: pickup would silently vanish from checkout.
  if (hours.every((day) => day === null)) errors.days = 'shop_never_open';
  return errors;
}
