import { Migration } from '@mikro-orm/migrations';

/** The day Vietnam's two-level map (34 provinces, 3,321 wards, no districts) came into force. */
export const VN_MAP_2025_EFFECTIVE = '2025-07-01';

/**
 * Every Vietnamese place loaded before this migration belongs to the three-level map that ended on
 * 30 June 2025: it is marked retired, never deleted, so addresses saved under it
 * keep their names. Exported for the test that upgrades a database seeded before it.
 */
export const RETIRE_PRE_2025_VN_PLACES = `update "locations" set "retired_on" = '${VN_MAP_2025_EFFECTIVE}'
  where "retired_on" is null and "country_id" in (select "id" from "countries" where "iso_code" = 'vn')`;

/**
 * Vietnam's administrative map of 1 July 2025. A place gets `retired_on` (the
 * day its map ended) and `successor_id` (the place of the current map that took it over, which
 * prices an old address). Codes are unique among the current places and, apart, among the places
 * retired on one day: a new province keeps its old official code (Hà Nội is '01' in both maps).
 * The new map's rows and the successor links are reference data, loaded at start when missing
 * (server/seed/reference/ensure-reference-data.ts).
 */
export class Migration20261124120000_VietnamMap2025 extends Migration {

  override name = 'Migration20261124120000_VietnamMap2025';

  override up(): void | Promise<void> {
    this.addSql(`alter table "locations" add column "retired_on" date null, add column "successor_id" int null;`);
    this.addSql(`alter table "locations" add constraint "locations_successor_id_foreign" foreign key ("successor_id") references "locations" ("id") on delete restrict;`);
    this.addSql(`alter table "locations" drop constraint "locations_country_id_level_code_unique";`);
    this.addSql(`create unique index "locations_current_code_unique" on "locations" ("country_id", "level", "code") where "retired_on" is null;`);
    this.addSql(`create unique index "locations_retired_code_unique" on "locations" ("country_id", "retired_on", "level", "code") where "retired_on" is not null;`);
    this.addSql(RETIRE_PRE_2025_VN_PLACES);
  }

  override down(): void | Promise<void> {
    // Back to one map: the current places go where no address uses them (a used one stops the way back).
    this.addSql(`update "locations" set "successor_id" = null;`);
    this.addSql(`delete from "locations" where "retired_on" is null and "level" = 2 and "country_id" in (select "id" from "countries" where "iso_code" = 'vn');`);
    this.addSql(`delete from "locations" where "retired_on" is null and "level" = 1 and "country_id" in (select "id" from "countries" where "iso_code" = 'vn');`);
    this.addSql(`drop index "locations_current_code_unique";`);
    this.addSql(`drop index "locations_retired_code_unique";`);
    this.addSql(`alter table "locations" add constraint "locations_country_id_level_code_unique" unique ("country_id", "level", "code");`);
    this.addSql(`alter table "locations" drop constraint "locations_successor_id_foreign";`);
    this.addSql(`alter table "locations" drop column "retired_on", drop column "successor_id";`);
  }

}
