import { Migration } from '@mikro-orm/migrations';

/** Customer profiles (spec §3 Profile, Company): phone, company details, VAT and in-shop flags, bonus. */
export class Migration20261123003000_Profiles extends Migration {

  override name = 'Migration20261123003000_Profiles';

  override up(): void | Promise<void> {
    this.addSql(`create table "profiles" ("user_id" bigint not null, "phone" varchar(20) null, "company" varchar(255) null, "taxcode" varchar(14) null, "company_address" varchar(500) null, "is_tax" boolean not null default false, "buyonshop" boolean not null default false, "bonus" int not null default 0, "country_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profiles" cascade;`);
  }

}
