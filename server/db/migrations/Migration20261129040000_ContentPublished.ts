import { Migration } from '@mikro-orm/migrations';

/**
 * Staff publish or withdraw a service (spec §2 /dich-vu) and a footer page (/cong-ty/{slug},
 * /information/{slug}, /pages/{slug}): a `published` flag on each. Every existing row stays
 * published, so the storefront shows what it showed before.
 */
export class Migration20261129040000_ContentPublished extends Migration {

  override name = 'Migration20261129040000_ContentPublished';

  override up(): void | Promise<void> {
    this.addSql(`alter table "services" add column "published" boolean not null default true;`);
    this.addSql(`alter table "footer_pages" add column "published" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "footer_pages" drop column "published";`);
    this.addSql(`alter table "services" drop column "published";`);
  }

}
