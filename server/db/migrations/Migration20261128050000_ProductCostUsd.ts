import { Migration } from '@mikro-orm/migrations';
import { loadRawParts } from '../../seed/plan/load-raw-parts.ts';

/**
 * A product's cost: the supplier's USD price table (`[[fromQuantity, unitPriceUsd], ...]`, the
 * demo data's `priceBreaksUsd`), from which staff re-price the catalogue at today's exchange rate
 * and margin (spec/issue "exchange rate and margin (re-pricing on demand)"). Null: no known cost,
 * the product is priced by hand only. A database seeded before this migration gets the demo's
 * costs by SKU; the seed writes them for new ones, the staff import keeps them from a file's USD prices.
 */
export class Migration20261128050000_ProductCostUsd extends Migration {

  override name = 'Migration20261128050000_ProductCostUsd';

  override async up(): Promise<void> {
    await this.execute(`alter table "products" add column "cost_usd" jsonb null;`);
    const [row] = await this.execute(`select exists (select 1 from "products") as "used"`);
    if (!row?.['used']) return;
    const costs = loadRawParts().map((part) => ({ sku: part.lcsc, cost: part.priceBreaksUsd }));
    await this.execute(
      `update "products" as p set "cost_usd" = v."cost"
         from jsonb_to_recordset(?::jsonb) as v("sku" text, "cost" jsonb)
        where p."sku" = v."sku"`,
      [JSON.stringify(costs)],
    );
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "products" drop column "cost_usd";`);
  }

}
