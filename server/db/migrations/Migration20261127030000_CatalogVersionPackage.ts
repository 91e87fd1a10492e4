import { Migration } from '@mikro-orm/migrations';

/**
 * The BOM tool's part index (server/modules/bom/bom-part-index.ts) reads each product's package
 * to match passives by value and package, and is rebuilt when `catalog_version` moves: a changed
 * package must move it too, or an equivalent would be chosen by the package the product had.
 */
export class Migration20261127030000_CatalogVersionPackage extends Migration {

  override name = 'Migration20261127030000_CatalogVersionPackage';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists products_catalog_version on products;`);
    this.addSql(`create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, name, description, mpn, sku, package, product_tag_name, created_at on products for each statement execute function catalog_version_bump();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists products_catalog_version on products;`);
    this.addSql(`create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, name, description, mpn, sku, product_tag_name, created_at on products for each statement execute function catalog_version_bump();`);
  }

}
