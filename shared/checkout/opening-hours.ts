/**
 * The shop's opening hours, one setting from which both the footer's opening-hours text (spec §3
 * basics `marquee`) and the pickup slots (spec §9, shared/checkout/pickup-slots.ts) are derived,
 * so the two can never disagree (the footer said Sunday opens at 8:00 while the
 * first Sunday slot was 7:30).
 *
 * Times are the shop's wall clock in `SHOP_TIME_ZONE`, 'HH:MM' (24 h). A day is open from `opens`
 * to `closes`, with an optional lunch break inside; a day without hours (null) is closed.
 */

/** The shop's time zone (Hồ Chí Minh City and Hà Nội share it). */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface DayHours {
  opens: string;
  closes: string;
  lunch: { from: string; to: string } | null;
}

/** Hours per weekday, index 0 = Sunday … 6 = Saturday (as `Date#getUTCDay`); null = closed. */
export type OpeningHours = readonly (DayHours | null)[];

/**
 * The demo shop's hours, as its footer always said ("Thứ 2 - Thứ 7: 7:30 - 18:00 · Chủ nhật:
 * 8:00 - 16:30") with the lunch break of spec §9's slot list (11:00-12:00, lunch, 13:30-14:00).
 * The migration that made the hours a setting writes these; the demo seed relies on them.
 */
export const DEMO_OPENING_HOURS: OpeningHours = (() => {
  const lunch = { from: '12:00', to: '13:30' };
  const weekday: DayHours = { opens: '07:30', closes: '18:00', lunch };
  return [{ opens: '08:00', closes: '16:30', lunch }, weekday, weekday, weekday, weekday, weekday, weekday];
})();

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:MM' time; NaN when it is not one. */
export function clockMinutes(clock: string): number {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** 'HH:MM' of minutes after midnight. */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a day's hours make sense: opens before it closes, the lunch break strictly inside. */
export function isValidDayHours(day: DayHours): boolean {
  const opens = clockMinutes(day.opens);
  const closes = clockMinutes(day.closes);
  if (!(opens < closes)) return false;
  if (day.lunch === null) return true;
  const from = clockMinutes(day.lunch.from);
  const to = clockMinutes(day.lunch.to);
  return opens < from && from < to && to < closes;
}

/** Whether a whole week is well formed: seven days, each closed or valid. */
export function isValidOpeningHours(hours: OpeningHours): boolean {
  return hours.length === 7 && hours.every((day) => day === null || isValidDayHours(day));
}

/** The hours of a 'YYYY-MM-DD' date (its weekday), or null when the shop is closed that day. */
export function hoursOn(hours: OpeningHours, date: string): DayHours | null {
  return hours[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? null;
}

function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  if (a === null || b === null) return a === b;
  return a.opens === b.opens && a.closes === b.closes && a.lunch?.from === b.lunch?.from && a.lunch?.to === b.lunch?.to;
}

const DAY_NAMES = {
  vi: ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
} as const;
const WORDS = {
  vi: { closed: 'nghỉ', lunch: 'Nghỉ trưa', lunchInline: 'nghỉ trưa' },
  en: { closed: 'closed', lunch: 'Lunch break', lunchInline: 'lunch break' },
} as const;
/** Monday first, as Vietnamese calendars and the demo footer list the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** '7:30' of '07:30': the footer writes hours without a leading zero. */
function shortClock(clock: string): string {
  return clock.replace(/^0(\d)/, '$1');
}

function span(from: string, to: string): string {
  return `${shortClock(from)} - ${shortClock(to)}`;
}

/**
 * The footer's opening-hours text (spec §3 basics `marquee`) in Vietnamese or English: runs of
 * days with the same hours, Monday first, and the lunch break once at the end when every open day
 * shares it (else beside each run).
 *
 * @example openingHoursText(DEMO_OPENING_HOURS, 'vi')
 *   === 'Thứ 2 - Thứ 7: 7:30 - 18:00 · Chủ nhật: 8:00 - 16:30 · Nghỉ trưa: 12:00 - 13:30'
 */
export function openingHoursText(hours: OpeningHours, language: 'vi' | 'en'): string {
  const names = DAY_NAMES[language];
  const words = WORDS[language];
  const open = hours.filter((day): day is DayHours => day !== null);
  const firstLunch = open[0]?.lunch ?? null;
  const sharedLunch = firstLunch !== null && open.every((day) => day.lunch?.from === firstLunch.from && day.lunch.to === firstLunch.to) ? firstLunch : null;

  const runs: { first: number; last: number; day: DayHours | null }[] = [];
  for (const weekday of WEEK_ORDER) {
    const day = hours[weekday] ?? null;
    const run = runs.at(-1);
    if (run && sameHours(run.day, day)) run.last = weekday;
    else runs.push({ first: weekday, last: weekday, day });
  }
  const parts = runs.map(({ first, last, day }) => {
    const days = first === last ? names[first]! : `${names[first]!} - ${names[last]!}`;
    if (day === null) return `${days}: ${words.closed}`;
    const lunch = day.lunch && !sharedLunch ? ` (${words.lunchInline} ${span(day.lunch.from, day.lunch.to)})` : '';
    return `${days}: ${span(day.opens, day.closes)}${lunch}`;
  });
  if (sharedLunch) parts.push(`${words.lunch}: ${span(sharedLunch.from, sharedLunch.to)}`);
  return parts.join(' · ');
}
