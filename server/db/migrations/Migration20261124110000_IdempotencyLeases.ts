import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys after a crash: the request that holds a key names itself
 * (`owner_token`, a fencing token) and keeps a lease (`lease_expires_at`) it renews while it runs,
 * so a retry can tell a request still running from one whose process died. A key still unanswered
 * when this runs keeps the 300 s it was given before leases existed.
 */
export class Migration20261124110000_IdempotencyLeases extends Migration {

  override name = 'Migration20261124110000_IdempotencyLeases';

  override up(): void | Promise<void> {
    this.addSql(`alter table "idempotency_keys" add column "owner_token" uuid null, add column "lease_expires_at" timestamptz null;`);
    this.addSql(`update "idempotency_keys" set "lease_expires_at" = "created_at" + interval '300 seconds' where "response_status" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "idempotency_keys" drop column "owner_token", drop column "lease_expires_at";`);
  }

}
