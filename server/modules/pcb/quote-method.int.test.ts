import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { QuoteDeliveryResponse, QuoteMethodResponse } from '#shared/pcb/quote-method.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await registerAndSignIn(t.app, { fullname: 'Alice Method' });
  bob = await registerAndSignIn(t.app, { fullname: 'Bob Method' });
});
afterAll(() => t.close());

function save(who: SignedIn | null, body: unknown, cookie?: string) {
  const headers = who ? who.headers : csrfHeaders();
  return t.app.inject({
    method: 'POST',
    url: '/v1/pcb-quotes/save-option',
    headers: cookie ? { ...headers, cookie: `${headers.cookie}; ${cookie}` } : headers,
    payload: body as Record<string, unknown>,
  });
}

function load(who: SignedIn) {
  return t.app.inject({ method: 'GET', url: '/v1/pcb-quotes/quote-method', headers: { cookie: who.cookie } });
}

describe('POST /v1/pcb-quotes/save-option', () => {
  test('starts from the default and keeps each change for its own user only', async () => {
    expect((await load(alice)).json<QuoteMethodResponse>().quote_method).toEqual({ delivery_method: 2, payment_method: 1, payment_in_shop: 2 });

    const first = await save(alice, { method: 'delivery_method', value: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json<QuoteMethodResponse>().quote_method).toEqual({ delivery_method: 1, payment_method: 1, payment_in_shop: 2 });
    const second = await save(alice, { method: 'payment_in_shop', value: 3 });
    expect(second.json<QuoteMethodResponse>().quote_method).toEqual({ delivery_method: 1, payment_method: 1, payment_in_shop: 3 });

    expect((await load(alice)).json<QuoteMethodResponse>().quote_method).toEqual({ delivery_method: 1, payment_method: 1, payment_in_shop: 3 });
    expect((await load(bob)).json<QuoteMethodResponse>().quote_method).toEqual({ delivery_method: 2, payment_method: 1, payment_in_shop: 2 });
  });

  test('refuses a code the method does not have, and card or wallet in English mode', async () => {
    const unknown = await save(bob, { method: 'payment_in_shop', value: 4 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('validation_failed');

    const card = await save(bob, { method: 'payment_method', value: 3 }, 'lang=en');
    expect(card.statusCode).toBe(422);
    const cardVi = await save(bob, { method: 'payment_method', value: 3 });
    expect(cardVi.json<QuoteMethodResponse>().quote_method.payment_method).toBe(3);

    const badMethod = await save(bob, { method: 'vat', value: 1 });
    expect(badMethod.statusCode).toBe(400);
  });

  test('guests get login_required', async () => {
    const guest = await save(null, { method: 'delivery_method', value: 3 });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().error.code).toBe('login_required');
  });
});

describe('GET /v1/pcb-quotes/quote-method', () => {
  test('names the user’s country (profile, else default address) and the delivery companies the checkout offers', async () => {
    const none = (await load(alice)).json<QuoteDeliveryResponse>();
    expect(none.country_iso).toBeNull();
    const companies = await t.orm.em.fork().execute<{ id: number; name: string }[]>('select id, name from delivery_companies where active order by position, id');
    expect(companies.length).toBeGreaterThan(0);
    expect(none.delivery_companies.map((company) => company.id)).toEqual(companies.map((company) => Number(company.id)));
    expect(none.delivery_companies[0]).toMatchObject({ name: companies[0]!.name, payment: expect.any(Number), delivery_time: expect.any(String) });

    const carol = await registerAndSignIn(t.app, { fullname: 'Carol Abroad' });
    await t.orm.em.fork().execute(
      `insert into delivery_addresses (user_id, name, phone, address, address_default, country_id, city, created_at, updated_at)
       select ?, 'Carol', '+6581234567', '1 Marina Way', true, id, 'Singapore', now(), now() from countries where iso_code = 'sg'`,
      [carol.user.id],
    );
    expect((await load(carol)).json<QuoteDeliveryResponse>().country_iso).toBe('sg');
    await t.orm.em
      .fork()
      .execute(`insert into profiles (user_id, country_id, created_at, updated_at) select ?, id, now(), now() from countries where iso_code = 'vn'`, [carol.user.id]);
    expect((await load(carol)).json<QuoteDeliveryResponse>().country_iso).toBe('vn');
    expect((await load(bob)).json<QuoteDeliveryResponse>().country_iso).toBeNull();
  });

  test('guests get login_required', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/v1/pcb-quotes/quote-method' });
    expect(guest.statusCode).toBe(403);
  });
});
