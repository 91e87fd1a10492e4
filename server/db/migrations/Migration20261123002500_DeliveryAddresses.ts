import { Migration } from '@mikro-orm/migrations';

/** Delivery addresses of users (spec §3 Delivery address; §4 one default per user). */
export class Migration20261123002500_DeliveryAddresses extends Migration {

  override name = 'Migration20261123002500_DeliveryAddresses';

  override up(): void | Promise<void> {
    this.addSql(`create table "delivery_addresses" ("id" serial primary key, "user_id" bigint not null, "name" varchar(120) not null, "phone" varchar(20) not null, "address" varchar(255) not null, "address_default" boolean not null default false, "country_id" int not null, "province_id" int null, "district_id" int null, "ward_id" int null, "zipcode" varchar(12) null, "city" varchar(100) null, "state" varchar(100) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "delivery_addresses_user_id_index" on "delivery_addresses" ("user_id");`);
    this.addSql(`create unique index "delivery_addresses_user_id_default_unique" on "delivery_addresses" ("user_id") where "address_default";`);
    this.addSql(`alter table "delivery_addresses" add constraint "delivery_addresses_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "delivery_addresses" add constraint "delivery_addresses_country_id_foreign" foreign key ("country_id") references "countries" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_addresses" add constraint "delivery_addresses_province_id_foreign" foreign key ("province_id") references "locations" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_addresses" add constraint "delivery_addresses_district_id_foreign" foreign key ("district_id") references "locations" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_addresses" add constraint "delivery_addresses_ward_id_foreign" foreign key ("ward_id") references "locations" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "delivery_addresses" cascade;`);
  }

}
