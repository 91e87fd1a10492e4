import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayHours, OpeningHours } from '#shared/checkout/opening-hours.ts';
import { openingHoursErrors } from '#shared/shop-settings/opening-hours-rules.ts';
import type { OpeningHoursResponse } from '#shared/shop-settings/schemas.ts';
import { assertNoFieldErrors } from '../../errors.ts';
import { recordStaffChange, staffChangesOf } from '../audit/index.ts';
import { loadOpeningHours } from '../content/index.ts';
import { OpeningHoursDaySchema } from '../content/opening-hours.entity.ts';

/** The staff-change record's subject id of the opening hours. */
const OPENING_HOURS_KEY = 'opening_hours';

function sameDay(a: DayHours | null, b: DayHours | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The week staff edit (Sunday first, null = closed) with its latest changes. */
export async function openingHoursSetting(em: EntityManager): Promise<OpeningHoursResponse> {
  const [hours, changes] = await Promise.all([loadOpeningHours(em), staffChangesOf(em, 'setting', OPENING_HOURS_KEY, 10)]);
  return { opening_hours: [...hours], changes };
}

/**
 * Saves the week in one transaction with one change record naming the weekdays that changed
 * (before → after). The pickup slots checkout offers and the order call checks, and the footer's
 * and contact page's opening-hours text, are all derived from these rows.
 */
export async function setOpeningHours(em: EntityManager, userId: number, hours: OpeningHours): Promise<OpeningHoursResponse> {
  assertNoFieldErrors(openingHoursErrors(hours));
  await em.transactional(async (tx) => {
    const current = await loadOpeningHours(tx);
    const before: Record<string, DayHours | null> = {};
    const after: Record<string, DayHours | null> = {};
    const rows = new Map((await tx.find(OpeningHoursDaySchema, {})).map((row) => [row.weekday, row]));
    hours.forEach((day, weekday) => {
      if (sameDay(current[weekday] ?? null, day)) return;
      before[weekday] = current[weekday] ?? null;
      after[weekday] = day;
      const row = rows.get(weekday);
      if (day === null) {
        if (row) tx.remove(row);
        return;
      }
      const fields = { opens: day.opens, closes: day.closes, lunchFrom: day.lunch?.from ?? null, lunchTo: day.lunch?.to ?? null };
      if (row) Object.assign(row, fields);
      else tx.create(OpeningHoursDaySchema, { weekday, ...fields });
    });
    if (Object.keys(after).length > 0) recordStaffChange(tx, { userId, subject: 'setting', subjectId: OPENING_HOURS_KEY, action: 'update', before, after });
    await tx.flush();
  });
  return openingHoursSetting(em);
}
