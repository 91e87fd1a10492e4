import { Migration } from '@mikro-orm/migrations';

/** Payment attempts through the providers and their verified callbacks. */
export class Migration20261123008500_PaymentTransactions extends Migration {

  override name = 'Migration20261123008500_PaymentTransactions';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_transactions" ("id" bigserial primary key, "order_id" bigint not null, "provider" varchar(16) not null, "amount" bigint not null, "currency" varchar(3) not null, "provider_ref" varchar(64) null, "status" varchar(16) not null default 'pending', "failure" varchar(32) null, "raw_callback" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "payment_transactions_order_id_index" on "payment_transactions" ("order_id");`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_provider_provider_ref_unique" unique ("provider", "provider_ref");`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_transactions" cascade;`);
  }

}
