import { MIN_UNIT_PRICE_VND } from '#shared/money/exchange.ts';
import { roundToHundreds } from '#shared/money/rounding.ts';
import type { CatalogPlan, PlanPriceBreak, PlanProduct } from '#shared/catalog-plan/catalog-plan-types.ts';
import { LIBRARY_TYPE_GROUP, PACKAGE_GROUP } from '../../server/seed/plan/property-groups.ts';
import { slugify } from '../../server/seed/plan/slugify.ts';
import { createMpnRegistry } from './mpn-variant.ts';
import { createPrng } from './prng.ts';

/** One generated product, still keyed like the demo plan (the loader maps keys to ids). */
export interface SyntheticProduct {
  sku: string;
  slug: string;
  name: string;
  mpn: string;
  categoryKey: string;
  manufacturerKey: string;
  /** The real part whose drawn picture (package look) this product reuses. */
  imageSku: string;
  price: number;
  inventory: number;
  multiples: number;
  productTagName: string | null;
  package: string;
  description: string;
  datasheetUrl: string | null;
  priceBreaks: PlanPriceBreak[];
  /** Property value keys of the demo plan (never group keys), deduplicated. */
  propertyKeys: string[];
  createdAt: Date;
}

export interface SyntheticOptions {
  /** How many products to generate. */
  count: number;
  seed: number;
}

// Generated LCSC-style codes are spread over C1,000,000-C29,999,999 like the real ones (so an SKU
// prefix matches a realistic share of the catalogue): the n-th code is 1,000,000 + (n·STEP mod SPAN),
// a permutation of the span because STEP and SPAN are coprime; real codes are skipped.
const SKU_BASE = 1_000_000;
const SKU_SPAN = 29_000_000;
export const SKU_STEP = 7_368_787;

/** A source of unique generated SKUs that never repeats a real one. */
export function createSkuSequence(realSkus: Iterable<string>): () => string {
  const taken = new Set(realSkus);
  let n = 0;
  return () => {
    for (;;) {
      const sku = `C${SKU_BASE + ((n++ * SKU_STEP) % SKU_SPAN)}`;
      if (!taken.has(sku)) return sku;
    }
  };
}
// Creation dates spread over three years before a fixed day, so `newest` sorts something real.
const CREATED_UNTIL = Date.UTC(2026, 10, 1);
const CREATED_SPAN_DAYS = 3 * 365;

/**
 * Generates `count` products from the real parts' distributions, deterministically for a seed.
 * For each product a real part is drawn uniformly (so categories keep their real shares); it gives
 * the leaf category, the package (and its filter value and picture). Other real parts of the same
 * leaf category, drawn independently, give the manufacturer (and the MPN series the new MPN is a
 * variant of), the parametric values with the name and description words that state them, the
 * price table (scaled by a log-normal factor), the stock and the library type. So every filter
 * value exists in the demo plan, counts spread like the real ones, and no two products are alike.
 */
export function* generateSyntheticProducts(plan: CatalogPlan, options: SyntheticOptions): Generator<SyntheticProduct> {
  const rng = createPrng(options.seed);
  const parts = plan.products;
  if (parts.length === 0) throw new RangeError('the demo plan has no products to sample from');
  const byLeaf = new Map<string, PlanProduct[]>();
  for (const part of parts) {
    const list = byLeaf.get(part.categoryKey) ?? [];
    list.push(part);
    byLeaf.set(part.categoryKey, list);
  }
  const groupOfValue = new Map(plan.properties.filter((p) => p.parentKey !== null).map((p) => [p.key, p.parentKey as string]));
  const mpns = createMpnRegistry(parts.map((part) => part.mpn));
  const nextSku = createSkuSequence(parts.map((part) => part.sku));

  for (let index = 0; index < options.count; index++) {
    const template = rng.pick(parts);
    const siblings = byLeaf.get(template.categoryKey) as PlanProduct[];
    const maker = rng.pick(siblings);
    const values = rng.pick(siblings);
    const pricing = rng.pick(siblings);
    const stock = rng.pick(siblings);
    const library = rng.pick(siblings);

    const sku = nextSku();
    const mpn = mpns.variantOf(maker.mpn, rng);
    const propertyKeys = new Set<string>();
    for (const key of values.propertyKeys) {
      const group = groupOfValue.get(key);
      if (group !== PACKAGE_GROUP.key && group !== LIBRARY_TYPE_GROUP.key) propertyKeys.add(key);
    }
    for (const key of template.propertyKeys) if (groupOfValue.get(key) === PACKAGE_GROUP.key) propertyKeys.add(key);
    for (const key of library.propertyKeys) if (groupOfValue.get(key) === LIBRARY_TYPE_GROUP.key) propertyKeys.add(key);

    const priceBreaks = scaledPriceBreaks(pricing.priceBreaks, Math.exp(0.35 * rng.normal()));
    yield {
      sku,
      slug: slugify(`${mpn} ${sku}`),
      name: renamed(values, mpn, template.package),
      mpn,
      categoryKey: template.categoryKey,
      manufacturerKey: maker.manufacturerKey,
      imageSku: template.sku,
      price: (priceBreaks[0] as PlanPriceBreak).price,
      inventory: stock.inventory === 0 ? 0 : Math.max(1, Math.round(stock.inventory * Math.exp(0.8 * rng.normal()))),
      multiples: pricing.multiples,
      productTagName: library.productTagName,
      package: template.package,
      description: repackaged(values.description, values.package, template.package),
      datasheetUrl: maker.datasheetUrl,
      priceBreaks,
      propertyKeys: [...propertyKeys],
      createdAt: new Date(CREATED_UNTIL - rng.int(CREATED_SPAN_DAYS * 86_400) * 1000),
    };
  }
}

/** The value part's name with the new MPN in front and the template's package at the end. */
function renamed(values: PlanProduct, mpn: string, packageName: string): string {
  let name = values.name.startsWith(values.mpn) ? mpn + values.name.slice(values.mpn.length) : `${mpn} ${values.name}`;
  const oldPackage = values.package.trim();
  const newPackage = packageName.trim();
  if (oldPackage !== '' && name.endsWith(` ${oldPackage}`)) name = name.slice(0, -oldPackage.length) + newPackage;
  return name.trim();
}

function repackaged(description: string, oldPackage: string, newPackage: string): string {
  const from = oldPackage.trim();
  return from === '' || from === '-' ? description : description.replace(from, newPackage.trim());
}

/** The price table times `factor`, in whole hundreds (at least 100 đ), still strictly falling. */
export function scaledPriceBreaks(breaks: readonly PlanPriceBreak[], factor: number): PlanPriceBreak[] {
  const scaled: PlanPriceBreak[] = [];
  for (const row of breaks) {
    const price = Math.max(MIN_UNIT_PRICE_VND, roundToHundreds(row.price * factor));
    const previous = scaled[scaled.length - 1];
    if (previous === undefined || price < previous.price) scaled.push({ quantity: row.quantity, price });
  }
  return scaled;
}
