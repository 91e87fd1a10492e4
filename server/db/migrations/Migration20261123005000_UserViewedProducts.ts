import { Migration } from '@mikro-orm/migrations';

/** Recently viewed products of signed-in users. */
export class Migration20261123005000_UserViewedProducts extends Migration {

  override name = 'Migration20261123005000_UserViewedProducts';

  override up(): void | Promise<void> {
    this.addSql(`create table "user_viewed_products" ("user_id" bigint not null, "product_id" bigint not null, "viewed_at" timestamptz not null, primary key ("user_id", "product_id"));`);
    this.addSql(`create index "user_viewed_products_product_id_index" on "user_viewed_products" ("product_id");`);
    this.addSql(`create index "user_viewed_products_user_id_viewed_at_index" on "user_viewed_products" ("user_id", "viewed_at");`);
    this.addSql(`alter table "user_viewed_products" add constraint "user_viewed_products_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_viewed_products" add constraint "user_viewed_products_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_viewed_products" cascade;`);
  }

}
