import { Migration } from '@mikro-orm/migrations';

/** The demo footer's opening-hours text, which the hours written below reproduce (DEMO_OPENING_HOURS). */
const DEMO_MARQUEE = 'Thứ 2 - Thứ 7: 7:30 - 18:00 · Chủ nhật: 8:00 - 16:30';

/**
 * The shop's opening hours become a setting of their own, one row per weekday:
 * the footer's text (spec §3 basics `marquee`) and the pickup slots are derived from it, so they
 * can no longer disagree. The rows written are the hours the shop always showed: Monday to
 * Saturday 7:30-18:00, Sunday 8:00-16:30, lunch break 12:00-13:30 (spec §9's slot list).
 *
 * The `marquee` setting is now derived: a row holding the demo text is removed (the hours say the
 * same); any other text is left in place, untouched, for the shop to carry into the hours by hand.
 */
export class Migration20261124150000_OpeningHours extends Migration {

  override name = 'Migration20261124150000_OpeningHours';

  override up(): void | Promise<void> {
    this.addSql(`create table "opening_hours" ("weekday" smallint not null, "opens" time(0) not null, "closes" time(0) not null, "lunch_from" time(0) null, "lunch_to" time(0) null, "updated_at" timestamptz not null default now(), constraint "opening_hours_pkey" primary key ("weekday"));`);
    this.addSql(`alter table "opening_hours" add constraint "opening_hours_weekday_check" check (weekday between 0 and 6);`);
    this.addSql(`alter table "opening_hours" add constraint "opening_hours_span_check" check (opens < closes);`);
    this.addSql(`alter table "opening_hours" add constraint "opening_hours_lunch_check" check ((lunch_from is null and lunch_to is null) or (opens < lunch_from and lunch_from < lunch_to and lunch_to < closes));`);
    this.addSql(`insert into "opening_hours" ("weekday", "opens", "closes", "lunch_from", "lunch_to") values
      (0, '08:00', '16:30', '12:00', '13:30'),
      (1, '07:30', '18:00', '12:00', '13:30'),
      (2, '07:30', '18:00', '12:00', '13:30'),
      (3, '07:30', '18:00', '12:00', '13:30'),
      (4, '07:30', '18:00', '12:00', '13:30'),
      (5, '07:30', '18:00', '12:00', '13:30'),
      (6, '07:30', '18:00', '12:00', '13:30');`);
    this.addSql(`delete from "settings" where "key" = 'marquee' and "value" = '${DEMO_MARQUEE}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`insert into "settings" ("key", "value", "value_en") values ('marquee', '${DEMO_MARQUEE}', 'Mon - Sat: 7:30 - 18:00 · Sun: 8:00 - 16:30') on conflict ("key") do nothing;`);
    this.addSql(`drop table if exists "opening_hours" cascade;`);
  }

}
