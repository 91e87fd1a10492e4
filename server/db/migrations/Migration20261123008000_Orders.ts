import { Migration } from '@mikro-orm/migrations';

/** Component orders and their lines (spec §7 POST /v1/orders; §2 /orders). */
export class Migration20261123008000_Orders extends Migration {

  override name = 'Migration20261123008000_Orders';

  override up(): void | Promise<void> {
    this.addSql(`create table "orders" ("id" bigserial primary key, "code" varchar(32) not null, "user_id" bigint not null, "flow" varchar(16) not null, "language" varchar(2) not null, "currency" varchar(3) not null, "exchange_rate" numeric(12,2) not null, "status" varchar(16) not null default 'new', "delivery_method" smallint not null, "payment_method" smallint null, "payment_in_shop" smallint null, "delivery_cost" smallint not null default 0, "transport_id" int null, "vat" boolean not null default false, "use_bonus" boolean not null default false, "payment_provider" varchar(16) null, "payment_status" varchar(16) not null default 'unpaid', "paid_at" timestamptz null, "goods" bigint not null, "price_increase" bigint not null default 0, "delivery_fee" bigint not null default 0, "cod_fee" bigint not null default 0, "vat_amount" bigint not null default 0, "bonus" bigint not null default 0, "online_fee" bigint not null default 0, "total" bigint not null, "content" text null, "snapshot" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "orders" add constraint "orders_code_unique" unique ("code");`);
    this.addSql(`create index "orders_user_id_id_index" on "orders" ("user_id", "id");`);
    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "order_lines" ("id" bigserial primary key, "order_id" bigint not null, "product_id" int null, "name" varchar(500) not null, "sku" varchar(64) null, "unit" varchar(64) null, "quantity" int not null, "unit_price" int not null, "catext_id" int null, "price_ext" int not null default 0, "line_total" bigint not null);`);
    this.addSql(`create index "order_lines_order_id_index" on "order_lines" ("order_id");`);
    this.addSql(`create index "order_lines_product_id_index" on "order_lines" ("product_id");`);
    this.addSql(`alter table "order_lines" add constraint "order_lines_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_lines" add constraint "order_lines_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_lines" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
  }

}
