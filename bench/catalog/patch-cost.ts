/**
 * `node bench/catalog/patch-cost.ts [products]`: the CPU cost of taking stock and price changes
 * into the catalogue index in place (`patchProducts`) against a full build of the same catalogue,
 * in memory (no PostgreSQL), on the test fixture's random catalogue (default 1,000,000 products).
 * Each order changes the stock of its lines: one patch per order of 3 lines is measured, then
 * bulk batches. Prints milliseconds (mean, p95, max).
 */
import { indexOf, randomCatalog } from '../../server/modules/search/catalog-fixture.ts';
import { patchProducts, type StockRow } from '../../server/modules/search/catalog-patch.ts';

const size = Number(process.argv[2] || 1_000_000);
const catalog = randomCatalog(42, size);
let started = performance.now();
const index = await indexOf(catalog);
console.log(`full build of ${size} products in memory: ${(performance.now() - started).toFixed(0)} ms`);

function stats(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log(`${label}: mean ${mean.toFixed(2)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms (${times.length} runs)`);
}

let state = 7;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = () => catalog.products[Math.floor(random() * size)]!;
const orders: number[] = [];
for (let i = 0; i < 300; i++) {
  // An order of 3 lines: each loses some stock, a few run out.
  const rows: StockRow[] = Array.from({ length: 3 }, () => {
    const product = pick();
    product.inventory = random() < 0.1 ? 0 : Math.max(0, product.inventory - 1 - Math.floor(random() * 5));
    return [product.id, product.price, product.inventory];
  });
  started = performance.now();
  await patchProducts(index.data, rows);
  orders.push(performance.now() - started);
}
stats('one order (3 lines)', orders);
const bulk: number[] = [];
for (let i = 0; i < 2; i++) {
  const rows: StockRow[] = Array.from({ length: 1_000 }, () => {
    const product = pick();
    product.price = Math.floor(random() * 8) * 100;
    product.inventory = Math.floor(random() * 5) * 10;
    return [product.id, product.price, product.inventory];
  });
  started = performance.now();
  await patchProducts(index.data, rows);
  bulk.push(performance.now() - started);
}
stats('1,000 products (stock and price)', bulk);
