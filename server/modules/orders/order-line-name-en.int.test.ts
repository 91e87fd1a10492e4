import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, pageOrder, postOrder, stockedProduct } from './order-test-kit.ts';

// An order line keeps the product's English name as it was when ordered, beside the Vietnamese
// one, so the English storefront's order list names it in English (client/features/orders).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function linesOfOnlyOrder(cookie: string) {
  const list = (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: { cookie } })).json<OrdersListResponse>();
  expect(list.total).toBe(1);
  return list.orders[0]!.lines;
}

describe('order lines name the product in both languages', () => {
  test('the English name when ordered is kept on the line; a product without one gives null', async () => {
    const who = await buyer(t);
    const named = await stockedProduct(t, { price: 50_000, inventory: 20 });
    const plain = await stockedProduct(t, { price: 30_000, inventory: 20 });
    await sql('update products set name_en = ? where id = ?', ['Order-time English name', named]);
    await sql('update products set name_en = null where id = ?', [plain]);
    const [{ name } = { name: '' }] = await sql<{ name: string }>('select name from products where id = ?', [named]);
    await addToCart(t, who, named, 1);
    await addToCart(t, who, plain, 1);
    const page = await pageOrder(t, who);
    const response = await postOrder(t, who, page.fields);
    expect(response.statusCode, response.body).toBe(200);

    // A later rename does not change what was ordered.
    await sql('update products set name_en = ? where id = ?', ['Renamed later', named]);
    const lines = await linesOfOnlyOrder(who.cookie);
    expect(lines.find((line) => line.product_id === named)).toMatchObject({ name, name_en: 'Order-time English name' });
    expect(lines.find((line) => line.product_id === plain)).toMatchObject({ name_en: null });
  });
});
