import { Migration } from '@mikro-orm/migrations';

/**
 * Registrations confirmed by an e-mailed code: POST /register no longer creates
 * the account at once (that answered `email_taken` for an address with an account); it stores a
 * request, and the code from the e-mail creates the account. No existing data changes.
 */
export class Migration20261124101000_RegistrationRequests extends Migration {

  override name = 'Migration20261124101000_RegistrationRequests';

  override up(): void | Promise<void> {
    this.addSql(`create table "registration_requests" ("id" bigserial primary key, "public_id" uuid not null, "email" varchar(254) not null, "fullname" varchar(120) not null, "password_hash" varchar(255) null, "code_hash" varchar(255) not null, "return_url" varchar(2000) null, "locale" varchar(2) not null, "attempts" smallint not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "registration_requests" add constraint "registration_requests_public_id_unique" unique ("public_id");`);
    this.addSql(`create index "registration_requests_email_index" on "registration_requests" ("email");`);
    this.addSql(`create index "registration_requests_expires_at_index" on "registration_requests" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "registration_requests" cascade;`);
  }

}
