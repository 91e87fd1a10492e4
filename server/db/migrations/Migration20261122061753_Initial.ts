import { Migration } from '@mikro-orm/migrations';

export class Migration20261122061753_Initial extends Migration {

  override name = 'Migration20261122061753_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "client_logs" ("id" bigserial primary key, "content" text not null, "path" varchar(500) null, "user_agent" varchar(500) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "client_logs_created_at_index" on "client_logs" ("created_at");`);

    this.addSql(`create table "footer_informations" ("id" serial primary key, "name" varchar(200) not null, "name_en" varchar(200) not null, "slug" varchar(200) not null, "position" int not null default 0);`);
    this.addSql(`alter table "footer_informations" add constraint "footer_informations_slug_unique" unique ("slug");`);

    this.addSql(`create table "footer_pages" ("id" serial primary key, "information_id" int not null, "name" varchar(200) not null, "name_en" varchar(200) not null, "slug" varchar(200) not null, "url" varchar(500) null, "content" text null, "content_en" text null, "position" int not null default 0);`);
    this.addSql(`create index "footer_pages_information_id_index" on "footer_pages" ("information_id");`);
    this.addSql(`alter table "footer_pages" add constraint "footer_pages_slug_unique" unique ("slug");`);

    this.addSql(`create table "idempotency_keys" ("key" varchar(255) not null, "actor" varchar(128) not null, "request_hash" varchar(64) not null, "method" varchar(8) not null, "path" varchar(500) not null, "response_status" smallint null, "response_body" text null, "response_content_type" varchar(128) null, "created_at" timestamptz not null, primary key ("key", "actor"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);

    this.addSql(`create table "images" ("id" serial primary key, "storage_key" varchar(255) not null, "content_type" varchar(64) not null, "width" int not null, "height" int not null, "byte_size" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "images" add constraint "images_storage_key_unique" unique ("storage_key");`);

    this.addSql(`create table "categories" ("id" serial primary key, "parent_id" int null, "level" smallint not null, "slug" varchar(200) not null, "name" varchar(200) not null, "name_en" varchar(200) not null, "image_id" int null, "number_product" int not null default 0, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "categories_parent_id_index" on "categories" ("parent_id");`);
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);

    this.addSql(`create table "payment_methods" ("id" serial primary key, "name" varchar(200) not null, "image_id" int null, "position" int not null default 0);`);

    this.addSql(`create table "properties" ("id" serial primary key, "parent_id" int null, "name" varchar(200) not null, "name_en" varchar(200) not null, "position" int not null default 0);`);
    this.addSql(`create index "properties_parent_id_index" on "properties" ("parent_id");`);
    this.addSql(`alter table "properties" add constraint "properties_parent_id_name_unique" unique ("parent_id", "name");`);

    this.addSql(`create table "settings" ("key" varchar(64) not null, "value" text not null, "value_en" text null, primary key ("key"));`);

    this.addSql(`create table "shop_addresses" ("id" serial primary key, "name" varchar(200) not null, "address" varchar(500) not null, "phone" varchar(64) null, "mobile" varchar(64) null, "email" varchar(200) null, "position" int not null default 0);`);

    this.addSql(`create table "suppliers" ("id" serial primary key, "name" varchar(200) not null, "slug" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "suppliers" add constraint "suppliers_slug_unique" unique ("slug");`);

    this.addSql(`create table "products" ("id" serial primary key, "slug" varchar(255) not null, "name" varchar(255) not null, "sku" varchar(64) not null, "mpn" varchar(128) not null, "subject_id" int not null, "supplier_id" int null, "image_id" int null, "price" int not null, "unit" varchar(32) not null default 'Cái', "inventory" int not null default 0, "multiples" int not null default 1, "product_tag_name" varchar(64) null, "package" varchar(128) null, "description" text null, "datasheet_url" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "products" add constraint "products_slug_unique" unique ("slug");`);
    this.addSql(`alter table "products" add constraint "products_sku_unique" unique ("sku");`);
    this.addSql(`create index "products_mpn_index" on "products" ("mpn");`);
    this.addSql(`create index "products_subject_id_index" on "products" ("subject_id");`);
    this.addSql(`create index "products_supplier_id_index" on "products" ("supplier_id");`);

    this.addSql(`create table "product_properties" ("product_id" int not null, "property_id" int not null, primary key ("product_id", "property_id"));`);

    this.addSql(`create table "product_prices" ("id" serial primary key, "product_id" int not null, "quantity" int not null, "price" int not null);`);
    this.addSql(`alter table "product_prices" add constraint "product_prices_product_id_quantity_unique" unique ("product_id", "quantity");`);

    this.addSql(`alter table "footer_pages" add constraint "footer_pages_information_id_foreign" foreign key ("information_id") references "footer_informations" ("id") on delete cascade;`);

    this.addSql(`alter table "categories" add constraint "categories_parent_id_foreign" foreign key ("parent_id") references "categories" ("id") on delete restrict;`);
    this.addSql(`alter table "categories" add constraint "categories_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`);

    this.addSql(`alter table "payment_methods" add constraint "payment_methods_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`);

    this.addSql(`alter table "properties" add constraint "properties_parent_id_foreign" foreign key ("parent_id") references "properties" ("id") on delete cascade;`);

    this.addSql(`alter table "products" add constraint "products_subject_id_foreign" foreign key ("subject_id") references "categories" ("id") on delete restrict;`);
    this.addSql(`alter table "products" add constraint "products_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete set null;`);
    this.addSql(`alter table "products" add constraint "products_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`);

    this.addSql(`alter table "product_properties" add constraint "product_properties_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_properties" add constraint "product_properties_property_id_foreign" foreign key ("property_id") references "properties" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "product_prices" add constraint "product_prices_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);

    // Hand-written: filter counts join products by property value.
    this.addSql(`create index "product_properties_property_id_index" on "product_properties" ("property_id");`);
    this.addSql(`alter table "categories" add constraint "categories_level_check" check ((level >= 1) AND (level <= 3));`);

    // Hand-written: categories.number_product counts the products of the whole subtree and is
    // kept correct by triggers, whichever code path inserts, moves or deletes products.
    this.addSql(`create function category_add_products(category int, delta int) returns void language sql as $$
      with recursive chain as (
        select id, parent_id from categories where id = category
        union all
        select c.id, c.parent_id from categories c join chain on c.id = chain.parent_id
      )
      update categories set number_product = number_product + delta where id in (select id from chain);
    $$;`);
    this.addSql(`create function products_count_categories() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform category_add_products(new.subject_id, 1);
      elsif tg_op = 'DELETE' then
        perform category_add_products(old.subject_id, -1);
      elsif new.subject_id is distinct from old.subject_id then
        perform category_add_products(old.subject_id, -1);
        perform category_add_products(new.subject_id, 1);
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger products_count_categories after insert or delete or update of subject_id on products for each row execute function products_count_categories();`);
    this.addSql(`create function categories_move_counts() returns trigger language plpgsql as $$
    begin
      if new.parent_id is distinct from old.parent_id then
        if old.parent_id is not null then perform category_add_products(old.parent_id, -old.number_product); end if;
        if new.parent_id is not null then perform category_add_products(new.parent_id, new.number_product); end if;
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger categories_move_counts after update of parent_id on categories for each row execute function categories_move_counts();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists categories_move_counts on categories;`);
    this.addSql(`drop trigger if exists products_count_categories on products;`);
    this.addSql(`drop function if exists categories_move_counts();`);
    this.addSql(`drop function if exists products_count_categories();`);
    this.addSql(`drop function if exists category_add_products(int, int);`);
    this.addSql(`alter table "footer_pages" drop constraint "footer_pages_information_id_foreign";`);
    this.addSql(`alter table "categories" drop constraint "categories_image_id_foreign";`);
    this.addSql(`alter table "payment_methods" drop constraint "payment_methods_image_id_foreign";`);
    this.addSql(`alter table "products" drop constraint "products_image_id_foreign";`);
    this.addSql(`alter table "categories" drop constraint "categories_parent_id_foreign";`);
    this.addSql(`alter table "products" drop constraint "products_subject_id_foreign";`);
    this.addSql(`alter table "properties" drop constraint "properties_parent_id_foreign";`);
    this.addSql(`alter table "product_properties" drop constraint "product_properties_property_id_foreign";`);
    this.addSql(`alter table "products" drop constraint "products_supplier_id_foreign";`);
    this.addSql(`alter table "product_properties" drop constraint "product_properties_product_id_foreign";`);
    this.addSql(`alter table "product_prices" drop constraint "product_prices_product_id_foreign";`);

    this.addSql(`drop table if exists "client_logs" cascade;`);
    this.addSql(`drop table if exists "footer_informations" cascade;`);
    this.addSql(`drop table if exists "footer_pages" cascade;`);
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
    this.addSql(`drop table if exists "images" cascade;`);
    this.addSql(`drop table if exists "categories" cascade;`);
    this.addSql(`drop table if exists "payment_methods" cascade;`);
    this.addSql(`drop table if exists "properties" cascade;`);
    this.addSql(`drop table if exists "settings" cascade;`);
    this.addSql(`drop table if exists "shop_addresses" cascade;`);
    this.addSql(`drop table if exists "suppliers" cascade;`);
    this.addSql(`drop table if exists "products" cascade;`);
    this.addSql(`drop table if exists "product_properties" cascade;`);
    this.addSql(`drop table if exists "product_prices" cascade;`);
  }

}
