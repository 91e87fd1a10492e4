import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeMomo, type FakeMomoOptions } from './fake-momo.ts';
import { createFakePaypal, type FakePaypalOptions } from './fake-paypal.ts';
import { createFakeVnpay, FAKE_VNPAY_API_PATH, FAKE_VNPAY_PAY_PATH, type FakeVnpayOptions } from './fake-vnpay.ts';
import { sendError, sendJson } from './http.ts';

export interface FakeGatewayCredentials {
  vnpay: Omit<FakeVnpayOptions, 'ipnUrl'>;
  momo: FakeMomoOptions;
  paypal: FakePaypalOptions;
}

/** Credentials the tests and the e2e run share with the fakes (never real ones). */
export const FAKE_GATEWAY_CREDENTIALS: FakeGatewayCredentials = {
  vnpay: { tmnCode: 'FAKESHOP', hashSecret: 'FAKEVNPAYHASHSECRET0123456789ABC' },
  momo: { partnerCode: 'MOMOFAKE01', accessKey: 'fake-momo-access', secretKey: 'fake-momo-secret-key' },
  paypal: { clientId: 'fake-paypal-client', clientSecret: 'fake-paypal-secret' },
};

/** The shop's environment variables that point every adapter at the fakes served from `url`. */
export function fakeGatewayEnv(url: string, credentials: FakeGatewayCredentials = FAKE_GATEWAY_CREDENTIALS): Record<string, string> {
  return {
    VNPAY_TMN_CODE: credentials.vnpay.tmnCode,
    VNPAY_HASH_SECRET: credentials.vnpay.hashSecret,
    VNPAY_PAY_URL: `${url}${FAKE_VNPAY_PAY_PATH}`,
    VNPAY_API_URL: `${url}${FAKE_VNPAY_API_PATH}`,
    MOMO_PARTNER_CODE: credentials.momo.partnerCode,
    MOMO_ACCESS_KEY: credentials.momo.accessKey,
    MOMO_SECRET_KEY: credentials.momo.secretKey,
    MOMO_ENDPOINT: `${url}/momo`,
    PAYPAL_CLIENT_ID: credentials.paypal.clientId,
    PAYPAL_CLIENT_SECRET: credentials.paypal.clientSecret,
    PAYPAL_API_BASE: `${url}/paypal`,
  };
}

/**
 * One HTTP server speaking VNPay (/vnpay), MoMo (/momo) and PayPal (/paypal) to the shop, for
 * integration tests and the e2e journeys. `vnpayIpnUrl` is the shop's IPN URL (VNPay learns it
 * from the merchant portal, not from the payment); it may be set later with `setVnpayIpnUrl`.
 */
export async function startFakeGateways(options: { port?: number; host?: string; vnpayIpnUrl?: string; credentials?: FakeGatewayCredentials } = {}) {
  const credentials = options.credentials ?? FAKE_GATEWAY_CREDENTIALS;
  const vnpayOptions = { ...credentials.vnpay, ipnUrl: options.vnpayIpnUrl ?? '' };
  const vnpay = createFakeVnpay(vnpayOptions);
  const momo = createFakeMomo(credentials.momo);
  const paypal = createFakePaypal(credentials.paypal);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    void (async () => {
      if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
      for (const fake of [vnpay, momo, paypal]) if (await fake.handle(request, response, url)) return undefined;
      return sendError(response, 404, 'not a fake gateway path');
    })().catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, String(error));
      else response.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: fakeGatewayEnv(url, credentials),
    vnpay,
    momo,
    paypal,
    setVnpayIpnUrl(ipnUrl: string) {
      vnpayOptions.ipnUrl = ipnUrl;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeGateways = Awaited<ReturnType<typeof startFakeGateways>>;
