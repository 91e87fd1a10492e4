import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FavoriteStateResponse, FavoriteToggleResponse } from '#shared/favorites/schemas.ts';
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
