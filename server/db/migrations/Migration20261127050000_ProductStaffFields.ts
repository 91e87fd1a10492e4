import { Migration } from '@mikro-orm/migrations';

/**
 * What staff edit on a product beyond the seed's columns: an English name (`name_en`, null = the
 * Vietnamese name is shown), visibility (`visible`: hidden parts stay in /admin but leave the
 * storefront) and archiving (`archived_at`: a part that appears on orders is never deleted, it is
 * archived). Visibility, archiving and the English name change what the catalogue index holds,
 * so they join the structural columns that bump `catalog_version` (every instance rebuilds).
 */
export class Migration20261127050000_ProductStaffFields extends Migration {

  override name = 'Migration20261127050000_ProductStaffFields';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add column "name_en" varchar(255) null, add column "visible" boolean not null default true, add column "archived_at" timestamptz null;`);
    this.addSql(`drop trigger if exists products_catalog_version on products;`);
    this.addSql(`create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, name, name_en, description, mpn, sku, package, product_tag_name, created_at, visible, archived_at on products for each statement execute function catalog_version_bump();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists products_catalog_version on products;`);
    this.addSql(`create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, name, description, mpn, sku, package, product_tag_name, created_at on products for each statement execute function catalog_version_bump();`);
    this.addSql(`alter table "products" drop column "name_en", drop column "visible", drop column "archived_at";`);
  }

}
