import { Migration } from '@mikro-orm/migrations';

/**
 * The shop's own content (spec §2 /tin-tuc, /dich-vu, /lien-he): news articles, services, the
 * contact form's messages, and a log of who changed which piece of content when (staff side).
 * New tables only: no existing row changes.
 */
export class Migration20261126050000_ContentPages extends Migration {

  override name = 'Migration20261126050000_ContentPages';

  override up(): void | Promise<void> {
    this.addSql(`create table "news_articles" ("id" serial primary key, "slug" varchar(200) not null, "title" varchar(300) not null, "excerpt" varchar(1000) not null default '', "body" text not null default '', "cover_image_id" int null, "status" varchar(16) not null default 'draft', "published_at" timestamptz null, "created_by_id" bigint null, "updated_by_id" bigint null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "news_articles" add constraint "news_articles_slug_unique" unique ("slug");`);
    this.addSql(`alter table "news_articles" add constraint "news_articles_status_check" check (status in ('draft', 'published'));`);
    this.addSql(`alter table "news_articles" add constraint "news_articles_published_at_check" check (status = 'draft' or published_at is not null);`);
    this.addSql(`alter table "news_articles" add constraint "news_articles_cover_image_id_foreign" foreign key ("cover_image_id") references "images" ("id") on delete set null;`);
    this.addSql(`alter table "news_articles" add constraint "news_articles_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "news_articles" add constraint "news_articles_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "news_articles_published_index" on "news_articles" ("published_at" desc, "id" desc) where status = 'published';`);

    this.addSql(`create table "services" ("id" serial primary key, "slug" varchar(200) not null, "name" varchar(200) not null, "name_en" varchar(200) not null, "summary" varchar(1000) not null default '', "summary_en" varchar(1000) not null default '', "body" text not null default '', "body_en" text not null default '', "call_to_action" varchar(16) not null default 'contact', "position" int not null default 0, "updated_by_id" bigint null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "services" add constraint "services_slug_unique" unique ("slug");`);
    this.addSql(`alter table "services" add constraint "services_call_to_action_check" check (call_to_action in ('pcb', 'contact'));`);
    this.addSql(`alter table "services" add constraint "services_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "contact_messages" ("id" serial primary key, "name" varchar(120) not null, "email" varchar(254) null, "phone" varchar(32) null, "subject" varchar(200) not null, "message" varchar(5000) not null, "user_id" bigint null, "read_at" timestamptz null, "read_by_id" bigint null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "contact_messages" add constraint "contact_messages_reach_check" check (email is not null or phone is not null);`);
    this.addSql(`alter table "contact_messages" add constraint "contact_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "contact_messages" add constraint "contact_messages_read_by_id_foreign" foreign key ("read_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at" desc);`);

    this.addSql(`create table "content_changes" ("id" bigserial primary key, "user_id" bigint null, "subject" varchar(32) not null, "subject_id" varchar(64) not null, "action" varchar(16) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "content_changes" add constraint "content_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "content_changes_subject_index" on "content_changes" ("subject", "subject_id", "created_at" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_changes" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "services" cascade;`);
    this.addSql(`drop table if exists "news_articles" cascade;`);
  }

}
