import { Migration } from '@mikro-orm/migrations';

/** Product gallery pictures and product page view counts (gallery, popular products). */
export class Migration20261122074331_ProductGalleryAndStats extends Migration {

  override name = 'Migration20261122074331_ProductGalleryAndStats';

  override up(): void | Promise<void> {
    this.addSql(`create table "product_stats" ("product_id" int not null, "views" int not null default 0, "updated_at" timestamptz not null, primary key ("product_id"));`);
    this.addSql(`create index "product_stats_views_index" on "product_stats" ("views");`);

    this.addSql(`create table "product_images" ("product_id" int not null, "image_id" int not null, "position" smallint not null default 0, primary key ("product_id", "image_id"));`);
    this.addSql(`create index "product_images_image_id_index" on "product_images" ("image_id");`);

    this.addSql(`alter table "product_stats" add constraint "product_stats_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "product_images" add constraint "product_images_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_images" add constraint "product_images_image_id_foreign" foreign key ("image_id") references "images" ("id") on update cascade on delete cascade;`);

    // Hand-written: a database seeded before galleries existed gets its main pictures as position 0.
    this.addSql(`insert into "product_images" ("product_id", "image_id", "position") select "id", "image_id", 0 from "products" where "image_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "product_stats" cascade;`);
    this.addSql(`drop table if exists "product_images" cascade;`);
  }

}
