import { Migration } from '@mikro-orm/migrations';

/** More changed ids than this in one statement are announced as `*` (NOTIFY payloads stop at 8000 bytes). */
const MAX_IDS = 500;

/**
 * Announces which products' rows changed on the `product_rows` channel, so every app instance can
 * drop exactly those rows from its in-process row cache (`FreshRowCache`). One
 * NOTIFY per statement (transition tables, so a bulk update is one message): the changed ids
 * comma-separated, or `*` for "drop everything" (more than MAX_IDS rows, a truncate, a supplier
 * renamed or removed: the rows carry the supplier's name). NOTIFY is sent at commit and never for
 * a rolled-back write. Inserts announce nothing: the cache never holds an id before it exists.
 */
export class Migration20261123012000_ProductRowNotify extends Migration {

  override name = 'Migration20261123012000_ProductRowNotify';

  override up(): void | Promise<void> {
    this.addSql(`create function product_rows_changed() returns trigger language plpgsql as $$
    declare
      ids text;
    begin
      select case when count(*) > ${MAX_IDS} then '*' else string_agg(id::text, ',') end into ids
        from (select id from changed limit ${MAX_IDS + 1}) as some_changed;
      if ids is not null then perform pg_notify('product_rows', ids); end if;
      return null;
    end $$;`);
    this.addSql(`create function product_rows_all_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('product_rows', '*');
      return null;
    end $$;`);
    // A trigger with a transition table may have only one event, hence one per event.
    this.addSql(`create trigger products_rows_updated after update on products referencing new table as changed for each statement execute function product_rows_changed();`);
    this.addSql(`create trigger products_rows_deleted after delete on products referencing old table as changed for each statement execute function product_rows_changed();`);
    this.addSql(`create trigger products_rows_truncated after truncate on products for each statement execute function product_rows_all_changed();`);
    this.addSql(`create trigger suppliers_rows_changed after update or delete or truncate on suppliers for each statement execute function product_rows_all_changed();`);
  }

  override down(): void | Promise<void> {
    for (const [table, name] of [['products', 'products_rows_updated'], ['products', 'products_rows_deleted'], ['products', 'products_rows_truncated'], ['suppliers', 'suppliers_rows_changed']]) {
      this.addSql(`drop trigger if exists ${name} on ${table};`);
    }
    this.addSql(`drop function if exists product_rows_changed();`);
    this.addSql(`drop function if exists product_rows_all_changed();`);
  }

}
