import { Migration } from '@mikro-orm/migrations';

/** Accounts core: users, their sessions, linked social identities, rate-limit counters. */
export class Migration20261123000000_Accounts extends Migration {

  override name = 'Migration20261123000000_Accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "users" ("id" bigserial primary key, "email" varchar(254) null, "password_hash" varchar(255) null, "fullname" varchar(120) not null, "avatar_id" uuid null, "role" varchar(16) not null default 'customer', "email_verified" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_email_lowercase" check ("email" = lower("email"));`);

    this.addSql(`create table "sessions" ("id_hash" varchar(64) not null, "user_id" bigint not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "user_agent" varchar(300) null, primary key ("id_hash"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);
    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "social_accounts" ("id" bigserial primary key, "provider" varchar(16) not null, "provider_user_id" varchar(191) not null, "user_id" bigint not null, "email" varchar(254) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "social_accounts_user_id_index" on "social_accounts" ("user_id");`);
    this.addSql(`alter table "social_accounts" add constraint "social_accounts_provider_provider_user_id_unique" unique ("provider", "provider_user_id");`);
    this.addSql(`alter table "social_accounts" add constraint "social_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "rate_limit_hits" ("key" varchar(300) not null, "hits" int not null, "window_ends_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "rate_limit_hits_window_ends_at_index" on "rate_limit_hits" ("window_ends_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_hits" cascade;`);
    this.addSql(`drop table if exists "social_accounts" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
