import { Migration } from '@mikro-orm/migrations';
import { categoryInfoTexts } from '../../seed/plan/category-info.ts';
import { buildCatalogPlan } from '../../seed/plan/build-catalog-plan.ts';
import { loadRawParts } from '../../seed/plan/load-raw-parts.ts';

/**
 * A category's own text for shoppers, shown in the footer info area of its listing (spec §4
 * "Footer info ... collapsing to an expandable view when over 2 paragraphs", §7
 * GET /v1/get-footer?info=1&category_id&show_info). Shop-owned HTML in both
 * languages; null when the category has none. A demo database seeded before this migration gets
 * the demo's texts for the categories that still read as the demo's (same slug and name).
 */
export class Migration20261124162000_CategoryInfo extends Migration {

  override name = 'Migration20261124162000_CategoryInfo';

  override async up(): Promise<void> {
    await this.execute(`alter table "categories" add column "info" text null, add column "info_en" text null;`);
    const [row] = await this.execute(`select exists (select 1 from "categories") as "used"`);
    if (!row?.['used']) return;
    // Texts only: prices do not enter them, so any exchange rate and margin will do.
    const plan = buildCatalogPlan(loadRawParts(), { exchangeRate: 26_000, marginPercent: 20 });
    const texts = categoryInfoTexts(plan).map(({ slug, name, info, infoEn }) => ({ slug, name, info, info_en: infoEn }));
    await this.execute(
      `update "categories" as c set "info" = v."info", "info_en" = v."info_en"
         from jsonb_to_recordset(?::jsonb) as v("slug" text, "name" text, "info" text, "info_en" text)
        where c."slug" = v."slug" and c."name" = v."name" and c."info" is null and c."info_en" is null`,
      [JSON.stringify(texts)],
    );
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "categories" drop column "info", drop column "info_en";`);
  }

}
