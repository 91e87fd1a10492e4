import { Migration } from '@mikro-orm/migrations';

/**
 * A PCB assembly quote keeps a reference to the saved BOM it was started from (the BOM tool's
 * "attach to a PCB assembly quote"), so staff open its lines from the order instead of reading
 * them out of the note. Existing orders have none (their note text is left as it is); deleting
 * the BOM later leaves the order without one.
 */
export class Migration20261128030000_PcbOrderSavedBom extends Migration {

  override name = 'Migration20261128030000_PcbOrderSavedBom';

  override up(): void | Promise<void> {
    this.addSql(`alter table "pcb_orders" add column "saved_bom_id" int null;`);
    this.addSql(`alter table "pcb_orders" add constraint "pcb_orders_saved_bom_id_foreign" foreign key ("saved_bom_id") references "saved_boms" ("id") on delete set null;`);
    this.addSql(`create index "pcb_orders_saved_bom_id_index" on "pcb_orders" ("saved_bom_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pcb_orders" drop column if exists "saved_bom_id";`);
  }

}
