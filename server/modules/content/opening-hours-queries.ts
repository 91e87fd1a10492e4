import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayHours, OpeningHours } from '#shared/checkout/opening-hours.ts';
import { OpeningHoursDaySchema } from './opening-hours.entity.ts';

/** 'HH:MM' of PostgreSQL's 'HH:MM:SS'. */
function clock(value: string): string {
  return value.slice(0, 5);
}

/** The shop's opening hours, Sunday first; a weekday without a row is closed. */
export async function loadOpeningHours(em: EntityManager): Promise<OpeningHours> {
  const rows = await em.find(OpeningHoursDaySchema, {}, { orderBy: { weekday: 'asc' } });
  const week: (DayHours | null)[] = [null, null, null, null, null, null, null];
  for (const row of rows) {
    const lunch = row.lunchFrom != null && row.lunchTo != null ? { from: clock(row.lunchFrom), to: clock(row.lunchTo) } : null;
    week[row.weekday] = { opens: clock(row.opens), closes: clock(row.closes), lunch };
  }
  return week;
}
