import { Migration } from '@mikro-orm/migrations';

/** Notifications with an index of unread rows for the header counter, and favourite products. */
export class Migration20261123003500_NotificationsFavorites extends Migration {

  override name = 'Migration20261123003500_NotificationsFavorites';

  override up(): void | Promise<void> {
    this.addSql(`create table "notifications" ("id" bigserial primary key, "user_id" bigint not null, "type" varchar(50) not null, "title" varchar(255) not null, "content" text null, "data" jsonb null, "url" varchar(500) null, "read_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "notifications_user_id_id_index" on "notifications" ("user_id", "id");`);
    this.addSql(`create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "favorites" ("id" bigserial primary key, "user_id" bigint not null, "product_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "favorites_product_id_index" on "favorites" ("product_id");`);
    this.addSql(`alter table "favorites" add constraint "favorites_user_id_product_id_unique" unique ("user_id", "product_id");`);
    this.addSql(`alter table "favorites" add constraint "favorites_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "favorites" add constraint "favorites_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "favorites" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
  }

}
