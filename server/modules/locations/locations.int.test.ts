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
  test("Vietnam's 34 provinces of the 2025 map, then a province's wards (no districts), each with delivery terms", async () => {
    const provinces = await locations(`country_id=${vietnamId}`);
    expect(provinces).toHaveLength(34);
    const hcm = provinces.find((p) => p.name === 'Thành phố Hồ Chí Minh')!;
    // The shop's own city ships the same or the next day, at the lowest fee.
    expect(hcm).toMatchObject({ level: 1, parent_id: null, country_id: vietnamId, type: 'Thành phố', payment: 15_000, time_delivery: '0-1' });
    expect(provinces.find((p) => p.name === 'Thành phố Đà Nẵng')).toMatchObject({ payment: 32_000, time_delivery: '3-4' });

    const wards = await locations(`parent_id=${hcm.id}`);
    expect(wards).toHaveLength(168);
    expect(wards.find((w) => w.name === 'Phường Sài Gòn')).toMatchObject({ level: 2, parent_id: hcm.id, type: 'Phường', payment: 15_000, time_delivery: '0-1' });
    expect(wards.find((w) => w.name === 'Đặc khu Côn Đảo')).toMatchObject({ type: 'Đặc khu', payment: 35_000, time_delivery: '2-3' });
    expect(await locations(`parent_id=${wards[0]!.id}`)).toEqual([]);
  });

  test('the whole current map is there: 34 provinces and 3,321 wards, none retired in a database that never had the old map', async () => {
    const rows = await t.orm.em.fork().execute<{ level: number; retired: boolean; n: number }[]>(
      'select level, retired_on is not null as retired, count(*)::int as n from locations where country_id = ? group by 1, 2 order by 1, 2',
      [vietnamId],
    );
    expect(rows).toEqual([
      { level: 1, retired: false, n: 34 },
      { level: 2, retired: false, n: 3321 },
    ]);
  });

  test('map=2025 (the cache key of clients built for the 2025 map) answers the same lists; another map is a 400', async () => {
    expect(await locations(`country_id=${vietnamId}&map=2025`)).toEqual(await locations(`country_id=${vietnamId}`));
    const old = await t.app.inject(`/v1/locations?country_id=${vietnamId}&map=2008`);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.fields).toHaveProperty('map');
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
    expect(await ensureReferenceData(t.orm)).toEqual({ countries: 0, locations: 0, retired: 0 });
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
