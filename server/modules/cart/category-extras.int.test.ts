import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CartDetailsResponse, CartLineResponse, CartStoreResponse } from '#shared/cart/schemas.ts';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { buyer, orderRows, pageOrder, postOrder } from '../orders/order-test-kit.ts';

let t: TestApp;
/** A product whose category offers extras: step 1, plenty in stock, 1,000 VND, no volume breaks. */
let product: number;
/** Its category's extras, in the shop's order. */
let extras: { id: number; price: number }[];
/** A second product of a category with extras, at 2,000 VND. */
let other: number;
/** An extra of another category than `product`'s. */
let foreignExtra: number;

beforeAll(async () => {
  t = await buildTestApp();
  const em = t.orm.em.fork();
  const rows = await em.execute<{ id: number; category_id: number }[]>(
    `select distinct on (p.subject_id) p.id, p.subject_id as category_id
       from products p where exists (select 1 from category_extras e where e.category_id = p.subject_id)
      order by p.subject_id, p.id limit 2`,
  );
  const [first, second] = rows;
  if (!first || !second) throw new Error('the demo seed has no two categories with extras');
  product = Number(first.id);
  other = Number(second.id);
  extras = (await em.execute<{ id: number; price: number }[]>('select id, price from category_extras where category_id = ? order by sort, id', [first.category_id])).map(
    (row) => ({ id: Number(row.id), price: Number(row.price) }),
  );
  // A priced extra to test with, whatever the seed holds.
  await em.execute('update category_extras set price = 300 where id = ?', [extras[0]!.id]);
  extras[0]!.price = 300;
  const [foreign] = await em.execute<{ id: number }[]>('select id from category_extras where category_id <> ? order by id limit 1', [first.category_id]);
  foreignExtra = Number(foreign!.id);
  for (const [id, price] of [[product, 1_000], [other, 2_000]] as const) {
    await em.execute('update products set multiples = 1, inventory = 10000, price = ? where id = ?', [price, id]);
    await em.execute('delete from product_prices where product_id = ?', [id]);
  }
});
afterAll(() => t.close());

function guestHeaders(session: string, write = true): Record<string, string> {
  return { ...(write ? csrfHeaders() : {}), 'x-cart-session': session };
}

function post(session: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: guestHeaders(session), payload });
}

async function cart(session: string): Promise<CartDetailsResponse> {
  return (await t.app.inject({ url: '/v1/carts', headers: guestHeaders(session, false) })).json();
}

describe('category extras on cart lines (spec §3 Cart item category_extras, catext_id, price_ext)', () => {
  test("GET /v1/carts lists the extras of the product's category, none chosen yet", async () => {
    const session = randomUUID();
    await post(session, '/v1/carts', { product_id: product, quantity: 2 });
    const [line] = (await cart(session)).carts_details;
    expect(line?.category_extras.map((extra) => extra.id)).toEqual(extras.map((extra) => extra.id));
    expect(line?.category_extras[0]).toMatchObject({ id: extras[0]!.id, price: 300, image_id: null });
    expect(line?.category_extras[0]?.name).toEqual(expect.any(String));
    expect(line?.category_extras[0]?.name_en).toEqual(expect.any(String));
    expect(line).toMatchObject({ catext_id: null, price_ext: 0, line_total: 2_000 });
  });

  test('a chosen extra is stored and priced from the table (the browser price_ext is ignored); absent keeps it, null clears it', async () => {
    const session = randomUUID();
    const chosen = await post(session, `/v1/carts/${product}`, { quantity: 4, catext_id: extras[0]!.id, price_ext: 1 });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<CartLineResponse>().item).toMatchObject({ catext_id: extras[0]!.id, price: 1_000, price_ext: 300, line_total: 4 * 1_300 });
    expect(chosen.json<CartLineResponse>().total).toBe(5_200);
    const [row] = await t.orm.em.fork().execute<{ catext_id: number; price_ext: number }[]>(
      'select catext_id, price_ext from cart_lines where guest_session = ?::uuid',
      [session],
    );
    expect(row).toEqual({ catext_id: extras[0]!.id, price_ext: 300 });

    const kept = (await post(session, `/v1/carts/${product}`, { quantity: 5 })).json<CartLineResponse>();
    expect(kept.item).toMatchObject({ catext_id: extras[0]!.id, line_total: 5 * 1_300 });
    const added = (await post(session, '/v1/carts', { product_id: product, quantity: 1 })).json<CartLineResponse>();
    expect(added.item).toMatchObject({ quantity: 6, catext_id: extras[0]!.id });
    const cleared = (await post(session, `/v1/carts/${product}`, { quantity: 6, catext_id: null })).json<CartLineResponse>();
    expect(cleared.item).toMatchObject({ catext_id: null, price_ext: 0, line_total: 6_000 });
    expect((await t.app.inject({ url: '/v1/carts/get-total', headers: guestHeaders(session, false) })).json()).toBe(6_000);
  });

  test("an extra of another category (or none at all) is refused with 400 naming catext_id; the line is unchanged", async () => {
    const session = randomUUID();
    await post(session, `/v1/carts/${product}`, { quantity: 3, catext_id: extras[0]!.id });
    for (const catextId of [foreignExtra, 2_000_000_000]) {
      const refused = await post(session, `/v1/carts/${product}`, { quantity: 9, catext_id: catextId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'invalid_category_extra', fields: { catext_id: 'invalid_category_extra' } });
    }
    expect((await cart(session)).carts_details[0]).toMatchObject({ quantity: 3, catext_id: extras[0]!.id });
  });

  test('POST /v1/carts/set-store/cart stores each line’s catext_id (absent = none) and refuses a foreign one', async () => {
    const session = randomUUID();
    const stored = await post(session, '/v1/carts/set-store/cart', {
      cartSession: [
        { id: product, quantity: 10, catext_id: extras[0]!.id },
        { id: other, quantity: 1 },
      ],
      count: 2,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json<CartStoreResponse>().total).toBe(10 * 1_300 + 2_000);
    const lines = (await cart(session)).carts_details;
    expect(lines.map((line) => [line.id, line.catext_id, line.price_ext])).toEqual([
      [product, extras[0]!.id, 300],
      [other, null, 0],
    ]);

    const refused = await post(session, '/v1/carts/set-store/cart', { cartSession: [{ id: product, quantity: 1, catext_id: foreignExtra }], count: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields).toEqual({ catext_id: 'invalid_category_extra' });
    const again = await post(session, '/v1/carts/set-store/cart', { cartSession: [{ id: product, quantity: 10 }], count: 1 });
    expect(again.json<CartStoreResponse>().total).toBe(10_000);
  });

  test('an extra the category no longer offers counts as none when the cart is read', async () => {
    const session = randomUUID();
    await post(session, `/v1/carts/${product}`, { quantity: 2, catext_id: extras[0]!.id });
    const em = t.orm.em.fork();
    // Point the stored choice at another category's extra, as if the shop had moved it away.
    await em.execute('update cart_lines set catext_id = ? where guest_session = ?::uuid', [foreignExtra, session]);
    expect((await cart(session)).carts_details[0]).toMatchObject({ catext_id: null, price_ext: 0, line_total: 2_000 });
  });

  test("the guest line's extra follows it into the user's cart at sign-in", async () => {
    const session = randomUUID();
    await post(session, `/v1/carts/${product}`, { quantity: 2, catext_id: extras[0]!.id });
    const who = await buyer(t);
    const { mergeGuestCart } = await import('./merge-guest-cart.ts');
    await mergeGuestCart(t.orm.em.fork(), session, who.user.id);
    const body = (await t.app.inject({ url: '/v1/carts', headers: { cookie: who.cookie } })).json<CartDetailsResponse>();
    expect(body.carts_details[0]).toMatchObject({ id: product, quantity: 2, catext_id: extras[0]!.id, line_total: 2_600 });
  });

  test('POST /v1/orders: the order line stores the extra and its price, the total includes it, a stale extra price is refused', async () => {
    const who = await buyer(t);
    const set = await t.app.inject({
      method: 'POST',
      url: `/v1/carts/${product}`,
      headers: who.headers,
      payload: { quantity: 10, catext_id: extras[0]!.id },
    });
    expect(set.statusCode).toBe(200);
    const page = await pageOrder(t, who);
    expect(JSON.parse(page.fields.line_prices ?? '{}')).toEqual({ [product]: 1_300 });
    expect(page.totals.goods).toBe(13_000);

    // The page saw the price without the extra: the server names the line.
    const stale = await postOrder(t, who, { ...page.fields, line_prices: JSON.stringify({ [product]: 1_000 }) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().error.code).toBe('price_changed');

    const placed = await postOrder(t, who, page.fields);
    expect(placed.statusCode).toBe(200);
    const [order] = await orderRows(t, who.user.id);
    expect(Number(order?.total)).toBe(page.totals.total);
    const [line] = await t.orm.em.fork().execute<{ catext_id: number; price_ext: number; unit_price: number; line_total: string }[]>(
      'select catext_id, price_ext, unit_price, line_total from order_lines where order_id = ?',
      [order?.id],
    );
    expect(line).toMatchObject({ catext_id: extras[0]!.id, price_ext: 300, unit_price: 1_300 });
    expect(Number(line?.line_total)).toBe(13_000);
    const list = (await t.app.inject({ url: '/v1/orders', headers: { cookie: who.cookie } })).json<OrdersListResponse>();
    expect(list.orders[0]?.goods).toBe(13_000);
  });
});
