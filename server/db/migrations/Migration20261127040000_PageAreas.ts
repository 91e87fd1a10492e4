import { Migration } from '@mikro-orm/migrations';

/**
 * The page areas (spec §1, §2, §3, §7): notification banners per page type, ads and footer back
 * links, the promo popup with the signed-in users it was shown to, and the support widget's groups
 * and supporters. New tables only: no existing row changes.
 */
export class Migration20261127040000_PageAreas extends Migration {

  override name = 'Migration20261127040000_PageAreas';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification_banners" ("id" serial primary key, "page_type" varchar(16) not null, "content" varchar(500) not null, "content_en" varchar(500) null, "bg_color" varchar(7) not null, "text_color" varchar(7) not null, "icon" varchar(16) not null, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "notification_banners" add constraint "notification_banners_icon_check" check (icon in ('exclamation', 'info'));`);
    this.addSql(`alter table "notification_banners" add constraint "notification_banners_colors_check" check (bg_color ~ '^#[0-9a-fA-F]{6}$' and text_color ~ '^#[0-9a-fA-F]{6}$');`);
    this.addSql(`create index "notification_banners_page_type_index" on "notification_banners" ("page_type", "id" desc) where active;`);

    this.addSql(`create table "ads" ("id" serial primary key, "position" varchar(16) not null, "url" varchar(500) not null, "image_id" int not null, "name" varchar(200) not null, "name_en" varchar(200) null, "active" boolean not null default true, "sort" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "ads" add constraint "ads_position_check" check (position in ('ad_left', 'ad_right', 'left', 'right'));`);
    this.addSql(`alter table "ads" add constraint "ads_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete cascade;`);
    this.addSql(`create table "back_links" ("id" serial primary key, "name" varchar(200) not null, "url" varchar(500) not null, "sort" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "promo_popups" ("id" serial primary key, "title" varchar(200) not null, "title_en" varchar(200) null, "content" varchar(1000) not null, "content_en" varchar(1000) null, "image_id" int null, "url" varchar(500) null, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "promo_popups" add constraint "promo_popups_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`);
    this.addSql(`create table "popup_views" ("popup_id" int not null, "user_id" bigint not null, "created_at" timestamptz not null default now(), constraint "popup_views_pkey" primary key ("popup_id", "user_id"));`);
    this.addSql(`alter table "popup_views" add constraint "popup_views_popup_id_foreign" foreign key ("popup_id") references "promo_popups" ("id") on delete cascade;`);
    this.addSql(`alter table "popup_views" add constraint "popup_views_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "support_groups" ("id" serial primary key, "name" varchar(200) not null, "name_en" varchar(200) null, "sort" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create table "supporters" ("id" serial primary key, "group_id" int not null, "name" varchar(200) not null, "image_id" int null, "yahoo" varchar(200) null, "skype" varchar(200) null, "msn" varchar(200) null, "email" varchar(254) null, "mobile" varchar(32) null, "active" boolean not null default true, "sort" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "supporters" add constraint "supporters_group_id_foreign" foreign key ("group_id") references "support_groups" ("id") on delete cascade;`);
    this.addSql(`alter table "supporters" add constraint "supporters_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`);
    this.addSql(`create index "supporters_group_id_index" on "supporters" ("group_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "supporters" cascade;`);
    this.addSql(`drop table if exists "support_groups" cascade;`);
    this.addSql(`drop table if exists "popup_views" cascade;`);
    this.addSql(`drop table if exists "promo_popups" cascade;`);
    this.addSql(`drop table if exists "back_links" cascade;`);
    this.addSql(`drop table if exists "ads" cascade;`);
    this.addSql(`drop table if exists "notification_banners" cascade;`);
  }

}
