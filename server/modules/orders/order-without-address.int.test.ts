import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addToCart, buyer, checkoutOf, orderRows, pageOrder, postOrder, stockedProduct } from './order-test-kit.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// A new Vietnamese customer (signed in, no delivery address, no country on the
// profile) was shown the abroad checkout, and the server answered in the abroad flow's terms
// ('please_select_delivery'). Spec §2: with no delivery address the address form comes first.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('an order from a customer without a delivery address', () => {
  test('is refused with please_select_address before any flow-specific check, and nothing is written', async () => {
    const who = await buyer(t, { profileCountry: false, address: false });
    const context = await checkoutOf(t, who);
    expect(context.address).toBeNull();
    expect(context.profile.country_iso).toBeNull();
    await addToCart(t, who, await stockedProduct(t, { price: 1_500_000, inventory: 10 }), 1);

    const { fields } = await pageOrder(t, who);
    const response = await postOrder(t, who, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'please_select_address', fields: { address: 'please_select_address' } });
    expect(await orderRows(t, who.user.id)).toEqual([]);
  });

  test('pickup in the shop needs no address', async () => {
    const who = await buyer(t, { buyonshop: true, address: false });
    expect((await checkoutOf(t, who)).address).toBeNull();
  });
});
