import { Migration } from '@mikro-orm/migrations';

/** More changed price rows than this in one statement are logged as one "everything" row (as for products). */
const MAX_IDS = 10_000;

/**
 * A product's volume prices (`product_prices`) changing is a change of that product in
 * `product_changes`, like a change of its row: the BOM tool keeps products with their price
 * breaks in memory (`FreshRowCache`), and a break edited without touching the product row must
 * drop it there too. One row per product of the statement (transition tables), inserts included:
 * new breaks of an existing product change its price.
 */
export class Migration20261129030000_ProductPriceChanges extends Migration {

  override name = 'Migration20261129030000_ProductPriceChanges';

  override up(): void | Promise<void> {
    this.addSql(`create function product_prices_changed() returns trigger language plpgsql as $$
    begin
      if (select count(*) from (select distinct product_id from changed limit ${MAX_IDS + 1}) as some_changed) > ${MAX_IDS} then
        insert into product_changes (product_id) values (null);
      else
        insert into product_changes (product_id) select distinct product_id from changed;
      end if;
      return null;
    end $$;`);
    // A trigger with a transition table may have only one event, hence one per event.
    this.addSql(`create trigger product_prices_inserted after insert on product_prices referencing new table as changed for each statement execute function product_prices_changed();`);
    this.addSql(`create trigger product_prices_updated after update on product_prices referencing new table as changed for each statement execute function product_prices_changed();`);
    this.addSql(`create trigger product_prices_deleted after delete on product_prices referencing old table as changed for each statement execute function product_prices_changed();`);
    this.addSql(`create trigger product_prices_truncated after truncate on product_prices for each statement execute function product_rows_all_changed();`);
  }

  override down(): void | Promise<void> {
    for (const name of ['product_prices_inserted', 'product_prices_updated', 'product_prices_deleted', 'product_prices_truncated']) {
      this.addSql(`drop trigger if exists ${name} on product_prices;`);
    }
    this.addSql(`drop function if exists product_prices_changed();`);
  }

}
