import type { CategoryMeta, PropertyMeta, SupplierMeta } from './catalog-data.ts';
import { CatalogIndexBuilder } from './catalog-index-builder.ts';
import { CatalogIndex } from './catalog-index.ts';

/** A product as tests describe it; ids of categories, suppliers and values as in the fixture. */
export interface FixtureProduct {
  id: number;
  categoryId: number;
  supplierId: number | null;
  price: number;
  inventory: number;
  createdAt: number;
  tagged: boolean;
  name: string;
  /** The English storefront's name, when staff wrote one. */
  nameEn?: string | null;
  description: string | null;
  mpn: string;
  sku: string;
  /** The package as the supplier names it (BOM matching). */
  packageName?: string | null;
  valueIds: number[];
}

export interface FixtureCatalog {
  categories: CategoryMeta[];
  suppliers: SupplierMeta[];
  properties: PropertyMeta[];
  products: FixtureProduct[];
}

/** Builds an index from in-memory data, feeding products in the given (arbitrary) order. */
export async function indexOf(catalog: FixtureCatalog, version = 1): Promise<CatalogIndex> {
  const direct = new Map<number, number>();
  for (const product of catalog.products) direct.set(product.categoryId, (direct.get(product.categoryId) ?? 0) + 1);
  const builder = new CatalogIndexBuilder({
    version,
    categories: catalog.categories,
    suppliers: catalog.suppliers,
    properties: catalog.properties,
    directProductCounts: direct,
    maxProductId: catalog.products.reduce((max, product) => Math.max(max, product.id), 0),
  });
  for (const p of catalog.products) {
    builder.addProduct([p.id, p.categoryId, p.supplierId, p.price, p.inventory, p.createdAt, p.tagged, p.name, p.nameEn ?? null, p.description, p.mpn, p.sku, p.packageName ?? null]);
  }
  for (const p of catalog.products) for (const valueId of p.valueIds) builder.addProductValue(p.id, valueId);
  return new CatalogIndex(await builder.finish());
}

export function category(id: number, parentId: number | null, level: number, name: string, position = 0, nameEn = name): CategoryMeta {
  return { id, parent_id: parentId, level, slug: `c-${id}`, name, name_en: nameEn, image_id: null, number_product: 0, position };
}

export function property(id: number, parentId: number | null, name: string, position = 0): PropertyMeta {
  return { id, parent_id: parentId, name, name_en: name, position };
}

/** A deterministic pseudo-random source (mulberry32) for generated catalogues. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A random three-level catalogue: 3 roots × 3 children × 2 grandchildren, products attached at
 * every level, 4 filter groups of 4 values, 6 suppliers (some products without), many ties in
 * price and stock so tie-breaks matter.
 */
export function randomCatalog(seed: number, productCount: number): FixtureCatalog {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const categories: CategoryMeta[] = [];
  let nextCategory = 100;
  for (let a = 0; a < 3; a++) {
    const root = nextCategory++;
    categories.push(category(root, null, 1, `Root ${a}`, 2 - a));
    for (let b = 0; b < 3; b++) {
      const child = nextCategory++;
      categories.push(category(child, root, 2, `Child ${a}.${b}`, b % 2));
      for (let c = 0; c < 2; c++) categories.push(category(nextCategory++, child, 3, `Leaf ${a}.${b}.${c}`, c));
    }
  }
  const properties: PropertyMeta[] = [];
  const groups: number[][] = [];
  let nextProperty = 500;
  for (let g = 0; g < 4; g++) {
    const groupId = nextProperty++;
    properties.push(property(groupId, null, `Group ${g}`, 3 - g));
    const values: number[] = [];
    for (let v = 0; v < 4; v++) {
      const valueId = nextProperty++;
      properties.push(property(valueId, groupId, `Value ${g}.${v}`, v));
      values.push(valueId);
    }
    groups.push(values);
  }
  const suppliers: SupplierMeta[] = Array.from({ length: 6 }, (_, i) => ({ id: 900 + i, name: `Maker ${String.fromCharCode(70 - i)}`, slug: `maker-${i}` }));
  const products: FixtureProduct[] = [];
  for (let i = 0; i < productCount; i++) {
    const valueIds: number[] = [];
    for (const values of groups) if (random() < 0.7) valueIds.push(pick(values));
    if (random() < 0.2) valueIds.push(pick(groups[0]!));
    const id = 1 + i * 3;
    products.push({
      id,
      categoryId: pick(categories).id,
      supplierId: random() < 0.9 ? pick(suppliers).id : null,
      price: 100 * Math.floor(random() * 8),
      inventory: random() < 0.3 ? 0 : Math.floor(random() * 5) * 10,
      createdAt: 1_700_000_000 + Math.floor(random() * 5) * 86_400,
      tagged: random() < 0.3,
      name: `${pick(['alpha', 'beta', 'Gamma', 'delta'])} part ${Math.floor(random() * 50)}`,
      description: null,
      mpn: `MPN-${id}`,
      sku: `C${id}`,
      valueIds: [...new Set(valueIds)],
    });
  }
  // Feed products in an order unrelated to ids or categories.
  for (let i = products.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [products[i], products[j]] = [products[j]!, products[i]!];
  }
  return { categories, suppliers, properties, products };
}
