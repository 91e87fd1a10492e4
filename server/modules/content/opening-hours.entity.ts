import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The shop's opening hours, one row per weekday the shop opens (0 = Sunday … 6 = Saturday; no row
 * = closed), in shop time (Asia/Ho_Chi_Minh): the footer's opening-hours text and the pickup slots
 * are both derived from them (shared/checkout/opening-hours.ts). The table's
 * checks hold what `isValidDayHours` checks: opens before closes, the lunch break strictly inside.
 */
export const OpeningHoursDaySchema = defineEntity({
  name: 'OpeningHoursDay',
  tableName: 'opening_hours',
  properties: {
    weekday: p.smallint().primary().autoincrement(false),
    opens: p.time(),
    closes: p.time(),
    lunchFrom: p.time().nullable(),
    lunchTo: p.time().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type OpeningHoursDay = InferEntity<typeof OpeningHoursDaySchema>;
