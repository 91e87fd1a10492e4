import { describe, expect, test } from 'vitest';
import type { ExchangeRateResponse } from '#shared/shop-settings/schemas.ts';
import { csrfHeaders, type SignedIn } from '../../test/auth.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';
import { buyer, checkoutOf } from '../orders/order-test-kit.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

const URL = '/v1/admin/settings/exchange-rate';

async function setRate(who: SignedIn | null, rate: unknown) {
  const response = await t.app.inject({ method: 'POST', url: URL, headers: csrfHeaders(who?.cookie), payload: { exchange_rate: rate } as object });
  return { status: response.statusCode, body: response.json<ExchangeRateResponse & { error?: { fields?: Record<string, string> } }>() };
}

async function footerRate(): Promise<string | undefined> {
  const footer = (await t.app.inject('/v1/get-footer')).json<{ basics: { key: string; value: string }[] }>();
  return footer.basics.find((basic) => basic.key === 'exchange_rate')?.value;
}

describe('exchange rate', () => {
  test('guests and customers get 403 and change nothing', async () => {
    const before = await footerRate();
    expect((await t.app.inject(URL)).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await setRate(customer, 30_000)).status).toBe(403);
    expect((await setRate(null, 30_000)).status).toBe(403);
    expect(await footerRate()).toBe(before);
  });

  test('out of range is refused beside the field', async () => {
    expect((await setRate(staff, 500)).body.error?.fields).toEqual({ exchange_rate: 'field_too_small' });
    expect((await setRate(staff, 500_000)).body.error?.fields).toEqual({ exchange_rate: 'field_too_large' });
  });

  test('a new rate is what the storefront (footer basics) and checkout divide by; the change is recorded', async () => {
    const before = Number(await footerRate());
    const saved = await setRate(staff, 25_500);
    expect(saved.status).toBe(200);
    expect(saved.body.exchange_rate).toBe(25_500);
    expect(await footerRate()).toBe('25500');
    expect((await checkoutOf(t, await buyer(t), 'en')).exchange_rate).toBe(25_500);
    expect(saved.body.changes[0]).toMatchObject({ action: 'update', user_name: staff.user.fullname, before: { exchange_rate: before }, after: { exchange_rate: 25_500 } });
  });
});
