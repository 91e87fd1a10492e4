import { Migration } from '@mikro-orm/migrations';

/**
 * Comments on products and news (spec §3 Comment, replies one level deep), forum topics and
 * posts (spec §3 Forum post, Topic), single-use captchas (spec §5), and the record of every
 * moderation change (who, when, what, why).
 */
export class Migration20261126060000_Community extends Migration {

  override name = 'Migration20261126060000_Community';

  override up(): void | Promise<void> {
    this.addSql(`create table "captcha_challenges" ("id" uuid primary key, "answer" varchar(8) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "captcha_challenges_expires_at_index" on "captcha_challenges" ("expires_at");`);

    this.addSql(`create table "comments" ("id" bigserial primary key, "commentable_type" varchar(16) not null, "commentable_id" int not null, "parent_id" bigint null, "user_id" bigint not null, "user_reply_id" bigint null, "content" text not null, "state" varchar(16) not null default 'visible', "created_at" timestamptz not null);`);
    this.addSql(`create index "comments_subject_index" on "comments" ("commentable_type", "commentable_id", "id") where "parent_id" is null;`);
    this.addSql(`create index "comments_parent_id_index" on "comments" ("parent_id");`);
    this.addSql(`create index "comments_user_id_index" on "comments" ("user_id");`);
    this.addSql(`alter table "comments" add constraint "comments_parent_id_foreign" foreign key ("parent_id") references "comments" ("id") on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_user_reply_id_foreign" foreign key ("user_reply_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "comments" add constraint "comments_state_check" check ("state" in ('visible', 'hidden', 'deleted'));`);

    this.addSql(`create table "forum_topics" ("id" bigserial primary key, "title" varchar(200) not null, "slug" varchar(120) not null, "user_id" bigint not null, "created_at" timestamptz not null, "last_post_at" timestamptz not null);`);
    this.addSql(`alter table "forum_topics" add constraint "forum_topics_slug_unique" unique ("slug");`);
    this.addSql(`create index "forum_topics_user_id_index" on "forum_topics" ("user_id");`);
    this.addSql(`alter table "forum_topics" add constraint "forum_topics_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "forum_posts" ("id" bigserial primary key, "topic_id" bigint not null, "user_id" bigint not null, "content" text not null, "opening" boolean not null default false, "state" varchar(16) not null default 'visible', "created_at" timestamptz not null);`);
    this.addSql(`create index "forum_posts_topic_id_id_index" on "forum_posts" ("topic_id", "id");`);
    this.addSql(`create index "forum_posts_user_id_index" on "forum_posts" ("user_id");`);
    this.addSql(`alter table "forum_posts" add constraint "forum_posts_topic_id_foreign" foreign key ("topic_id") references "forum_topics" ("id") on delete cascade;`);
    this.addSql(`alter table "forum_posts" add constraint "forum_posts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "forum_posts" add constraint "forum_posts_state_check" check ("state" in ('visible', 'hidden', 'deleted'));`);

    this.addSql(`create table "moderation_events" ("id" bigserial primary key, "target" varchar(16) not null, "target_id" bigint not null, "action" varchar(16) not null, "reason" text not null, "staff_id" bigint not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "moderation_events_target_index" on "moderation_events" ("target", "target_id");`);
    this.addSql(`alter table "moderation_events" add constraint "moderation_events_staff_id_foreign" foreign key ("staff_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "moderation_events" cascade;`);
    this.addSql(`drop table if exists "forum_posts" cascade;`);
    this.addSql(`drop table if exists "forum_topics" cascade;`);
    this.addSql(`drop table if exists "comments" cascade;`);
    this.addSql(`drop table if exists "captcha_challenges" cascade;`);
  }

}
