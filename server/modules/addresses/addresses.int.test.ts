import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DeliveryAddressListResponse, DeliveryAddressResponse, DeliveryAddressView } from '#shared/addresses/schemas.ts';
import type { CountriesResponse, LocationsResponse } from '#shared/locations/schemas.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let vietnamId: number;
let usId: number;
/** Hà Nội › Phường Ba Đình (the 2025 map: province → ward), and a ward of another province. */
let hanoi: number;
let baDinh: number;
let otherProvinceWard: number;
let island: { provinceId: number; wardId: number };

const JSON_ACCEPT = { accept: 'application/json' };

async function firstLocation(query: string, name?: string): Promise<number> {
  const { locations } = (await t.app.inject(`/v1/locations?${query}`)).json<LocationsResponse>();
  const found = name ? locations.find((l) => l.name === name) : locations[0];
  return found!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const { countries } = (await t.app.inject('/v1/countries')).json<CountriesResponse>();
  vietnamId = countries.find((c) => c.iso_code === 'vn')!.id;
  usId = countries.find((c) => c.iso_code === 'us')!.id;
  hanoi = await firstLocation(`country_id=${vietnamId}`, 'Thành phố Hà Nội');
  baDinh = await firstLocation(`parent_id=${hanoi}`, 'Phường Ba Đình');
  const haiPhong = await firstLocation(`country_id=${vietnamId}`, 'Thành phố Hải Phòng');
  otherProvinceWard = await firstLocation(`parent_id=${haiPhong}`);
  const anGiang = await firstLocation(`country_id=${vietnamId}`, 'Tỉnh An Giang');
  island = { provinceId: anGiang, wardId: await firstLocation(`parent_id=${anGiang}`, 'Đặc khu Phú Quốc') };
});
afterAll(() => t.close());

function vietnamese(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nguyễn Văn An',
    phone: '0912 345 678',
    address: '12 Phố Đội Cấn',
    country_id: vietnamId,
    province_id: hanoi,
    ward_id: baDinh,
    ...overrides,
  };
}

function american(overrides: Record<string, unknown> = {}) {
  return { name: 'Jane Doe', phone: '(415) 555-2671', address: '1 Market St', country_id: usId, city: 'San Francisco', state: 'CA', zipcode: '94105', ...overrides };
}

async function create(user: SignedIn, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/user/delivery-addresses', headers: user.headers, payload });
}

async function created(user: SignedIn, payload: Record<string, unknown>): Promise<DeliveryAddressView> {
  const response = await create(user, payload);
  expect(response.statusCode).toBe(201);
  return response.json<DeliveryAddressResponse>().delivery_address;
}

async function list(user: SignedIn): Promise<DeliveryAddressView[]> {
  const response = await t.app.inject({ url: '/user/delivery-addresses', headers: { ...JSON_ACCEPT, cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers.vary).toContain('accept');
  return response.json<DeliveryAddressListResponse>().delivery_addresses;
}

describe('adding addresses', () => {
  test('a Vietnamese address: province and ward of the 2025 map, no district, with their delivery terms; the first is the default', async () => {
    const user = await registerAndSignIn(t.app);
    const address = await created(user, vietnamese({ district_id: 12345 }));
    expect(address).toMatchObject({
      name: 'Nguyễn Văn An',
      phone: '0912345678',
      address: '12 Phố Đội Cấn',
      address_default: 1,
      country: { id: vietnamId, iso_code: 'vn', flag: '🇻🇳', phone_code: '84' },
      province: { id: hanoi, name: 'Thành phố Hà Nội', payment: 15_000, time_delivery: '0-1' },
      district: null,
      ward: { id: baDinh, name: 'Phường Ba Đình', payment: 15_000, time_delivery: '0-1' },
      city: null,
      state: null,
      zipcode: null,
      current_places: null,
    });
    const second = await created(user, american());
    expect(second).toMatchObject({ address_default: 0, phone: '+14155552671', city: 'San Francisco', state: 'CA', zipcode: '94105', province: null, ward: null });
    const rows = await list(user);
    expect(rows.map((row) => [row.id, row.address_default])).toEqual([
      [address.id, 1],
      [second.id, 0],
    ]);
  });

  test('a foreign address keeps no Vietnamese places, and a Vietnamese one no city, state or zip', async () => {
    const user = await registerAndSignIn(t.app);
    const foreign = await created(user, american({ province_id: hanoi, ward_id: baDinh }));
    expect(foreign).toMatchObject({ province: null, district: null, ward: null });
    const local = await created(user, vietnamese({ city: 'X', state: 'Y', zipcode: '10000' }));
    expect(local).toMatchObject({ city: null, state: null, zipcode: null });
  });

  test('an island special zone costs more than its province', async () => {
    const user = await registerAndSignIn(t.app);
    const address = await created(user, vietnamese({ province_id: island.provinceId, ward_id: island.wardId }));
    expect(address.province).toMatchObject({ payment: 27_000, time_delivery: '2-3' });
    expect(address.ward).toMatchObject({ name: 'Đặc khu Phú Quốc', payment: 47_000, time_delivery: '4-5' });
  });

  test('missing fields are message keys per field, by country (spec §5)', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await create(user, { name: '', phone: '', address: ' ', country_id: vietnamId });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'required', phone: 'required', address: 'required', province_id: 'required', ward_id: 'required' },
    });
    const abroad = await create(user, american({ city: '', state: '', zipcode: '' }));
    expect(abroad.json().error.fields).toEqual({ city: 'required', state: 'required' });
    const noCountry = await create(user, vietnamese({ country_id: null }));
    expect(noCountry.json().error.fields).toMatchObject({ country_id: 'required' });
  });

  test('bad formats and places that do not nest are refused', async () => {
    const user = await registerAndSignIn(t.app);
    const phone = await create(user, vietnamese({ phone: '12345' }));
    expect(phone.statusCode).toBe(422);
    expect(phone.json().error.fields).toEqual({ phone: 'invalid_phone' });
    const zip = await create(user, american({ zipcode: '#!' }));
    expect(zip.json().error.fields).toEqual({ zipcode: 'invalid_zipcode' });
    const wrongWard = await create(user, vietnamese({ ward_id: otherProvinceWard }));
    expect(wrongWard.json().error.fields).toEqual({ ward_id: 'invalid_location' });
    const wardAsProvince = await create(user, vietnamese({ province_id: baDinh }));
    expect(wardAsProvince.json().error.fields).toMatchObject({ province_id: 'invalid_location' });
    const unknownCountry = await create(user, vietnamese({ country_id: 999_999 }));
    expect(unknownCountry.json().error.fields).toMatchObject({ country_id: 'invalid_location' });
    expect(await list(user)).toEqual([]);
  });

  test('wrong types are a 400 naming the field', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await create(user, vietnamese({ province_id: 'Hà Nội' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('province_id');
  });

  test('at most 20 addresses per user', async () => {
    const user = await registerAndSignIn(t.app);
    for (let i = 0; i < 20; i += 1) await created(user, american({ address: `${i} Market St` }));
    const response = await create(user, american());
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('too_many_addresses');
  });
});

describe('reading, changing and removing', () => {
  test('read one and change it; the default flag stays', async () => {
    const user = await registerAndSignIn(t.app);
    const address = await created(user, vietnamese());
    const read = await t.app.inject({ url: `/user/delivery-addresses/${address.id}`, headers: { cookie: user.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json<DeliveryAddressResponse>().delivery_address).toEqual(address);
    const changed = await t.app.inject({ method: 'POST', url: `/user/delivery-addresses/${address.id}`, headers: user.headers, payload: american() });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<DeliveryAddressResponse>().delivery_address).toMatchObject({ id: address.id, address_default: 1, country: { iso_code: 'us' }, province: null });
    const invalid = await t.app.inject({ method: 'POST', url: `/user/delivery-addresses/${address.id}`, headers: user.headers, payload: american({ state: '' }) });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.fields).toEqual({ state: 'required' });
  });

  test('make default moves the flag and answers the new list; the default cannot be removed, another can', async () => {
    const user = await registerAndSignIn(t.app);
    const first = await created(user, vietnamese());
    const second = await created(user, american());
    const response = await t.app.inject({ method: 'POST', url: `/v1/delivery/set-default/${second.id}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    const rows = response.json<DeliveryAddressListResponse>().delivery_addresses;
    expect(rows.map((row) => [row.id, row.address_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
    const again = await t.app.inject({ method: 'POST', url: `/v1/delivery/set-default/${second.id}`, headers: user.headers });
    expect(again.statusCode).toBe(200);

    const removeDefault = await t.app.inject({ method: 'DELETE', url: `/v1/delivery-addresses/${second.id}`, headers: user.headers });
    expect(removeDefault.statusCode).toBe(409);
    expect(removeDefault.json().error.code).toBe('cannot_delete_this');
    const remove = await t.app.inject({ method: 'DELETE', url: `/v1/delivery-addresses/${first.id}`, headers: user.headers });
    expect(remove.statusCode).toBe(200);
    expect(remove.json()).toEqual({ id: first.id });
    expect((await list(user)).map((row) => row.id)).toEqual([second.id]);
  });

  test('concurrent make-default calls leave exactly one default', async () => {
    const user = await registerAndSignIn(t.app);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await created(user, american({ address: `${i} Pine St` }))).id);
    const answers = await Promise.all(ids.map((id) => t.app.inject({ method: 'POST', url: `/v1/delivery/set-default/${id}`, headers: user.headers })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await list(user)).filter((row) => row.address_default === 1)).toHaveLength(1);
  });
});

describe('only the owner', () => {
  test("another user's address is a 404 for every call, and stays untouched", async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const first = await created(owner, vietnamese());
    const second = await created(owner, american());
    const calls = [
      { method: 'GET' as const, url: `/user/delivery-addresses/${second.id}`, headers: { cookie: other.cookie } },
      { method: 'POST' as const, url: `/user/delivery-addresses/${second.id}`, headers: other.headers, payload: american({ name: 'Mallory' }) },
      { method: 'DELETE' as const, url: `/v1/delivery-addresses/${second.id}`, headers: other.headers },
      { method: 'POST' as const, url: `/v1/delivery/set-default/${second.id}`, headers: other.headers },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await list(other)).toEqual([]);
    const rows = await list(owner);
    expect(rows.map((row) => [row.id, row.address_default, row.name])).toEqual([
      [first.id, 1, 'Nguyễn Văn An'],
      [second.id, 0, 'Jane Doe'],
    ]);
  });

  test('unknown ids are 404 and bad ids 400', async () => {
    const user = await registerAndSignIn(t.app);
    expect((await t.app.inject({ url: '/user/delivery-addresses/999999', headers: { cookie: user.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/user/delivery-addresses/abc', headers: { cookie: user.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/delivery-addresses/0', headers: user.headers })).statusCode).toBe(400);
  });
});

describe('guests and forged requests', () => {
  test('guests get 403 login_required on every call', async () => {
    const calls = [
      t.app.inject({ url: '/user/delivery-addresses', headers: JSON_ACCEPT }),
      t.app.inject({ url: '/user/delivery-addresses/1' }),
      t.app.inject({ method: 'POST', url: '/user/delivery-addresses', headers: csrfHeaders(), payload: vietnamese() }),
      t.app.inject({ method: 'POST', url: '/user/delivery-addresses/1', headers: csrfHeaders(), payload: vietnamese() }),
      t.app.inject({ method: 'DELETE', url: '/v1/delivery-addresses/1', headers: csrfHeaders() }),
      t.app.inject({ method: 'POST', url: '/v1/delivery/set-default/1', headers: csrfHeaders() }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('login_required');
    }
  });

  test('a write without the anti-forgery headers is refused', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/user/delivery-addresses', headers: { cookie: user.cookie }, payload: vietnamese() });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
    expect(await list(user)).toEqual([]);
  });

  test('a browser navigation to the list, the new form or an address is not answered with JSON (the app shell serves the page)', async () => {
    const user = await registerAndSignIn(t.app);
    for (const url of ['/user/delivery-addresses', '/user/delivery-addresses/new', '/user/delivery-addresses/1']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml', cookie: user.cookie } });
      // No client build in tests: the shell route is absent, so the fall-through ends in the 404 handler.
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('not_found');
    }
  });
});
