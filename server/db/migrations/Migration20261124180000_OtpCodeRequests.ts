import { Migration } from '@mikro-orm/migrations';

/**
 * One-time codes name the request they were mailed for (a password code works
 * only with the id its browser holds, so nobody else's guesses spend it) and, for a code that
 * proves an e-mail address before it is set on a profile, that address.
 * Existing codes get an id of their own and keep working until they expire as before.
 */
export class Migration20261124180000_OtpCodeRequests extends Migration {

  override name = 'Migration20261124180000_OtpCodeRequests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "otp_codes" add column "public_id" uuid not null default gen_random_uuid();`);
    this.addSql(`alter table "otp_codes" alter column "public_id" drop default;`);
    this.addSql(`alter table "otp_codes" add constraint "otp_codes_public_id_unique" unique ("public_id");`);
    this.addSql(`alter table "otp_codes" add column "email" varchar(254) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "otp_codes" drop column "email";`);
    this.addSql(`alter table "otp_codes" drop column "public_id";`);
  }

}
