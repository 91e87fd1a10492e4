import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CartDetailsResponse } from '#shared/cart/schemas.ts';
import { CART_MAX_LINES } from '#shared/cart/cart-limit.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders, registerAndSignIn, sessionCookieOf } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// One limit of 500 lines wherever lines are added, refused with the spec's
// "Your cart is full, please submit this order. Thanks" (cart_full), keeping the lines already there.

let t: TestApp;
/** 700 products, each with 1,000 in stock and a step of 1. */
let products: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const em = t.orm.em.fork();
  const rows = await em.execute<{ id: number }[]>('select id from products order by id limit 700');
  products = rows.map((row) => Number(row.id));
  await em.execute('update products set inventory = 1000, multiples = 1 where id = any(?::int[])', [`{${products.join(',')}}`]);
});
afterAll(() => t.close());

type Caller = { session: string } | { cookie: string };

function headers(caller: Caller, write = true): Record<string, string> {
  if ('session' in caller) return { ...(write ? csrfHeaders() : {}), 'x-cart-session': caller.session };
  return write ? csrfHeaders(caller.cookie) : { cookie: caller.cookie };
}

async function store(caller: Caller, ids: readonly number[]) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/carts/set-store/cart',
    headers: headers(caller),
    payload: { cartSession: ids.map((id) => ({ id, quantity: 1 })), count: ids.length },
  });
}

async function lineIds(caller: Caller): Promise<number[]> {
  const cart: CartDetailsResponse = (await t.app.inject({ url: '/v1/carts', headers: headers(caller, false) })).json();
  return cart.carts_details.map((line) => line.id).sort((a, b) => a - b);
}

function add(caller: Caller, productId: number, quantity = 1) {
  return t.app.inject({ method: 'POST', url: '/v1/carts', headers: headers(caller), payload: { product_id: productId, quantity } });
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('a full cart (500 lines)', () => {
  test('POST /v1/carts refuses a 501st line with 409 cart_full and the spec text; the 500 lines stay; a line there can still grow', async () => {
    const guest = { session: randomUUID() };
    const full = products.slice(0, CART_MAX_LINES);
    expect((await store(guest, full)).statusCode).toBe(200);

    const refused = await add(guest, products[CART_MAX_LINES]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'cart_full', message: 'Your cart is full, please submit this order. Thanks' });
    expect(await lineIds(guest)).toEqual(sorted(full));

    const setNew = await t.app.inject({ method: 'POST', url: `/v1/carts/${products[CART_MAX_LINES]!}`, headers: headers(guest), payload: { quantity: 1 } });
    expect(setNew.statusCode).toBe(409);
    expect(setNew.json<ErrorBody>().error.code).toBe('cart_full');

    const grown = await add(guest, full[0]!, 4);
    expect(grown.statusCode).toBe(200);
    expect(grown.json().item.quantity).toBe(5);
  });

  test('set-store with 501 lines is 409 cart_full (not a raw 400), and the server cart is left as it was', async () => {
    const guest = { session: randomUUID() };
    const before = products.slice(0, 10);
    await store(guest, before);
    const response = await store(guest, products.slice(0, CART_MAX_LINES + 1));
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('cart_full');
    expect(await lineIds(guest)).toEqual(sorted(before));
    expect((await store(guest, products.slice(0, CART_MAX_LINES))).statusCode).toBe(200);
  });

  test('a guest cart merged at sign-in fills the account cart up to 500; every line the account had stays', async () => {
    const account = await registerAndSignIn(t.app);
    const mine = products.slice(0, 300);
    expect((await store({ cookie: account.cookie }, mine)).statusCode).toBe(200);
    const guest = { session: randomUUID() };
    // 100 products the account has (their quantities merge) and 300 new ones, of which 200 fit.
    const guestIds = products.slice(200, 600);
    expect((await store(guest, guestIds)).statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.89.0.1',
      headers: { ...csrfHeaders(), 'x-cart-session': guest.session },
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login.headers['set-cookie'])!;
    const after = await lineIds({ cookie });
    expect(after).toHaveLength(CART_MAX_LINES);
    expect(after).toEqual(sorted(products.slice(0, CART_MAX_LINES)));
    const cart: CartDetailsResponse = (await t.app.inject({ url: '/v1/carts', headers: { cookie } })).json();
    expect(cart.carts_details.find((line) => line.id === products[250])?.quantity).toBe(2);
  });
});
