import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAVORITES_PER_PAGE, type FavoriteListResponse, type FavoriteStateResponse, type FavoriteToggleResponse } from '#shared/favorites/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.orm.em.fork().execute<{ id: number }[]>('select id from products order by id limit 3');
  productIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

function toggle(account: SignedIn | null, payload: unknown, headers = account ? account.headers : csrfHeaders()) {
  return t.app.inject({ method: 'POST', url: '/v1/favorites', headers, payload: payload as Record<string, unknown> });
}

function state(account: SignedIn, ids: string) {
  return t.app.inject({ url: `/v1/favorites?ids=${ids}`, headers: { cookie: account.cookie } });
}

describe('POST /v1/favorites', () => {
  test('toggles a product on and off, answering the new state', async () => {
    const account = await registerAndSignIn(t.app);
    const [id] = productIds as [number];
    const on = await toggle(account, { page_id: id });
    expect(on.statusCode).toBe(200);
    expect(on.json<FavoriteToggleResponse>()).toEqual({ page_id: id, favorite: true });
    expect((await state(account, String(id))).json<FavoriteStateResponse>()).toEqual({ ids: [id] });
    const off = await toggle(account, { page_id: id });
    expect(off.json<FavoriteToggleResponse>()).toEqual({ page_id: id, favorite: false });
    expect((await state(account, String(id))).json<FavoriteStateResponse>()).toEqual({ ids: [] });
  });

  test('two quick clicks end in a defined state with at most one row', async () => {
    const account = await registerAndSignIn(t.app);
    const id = productIds[1]!;
    const answers = await Promise.all([toggle(account, { page_id: id }), toggle(account, { page_id: id })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [row] = await t.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from favorites where user_id = ? and product_id = ?', [account.user.id, id]);
    expect(Number(row?.n)).toBeLessThanOrEqual(1);
    const saved = (await state(account, String(id))).json<FavoriteStateResponse>().ids.includes(id);
    expect(saved).toBe(Number(row?.n) === 1);
  });

  test('guests get 403 login_required (spec §7 "403 means not logged in")', async () => {
    const response = await toggle(null, { page_id: productIds[0] });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('login_required');
  });

  test('a missing anti-forgery token is 403 and changes nothing', async () => {
    const account = await registerAndSignIn(t.app);
    const response = await toggle(account, { page_id: productIds[0] }, { cookie: account.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('csrf_failed');
    expect((await state(account, String(productIds[0]))).json<FavoriteStateResponse>().ids).toEqual([]);
  });

  test('an unknown product is 404; a malformed page_id 400', async () => {
    const account = await registerAndSignIn(t.app);
    expect((await toggle(account, { page_id: 2_000_000_000 })).statusCode).toBe(404);
    for (const payload of [{}, { page_id: 0 }, { page_id: 'abc' }, { page_id: 1.5 }]) {
      expect((await toggle(account, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('GET /v1/favorites?ids=', () => {
  test('answers which of the asked products are saved, per user', async () => {
    const first = await registerAndSignIn(t.app);
    const second = await registerAndSignIn(t.app);
    const [a, b, c] = productIds as [number, number, number];
    await toggle(first, { page_id: a });
    await toggle(first, { page_id: c });
    await toggle(second, { page_id: b });
    expect((await state(first, `${c},${b},${a}`)).json<FavoriteStateResponse>()).toEqual({ ids: [c, a] });
    expect((await state(second, `${a},${b},${c}`)).json<FavoriteStateResponse>()).toEqual({ ids: [b] });
  });

  test('refuses malformed lists and guests', async () => {
    const account = await registerAndSignIn(t.app);
    for (const ids of ['', 'a', '1,,2', '-1', '0']) {
      expect((await state(account, ids)).statusCode, ids).toBe(400);
    }
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect((await state(account, many)).statusCode).toBe(400);
    expect((await t.app.inject(`/v1/favorites?ids=${productIds[0]}`)).statusCode).toBe(403);
  });
});

describe('GET /v1/favorites/list', () => {
  function list(account: SignedIn | null, query = '') {
    return t.app.inject({ url: `/v1/favorites/list${query}`, headers: account ? { cookie: account.cookie } : {} });
  }

  test('lists the saved products newest first with their card facts, per user', async () => {
    const first = await registerAndSignIn(t.app);
    const second = await registerAndSignIn(t.app);
    const [a, b, c] = productIds as [number, number, number];
    for (const id of [a, c, b]) await toggle(first, { page_id: id });
    await toggle(second, { page_id: a });
    const answer = await list(first);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const body = answer.json<FavoriteListResponse>();
    expect(body).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: FAVORITES_PER_PAGE });
    expect(body.data.map((product) => product.id)).toEqual([b, c, a]);
    const [row] = await t.orm.em.fork().execute<{ price: number; inventory: number; slug: string }[]>('select price, inventory, slug from products where id = ?', [b]);
    expect(body.data[0]).toMatchObject({ id: b, slug: row!.slug, price: row!.price, inventory: row!.inventory, unit: expect.any(String), favorited_at: expect.any(String) });
    expect((await list(second)).json<FavoriteListResponse>().data.map((product) => product.id)).toEqual([a]);
  });

  test('a removed favourite leaves the list; an empty list is an empty page', async () => {
    const account = await registerAndSignIn(t.app);
    await toggle(account, { page_id: productIds[0] });
    await toggle(account, { page_id: productIds[0] });
    expect((await list(account)).json<FavoriteListResponse>()).toEqual({ data: [], total: 0, current_page: 1, per_page: FAVORITES_PER_PAGE, last_page: 1 });
  });

  test('pages of FAVORITES_PER_PAGE, the last one partly full', async () => {
    const account = await registerAndSignIn(t.app);
    const ids = (await t.orm.em.fork().execute<{ id: number }[]>('select id from products order by id limit ?', [FAVORITES_PER_PAGE + 3])).map((row) => row.id);
    for (const id of ids) await toggle(account, { page_id: id });
    const second = (await list(account, '?page=2')).json<FavoriteListResponse>();
    expect(second).toMatchObject({ total: FAVORITES_PER_PAGE + 3, current_page: 2, last_page: 2 });
    expect(second.data.map((product) => product.id)).toEqual(ids.slice(0, 3).reverse());
    expect((await list(account, '?page=3')).json<FavoriteListResponse>().data).toEqual([]);
  });

  test('guests get 403 login_required; a malformed page is 400', async () => {
    const guest = await list(null);
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    const account = await registerAndSignIn(t.app);
    for (const query of ['?page=0', '?page=x', '?page=100001']) expect((await list(account, query)).statusCode, query).toBe(400);
  });
});

describe('DELETE /v1/favorites/{id} (the list\'s remove action)', () => {
  test('removes the product for this user only; removing again is no error and never adds it back', async () => {
    const first = await registerAndSignIn(t.app);
    const second = await registerAndSignIn(t.app);
    const [a] = productIds as [number];
    await toggle(first, { page_id: a });
    await toggle(second, { page_id: a });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const removed = await t.app.inject({ method: 'DELETE', url: `/v1/favorites/${a}`, headers: first.headers });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ id: a, favorite: false });
    }
    expect((await state(first, String(a))).json<FavoriteStateResponse>().ids).toEqual([]);
    expect((await state(second, String(a))).json<FavoriteStateResponse>().ids).toEqual([a]);
  });

  test('guests 403, no anti-forgery token 403, a malformed id 400', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/favorites/${productIds[0]}`, headers: csrfHeaders() })).statusCode).toBe(403);
    const account = await registerAndSignIn(t.app);
    await toggle(account, { page_id: productIds[0] });
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/favorites/${productIds[0]}`, headers: { cookie: account.cookie } })).statusCode).toBe(403);
    expect((await state(account, String(productIds[0]))).json<FavoriteStateResponse>().ids).toEqual([productIds[0]]);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/favorites/abc', headers: account.headers })).statusCode).toBe(400);
  });
});
