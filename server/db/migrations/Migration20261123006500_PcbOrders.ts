import { Migration } from '@mikro-orm/migrations';

/** PCB quote requests of users (spec §7 pcb-instant / pcb-assembly; §2 /pcb-orders). */
export class Migration20261123006500_PcbOrders extends Migration {

  override name = 'Migration20261123006500_PcbOrders';

  override up(): void | Promise<void> {
    this.addSql(`create table "pcb_orders" ("id" bigserial primary key, "user_id" bigint not null, "kind" varchar(16) not null, "pcb_type_id" int null, "pcb_quote_id" int null, "stencil_size_id" int null, "title" varchar(255) null, "property_selected" jsonb not null, "properties" jsonb not null, "numeric_values" jsonb null, "width" numeric(8,2) null, "height" numeric(8,2) null, "quantity" int not null, "panel_rows" smallint not null default 1, "panel_columns" smallint not null default 1, "pcb_unit_price" int not null default 0, "setup_fee" int not null default 0, "setup_quantity_fee" int not null default 0, "goods_total" bigint not null default 0, "build_time_id" int null, "build_days" smallint null, "build_price" int not null default 0, "deadline_days" smallint null, "total" bigint not null default 0, "delivery_method" smallint null, "payment_method" smallint null, "payment_in_shop" smallint null, "address" varchar(500) null, "cod_payment" int null, "shipping_payment" int null, "transport_id" int null, "design_file_key" varchar(255) null, "design_file_name" varchar(255) null, "design_file_size" int null, "content" text null, "status" varchar(16) not null default 'new', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "pcb_orders_pcb_type_id_index" on "pcb_orders" ("pcb_type_id");`);
    this.addSql(`create index "pcb_orders_pcb_quote_id_index" on "pcb_orders" ("pcb_quote_id");`);
    this.addSql(`create index "pcb_orders_stencil_size_id_index" on "pcb_orders" ("stencil_size_id");`);
    this.addSql(`create index "pcb_orders_build_time_id_index" on "pcb_orders" ("build_time_id");`);
    this.addSql(`create index "pcb_orders_user_id_id_index" on "pcb_orders" ("user_id", "id");`);
    this.addSql(`alter table "pcb_orders" add constraint "pcb_orders_kind_check" check (kind in ('fabrication', 'assembly', 'stencil', 'custom'));`);
    this.addSql(`alter table "pcb_orders" add constraint "pcb_orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "pcb_orders" add constraint "pcb_orders_pcb_type_id_foreign" foreign key ("pcb_type_id") references "pcb_types" ("id") on delete set null;`);
    this.addSql(`alter table "pcb_orders" add constraint "pcb_orders_pcb_quote_id_foreign" foreign key ("pcb_quote_id") references "pcb_custom_quotes" ("id") on delete set null;`);
    this.addSql(`alter table "pcb_orders" add constraint "pcb_orders_stencil_size_id_foreign" foreign key ("stencil_size_id") references "pcb_stencil_sizes" ("id") on delete set null;`);
    this.addSql(`alter table "pcb_orders" add constraint "pcb_orders_build_time_id_foreign" foreign key ("build_time_id") references "pcb_build_times" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pcb_orders" cascade;`);
  }

}
