import { Migration } from '@mikro-orm/migrations';

/**
 * Stock and price no longer bump `catalog_version`: every order takes stock off its products, so
 * each order made every worker of every instance re-read and rebuild the whole catalogue index.
 * Those two columns now reach the index through the `product_rows` notifications (migration
 * ProductRowNotify), which every worker applies in place (`patchProducts`); the version moves only
 * for structural changes (products added or removed, their category, supplier, texts, tag or
 * date; categories, suppliers, properties and filter links), which rebuild.
 */
export class Migration20261126070000_CatalogVersionStructural extends Migration {

  override name = 'Migration20261126070000_CatalogVersionStructural';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists products_catalog_version on products;`);
    this.addSql(`create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, name, description, mpn, sku, product_tag_name, created_at on products for each statement execute function catalog_version_bump();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists products_catalog_version on products;`);
    this.addSql(`create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, price, inventory, name, description, mpn, sku, product_tag_name, created_at on products for each statement execute function catalog_version_bump();`);
  }

}
