import { Migration } from '@mikro-orm/migrations';

/** One record of staff changes for every /admin area (who, when, what, why, before → after). */
export class Migration20261127000000_StaffChanges extends Migration {

  override name = 'Migration20261127000000_StaffChanges';

  override up(): void | Promise<void> {
    this.addSql(`create table "staff_changes" ("id" bigserial primary key, "user_id" bigint null, "subject" varchar(32) not null, "subject_id" varchar(64) not null, "action" varchar(24) not null, "reason" text null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "staff_changes" add constraint "staff_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "staff_changes_subject_index" on "staff_changes" ("subject", "subject_id", "created_at" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_changes" cascade;`);
  }

}
