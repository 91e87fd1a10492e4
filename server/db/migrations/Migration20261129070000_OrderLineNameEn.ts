import { Migration } from '@mikro-orm/migrations';

/**
 * An order line keeps the product's English name as it was when ordered, beside `name`, so the
 * English storefront's order list names the line as the shop did then (null: the product had
 * none; the Vietnamese name is shown). Lines ordered before this migration take the product's
 * English name when the product still carries the name the line was ordered under.
 */
export class Migration20261129070000_OrderLineNameEn extends Migration {

  override name = 'Migration20261129070000_OrderLineNameEn';

  override up(): void | Promise<void> {
    this.addSql(`alter table "order_lines" add column "name_en" varchar(255) null;`);
    this.addSql(`update "order_lines" as l set "name_en" = p."name_en"
                   from "products" as p
                  where p."id" = l."product_id" and p."name_en" is not null and p."name" = l."name";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_lines" drop column "name_en";`);
  }

}
