import { Migration } from '@mikro-orm/migrations';

/**
 * Order lifecycle: the status history of shop and PCB orders, shipment columns on both,
 * and the payment state of PCB orders (paid by bank transfer, recorded by staff).
 */
export class Migration20261123010000_OrderLifecycle extends Migration {

  override name = 'Migration20261123010000_OrderLifecycle';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_events" ("id" bigserial primary key, "order_kind" varchar(8) not null, "order_id" bigint not null, "from_status" varchar(16) null, "to_status" varchar(16) not null, "actor_user_id" bigint null, "actor_kind" varchar(8) not null, "note" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "order_events_actor_user_id_index" on "order_events" ("actor_user_id");`);
    this.addSql(`create index "order_events_order_kind_order_id_index" on "order_events" ("order_kind", "order_id");`);
    this.addSql(`alter table "order_events" add constraint "order_events_order_kind_check" check (order_kind in ('shop', 'pcb'));`);
    this.addSql(`alter table "order_events" add constraint "order_events_actor_kind_check" check (actor_kind in ('customer', 'staff', 'system'));`);
    this.addSql(`alter table "order_events" add constraint "order_events_actor_user_id_foreign" foreign key ("actor_user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "orders" add column "carrier" varchar(64) null, add column "waybill" varchar(64) null;`);
    this.addSql(`alter table "pcb_orders" add column "carrier" varchar(64) null, add column "waybill" varchar(64) null, add column "payment_status" varchar(16) not null default 'unpaid', add column "paid_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pcb_orders" drop column "carrier", drop column "waybill", drop column "payment_status", drop column "paid_at";`);
    this.addSql(`alter table "orders" drop column "carrier", drop column "waybill";`);
    this.addSql(`drop table if exists "order_events" cascade;`);
  }

}
