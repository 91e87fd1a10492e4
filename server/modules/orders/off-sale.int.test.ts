import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, cartOf, orderRows, pageOrder, postOrder, stockedProduct } from './order-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function setOffSale(productId: number, how: 'hidden' | 'archived' | 'on sale') {
  return t.orm.em.fork().execute('update products set visible = ?, archived_at = ? where id = ?', [how !== 'hidden', how === 'archived' ? new Date() : null, productId]);
}

async function inventoryOf(productId: number): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ inventory: number }[]>('select inventory from products where id = ?', [productId]);
  return Number(row?.inventory);
}

function add(who: Awaited<ReturnType<typeof buyer>>, productId: number) {
  return t.app.inject({ method: 'POST', url: '/v1/carts', headers: who.headers, payload: { product_id: productId, quantity: 1 } });
}

// Staff hide or archive a product in /admin/products: it stays in the database (orders name it)
// but is no longer sold — not added, not listed in a cart, not ordered.
describe.each(['hidden', 'archived'] as const)('a product %s by staff', (how) => {
  test('cannot be added to a cart (404) and leaves the carts it is in', async () => {
    const who = await buyer(t);
    const offSale = await stockedProduct(t, { price: 30_000, inventory: 20 });
    const kept = await stockedProduct(t, { price: 10_000, inventory: 20 });
    await addToCart(t, who, offSale, 2);
    await addToCart(t, who, kept, 1);
    await setOffSale(offSale, how);
    try {
      expect((await cartOf(t, who)).carts_details.map((item) => item.id)).toEqual([kept]);
      const response = await add(who, offSale);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    } finally {
      await setOffSale(offSale, 'on sale');
    }
  });

  test('an order the page priced with it is refused as changed, writing nothing and taking no stock', async () => {
    const who = await buyer(t);
    const offSale = await stockedProduct(t, { price: 40_000, inventory: 20 });
    const kept = await stockedProduct(t, { price: 15_000, inventory: 20 });
    await addToCart(t, who, offSale, 2);
    await addToCart(t, who, kept, 1);
    const page = await pageOrder(t, who);
    await setOffSale(offSale, how);
    try {
      const response = await postOrder(t, who, page.fields);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('price_changed');
      expect(await orderRows(t, who.user.id)).toHaveLength(0);
      expect(await inventoryOf(offSale)).toBe(20);
      expect(await inventoryOf(kept)).toBe(20);
    } finally {
      await setOffSale(offSale, 'on sale');
    }
  });
});
