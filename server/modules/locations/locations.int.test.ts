import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CountriesResponse, LocationsResponse } from '#shared/locations/schemas.ts';
import { ensureReferenceData } from '../../seed/reference/ensure-reference-data.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let vietnamId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const { countries } = (await t.app.inject('/v1/countries')).json<CountriesResponse>();
  vietnamId = countries.find((c) => c.iso_code === 'vn')!.id;
});
afterAll(() => t.close());

async function locations(query: string): Promise<LocationsResponse['locations']> {
  const response = await t.app.inject(`/v1/locations?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<LocationsResponse>().locations;
}

describe('GET /v1/countries', () => {
  test('lists every ISO country with an emoji flag and a calling code', async () => {
    const response = await t.app.inject('/v1/countries');
    expect(response.statusCode).toBe(200);
    const { countries } = response.json<CountriesResponse>();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.find((c) => c.iso_code === 'vn')).toMatchObject({ name: 'Vietnam', phone_code: '84', flag: '🇻🇳', flag_image: '/flags/vn.svg' });
    expect(countries.find((c) => c.iso_code === 'us')).toMatchObject({ name: 'United States', phone_code: '1' });
    expect(countries.every((c) => /^[a-z]{2}$/.test(c.iso_code) && c.phone_code !== '')).toBe(true);
  });

  test('is cacheable: Cache-Control, and an ETag that answers 304 when it still matches', async () => {
    const first = await t.app.inject('/v1/countries');
    expect(first.headers['cache-control']).toContain('max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/v1/countries', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({ url: '/v1/countries', headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });
});

describe('GET /v1/locations', () => {
  test("Vietnam's 63 provinces, then a province's districts and a district's wards, each with delivery terms", async () => {
    const provinces = await locations(`country_id=${vietnamId}`);
    expect(provinces).toHaveLength(63);
    const hanoi = provinces.find((p) => p.name === 'Thành phố Hà Nội')!;
    expect(hanoi).toMatchObject({ level: 1, parent_id: null, country_id: vietnamId, payment: 20_000, time_delivery: '1-2' });

    const districts = await locations(`parent_id=${hanoi.id}`);
    expect(districts).toHaveLength(30);
    const baDinh = districts.find((d) => d.name === 'Quận Ba Đình')!;
    expect(baDinh).toMatchObject({ level: 2, parent_id: hanoi.id, type: 'Quận', payment: 20_000 });

    const wards = await locations(`parent_id=${baDinh.id}`);
    expect(wards.map((w) => w.name)).toContain('Phường Phúc Xá');
    expect(wards.every((w) => w.level === 3 && w.parent_id === baDinh.id)).toBe(true);
    expect(await locations(`parent_id=${wards[0]!.id}`)).toEqual([]);
  });

  test('the whole tree is there: 696 districts and 10,047 wards', async () => {
    const rows = await t.orm.em.fork().execute<{ level: number; n: number }[]>(
      'select level, count(*)::int as n from locations where country_id = ? group by level order by level',
      [vietnamId],
    );
    expect(rows).toEqual([
      { level: 1, n: 63 },
      { level: 2, n: 696 },
      { level: 3, n: 10_047 },
    ]);
  });

  test('a country without a tree has no places', async () => {
    const { countries } = (await t.app.inject('/v1/countries')).json<CountriesResponse>();
    const us = countries.find((c) => c.iso_code === 'us')!;
    expect(await locations(`country_id=${us.id}`)).toEqual([]);
  });

  test('bad parameters are 400 naming the field; unknown ids are 404', async () => {
    const none = await t.app.inject('/v1/locations');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ code: 'validation_failed', fields: { country_id: expect.any(String) } });
    const both = await t.app.inject(`/v1/locations?country_id=${vietnamId}&parent_id=1`);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toHaveProperty('parent_id');
    const text = await t.app.inject('/v1/locations?parent_id=abc');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields).toHaveProperty('parent_id');
    const zero = await t.app.inject('/v1/locations?country_id=0');
    expect(zero.statusCode).toBe(400);
    expect((await t.app.inject('/v1/locations?country_id=999999')).statusCode).toBe(404);
    expect((await t.app.inject('/v1/locations?parent_id=99999999')).statusCode).toBe(404);
  });
});

describe('reference data at start', () => {
  test('a second load writes nothing', async () => {
    expect(await ensureReferenceData(t.orm)).toEqual({ countries: 0, locations: 0 });
  });
});

describe('GET /flags/{iso}.svg', () => {
  test('serves a country flag as a cacheable SVG picture, and 404 or 400 for anything else', async () => {
    const flag = await t.app.inject('/flags/vn.svg');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(flag.body).toMatch(/^<svg/);
    expect(flag.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject('/flags/zz.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/flags/..%2Fpackage.svg')).statusCode).toBe(400);
  });
});
