import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProductListResponse, SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// The BOM tool's value normaliser and MPN tolerance serve the catalogue search as well: values in
// any spelling, part numbers a character off, and families of an unknown part number.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function list(search: string): Promise<ProductListResponse> {
  const response = await t.app.inject(`/v1/products?search=${encodeURIComponent(search)}&number_view=48`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<ProductListResponse>();
}

async function suggest(q: string): Promise<SearchSuggestResponse> {
  const response = await t.app.inject(`/v1/search-autohome?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json<SearchSuggestResponse>();
}

async function descriptionOf(ids: number[]): Promise<Map<number, string>> {
  const rows = await t.orm.em.fork().execute<{ id: number; description: string; package: string }[]>('select id, description, package from products where id in (?)', [ids]);
  return new Map(rows.map((row) => [row.id, `${row.description} | ${row.package}`]));
}

describe('search with component values and part numbers', () => {
  test('0.1uf finds 100 nF capacitors', async () => {
    const found = await list('0.1uf');
    expect(found.total).toBeGreaterThan(0);
    const texts = await descriptionOf(found.products.map((product) => product.id));
    for (const text of texts.values()) expect(text).toMatch(/\b100nF\b/);
  });

  test('4k7 0603 finds 4.7 kΩ 0603 resistors', async () => {
    const found = await list('4k7 0603');
    expect(found.total).toBeGreaterThan(0);
    const texts = await descriptionOf(found.products.map((product) => product.id));
    for (const text of texts.values()) {
      expect(text).toMatch(/4\.7kΩ/);
      expect(text).toMatch(/0603/);
    }
  });

  test('stm32f103vet8 suggests STM32F103VET7', async () => {
    const body = await suggest('stm32f103vet8');
    expect(body.products.data.map((product) => product.mpn)).toContain('STM32F103VET7');
  });

  test('ams1117 3.3 shows the AMS1117 family instead of nothing', async () => {
    const found = await list('ams1117 3.3');
    expect(found.total).toBeGreaterThan(0);
    expect(found.products.every((product) => product.mpn.startsWith('AMS1117'))).toBe(true);
  });

  test('a query that names nothing still finds nothing', async () => {
    expect((await list('zzqx9999 nothing')).total).toBe(0);
  });
});
