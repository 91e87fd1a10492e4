import { Migration } from '@mikro-orm/migrations';

/** One-time codes for the password reset (spec §3 OTP). */
export class Migration20261123001000_OtpCodes extends Migration {

  override name = 'Migration20261123001000_OtpCodes';

  override up(): void | Promise<void> {
    this.addSql(`create table "otp_codes" ("id" bigserial primary key, "user_id" bigint not null, "purpose" varchar(16) not null, "code_hash" varchar(255) not null, "expires_at" timestamptz not null, "attempts" smallint not null default 0, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "otp_codes_user_id_index" on "otp_codes" ("user_id");`);
    this.addSql(`alter table "otp_codes" add constraint "otp_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "otp_codes" cascade;`);
  }

}
