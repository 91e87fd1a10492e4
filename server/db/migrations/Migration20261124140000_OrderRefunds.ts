import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds of cancelled paid orders (shop or PCB) with who asked and who paid
 * back, and the moment a cancelled shop order's stock and bonus went back (set once, so a cancel
 * can never return them twice). Orders cancelled before this migration keep a null
 * `stock_returned_at`: their stock was never returned and staff may have corrected it by hand, so
 * nothing is added back retroactively.
 */
export class Migration20261124140000_OrderRefunds extends Migration {

  override name = 'Migration20261124140000_OrderRefunds';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_refunds" ("id" bigserial primary key, "order_kind" varchar(8) not null, "order_id" bigint not null, "method" varchar(8) not null, "provider" varchar(16) not null, "payment_transaction_id" bigint null, "amount" bigint not null, "currency" varchar(3) not null, "status" varchar(16) not null, "attempts" smallint not null default 0, "provider_ref" varchar(64) null, "failure" text null, "raw_response" jsonb null, "requested_by_id" bigint null, "refunded_by_id" bigint null, "refunded_at" timestamptz null, "note" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_order_kind_order_id_unique" unique ("order_kind", "order_id");`);
    this.addSql(`create index "order_refunds_payment_transaction_id_index" on "order_refunds" ("payment_transaction_id");`);
    this.addSql(`create index "order_refunds_requested_by_id_index" on "order_refunds" ("requested_by_id");`);
    this.addSql(`create index "order_refunds_refunded_by_id_index" on "order_refunds" ("refunded_by_id");`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_order_kind_check" check (order_kind in ('shop', 'pcb'));`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_method_check" check (method in ('gateway', 'manual'));`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_status_check" check (status in ('pending', 'failed', 'due', 'refunded'));`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_payment_transaction_id_foreign" foreign key ("payment_transaction_id") references "payment_transactions" ("id") on delete set null;`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_refunded_by_id_foreign" foreign key ("refunded_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "orders" add column "stock_returned_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "stock_returned_at";`);
    this.addSql(`drop table if exists "order_refunds" cascade;`);
  }

}
