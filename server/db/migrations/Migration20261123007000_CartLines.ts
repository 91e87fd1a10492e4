import { Migration } from '@mikro-orm/migrations';

/** Server-side cart lines of users and guest cart sessions ("The cart is local-first"). */
export class Migration20261123007000_CartLines extends Migration {

  override name = 'Migration20261123007000_CartLines';

  override up(): void | Promise<void> {
    this.addSql(`create table "cart_lines" ("id" bigserial primary key, "user_id" bigint null, "guest_session" uuid null, "product_id" int not null, "quantity" int not null, "catext_id" int null, "price_ext" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "cart_lines_product_id_index" on "cart_lines" ("product_id");`);
    this.addSql(`alter table "cart_lines" add constraint "cart_lines_user_id_product_id_unique" unique ("user_id", "product_id");`);
    this.addSql(`alter table "cart_lines" add constraint "cart_lines_guest_session_product_id_unique" unique ("guest_session", "product_id");`);
    this.addSql(`alter table "cart_lines" add constraint "cart_lines_owner_check" check ((user_id is null) <> (guest_session is null));`);
    this.addSql(`alter table "cart_lines" add constraint "cart_lines_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "cart_lines" add constraint "cart_lines_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cart_lines" cascade;`);
  }

}
