import { Migration } from '@mikro-orm/migrations';

/** Checkout settings (spec §3 Profile fees), international delivery companies and each user's session cart method (spec §3 Cart method). */
export class Migration20261123008100_CheckoutSettings extends Migration {

  override name = 'Migration20261123008100_CheckoutSettings';

  override up(): void | Promise<void> {
    this.addSql(`create table "checkout_settings" ("id" smallint not null, "cod_payment" int not null default 0, "tax_rate" numeric(5,2) not null default 10, "increase_price" numeric(5,2) not null default 0, "pay_online_percent" numeric(5,2) not null default 0, "pay_online_flat" int not null default 0, "pay_momo_percent" numeric(5,2) not null default 0, "pay_momo_flat" int not null default 0, "paypal_percent" numeric(5,2) not null default 0, "paypal_flat" int not null default 0, "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "delivery_companies" ("id" serial primary key, "name" varchar(100) not null, "payment" int not null, "delivery_time" varchar(20) not null, "position" smallint not null default 0, "active" boolean not null default true);`);

    this.addSql(`create table "cart_methods" ("user_id" bigint not null, "payment_method" smallint not null, "delivery_method" smallint not null, "delivery_cost" smallint not null default 0, "payment_in_shop" smallint not null, "vat" smallint not null default 0, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "cart_methods" add constraint "cart_methods_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cart_methods" cascade;`);
    this.addSql(`drop table if exists "delivery_companies" cascade;`);
    this.addSql(`drop table if exists "checkout_settings" cascade;`);
  }

}
