import { Migration } from '@mikro-orm/migrations';

/** The delivery and payment choice each user keeps for PCB quotes (spec §7 save-option). */
export class Migration20261123009000_PcbQuoteMethods extends Migration {

  override name = 'Migration20261123009000_PcbQuoteMethods';

  override up(): void | Promise<void> {
    this.addSql(`create table "pcb_quote_methods" ("user_id" bigint not null, "delivery_method" smallint not null, "payment_method" smallint not null, "payment_in_shop" smallint not null, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "pcb_quote_methods" add constraint "pcb_quote_methods_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pcb_quote_methods" cascade;`);
  }

}
