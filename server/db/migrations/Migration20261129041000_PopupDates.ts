import { Migration } from '@mikro-orm/migrations';

/**
 * Staff give the promo popup (spec §1 "ads and promo popups") the dates it runs between: an
 * optional start and end. Existing popups have neither, so they show as before while active.
 */
export class Migration20261129041000_PopupDates extends Migration {

  override name = 'Migration20261129041000_PopupDates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "promo_popups" add column "starts_at" timestamptz null, add column "ends_at" timestamptz null;`);
    this.addSql(`alter table "promo_popups" add constraint "promo_popups_dates_check" check (starts_at is null or ends_at is null or starts_at < ends_at);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "promo_popups" drop constraint "promo_popups_dates_check";`);
    this.addSql(`alter table "promo_popups" drop column "starts_at", drop column "ends_at";`);
  }

}
