import { Migration } from '@mikro-orm/migrations';

/**
 * Answers that depend on the order quantity: `min_quantity` / `max_quantity` on
 * the specification properties, both ends included, null for no limit. A database seeded with the
 * demo configuration gets the limits of its assembly quantity question (1–9, 10–49, 50–199, from
 * 200 boards) on the rows that still read as the demo's (same id, same name, no limits yet); rows
 * the shop entered itself stay without limits until it sets them.
 */
export class Migration20261124130000_PcbQuantityOptions extends Migration {

  override name = 'Migration20261124130000_PcbQuantityOptions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "pcb_specification_properties" add column "min_quantity" int null, add column "max_quantity" int null;`);
    this.addSql(`alter table "pcb_specification_properties" add constraint "pcb_specification_properties_quantity_check" check ((min_quantity is null or min_quantity > 0) and (max_quantity is null or max_quantity >= coalesce(min_quantity, 1)));`);
    this.addSql(`update "pcb_specification_properties" as t set "min_quantity" = v.min_quantity, "max_quantity" = v.max_quantity
      from (values (541, '1–9 bo', 1, 9), (542, '10–49 bo', 10, 49), (543, '50–199 bo', 50, 199), (544, 'Từ 200 bo', 200, null::int))
        as v(id, name, min_quantity, max_quantity)
      where t.id = v.id and t.name = v.name and t.min_quantity is null and t.max_quantity is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pcb_specification_properties" drop constraint "pcb_specification_properties_quantity_check";`);
    this.addSql(`alter table "pcb_specification_properties" drop column "min_quantity", drop column "max_quantity";`);
  }

}
