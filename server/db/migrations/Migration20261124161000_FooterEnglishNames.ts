import { Migration } from '@mikro-orm/migrations';

/**
 * The English storefront showed the branch names (and addresses) and the
 * bank-transfer logo in Vietnamese. Branches get `name_en` / `address_en`, payment methods
 * `name_en` and an English logo `image_en_id`; null shows the Vietnamese. A demo database seeded
 * before them gets the demo's English at its next start (server/seed/footer-english.ts: the logo
 * has to be drawn and stored, which a migration cannot do).
 */
export class Migration20261124161000_FooterEnglishNames extends Migration {

  override name = 'Migration20261124161000_FooterEnglishNames';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_addresses" add column "name_en" varchar(200) null, add column "address_en" varchar(500) null;`);
    this.addSql(`alter table "payment_methods" add column "name_en" varchar(200) null, add column "image_en_id" int null;`);
    this.addSql(`alter table "payment_methods" add constraint "payment_methods_image_en_id_foreign" foreign key ("image_en_id") references "images" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_methods" drop constraint "payment_methods_image_en_id_foreign";`);
    this.addSql(`alter table "payment_methods" drop column "name_en", drop column "image_en_id";`);
    this.addSql(`alter table "shop_addresses" drop column "name_en", drop column "address_en";`);
  }

}
