import type { EntityManager } from '@mikro-orm/postgresql';
import { MARGIN_SETTING_KEY } from '#shared/catalog-admin/margin.ts';
import type { AdminPricing, AdminRepricePreview } from '#shared/catalog-admin/schemas.ts';
import { buildPriceBreaks } from '#shared/catalog-plan/price-breaks.ts';
import { recordStaffChange, staffChangesOf } from '../audit/index.ts';
import { exchangeRate } from '../checkout/index.ts';
import { ProductSchema } from '../catalog/product.entity.ts';
import { SettingSchema } from '../content/setting.entity.ts';
import { PRODUCT_SUBJECT } from './admin-product-commands.ts';
import { importMarginPercent } from './product-import-plan.ts';

type Breaks = { quantity: number; price: number }[];

interface Repriced {
  id: number;
  sku: string;
  name: string;
  before: Breaks;
  after: Breaks;
}

/**
 * Every product with a known cost that the margin changes: its volume prices before and after,
 * the after ones made from the cost as the seed and the import make them (exchange rate × (1 +
 * margin), whole hundreds, from the minimum order). Archived products are left as they are.
 */
async function repricedProducts(em: EntityManager, rate: number, margin: number): Promise<{ costed: number; changed: Repriced[] }> {
  // Raw: one light read of every costed product with its prices, rather than hydrating the whole
  // catalogue and its ~20,000 price rows as entities (that blocked the event loop long enough for
  // the load shedder to refuse the next request).
  const products = await em.execute<{ id: number; sku: string; name: string; multiples: number; cost_usd: [number, number][]; prices: Breaks | null }[]>(
    `select p."id", p."sku", p."name", p."multiples", p."cost_usd",
            (select json_agg(json_build_object('quantity', pp."quantity", 'price', pp."price") order by pp."quantity")
               from "product_prices" pp where pp."product_id" = p."id") as "prices"
       from "products" p
      where p."cost_usd" is not null and p."archived_at" is null
      order by p."id"`,
  );
  const changed: Repriced[] = [];
  for (const product of products) {
    const before = product.prices ?? [];
    const after = buildPriceBreaks(product.cost_usd, product.multiples, { exchangeRate: rate, marginPercent: margin });
    if (after.length === 0 || JSON.stringify(before) === JSON.stringify(after)) continue;
    changed.push({ id: product.id, sku: product.sku, name: product.name, before, after });
  }
  return { costed: products.length, changed };
}

function changePercent(row: Repriced): number {
  const before = row.before[0]?.price ?? 0;
  return before > 0 ? Math.round(((row.after[0]!.price - before) / before) * 1000) / 10 : 0;
}

export async function pricingSettings(em: EntityManager): Promise<AdminPricing> {
  const [rate, margin, costed, changes] = await Promise.all([
    exchangeRate(em),
    importMarginPercent(em),
    em.count(ProductSchema, { costUsd: { $ne: null }, archivedAt: null }),
    staffChangesOf(em, 'setting', MARGIN_SETTING_KEY, 10),
  ]);
  return { exchange_rate: rate, margin_percent: margin, costed_products: costed, changes };
}

/** What re-pricing at `margin` would change (writes nothing). */
export async function previewReprice(em: EntityManager, margin: number): Promise<AdminRepricePreview> {
  const rate = await exchangeRate(em);
  const { costed, changed } = await repricedProducts(em, rate, margin);
  const percents = changed.map(changePercent);
  return {
    exchange_rate: rate,
    margin_percent: margin,
    costed_products: costed,
    changed_products: changed.length,
    min_change_percent: percents.length ? Math.min(...percents) : null,
    max_change_percent: percents.length ? Math.max(...percents) : null,
    // Products whose list price moves first: a change only in a larger quantity's price reads as "300 đ → 300 đ".
    samples: [...changed.filter((row) => row.after[0]!.price !== row.before[0]?.price), ...changed.filter((row) => row.after[0]!.price === row.before[0]?.price)].slice(0, 10).map((row) => ({ id: row.id, sku: row.sku, name: row.name, before: row.before[0]?.price ?? 0, after: row.after[0]!.price })),
  };
}

/**
 * Sets the margin and re-prices every product with a known cost at it and today's exchange rate,
 * in one transaction: the margin's change recorded on the setting, each product's prices before →
 * after on the product (action `reprice`). The storefront follows through the product change
 * feed (price is not structural: no rebuild). Answers how many products changed.
 */
export async function applyReprice(em: EntityManager, userId: number, margin: number): Promise<number> {
  return em.transactional(async (tx) => {
    const rate = await exchangeRate(tx);
    const setting = await tx.findOne(SettingSchema, MARGIN_SETTING_KEY);
    const before = setting ? Number(setting.value) : null;
    if (setting) setting.value = String(margin);
    else tx.create(SettingSchema, { key: MARGIN_SETTING_KEY, value: String(margin), valueEn: null });
    if (before !== margin) recordStaffChange(tx, { userId, subject: 'setting', subjectId: MARGIN_SETTING_KEY, action: 'update', before: { margin_percent: before }, after: { margin_percent: margin } });
    const { changed } = await repricedProducts(tx, rate, margin);
    if (changed.length) {
      const ids = changed.map((row) => row.id);
      // Raw: thousands of products' price tables replaced in three statements rather than one per row.
      await tx.execute('delete from "product_prices" where "product_id" in (select (value)::int from jsonb_array_elements(?::jsonb))', [JSON.stringify(ids)]);
      await tx.execute(
        `insert into "product_prices" ("product_id", "quantity", "price")
           select v."product_id", v."quantity", v."price" from jsonb_to_recordset(?::jsonb) as v("product_id" int, "quantity" int, "price" int)`,
        [JSON.stringify(changed.flatMap((row) => row.after.map((rowPrice) => ({ product_id: row.id, ...rowPrice }))))],
      );
      await tx.execute(
        `update "products" as p set "price" = v."price", "updated_at" = now()
           from jsonb_to_recordset(?::jsonb) as v("id" int, "price" int) where p."id" = v."id"`,
        [JSON.stringify(changed.map((row) => ({ id: row.id, price: row.after[0]!.price })))],
      );
      for (const row of changed) recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: row.id, action: 'reprice', before: { prices: row.before }, after: { prices: row.after } });
    }
    await tx.flush();
    return changed.length;
  });
}
