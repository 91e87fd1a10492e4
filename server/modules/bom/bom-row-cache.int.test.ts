import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BomMatchResponse } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let caller = 0;
async function match(lines: unknown[], boards = 10): Promise<BomMatchResponse> {
  // A caller per request: these tests are about the products' freshness, not the rate limit.
  const response = await t.app.inject({ method: 'POST', url: API_PATH.bomMatch, headers: csrfHeaders(), remoteAddress: `10.9.0.${++caller}`, payload: { boards, lines } });
  expect(response.statusCode).toBe(200);
  return response.json<BomMatchResponse>();
}

const LINES = [
  { designators: ['U1'], quantity: 1, sku: 'C6187' },
  { designators: ['C1', 'C2'], quantity: 2, value: '100n', footprint: 'C_0402_1005Metric' },
  { designators: ['U2'], quantity: 1, mpn: 'STM32F103VET8' },
];

test('a BOM matched again answers its products from memory, the same as read from PostgreSQL', async () => {
  const first = await match(LINES);
  const misses = t.app.bomRowCache.misses;
  const hits = t.app.bomRowCache.hits;
  const again = await match(LINES);
  expect(again).toEqual(first);
  expect(t.app.bomRowCache.misses).toBe(misses);
  expect(t.app.bomRowCache.hits).toBeGreaterThan(hits);
});

test('a volume price changed in PostgreSQL alone (the product row untouched) reaches the next match', async () => {
  const before = (await match(LINES)).lines[0]!.product!;
  expect(before.prices.length).toBeGreaterThan(0);
  await t.orm.em.getConnection().execute('update product_prices set price = price + 100 where product_id = ?', [before.id]);
  const expected = before.prices.map((step) => ({ ...step, price: step.price + 100 }));
  // The change feed reads product_changes every 250 ms.
  await expect.poll(async () => (await match(LINES)).lines[0]!.product!.prices, { timeout: 5_000, interval: 100 }).toEqual(expected);
});

test('a product whose stock changes is answered with the new stock', async () => {
  const before = (await match(LINES)).lines[0]!.product!;
  await t.orm.em.getConnection().execute('update products set inventory = inventory + 7 where id = ?', [before.id]);
  await expect.poll(async () => (await match(LINES)).lines[0]!.product!.inventory, { timeout: 5_000, interval: 100 }).toBe(before.inventory + 7);
});
