import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ErrorBody } from '#shared/http/error-body.ts';
import type { TrackingResponse } from '#shared/tracking/schemas.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { FAKE_CARRIER_FAILING_WAYBILL, FAKE_CARRIER_SCANS, FAKE_CARRIER_UNKNOWN_WAYBILL, startFakeCarrier } from '../../test/fake-carrier.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let carrier: Awaited<ReturnType<typeof startFakeCarrier>>;
let account: SignedIn;
beforeAll(async () => {
  carrier = await startFakeCarrier();
  t = await buildTestApp({ config: { trackingUrl: carrier.url } });
  account = await registerAndSignIn(t.app);
});
afterAll(async () => {
  await t.close();
  await carrier.close();
});

function track(waybill: string, headers: Record<string, string> = account.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/jt-tracking',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ data: waybill }).toString(),
  });
}

describe('POST /api/jt-tracking', () => {
  test("answers the carrier's scans for a waybill sent as form field data", async () => {
    const response = await track('JT0001234567');
    expect(response.statusCode).toBe(200);
    const body = response.json<TrackingResponse>();
    expect(body.responseitems[0]?.success).toBe(true);
    expect(body.responseitems[0]?.tracesList[0]?.details).toEqual(FAKE_CARRIER_SCANS);
  });

  test('caches a waybill briefly: a second look within the minute does not call the carrier', async () => {
    const before = carrier.state.calls;
    expect((await track('JT0001234567')).statusCode).toBe(200);
    expect((await track('jt0001234567')).statusCode).toBe(200);
    expect(carrier.state.calls).toBe(before);
  });

  test('also takes JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/jt-tracking', headers: account.headers, payload: { data: 'JT0001234567' } });
    expect(response.statusCode).toBe(200);
  });

  test('an unknown waybill is success false with no scans', async () => {
    const body = (await track(FAKE_CARRIER_UNKNOWN_WAYBILL)).json<TrackingResponse>();
    expect(body.responseitems[0]?.success).toBe(false);
    expect(body.responseitems[0]?.tracesList[0]?.details).toEqual([]);
  });

  test('a failing carrier is a readable 502, never cached', async () => {
    const calls = carrier.state.calls;
    const first = await track(FAKE_CARRIER_FAILING_WAYBILL);
    expect(first.statusCode).toBe(502);
    const error = first.json<ErrorBody>().error;
    expect(error.code).toBe('tracking_failed');
    expect(error.message).toMatch(/carrier/i);
    expect((await track(FAKE_CARRIER_FAILING_WAYBILL)).statusCode).toBe(502);
    expect(carrier.state.calls).toBe(calls + 2);
  });

  test('an unreachable carrier is a 502 too', async () => {
    const closed = await startFakeCarrier();
    await closed.close();
    const other = await buildTestApp({ database: t.db, config: { trackingUrl: closed.url } });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/jt-tracking',
        headers: account.headers,
        payload: { data: 'JT0001234567' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json<ErrorBody>().error.code).toBe('tracking_failed');
    } finally {
      await other.close();
    }
  });

  test('a malformed waybill is a 400 and guests get 403', async () => {
    expect((await track('JT 123; drop')).statusCode).toBe(400);
    const guest = await track('JT0001234567', csrfHeaders());
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
  });
});
