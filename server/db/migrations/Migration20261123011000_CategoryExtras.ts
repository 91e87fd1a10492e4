import { Migration } from '@mikro-orm/migrations';

/** Category extras: options a cart line of a category's products may carry (spec §3 Cart item `category_extras`). */
export class Migration20261123011000_CategoryExtras extends Migration {

  override name = 'Migration20261123011000_CategoryExtras';

  override up(): void | Promise<void> {
    this.addSql(`create table "category_extras" ("id" serial primary key, "category_id" int not null, "name" varchar(200) not null, "name_en" varchar(200) not null, "price" int not null default 0, "image_id" int null, "sort" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "category_extras" add constraint "category_extras_price_check" check (price >= 0);`);
    this.addSql(`create index "category_extras_category_id_index" on "category_extras" ("category_id");`);
    this.addSql(`alter table "category_extras" add constraint "category_extras_category_id_foreign" foreign key ("category_id") references "categories" ("id") on delete cascade;`);
    this.addSql(`alter table "category_extras" add constraint "category_extras_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "category_extras" cascade;`);
  }

}
