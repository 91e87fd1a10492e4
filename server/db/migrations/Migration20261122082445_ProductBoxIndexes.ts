import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the related and popular product boxes at a million products: the best-stocked
 * products of a category, and of the whole catalogue, read from an index instead of sorting the
 * category (or the catalogue) on every request.
 */
export class Migration20261122082445_ProductBoxIndexes extends Migration {

  override name = 'Migration20261122082445_ProductBoxIndexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "products_subject_id_inventory_id_index" on "products" ("subject_id", "inventory", "id");`);
    this.addSql(`create index "products_inventory_id_index" on "products" ("inventory", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "products_subject_id_inventory_id_index";`);
    this.addSql(`drop index "products_inventory_id_index";`);
  }

}
