import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayHours, OpeningHours } from '#shared/checkout/opening-hours.ts';

interface OpeningHoursRow {
  weekday: number;
  opens: string;
  closes: string;
  lunch_from: string | null;
  lunch_to: string | null;
}

/** 'HH:MM' of PostgreSQL's 'HH:MM:SS'. */
function clock(value: string): string {
  return value.slice(0, 5);
}

/** The shop's opening hours, Sunday first; a weekday without a row is closed. */
export async function loadOpeningHours(em: EntityManager): Promise<OpeningHours> {
  const rows = await em.execute<OpeningHoursRow[]>('select weekday, opens, closes, lunch_from, lunch_to from opening_hours order by weekday');
  const week: (DayHours | null)[] = [null, null, null, null, null, null, null];
  for (const row of rows) {
    const lunch = row.lunch_from !== null && row.lunch_to !== null ? { from: clock(row.lunch_from), to: clock(row.lunch_to) } : null;
    week[Number(row.weekday)] = { opens: clock(row.opens), closes: clock(row.closes), lunch };
  }
  return week;
}
