import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminPricing, AdminRepriceApplied, AdminRepricePreview } from '#shared/catalog-admin/schemas.ts';
import type { ProductDetail, SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { buildPriceBreaks } from '#shared/catalog-plan/price-breaks.ts';
import { registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  [staff, customer] = [await registerStaff(t), await registerAndSignIn(t.app)];
});
afterAll(async () => {
  await t.close();
});

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

function post(url: string, payload: unknown, who: SignedIn = staff) {
  return t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
}

async function preview(margin: number): Promise<AdminRepricePreview> {
  const response = await post('/v1/admin/products/reprice/preview', { margin_percent: margin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminRepricePreview>();
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return probe();
}

describe('re-pricing from cost at a margin', () => {
  test('customers get 403 and nothing changes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/products/pricing', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await post('/v1/admin/products/reprice/preview', { margin_percent: 30 }, customer)).statusCode).toBe(403);
    expect((await post('/v1/admin/products/reprice/apply', { margin_percent: 30 }, customer)).statusCode).toBe(403);
    expect(await sql("select 1 from settings where key = 'margin_percent'")).toHaveLength(0);
  });

  test('every demo part has its cost, and the seed priced it at 20 %: re-pricing at 20 % changes nothing', async () => {
    const pricing = (await t.app.inject({ method: 'GET', url: '/v1/admin/products/pricing', headers: { cookie: staff.cookie } })).json<AdminPricing>();
    expect(pricing).toMatchObject({ exchange_rate: 26_000, margin_percent: 20, costed_products: 3414 });
    expect(await preview(20)).toMatchObject({ changed_products: 0, min_change_percent: null, max_change_percent: null, samples: [] });
  });

  test('a margin out of bounds is refused on its field', async () => {
    const response = await post('/v1/admin/products/reprice/apply', { margin_percent: -95 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ margin_percent: 'field_too_small' });
  });

  test('preview, then apply in one transaction: the prices follow the cost, the change is recorded, the storefront follows, twice changes nothing', async () => {
    const [part] = await sql<{ id: number; slug: string; sku: string; multiples: number; cost_usd: [number, number][]; price: number }>(
      "select id, slug, sku, multiples, cost_usd, price from products where cost_usd is not null and archived_at is null and visible order by id limit 1",
    );
    const shown = await preview(30);
    expect(shown.changed_products).toBeGreaterThan(3000);
    expect(shown.max_change_percent!).toBeGreaterThan(0);
    expect(shown.min_change_percent!).toBeGreaterThanOrEqual(0);
    expect(shown.samples[0]!.after).toBeGreaterThanOrEqual(shown.samples[0]!.before);
    // The preview wrote nothing.
    expect((await sql<{ price: number }>('select price from products where id = ?', [part!.id]))[0]!.price).toBe(part!.price);

    const applied = await post('/v1/admin/products/reprice/apply', { margin_percent: 30 });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<AdminRepriceApplied>()).toEqual({ changed_products: shown.changed_products, margin_percent: 30 });

    const expected = buildPriceBreaks(part!.cost_usd, part!.multiples, { exchangeRate: 26_000, marginPercent: 30 });
    expect(await sql('select quantity, price from product_prices where product_id = ? order by quantity', [part!.id])).toEqual(expected);
    expect((await sql<{ price: number }>('select price from products where id = ?', [part!.id]))[0]!.price).toBe(expected[0]!.price);
    const audit = await sql<{ subject: string; action: string; n: string }>("select subject, action, count(*) as n from staff_changes where action in ('update', 'reprice') group by subject, action order by subject");
    expect(audit).toEqual([
      { subject: 'product', action: 'reprice', n: String(shown.changed_products) },
      { subject: 'setting', action: 'update', n: '1' },
    ]);
    const pricing = (await t.app.inject({ method: 'GET', url: '/v1/admin/products/pricing', headers: { cookie: staff.cookie } })).json<AdminPricing>();
    expect(pricing.margin_percent).toBe(30);
    expect(pricing.changes[0]).toMatchObject({ before: { margin_percent: null }, after: { margin_percent: 30 } });

    // The product page reads the new price at once; search follows through the change feed.
    const page = (await t.app.inject({ method: 'GET', url: `/v1/products/${part!.slug}` })).json<{ product: ProductDetail }>().product;
    expect(page.price).toBe(expected[0]!.price);
    expect(
      await waitFor(async () => {
        const body = (await t.app.inject({ method: 'GET', url: `/v1/search-autohome?q=${part!.sku}` })).json<SearchSuggestResponse>();
        return body.products.data.some((item) => item.id === part!.id && item.price === expected[0]!.price);
      }),
    ).toBe(true);

    // Again at the same margin: nothing to change, nothing recorded.
    expect((await post('/v1/admin/products/reprice/apply', { margin_percent: 30 })).json<AdminRepriceApplied>().changed_products).toBe(0);
    expect((await sql<{ n: string }>("select count(*) as n from staff_changes where action in ('update', 'reprice')"))[0]!.n).toBe(String(shown.changed_products + 1));
  });
});
