import { buildCategories } from './build-categories.ts';
import { buildProduct } from './build-products.ts';
import { buildProperties } from './build-properties.ts';
import { buildSuppliers } from './build-suppliers.ts';
import type { CatalogPlan, CatalogPlanOptions, RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { partParameters } from '#shared/catalog-plan/part-parameters.ts';
import type { PartParameters } from '#shared/catalog-plan/part-parameters.ts';
import { compareCodeUnits } from './text-order.ts';

/**
 * The whole demo catalogue as plain data: category tree, suppliers, filter properties
 * and one product per part, every list in insert-safe, display order. Pure and
 * deterministic: the same parts (in any order) and options give an identical plan.
 *
 * @throws RangeError on a repeated SKU or a bad exchange rate / margin.
 */
export function buildCatalogPlan(parts: readonly RawPart[], options: CatalogPlanOptions): CatalogPlan {
  assertOptions(options);
  const sorted = sortedBySku(parts);
  const parametersBySku = new Map<string, PartParameters>(sorted.map((part) => [part.lcsc, partParameters(part)]));
  const { categories, categoryKeyBySku } = buildCategories(sorted);
  const { suppliers, supplierKeyByManufacturer } = buildSuppliers(sorted);
  const { properties, propertyKeysBySku } = buildProperties(sorted, parametersBySku);
  const context = { options, parametersBySku, categoryKeyBySku, supplierKeyByManufacturer, propertyKeysBySku };
  const products = sorted.map((part) => buildProduct(part, context));
  return { categories, suppliers, properties, products };
}

// C1002 before C10000: numeric SKU order, so the plan never depends on file order.
function sortedBySku(parts: readonly RawPart[]): RawPart[] {
  const seen = new Set<string>();
  for (const part of parts) {
    if (seen.has(part.lcsc)) throw new RangeError(`SKU ${part.lcsc} appears twice`);
    seen.add(part.lcsc);
  }
  return [...parts].sort((a, b) => skuNumber(a.lcsc) - skuNumber(b.lcsc) || compareCodeUnits(a.lcsc, b.lcsc));
}

function skuNumber(sku: string): number {
  const digits = /\d+/.exec(sku)?.[0];
  return digits === undefined ? Number.MAX_SAFE_INTEGER : Number(digits);
}

function assertOptions(options: CatalogPlanOptions): void {
  if (!(options.exchangeRate > 0)) throw new RangeError(`exchange rate must be positive, got ${options.exchangeRate}`);
  if (!(options.marginPercent > -100)) {
    throw new RangeError(`margin must be above -100 %, got ${options.marginPercent}`);
  }
}
