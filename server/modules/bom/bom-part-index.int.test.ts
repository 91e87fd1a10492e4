import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BomMatchResponse } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// The BOM part index is part of the catalogue search snapshot: one read of the products, rebuilt by
// the snapshot's structural rebuilds, its stock patched in place by the product change feed.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

let calls = 0;
async function matchOne(line: Record<string, unknown>, boards = 1): Promise<BomMatchResponse['lines'][number]> {
  // Polled often: each call from its own address, under the per-IP rate limit.
  calls++;
  const remoteAddress = `10.17.${calls >> 8}.${calls & 255}`;
  const response = await t.app.inject({ method: 'POST', url: API_PATH.bomMatch, remoteAddress, headers: csrfHeaders(), payload: { boards, lines: [{ quantity: 1, ...line }] } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<BomMatchResponse>().lines[0]!;
}

/** A package name no demo product has, which footprint folding keeps as it is. */
const PACKAGE = 'SOD-523';
const HUNDRED_NANO = { designators: ['C1'], value: '100n', footprint: PACKAGE };

describe('BOM matching follows the catalogue through the search snapshot', () => {
  test('the part index is the snapshot’s, and reports its memory per product', () => {
    const parts = t.app.catalogSearch.parts;
    expect(parts.size).toBe(t.app.catalogSearch.productCount);
    const perProduct = parts.byteLength / parts.size;
    console.info(`BOM part index: ${parts.size} products, ${Math.round(parts.byteLength / 1024)} KiB, ${perProduct.toFixed(1)} bytes per product`);
    // Packed strings and typed arrays: a JS object per product took several hundred bytes.
    expect(perProduct).toBeLessThan(120);
  });

  test('a new product and a changed package are matched after the structural rebuild; stock after the patch, without one', async () => {
    const [a, b] = await sql<{ id: number }>(
      `select id from products p where description like '% 100nF %' and description like '%Capacitors%' and visible and archived_at is null order by id limit 2`,
    );
    expect(b).toBeDefined();
    expect(await matchOne(HUNDRED_NANO)).toMatchObject({ status: 'suggestion' });

    // Structural: a package moves catalog_version; the background rebuild (not a request) follows it.
    await sql('update products set package = ?, inventory = 1000 where id = ?', [PACKAGE, a!.id]);
    await sql('update products set package = ?, inventory = 0 where id = ?', [PACKAGE, b!.id]);
    await expect.poll(async () => (await matchOne(HUNDRED_NANO)).product?.id, { timeout: 20_000, interval: 250 }).toBe(a!.id);
    expect((await matchOne(HUNDRED_NANO)).alternatives.map((p) => p.id)).toEqual([b!.id]);

    // Stock: not structural, so no rebuild; the change feed patches the stock the matcher ranks by.
    const builds = t.app.catalogSearch.buildCount;
    await sql('update products set inventory = 0 where id = ?', [a!.id]);
    await sql('update products set inventory = 5000 where id = ?', [b!.id]);
    await expect.poll(async () => (await matchOne(HUNDRED_NANO, 100)).product?.id, { timeout: 5_000, interval: 100 }).toBe(b!.id);
    expect(t.app.catalogSearch.buildCount).toBe(builds);

    // A new product: matched by its code once the rebuild has it.
    const [created] = await sql<{ id: number }>(
      `insert into products (slug, name, sku, mpn, subject_id, supplier_id, image_id, price, unit, inventory, multiples, product_tag_name, package, description, datasheet_url, created_at, updated_at)
       select slug || '-bom-new', name, 'C99887766', 'BOMNEWPART-1', subject_id, supplier_id, image_id, price, unit, 7, multiples, product_tag_name, package, description, datasheet_url, now(), now()
         from products where id = ? returning id`,
      [a!.id],
    );
    await expect.poll(async () => (await matchOne({ sku: 'C99887766' })).product?.id, { timeout: 20_000, interval: 250 }).toBe(created!.id);
    expect(await matchOne({ mpn: 'bomnewpart-1 tr' })).toMatchObject({ status: 'exact', product: { id: created!.id } });
  });

  test('a product taken off sale is no longer matched', async () => {
    const [product] = await sql<{ id: number; sku: string }>(`select id, sku from products where sku = 'C6187'`);
    expect(await matchOne({ sku: 'C6187' })).toMatchObject({ status: 'exact', product: { id: product!.id } });
    await sql('update products set visible = false where id = ?', [product!.id]);
    await expect.poll(async () => (await matchOne({ sku: 'C6187' })).status, { timeout: 20_000, interval: 250 }).not.toBe('exact');
    await sql('update products set visible = true where id = ?', [product!.id]);
  });
});
