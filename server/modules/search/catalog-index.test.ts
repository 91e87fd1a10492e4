import { describe, expect, test } from 'vitest';
import { ORDER_SORTS, type OrderSort } from '#shared/catalog/schemas.ts';
import { foldText } from '#shared/search/normalize.ts';
import { indexOf, randomCatalog, type FixtureCatalog, type FixtureProduct } from './catalog-fixture.ts';
import { CatalogIndex } from './catalog-index.ts';
import type { Selection } from './selection.ts';

/** Straightforward answers to compare the index with. */
function oracle(catalog: FixtureCatalog) {
  const parent = new Map(catalog.categories.map((c) => [c.id, c.parent_id]));
  const groupOf = new Map(catalog.properties.filter((p) => p.parent_id !== null).map((p) => [p.id, p.parent_id!]));
  const inCategory = (product: FixtureProduct, categoryId: number) => {
    for (let c: number | null | undefined = product.categoryId; c != null; c = parent.get(c)) if (c === categoryId) return true;
    return false;
  };
  const inScope = (p: FixtureProduct, s: Selection) =>
    (s.categoryId === undefined || inCategory(p, s.categoryId)) && (s.supplierId === undefined || p.supplierId === s.supplierId);
  const selectedGroups = (s: Selection) => {
    const groups = new Map<number, number[]>();
    for (const id of s.prid) if (groupOf.has(id)) groups.set(groupOf.get(id)!, [...(groups.get(groupOf.get(id)!) ?? []), id]);
    return groups;
  };
  /** Every filter except the excluded group (or brand). */
  const matches = (p: FixtureProduct, s: Selection, exclude: number | 'brand' | null) => {
    if (!inScope(p, s)) return false;
    if (s.stock && p.inventory <= 0) return false;
    if (exclude !== 'brand' && s.brand.length && !s.brand.includes(p.supplierId ?? -1)) return false;
    for (const [group, ids] of selectedGroups(s)) if (group !== exclude && !ids.some((id) => p.valueIds.includes(id))) return false;
    return true;
  };
  const popular = (a: FixtureProduct, b: FixtureProduct) =>
    Number(b.inventory > 0) - Number(a.inventory > 0) || Number(b.tagged) - Number(a.tagged) || Math.max(0, b.inventory) - Math.max(0, a.inventory) || b.id - a.id;
  const byName = (a: FixtureProduct, b: FixtureProduct) => {
    const [x, y] = [foldText(a.name), foldText(b.name)];
    return x < y ? -1 : x > y ? 1 : popular(a, b);
  };
  const comparators: Record<OrderSort, (a: FixtureProduct, b: FixtureProduct) => number> = {
    default: popular,
    relevance: popular,
    price_asc: (a, b) => a.price - b.price || popular(a, b),
    price_desc: (a, b) => b.price - a.price || popular(a, b),
    newest: (a, b) => b.createdAt - a.createdAt || popular(a, b),
    stock_desc: (a, b) => Math.max(0, b.inventory) - Math.max(0, a.inventory) || popular(a, b),
    name_asc: byName,
  };
  return {
    listing: (s: Selection, sort: OrderSort) => catalog.products.filter((p) => matches(p, s, null)).sort(comparators[sort]).map((p) => p.id),
    counts(s: Selection) {
      const filters: Record<string, number> = {};
      const brands: Record<string, number> = {};
      for (const value of catalog.properties.filter((p) => p.parent_id !== null)) {
        if (!catalog.products.some((p) => inScope(p, s) && p.valueIds.includes(value.id))) continue;
        filters[value.id] = catalog.products.filter((p) => matches(p, s, value.parent_id) && p.valueIds.includes(value.id)).length;
      }
      for (const supplier of catalog.suppliers) {
        if (!catalog.products.some((p) => inScope(p, s) && p.supplierId === supplier.id)) continue;
        brands[supplier.id] = catalog.products.filter((p) => matches(p, s, 'brand') && p.supplierId === supplier.id).length;
      }
      return { filters, brands, total: catalog.products.filter((p) => matches(p, s, null)).length };
    },
  };
}

function allPages(index: CatalogIndex, selection: Selection, sort: OrderSort, perPage: number): number[] {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { productIds, total } = index.listProducts({ ...selection, sort, page, perPage });
    ids.push(...productIds);
    if (page * perPage >= total) return ids;
  }
}

/** Random selections over a random catalogue: scopes, 0-3 values (some in one group), brands, stock. */
function randomSelections(catalog: FixtureCatalog, count: number, seed: number): Selection[] {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const values = catalog.properties.filter((p) => p.parent_id !== null).map((p) => p.id);
  return Array.from({ length: count }, () => {
    const roll = random();
    return {
      categoryId: roll < 0.8 ? pick(catalog.categories).id : undefined,
      supplierId: roll > 0.7 ? pick(catalog.suppliers).id : undefined,
      prid: Array.from({ length: Math.floor(random() * 4) }, () => pick(values)),
      brand: random() < 0.3 ? [pick(catalog.suppliers).id, ...(random() < 0.5 ? [pick(catalog.suppliers).id] : [])] : [],
      stock: random() < 0.3,
    };
  });
}

describe('CatalogIndex against a straightforward model', () => {
  test('filter counts follow facet semantics for many random selections', async () => {
    const catalog = randomCatalog(1, 400);
    const index = await indexOf(catalog);
    const model = oracle(catalog);
    for (const selection of randomSelections(catalog, 150, 7)) {
      const { filters, brands, total, properties } = index.filterCounts(selection);
      expect({ filters, brands, total }, JSON.stringify(selection)).toEqual(model.counts(selection));
      expect(properties.flatMap((group) => group.children.map((value) => value.id)).sort()).toEqual(Object.keys(filters).map(Number).sort());
    }
  });

  test('every sort order pages through exactly the filtered products in the right order', async () => {
    const catalog = randomCatalog(2, 300);
    const index = await indexOf(catalog);
    const model = oracle(catalog);
    const selections = randomSelections(catalog, 30, 11);
    for (const selection of selections) {
      for (const sort of ORDER_SORTS) {
        const expected = model.listing(selection, sort);
        for (const perPage of [7, 24]) expect(allPages(index, selection, sort, perPage), `${sort} ${JSON.stringify(selection)}`).toEqual(expected);
      }
    }
  });

  test('pages far from the start are found from the nearer end of the order', async () => {
    const catalog = randomCatalog(3, 2000);
    const index = await indexOf(catalog);
    const expected = oracle(catalog).listing({ prid: [], brand: [], stock: false }, 'price_desc');
    const page = index.listProducts({ prid: [], brand: [], stock: false, sort: 'price_desc', page: 80, perPage: 24 });
    expect(page.productIds).toEqual(expected.slice(79 * 24, 80 * 24));
    expect(page.total).toBe(2000);
    const past = index.listProducts({ prid: [], brand: [], stock: false, sort: 'price_desc', page: 90, perPage: 24 });
    expect(past).toEqual({ productIds: [], total: 2000 });
  });

  test('groups and values come in position order, with both languages', async () => {
    const catalog = randomCatalog(4, 200);
    const index = await indexOf(catalog);
    const { properties } = index.filterCounts({ prid: [], brand: [], stock: false });
    expect(properties.map((group) => group.name)).toEqual(['Group 3', 'Group 2', 'Group 1', 'Group 0']);
    for (const group of properties) {
      const positions = group.children.map((value) => catalog.properties.find((p) => p.id === value.id)!.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(group.children.every((value) => value.parent_id === group.id && value.name_en === value.name)).toBe(true);
    }
  });

  test('brands per category count products in the whole subtree, by name', async () => {
    const catalog = randomCatalog(5, 300);
    const index = await indexOf(catalog);
    const root = catalog.categories.find((c) => c.parent_id === null)!;
    const model = oracle(catalog).counts({ categoryId: root.id, prid: [], brand: [], stock: false });
    const rows = index.suppliers(root.id);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.pCount]))).toEqual(model.brands);
    expect(rows.map((row) => row.name)).toEqual([...rows.map((row) => row.name)].sort());
    expect(index.suppliers().length).toBe(catalog.suppliers.length);
  });

  test('unknown categories and suppliers are 404 errors, unknown filter ids are ignored', async () => {
    const index = await indexOf(randomCatalog(6, 50));
    expect(() => index.listProducts({ categoryId: 1, prid: [], brand: [], stock: false, sort: 'default', page: 1, perPage: 24 })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(() => index.filterCounts({ supplierId: 1, prid: [], brand: [], stock: false })).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(index.filterCounts({ prid: [99_999], brand: [99_999], stock: false }).total).toBe(50);
  });

  test('requests on one index answer as on a fresh one (reused scratch sets carry nothing over)', async () => {
    const catalog = randomCatalog(8, 600);
    const used = await indexOf(catalog);
    const queries = ['alpha', 'part 1', 'gamma part 4', 'mpn-1', 'c10', 'mpn', 'maker b', 'root 1', 'leaf 0.1', 'delta', 'bta part', 'zzz', 'c1'];
    const selections = randomSelections(catalog, 12, 3);
    const requests = [
      ...queries.map((q) => (index: CatalogIndex) => index.suggest(q, 8)),
      ...queries.map((q) => (index: CatalogIndex) => index.listProducts({ search: q, prid: [], brand: [], stock: false, sort: 'default', page: 1, perPage: 24 })),
      ...selections.map((s) => (index: CatalogIndex) => index.listProducts({ ...s, search: queries[s.prid.length]!, sort: 'default', page: 1, perPage: 24 })),
      ...selections.map((s) => (index: CatalogIndex) => index.filterCounts({ ...s, search: queries[s.prid.length + 4]! })),
      ...selections.map((s) => (index: CatalogIndex) => index.listProducts({ ...s, sort: 'price_asc', page: 2, perPage: 7 })),
    ];
    // Twice through, in two orders, so every request follows others that dirtied the pool.
    for (const request of [...requests, ...requests.toReversed()]) {
      // A new engine over the same data: its own empty pool and caches.
      expect(request(used)).toEqual(request(new CatalogIndex(used.data)));
    }
  });
});

