import { Migration } from '@mikro-orm/migrations';

/** Tables whose writes change what the catalogue index holds (listing, filters, search). */
const WATCHED = [
  ['products', 'insert or delete or truncate or update of subject_id, supplier_id, price, inventory, name, description, mpn, sku, product_tag_name, created_at'],
  ['product_properties', 'insert or delete or truncate or update'],
  ['categories', 'insert or delete or truncate or update'],
  ['suppliers', 'insert or delete or truncate or update'],
  ['properties', 'insert or delete or truncate or update'],
] as const;

/**
 * `catalog_version`: a counter every app instance polls to know when its in-process catalogue
 * index is stale. Statement-level triggers (one bump per statement, however many rows) add 1 to
 * one of 16 slots chosen by the writing backend, so concurrent writers rarely wait on each other;
 * the version is the sum and only moves when the writing transaction commits.
 * Product updates that the index does not read (image, datasheet, updated_at...) do not bump it;
 * product_prices does not either: listings read prices from products, volume prices are read fresh.
 */
export class Migration20261122080000_CatalogVersion extends Migration {

  override name = 'Migration20261122080000_CatalogVersion';

  override up(): void | Promise<void> {
    this.addSql(`create table "catalog_version" ("slot" smallint not null, "version" bigint not null default 0, primary key ("slot"));`);
    this.addSql(`insert into "catalog_version" ("slot", "version") select slot, 0 from generate_series(0, 15) as slot;`);
    this.addSql(`create function catalog_version_bump() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1 where slot = pg_backend_pid() % 16;
      return null;
    end $$;`);
    for (const [table, events] of WATCHED) {
      this.addSql(`create trigger ${table}_catalog_version after ${events} on ${table} for each statement execute function catalog_version_bump();`);
    }
  }

  override down(): void | Promise<void> {
    for (const [table] of WATCHED) this.addSql(`drop trigger if exists ${table}_catalog_version on ${table};`);
    this.addSql(`drop function if exists catalog_version_bump();`);
    this.addSql(`drop table if exists "catalog_version" cascade;`);
  }

}
