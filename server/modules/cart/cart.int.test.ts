import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  CartDeleteResponse,
  CartDetailsResponse,
  CartLineResponse,
  CartStoreResponse,
} from '#shared/cart/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { codeInMail, csrfHeaders, nextMailTo, registerAndSignIn, sessionCookieOf, startRegistration, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** Products with known rules: minimum and step 5, 123 in stock, breaks 1 → 500 and 100 → 400 VND. */
let stepFive: number;
/** Step 1, plenty in stock, one price of 1,000 VND. */
let plain: number;
/** Nothing in stock. */
let soldOut: number;
/** Minimum and step 10, 1,000 in stock, 2,000 VND. */
let stepTen: number;

/** Sets a product's rule; the step is the minimum unless given (shared/catalog/quantity.ts). */
async function setProduct(id: number, fields: { multiples: number; step?: number; inventory: number; price: number }, breaks: [number, number][]) {
  const em = t.orm.em.fork();
  await em.execute('update products set multiples = ?, step = ?, inventory = ?, price = ? where id = ?', [
    fields.multiples,
    fields.step ?? fields.multiples,
    fields.inventory,
    fields.price,
    id,
  ]);
  await em.execute('delete from product_prices where product_id = ?', [id]);
  for (const [quantity, price] of breaks) {
    await em.execute('insert into product_prices (product_id, quantity, price) values (?, ?, ?)', [id, quantity, price]);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  // Products of categories without extras (category-extras.int.test.ts covers those).
  const rows = await t.orm.em
    .fork()
    .execute<{ id: number }[]>('select id from products p where not exists (select 1 from category_extras e where e.category_id = p.subject_id) order by id limit 4');
  [stepFive, plain, soldOut, stepTen] = rows.map((row) => row.id) as [number, number, number, number];
  await setProduct(stepFive, { multiples: 5, inventory: 123, price: 500 }, [[1, 500], [100, 400]]);
  await setProduct(plain, { multiples: 1, inventory: 10_000, price: 1_000 }, []);
  await setProduct(soldOut, { multiples: 1, inventory: 0, price: 700 }, []);
  await setProduct(stepTen, { multiples: 10, inventory: 1_000, price: 2_000 }, []);
});
afterAll(() => t.close());

/** Who calls: a guest cart session, a signed-in account, or a guest with no session yet. */
type Caller = { session: string } | SignedIn | null;

function headersOf(caller: Caller, write: boolean): Record<string, string> {
  if (caller && 'session' in caller) return { ...(write ? csrfHeaders() : {}), 'x-cart-session': caller.session };
  if (caller) return write ? caller.headers : { cookie: caller.cookie };
  return write ? csrfHeaders() : {};
}

function guest(): { session: string } {
  return { session: randomUUID() };
}

function getCart(caller: Caller) {
  return t.app.inject({ url: '/v1/carts', headers: headersOf(caller, false) });
}

function post(caller: Caller, url: string, payload: object, extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...headersOf(caller, true), ...extra }, payload });
}

function add(caller: Caller, productId: number, quantity: unknown, extra: Record<string, string> = {}) {
  return post(caller, '/v1/carts', { product_id: productId, quantity }, extra);
}

function remove(caller: Caller, productId: number) {
  return t.app.inject({ method: 'DELETE', url: `/v1/carts/${productId}`, headers: headersOf(caller, true) });
}

async function lines(caller: Caller): Promise<Record<number, number>> {
  const body = (await getCart(caller)).json<CartDetailsResponse>();
  return Object.fromEntries(body.carts_details.map((item) => [item.id, item.quantity]));
}

describe('GET /v1/carts', () => {
  test('a guest without a cart session has an empty cart', async () => {
    const response = await getCart(null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json<CartDetailsResponse>()).toEqual({ carts_details: [], count: 0, total: 0, session_id: null, selects_all: false });
  });

  test('lines carry the card fields, the volume price at their quantity and the line total', async () => {
    const caller = guest();
    await add(caller, stepFive, 100);
    await add(caller, plain, 3);
    const body = (await getCart(caller)).json<CartDetailsResponse>();
    expect(body.count).toBe(2);
    expect(body.session_id).toBe(caller.session);
    const [first, second] = body.carts_details;
    expect(first).toMatchObject({ id: stepFive, quantity: 100, price: 400, list_price: 500, line_total: 40_000, multiples: 5, inventory: 123 });
    expect(first?.prices).toEqual([{ quantity: 1, price: 500 }, { quantity: 100, price: 400 }]);
    expect(first).toHaveProperty('slug');
    expect(first).toHaveProperty('supplier_slug');
    expect(first).toMatchObject({ price_ext: 0, catext_id: null, category_extras: [], options: [] });
    expect(second).toMatchObject({ id: plain, quantity: 3, price: 1_000, line_total: 3_000 });
    expect(body.total).toBe(43_000);
  });

  test('a malformed cart session is 400', async () => {
    const response = await t.app.inject({ url: '/v1/carts', headers: { 'x-cart-session': 'not-a-uuid' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('invalid_cart_session');
  });
});

describe('GET /v1/carts/get-total', () => {
  test('answers the goods total as a bare number', async () => {
    const caller = guest();
    await add(caller, stepFive, 100);
    await add(caller, plain, 5);
    const response = await t.app.inject({ url: '/v1/carts/get-total', headers: headersOf(caller, false) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(45_000);
    expect((await t.app.inject('/v1/carts/get-total')).json()).toBe(0);
  });
});

describe('POST /v1/carts', () => {
  test('a guest without a cart session gets a new one in session_id', async () => {
    const response = await add(null, plain, 2);
    expect(response.statusCode).toBe(200);
    const body = response.json<CartLineResponse>();
    expect(body.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ count: 1, total: 2_000, adjustments: [] });
    expect(body.item).toMatchObject({ id: plain, quantity: 2, line_total: 2_000 });
    expect(await lines({ session: body.session_id! })).toEqual({ [plain]: 2 });
  });

  test('adding again adds to the line, re-rounded to the multiple', async () => {
    const caller = guest();
    expect((await add(caller, stepFive, 10)).json<CartLineResponse>().item.quantity).toBe(10);
    const body = (await add(caller, stepFive, 7)).json<CartLineResponse>();
    expect(body.item.quantity).toBe(20);
    expect(body.adjustments).toEqual([{ product_id: stepFive, requested: 17, quantity: 20, reason: 'rounded' }]);
    expect(body.count).toBe(1);
  });

  test('a quantity that is not a multiple is rounded up, and the answer says so', async () => {
    const body = (await add(guest(), stepTen, 3)).json<CartLineResponse>();
    expect(body.item.quantity).toBe(10);
    expect(body.adjustments).toEqual([{ product_id: stepTen, requested: 3, quantity: 10, reason: 'rounded' }]);
  });

  test('more than the stock is capped at the largest multiple in stock', async () => {
    const body = (await add(guest(), stepFive, 200)).json<CartLineResponse>();
    expect(body.item).toMatchObject({ quantity: 120, price: 400, line_total: 48_000 });
    expect(body.adjustments).toEqual([{ product_id: stepFive, requested: 200, quantity: 120, reason: 'capped' }]);
  });

  test('a product with nothing in stock is 409 out_of_stock and stores nothing', async () => {
    const caller = guest();
    const response = await add(caller, soldOut, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('out_of_stock');
    expect(await lines(caller)).toEqual({});
  });

  test('an unknown product is 404; zero, negative and non-integer quantities are 400', async () => {
    const caller = guest();
    expect((await add(caller, 2_000_000_000, 1)).statusCode).toBe(404);
    for (const quantity of [0, -5, 1.5, 'abc', null, 10_000_000]) {
      const response = await add(caller, plain, quantity);
      expect(response.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
    }
    expect((await post(caller, '/v1/carts', { quantity: 1 })).statusCode).toBe(400);
    expect(await lines(caller)).toEqual({});
  });

  test('a missing anti-forgery token is 403 and changes nothing', async () => {
    const caller = guest();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/carts',
      headers: { 'x-cart-session': caller.session },
      payload: { product_id: plain, quantity: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('csrf_failed');
    expect(await lines(caller)).toEqual({});
  });
});

describe('POST /v1/carts/{product_id}', () => {
  test('sets the quantity (not adds), re-rounded and capped', async () => {
    const caller = guest();
    await add(caller, stepFive, 50);
    const set = (await post(caller, `/v1/carts/${stepFive}`, { quantity: 12, price_ext: 999, catext_id: null })).json<CartLineResponse>();
    expect(set.item).toMatchObject({ id: stepFive, quantity: 15, price: 500, price_ext: 0, line_total: 7_500 });
    expect(set.adjustments).toEqual([{ product_id: stepFive, requested: 12, quantity: 15, reason: 'rounded' }]);
    const capped = (await post(caller, `/v1/carts/${stepFive}`, { quantity: 500 })).json<CartLineResponse>();
    expect(capped.item.quantity).toBe(120);
    expect(capped.adjustments[0]?.reason).toBe('capped');
  });

  test('creates the line when it is absent (a lost add does not block the change)', async () => {
    const caller = guest();
    const response = await post(caller, `/v1/carts/${plain}`, { quantity: 4 });
    expect(response.statusCode).toBe(200);
    expect(await lines(caller)).toEqual({ [plain]: 4 });
  });

  test('refuses bad input: unknown product 404, bad quantity 400, unknown extra 400, other product_id 400', async () => {
    const caller = guest();
    expect((await post(caller, '/v1/carts/2000000000', { quantity: 1 })).statusCode).toBe(404);
    expect((await post(caller, `/v1/carts/${plain}`, { quantity: 0 })).statusCode).toBe(400);
    expect((await post(caller, `/v1/carts/${plain}`, { quantity: -1 })).statusCode).toBe(400);
    const extra = await post(caller, `/v1/carts/${plain}`, { quantity: 1, catext_id: 3 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<ErrorBody>().error.code).toBe('invalid_category_extra');
    expect((await post(caller, `/v1/carts/${plain}`, { quantity: 1, product_id: stepTen })).statusCode).toBe(400);
    expect((await post(caller, `/v1/carts/${soldOut}`, { quantity: 1 })).statusCode).toBe(409);
    expect(await lines(caller)).toEqual({});
  });
});

describe('DELETE /v1/carts/{id}', () => {
  test('removes the product line and answers the new count; a second delete is not an error', async () => {
    const caller = guest();
    await add(caller, plain, 1);
    await add(caller, stepTen, 10);
    const first = await remove(caller, plain);
    expect(first.statusCode).toBe(200);
    expect(first.json<CartDeleteResponse>()).toEqual({ removed: true, count: 1, total: 20_000, session_id: caller.session });
    expect(first.json<CartDeleteResponse>().removed).toBe(true);
    expect((await remove(caller, plain)).json<CartDeleteResponse>()).toMatchObject({ removed: false, count: 1 });
    expect((await remove(null, plain)).json<CartDeleteResponse>()).toEqual({ removed: false, count: 0, total: 0, session_id: null });
  });

  test('a malformed id is 400; a missing anti-forgery token 403', async () => {
    const caller = guest();
    await add(caller, plain, 1);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/carts/abc', headers: headersOf(caller, true) })).statusCode).toBe(400);
    const forged = await t.app.inject({ method: 'DELETE', url: `/v1/carts/${plain}`, headers: { 'x-cart-session': caller.session } });
    expect(forged.statusCode).toBe(403);
    expect(await lines(caller)).toEqual({ [plain]: 1 });
  });
});

describe('POST /v1/carts/set-store/cart', () => {
  test("the browser's cart replaces the server's copy, re-rounded, capped, unknown and sold-out lines left out", async () => {
    const caller = guest();
    await add(caller, plain, 9);
    await add(caller, stepTen, 10);
    const cartSession = [
      { id: stepFive, quantity: 300 },
      { id: stepTen, quantity: 25 },
      { id: soldOut, quantity: 1 },
      { id: 2_000_000_000, quantity: 1 },
    ];
    const response = await post(caller, '/v1/carts/set-store/cart', { cartSession, count: 4 });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartStoreResponse>();
    expect(body.adjustments).toEqual([
      { product_id: stepFive, requested: 300, quantity: 120, reason: 'capped' },
      { product_id: stepTen, requested: 25, quantity: 30, reason: 'rounded' },
      { product_id: soldOut, requested: 1, quantity: 0, reason: 'out_of_stock' },
      { product_id: 2_000_000_000, requested: 1, quantity: 0, reason: 'not_found' },
    ]);
    expect(body).toMatchObject({ count: 2, total: 120 * 400 + 30 * 2_000, session_id: caller.session });
    expect(await lines(caller)).toEqual({ [stepFive]: 120, [stepTen]: 30 });
  });

  test('answers the whole cart as GET /v1/carts gives it, so the browser needs no second read', async () => {
    const caller = guest();
    const body = (await post(caller, '/v1/carts/set-store/cart', { cartSession: [{ id: stepTen, quantity: 25 }, { id: plain, quantity: 3 }], count: 2 })).json<CartStoreResponse>();
    const read = (await getCart(caller)).json<CartDetailsResponse>();
    expect(body.carts_details.map((line) => [line.id, line.quantity, line.price, line.line_total])).toEqual([
      [stepTen, 30, 2_000, 60_000],
      [plain, 3, 1_000, 3_000],
    ]);
    expect({ ...body, adjustments: undefined }).toEqual({ ...read, adjustments: undefined });
    expect(body.selects_all).toBe(false);
  });

  test('an empty list empties the cart; a guest without a session gets one', async () => {
    const caller = guest();
    await add(caller, plain, 1);
    expect((await post(caller, '/v1/carts/set-store/cart', { cartSession: [], count: 0 })).json<CartStoreResponse>().count).toBe(0);
    expect(await lines(caller)).toEqual({});
    const fresh = (await post(null, '/v1/carts/set-store/cart', { cartSession: [{ id: plain, quantity: 2 }], count: 1 })).json<CartStoreResponse>();
    expect(await lines({ session: fresh.session_id! })).toEqual({ [plain]: 2 });
  });

  test('refuses a wrong count, a repeated product, a bad quantity and an unknown extra', async () => {
    const caller = guest();
    await add(caller, plain, 1);
    const bodies = [
      { cartSession: [{ id: plain, quantity: 1 }], count: 2 },
      { cartSession: [{ id: plain, quantity: 1 }, { id: plain, quantity: 2 }], count: 2 },
      { cartSession: [{ id: plain, quantity: 0 }], count: 1 },
      { cartSession: [{ id: plain, quantity: 1, catext_id: 4 }], count: 1 },
      { count: 0 },
    ];
    for (const payload of bodies) {
      expect((await post(caller, '/v1/carts/set-store/cart', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await lines(caller)).toEqual({ [plain]: 1 });
  });
});

describe('whose cart', () => {
  test('another guest session sees and changes nothing of this one', async () => {
    const owner = guest();
    const other = guest();
    await add(owner, plain, 3);
    expect(await lines(other)).toEqual({});
    expect((await remove(other, plain)).json<CartDeleteResponse>().removed).toBe(false);
    await post(other, '/v1/carts/set-store/cart', { cartSession: [], count: 0 });
    expect(await lines(owner)).toEqual({ [plain]: 3 });
  });

  test("two users each see only their own lines; a user's cart ignores X-Cart-Session", async () => {
    const first = await registerAndSignIn(t.app);
    const second = await registerAndSignIn(t.app);
    const guestCart = guest();
    await add(guestCart, stepTen, 10);
    await add(first, plain, 1);
    await add(second, stepFive, 5);
    expect(await lines(first)).toEqual({ [plain]: 1 });
    expect(await lines(second)).toEqual({ [stepFive]: 5 });
    const nosy = await t.app.inject({ url: '/v1/carts', headers: { cookie: first.cookie, 'x-cart-session': guestCart.session } });
    expect(nosy.json<CartDetailsResponse>()).toMatchObject({ count: 1, session_id: null });
    expect((await remove(second, plain)).json<CartDeleteResponse>().removed).toBe(false);
    expect(await lines(first)).toEqual({ [plain]: 1 });
    expect(await lines(guestCart)).toEqual({ [stepTen]: 10 });
    // A guest never reaches a user's lines.
    expect(await lines(guest())).toEqual({});
  });
});

describe('merge at sign-in', () => {
  test('login with X-Cart-Session adds the guest lines to the user\'s, re-rounded and capped, and empties the guest cart', async () => {
    const account = await registerAndSignIn(t.app);
    await add(account, stepFive, 100);
    await add(account, plain, 2);
    const guestCart = guest();
    await add(guestCart, stepFive, 60); // 100 + 60 = 160 > 123 in stock → 120
    await add(guestCart, plain, 3); // 2 + 3
    await add(guestCart, stepTen, 20); // new for the user
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.88.0.1',
      headers: { ...csrfHeaders(), 'x-cart-session': guestCart.session },
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login.headers['set-cookie'])!;
    expect(await lines({ ...account, cookie })).toEqual({ [stepFive]: 120, [plain]: 5, [stepTen]: 20 });
    expect(await lines(guestCart)).toEqual({});
  });

  test('registration with X-Cart-Session takes the guest cart over', async () => {
    const guestCart = guest();
    await add(guestCart, plain, 4);
    const email = `cart.${Date.now()}@example.vn`;
    // Registration is confirmed with the e-mailed code; the cart moves then.
    const started = await startRegistration(t.app, { fullname: 'Khách giỏ hàng', email, password: 'correct horse battery', remoteAddress: '10.88.0.2' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/register/confirm',
      remoteAddress: '10.88.0.2',
      headers: { ...csrfHeaders(), 'x-cart-session': guestCart.session },
      payload: { registration_id: started.registration_id, otp: codeInMail(await nextMailTo(t.app, email)) },
    });
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookieOf(response.headers['set-cookie'])!;
    const cart = (await t.app.inject({ url: '/v1/carts', headers: { cookie } })).json<CartDetailsResponse>();
    expect(cart.carts_details.map((item) => [item.id, item.quantity])).toEqual([[plain, 4]]);
    expect(await lines(guestCart)).toEqual({});
  });

  test('login without a cart session leaves both carts alone', async () => {
    const account = await registerAndSignIn(t.app);
    await add(account, plain, 1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.88.0.3',
      headers: csrfHeaders(),
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await lines({ ...account, cookie: sessionCookieOf(login.headers['set-cookie'])! })).toEqual({ [plain]: 1 });
  });
});

describe('idempotency', () => {
  test('a replayed add (same Idempotency-Key) is applied once and answers the first response', async () => {
    const caller = guest();
    const key = { 'idempotency-key': randomUUID() };
    const first = await add(caller, plain, 2, key);
    const replay = await add(caller, plain, 2, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await lines(caller)).toEqual({ [plain]: 2 });
  });

  test('a replayed set, delete and set-store change nothing more; a user replays too', async () => {
    const account = await registerAndSignIn(t.app);
    const keys = [randomUUID(), randomUUID(), randomUUID()].map((key) => ({ 'idempotency-key': key }));
    for (let round = 0; round < 2; round++) {
      await add(account, stepTen, 10, keys[0]);
      await post(account, '/v1/carts/set-store/cart', { cartSession: [{ id: plain, quantity: 1 }, { id: stepTen, quantity: 10 }], count: 2 }, keys[1]);
    }
    expect(await lines(account)).toEqual({ [plain]: 1, [stepTen]: 10 });
    const deleteHeaders = { ...account.headers, ...keys[2] };
    const deleted = await t.app.inject({ method: 'DELETE', url: `/v1/carts/${plain}`, headers: deleteHeaders });
    await add(account, plain, 1); // added back by another request in between
    const replayed = await t.app.inject({ method: 'DELETE', url: `/v1/carts/${plain}`, headers: deleteHeaders });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(deleted.json());
    expect(await lines(account)).toEqual({ [plain]: 1, [stepTen]: 10 });
  });

  test("another guest's key is not another guest's answer", async () => {
    const key = { 'idempotency-key': randomUUID() };
    const first = guest();
    const second = guest();
    await add(first, plain, 2, key);
    const other = await add(second, plain, 2, key);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json<CartLineResponse>().session_id).toBe(second.session);
    expect(await lines(second)).toEqual({ [plain]: 2 });
    expect(await lines(first)).toEqual({ [plain]: 2 });
  });
});

describe('OpenAPI', () => {
  test('documents the cart calls', async () => {
    const doc = (await t.app.inject('/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths['/v1/carts'] ?? {}).sort()).toEqual(['get', 'post']);
    for (const path of ['/v1/carts/{product_id}', '/v1/carts/{id}', '/v1/carts/set-store/cart', '/v1/carts/get-total']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
