import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csrfHeaders, registerStaff, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'merged-category-'));
let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html lang="vi"><head><title>Shop</title></head><body><div id="app"></div></body></html>');
  t = await buildTestApp({ config: { clientDir } });
  staff = await registerStaff(t);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function create(name: string, slug: string): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/v1/admin/categories', headers: csrfHeaders(staff.cookie), payload: { name, name_en: name, slug, parent_id: null } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function merge(sourceId: number, intoId: number): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: `/v1/admin/categories/${sourceId}/merge`, headers: csrfHeaders(staff.cookie), payload: { into_id: intoId } });
  expect(response.statusCode).toBe(200);
}

// A merged category's old address (bookmarks, search engines, links in news) keeps working: it
// answers 301 to the category it was merged into, with the same filters and page.
describe('the old URL of a merged category', () => {
  test('answers 301 to the category it went into, following later merges; an unknown slug stays 404', async () => {
    const [a, b, c] = [await create('Gộp A', 'gop-a-redirect'), await create('Gộp B', 'gop-b-redirect'), await create('Gộp C', 'gop-c-redirect')];
    await merge(a, b);
    const first = await t.app.inject('/product/gop-a-redirect?prid=1&page=2');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/product/gop-b-redirect?prid=1&page=2');

    await merge(b, c);
    for (const old of ['gop-a-redirect', 'gop-b-redirect']) {
      const moved = await t.app.inject(`/product/${old}`);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe('/product/gop-c-redirect');
    }
    expect((await t.app.inject('/product/gop-c-redirect')).statusCode).toBe(200);
    expect((await t.app.inject('/product/chua-tung-co-redirect')).statusCode).toBe(404);
  });
});
