import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CartLineResponse } from '#shared/cart/schemas.ts';
import { quantityRule } from '#shared/catalog/quantity.ts';
import { csrfHeaders } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface StockedPart {
  id: number;
  sku: string;
  inventory: number;
  multiples: number;
  step: number;
}

/**
 * 54 of the 55 in-stock demo parts whose supplier minimum is above 1 held less
 * than one "multiple" (e.g. a 10,000 reel, 3,188 in stock), so the cart refused them forever.
 * Over the seeded database: every part in stock can be put in a cart with some quantity it holds,
 * and the quantity the product page starts at (shared/catalog/quantity.ts) is stored as it is.
 */
describe('every in-stock part of the demo catalogue can be bought', () => {
  test('POST /v1/carts stores the page\'s starting quantity, between 1 and the stock, for each of them', async () => {
    const parts = await t.orm.em
      .fork()
      .execute<StockedPart[]>('select id, sku, inventory, multiples, step from products where inventory > 0 order by id');
    expect(parts.length).toBeGreaterThan(1000);
    expect(parts.filter((part) => part.multiples > part.inventory).length).toBeGreaterThanOrEqual(54);
    const headers = { ...csrfHeaders(), 'x-cart-session': randomUUID() };
    const refused: string[] = [];
    for (const part of parts) {
      const starting = quantityRule(part).minimum;
      // Also the least anyone would ask for: the server raises it to the same quantity.
      for (const asked of [starting, 1]) {
        const added = await t.app.inject({ method: 'POST', url: '/v1/carts', headers, payload: { product_id: part.id, quantity: asked } });
        if (added.statusCode !== 200) {
          refused.push(`${part.sku} (stock ${part.inventory}, minimum ${part.multiples}) asked ${asked}: ${added.statusCode}`);
          continue;
        }
        const stored = added.json<CartLineResponse>().item.quantity;
        if (stored !== starting || stored > part.inventory) refused.push(`${part.sku} (stock ${part.inventory}) asked ${asked}: stored ${stored}`);
        // One line at a time, so the cart's line limit never decides the answer.
        await t.app.inject({ method: 'DELETE', url: `/v1/carts/${part.id}`, headers });
      }
    }
    expect(refused).toEqual([]);
  }, 180_000);
});
