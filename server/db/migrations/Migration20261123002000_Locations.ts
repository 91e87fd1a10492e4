import { Migration } from '@mikro-orm/migrations';

/**
 * Countries and the location tree (spec §3 Country, Location). The rows are reference data,
 * loaded at server start when missing (server/seed/reference/ensure-reference-data.ts), not here.
 */
export class Migration20261123002000_Locations extends Migration {

  override name = 'Migration20261123002000_Locations';

  override up(): void | Promise<void> {
    this.addSql(`create table "countries" ("id" serial primary key, "iso_code" varchar(2) not null, "name" varchar(100) not null, "phone_code" varchar(16) not null, "flag" varchar(16) not null);`);
    this.addSql(`alter table "countries" add constraint "countries_iso_code_unique" unique ("iso_code");`);

    this.addSql(`create table "locations" ("id" serial primary key, "country_id" int not null, "parent_id" int null, "level" smallint not null, "code" varchar(16) not null, "name" varchar(200) not null, "type" varchar(50) not null, "payment" int not null default 0, "time_delivery" varchar(20) not null);`);
    this.addSql(`create index "locations_parent_id_index" on "locations" ("parent_id");`);
    this.addSql(`create index "locations_country_id_level_index" on "locations" ("country_id", "level");`);
    this.addSql(`alter table "locations" add constraint "locations_country_id_level_code_unique" unique ("country_id", "level", "code");`);
    this.addSql(`alter table "locations" add constraint "locations_country_id_foreign" foreign key ("country_id") references "countries" ("id") on delete restrict;`);
    this.addSql(`alter table "locations" add constraint "locations_parent_id_foreign" foreign key ("parent_id") references "locations" ("id") on delete restrict;`);
    this.addSql(`alter table "locations" add constraint "locations_level_check" check ((level >= 1) AND (level <= 3));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "locations" cascade;`);
    this.addSql(`drop table if exists "countries" cascade;`);
  }

}
