import { Migration } from '@mikro-orm/migrations';

/**
 * The content change log and the moderation events move into the one record of staff changes
 * (`staff_changes`): every row is copied (content: who, what, when; moderation: who, which comment
 * or post, what, why, and the state it left the comment or post in), then the two tables go.
 * Subjects: content keeps its own ('news', 'service', 'page', 'contact_message'); a moderated
 * comment is 'comment' and a forum post 'forum_post'.
 */
export class Migration20261127041000_OneStaffChangeRecord extends Migration {

  override name = 'Migration20261127041000_OneStaffChangeRecord';

  override up(): void | Promise<void> {
    this.addSql(`insert into "staff_changes" ("user_id", "subject", "subject_id", "action", "created_at")
      select "user_id", "subject", "subject_id", "action", "created_at" from "content_changes" order by "id";`);
    this.addSql(`insert into "staff_changes" ("user_id", "subject", "subject_id", "action", "reason", "after", "created_at")
      select "staff_id", case "target" when 'comments' then 'comment' else 'forum_post' end, "target_id"::text, "action", "reason",
        jsonb_build_object('state', case "action" when 'hide' then 'hidden' when 'show' then 'visible' else 'deleted' end), "created_at"
      from "moderation_events" order by "id";`);
    this.addSql(`drop table "content_changes";`);
    this.addSql(`drop table "moderation_events";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "content_changes" ("id" bigserial primary key, "user_id" bigint null, "subject" varchar(32) not null, "subject_id" varchar(64) not null, "action" varchar(16) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "content_changes" add constraint "content_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "content_changes_subject_index" on "content_changes" ("subject", "subject_id", "created_at" desc);`);
    this.addSql(`insert into "content_changes" ("user_id", "subject", "subject_id", "action", "created_at")
      select "user_id", "subject", "subject_id", "action", "created_at" from "staff_changes" where "subject" in ('news', 'service', 'page', 'contact_message') order by "id";`);
    this.addSql(`create table "moderation_events" ("id" bigserial primary key, "target" varchar(16) not null, "target_id" bigint not null, "action" varchar(16) not null, "reason" text not null, "staff_id" bigint not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "moderation_events_target_index" on "moderation_events" ("target", "target_id");`);
    this.addSql(`alter table "moderation_events" add constraint "moderation_events_staff_id_foreign" foreign key ("staff_id") references "users" ("id") on delete cascade;`);
    this.addSql(`insert into "moderation_events" ("target", "target_id", "action", "reason", "staff_id", "created_at")
      select case "subject" when 'comment' then 'comments' else 'posts' end, "subject_id"::bigint, "action", coalesce("reason", ''), "user_id", "created_at"
      from "staff_changes" where "subject" in ('comment', 'forum_post') and "user_id" is not null order by "id";`);
    this.addSql(`delete from "staff_changes" where "subject" in ('news', 'service', 'page', 'contact_message', 'comment', 'forum_post');`);
  }

}
