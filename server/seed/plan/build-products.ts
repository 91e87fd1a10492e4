import type { CatalogPlanOptions, PlanProduct, RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import type { PartParameters } from '#shared/catalog-plan/part-parameters.ts';
import { buildPriceBreaks } from '#shared/catalog-plan/price-breaks.ts';
import { productName } from '#shared/catalog-plan/product-name.ts';
import { slugify } from './slugify.ts';

/** Look-ups the products need from the other parts of the plan. */
export interface ProductContext {
  options: CatalogPlanOptions;
  parametersBySku: ReadonlyMap<string, PartParameters>;
  categoryKeyBySku: ReadonlyMap<string, string>;
  supplierKeyByManufacturer: ReadonlyMap<string, string>;
  propertyKeysBySku: ReadonlyMap<string, string[]>;
}

// Tags are shop data in Vietnamese (the English storefront translates known ones).
// Basic parts are the cheap, always-stocked JLCPCB assembly parts makers look for.
// "Preferred" is not tagged: in this data every extended part is preferred, so the tag
// would sit on 95 % of the catalogue and tell nobody anything.
const BASIC_PART_TAG = 'Cơ bản';

/**
 * Turns one supplier part into a shop product (prices in VND). Quantities: the
 * supplier's minimum order is the minimum, the step is 1 (its price tables start at one piece:
 * cut tape), and the reel is only offered as a full-reel choice.
 */
export function buildProduct(part: RawPart, context: ProductContext): PlanProduct {
  const multiples = Math.max(1, Math.ceil(part.minOrder));
  const priceBreaks = buildPriceBreaks(part.priceBreaksUsd, multiples, context.options);
  const first = priceBreaks[0];
  if (first === undefined) throw new RangeError(`part ${part.lcsc} has no price`);
  return {
    sku: part.lcsc,
    slug: slugify(`${part.mpn} ${part.lcsc}`),
    name: productName(part, required(context.parametersBySku, part.lcsc)),
    mpn: part.mpn,
    manufacturerKey: required(context.supplierKeyByManufacturer, part.manufacturer),
    categoryKey: required(context.categoryKeyBySku, part.lcsc),
    package: part.package,
    description: part.description,
    datasheetUrl: part.datasheetUrl.trim() === '' ? null : part.datasheetUrl,
    inventory: Math.max(0, part.stock),
    multiples,
    step: 1,
    price: first.price,
    priceBreaks,
    propertyKeys: context.propertyKeysBySku.get(part.lcsc) ?? [],
    productTagName: part.library === 'base' ? BASIC_PART_TAG : null,
    libraryType: part.library === 'base' ? 'basic' : 'extended',
    reel: Number.isSafeInteger(part.reel) && part.reel >= 1 ? part.reel : null,
    costUsd: part.priceBreaksUsd,
  };
}

function required<V>(map: ReadonlyMap<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`missing plan entry for "${key}"`);
  return value;
}
