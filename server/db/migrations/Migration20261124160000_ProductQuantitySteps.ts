import { Migration } from '@mikro-orm/migrations';
import { loadRawParts } from '../../seed/plan/load-raw-parts.ts';

/**
 * A product's quantity is a minimum (`multiples`, unchanged: it holds the
 * supplier's minimum order), a `step` above it and an optional full `reel` (shared/catalog/quantity.ts).
 * Until now `multiples` was the step as well, so 54 of the 55 demo parts in stock with a minimum
 * above 1 could never be bought. Existing rows get step 1 (cut tape: the supplier sells single
 * pieces above the minimum, its price tables start at 1), and parts the supplier's data file knows
 * (by LCSC code, server/seed/data/electronic-parts.json) get their reel size; other rows keep none.
 */
export class Migration20261124160000_ProductQuantitySteps extends Migration {

  override name = 'Migration20261124160000_ProductQuantitySteps';

  override async up(): Promise<void> {
    await this.execute(`alter table "products" add column "step" int not null default 1, add column "reel" int null;`);
    await this.execute(`alter table "products" add constraint "products_step_check" check (step >= 1), add constraint "products_reel_check" check (reel is null or reel >= 1);`);
    const [row] = await this.execute(`select exists (select 1 from "products") as "used"`);
    if (!row?.['used']) return;
    const reels = loadRawParts()
      .filter((part) => Number.isSafeInteger(part.reel) && part.reel >= 1)
      .map((part) => ({ sku: part.lcsc, reel: part.reel }));
    await this.execute(
      `update "products" as p set "reel" = v."reel" from jsonb_to_recordset(?::jsonb) as v("sku" text, "reel" int) where p."sku" = v."sku" and p."reel" is null`,
      [JSON.stringify(reels)],
    );
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "products" drop column "reel", drop column "step";`);
  }

}
