import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CartDetailsResponse } from '#shared/cart/schemas.ts';
import { addDays, pickupSlots, shopClock } from '#shared/checkout/pickup-slots.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, cartOf, checkoutOf, orderRows, pageOrder, postOrder, stockedProduct } from '../orders/order-test-kit.ts';

// (spec §4 "In-shop mode forces delivery to 1 and all items are always selected
// (no checkboxes)"): the server tells the cart page when every line is ordered, and orders them all.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /v1/carts selects_all', () => {
  test('true for a buyonshop customer, false for a Vietnam or abroad customer and for guests', async () => {
    const shop = await buyer(t, { buyonshop: true });
    const vietnam = await buyer(t);
    const abroad = await buyer(t, { country: 'us' });
    expect((await cartOf(t, shop)).selects_all).toBe(true);
    expect((await cartOf(t, vietnam)).selects_all).toBe(false);
    expect((await cartOf(t, abroad)).selects_all).toBe(false);
    const guest: CartDetailsResponse = (await t.app.inject({ method: 'GET', url: '/v1/carts' })).json();
    expect(guest.selects_all).toBe(false);
  });
});

describe('the order takes what the cart page shows', () => {
  test('a buyonshop order takes every line even when the page names one; a Vietnam pickup (delivery 1) takes only the ticked one', async () => {
    const tomorrow = addDays(shopClock(new Date()).date, 1);
    const shop = await buyer(t, { buyonshop: true });
    const [a, b] = [await stockedProduct(t, { price: 10_000, inventory: 50 }), await stockedProduct(t, { price: 20_000, inventory: 50 })];
    await addToCart(t, shop, a, 1);
    await addToCart(t, shop, b, 1);
    const slot = pickupSlots(tomorrow, (await checkoutOf(t, shop)).opening_hours).find((candidate) => !candidate.disabled)!;
    const pickup = { pickup_date: tomorrow, pickup_time: slot.id };
    const inShop = await pageOrder(t, shop, { selectedIds: [a], choices: pickup, pickupContact: { name: 'An', phone: '0912345678' } });
    expect(inShop.totals.selectedIds).toEqual([a, b]);
    expect((await postOrder(t, shop, inShop.fields)).statusCode).toBe(200);
    expect((await orderRows(t, shop.user.id))[0]?.total).toBe(String(inShop.totals.total));
    expect((await cartOf(t, shop)).carts_details).toEqual([]);

    const vietnam = await buyer(t);
    await addToCart(t, vietnam, a, 1);
    await addToCart(t, vietnam, b, 1);
    const collected = await pageOrder(t, vietnam, { selectedIds: [a], choices: { delivery_method: 1, ...pickup } });
    expect(collected.totals.selectedIds).toEqual([a]);
    expect((await postOrder(t, vietnam, collected.fields)).statusCode).toBe(200);
    expect((await cartOf(t, vietnam)).carts_details.map((line) => line.id)).toEqual([b]);
  });
});
