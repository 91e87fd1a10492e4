import { Migration } from '@mikro-orm/migrations';

/**
 * Failure counters with growing waits share the rate limit table (sign-in is
 * throttled per address and account pair instead of locking the account): until when a key must
 * wait. Existing rows are fixed windows and keep null.
 */
export class Migration20261124100000_RateLimitBackoff extends Migration {

  override name = 'Migration20261124100000_RateLimitBackoff';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rate_limit_hits" add column "blocked_until" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limit_hits" drop column "blocked_until";`);
  }

}
