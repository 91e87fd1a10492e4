import { Migration } from '@mikro-orm/migrations';

/**
 * A viewed product's id is the integer of `products.id`: the column was bigint, so the driver read
 * it back as a string and the entity's integer id was one only after a conversion.
 */
export class Migration20261125020000_UserViewedProductIdInteger extends Migration {

  override name = 'Migration20261125020000_UserViewedProductIdInteger';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user_viewed_products" alter column "product_id" type integer;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_viewed_products" alter column "product_id" type bigint;`);
  }

}
