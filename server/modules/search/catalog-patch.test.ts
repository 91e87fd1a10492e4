import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ORDER_SORTS } from '#shared/catalog/schemas.ts';
import { SORT_KEYS } from './catalog-data.ts';
import { indexOf, randomCatalog, type FixtureCatalog } from './catalog-fixture.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { MOVE_LIMIT, patchProducts, type StockRow } from './catalog-patch.ts';

/** Everything a stock or price change can touch, for comparing a patched snapshot with a fresh one. */
function stockAndOrders(index: CatalogIndex) {
  const { data } = index;
  return {
    inStock: Array.from(data.inStock),
    price: Array.from(data.sortKeys.price),
    inventory: Array.from(data.sortKeys.inventory),
    orders: Object.fromEntries(SORT_KEYS.map((sort) => [sort, { perm: Array.from(data.orders[sort].perm), rank: Array.from(data.orders[sort].rank) }])),
  };
}

/** The same catalogue with the rows' stock and prices written into it. */
function withRows(catalog: FixtureCatalog, rows: readonly StockRow[]): FixtureCatalog {
  const latest = new Map(rows.map(([id, price, inventory]) => [id, { price, inventory }]));
  return { ...catalog, products: catalog.products.map((product) => ({ ...product, ...latest.get(product.id) })) };
}

const someAnswers = (index: CatalogIndex, catalog: FixtureCatalog) =>
  [undefined, catalog.categories[0]!.id, catalog.categories[4]!.id].flatMap((categoryId) =>
    [false, true].flatMap((stock) => {
      const selection = { categoryId, prid: [], brand: [], stock };
      return [
        index.filterCounts(selection),
        ...ORDER_SORTS.map((sort) => index.listProducts({ ...selection, sort, page: 1, perPage: 30 })),
        index.listProducts({ ...selection, sort: 'price_desc', page: 2, perPage: 30 }),
      ];
    }),
  );

describe('patchProducts', () => {
  test('a patched snapshot holds exactly what a fresh build of the changed catalogue holds', async () => {
    // Batches of up to 40 rows take both paths (moving products one by one, and sorting again past MOVE_LIMIT).
    // Few distinct prices and stock levels (including none and negative) so ties and in/out of stock moves are common.
    const change = fc.tuple(fc.nat(), fc.constantFrom(0, 100, 200, 300, 700, 2_000_000), fc.constantFrom(-2, 0, 1, 10, 20, 40, 1000));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 120 }), fc.array(fc.array(change, { maxLength: 40 }), { minLength: 1, maxLength: 4 }), async (seed, size, batches) => {
        let catalog = randomCatalog(seed, size);
        const patched = await indexOf(catalog);
        for (const batch of batches) {
          const rows: StockRow[] = batch.map(([pick, price, inventory]) => [catalog.products[pick % size]!.id, price, inventory]);
          await patchProducts(patched.data, rows);
          catalog = withRows(catalog, rows);
        }
        const fresh = await indexOf(catalog);
        expect(stockAndOrders(patched)).toEqual(stockAndOrders(fresh));
        expect(someAnswers(patched, catalog)).toEqual(someAnswers(fresh, catalog));
      }),
      { numRuns: 8 },
    );
  });

  test('a batch past MOVE_LIMIT sorts the orders again and equals a fresh build too', async () => {
    let catalog = randomCatalog(9, MOVE_LIMIT + 100);
    const patched = await indexOf(catalog);
    let state = 3;
    const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    for (const round of [0, 1]) {
      // Every product of the batch gets a new price, so all of them change.
      const rows: StockRow[] = catalog.products.slice(round * 50, round * 50 + MOVE_LIMIT + 1).map((product) => [product.id, product.price + 100, Math.floor(random() * 4) * 10 - 1]);
      expect(await patchProducts(patched.data, rows)).toBe(MOVE_LIMIT + 1);
      catalog = withRows(catalog, rows);
    }
    const fresh = await indexOf(catalog);
    expect(stockAndOrders(patched)).toEqual(stockAndOrders(fresh));
    expect(someAnswers(patched, catalog)).toEqual(someAnswers(fresh, catalog));
  });

  test('counts the products that changed and skips ids the snapshot does not hold', async () => {
    const catalog = randomCatalog(5, 50);
    const index = await indexOf(catalog);
    const [first, second] = catalog.products;
    const changed = await patchProducts(index.data, [
      [first!.id, first!.price, first!.inventory],
      [second!.id, second!.price + 100, second!.inventory],
      [999_999, 100, 5],
      [-1, 100, 5],
    ]);
    expect(changed).toBe(1);
  });

  test('a product going out of stock leaves the stock filter and its counts at once', async () => {
    const catalog = randomCatalog(6, 80);
    const index = await indexOf(catalog);
    const stocked = catalog.products.find((product) => product.inventory > 0)!;
    const before = index.listProducts({ prid: [], brand: [], stock: true, sort: 'default', page: 1, perPage: 100 });
    expect(before.productIds).toContain(stocked.id);
    await patchProducts(index.data, [[stocked.id, stocked.price, 0]]);
    const after = index.listProducts({ prid: [], brand: [], stock: true, sort: 'default', page: 1, perPage: 100 });
    expect(after.productIds).not.toContain(stocked.id);
    expect(after.total).toBe(before.total - 1);
    expect(index.filterCounts({ prid: [], brand: [], stock: true }).total).toBe(before.total - 1);
  });
});
