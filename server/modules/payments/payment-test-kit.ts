import { createServer } from 'node:net';
import { expect } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import { startFakeGateways, type FakeGateways } from '../../test/fake-gateways/fake-gateways.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, pageOrder, postOrder, stockedProduct, type Buyer } from '../orders/order-test-kit.ts';
import { PAYMENT_PATHS } from './payment-paths.ts';

/** Test helpers for journeys that pay real orders at the fake gateways (server/test/fake-gateways). */

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ShopWithGateways {
  t: TestApp;
  fakes: FakeGateways;
  shopUrl: string;
  close(): Promise<void>;
}

/**
 * The app listening on a real port (the fakes call its IPN URLs back) with every adapter pointed
 * at the fakes, plus the sample bank account.
 */
export async function shopWithGateways(config: Partial<AppConfig> = {}): Promise<ShopWithGateways> {
  const fakes = await startFakeGateways();
  const port = await freePort();
  const shopUrl = `http://127.0.0.1:${port}`;
  const bank = { BANK_NAME: 'Vietcombank', BANK_BIN: '970436', BANK_ACCOUNT_NUMBER: '0011001234567', BANK_ACCOUNT_NAME: 'CONG TY LINH KIEN VIET' };
  const t = await buildTestApp({ config: { publicUrl: shopUrl, payments: loadConfig({ ...fakes.env, ...bank }).payments, ...config } });
  await t.app.listen({ port, host: '127.0.0.1' });
  fakes.setVnpayIpnUrl(`${shopUrl}${PAYMENT_PATHS.vnpayIpn}`);
  return {
    t,
    fakes,
    shopUrl,
    async close() {
      await t.close();
      await fakes.close();
    },
  };
}

/** Payment method codes of spec §4 that go through a gateway: 3 card (VNPay), 4 MoMo, 5 PayPal. */
export type OnlineMethod = 3 | 4 | 5;

/**
 * A customer (abroad for PayPal) orders `quantity` of a fresh product through POST /v1/orders and
 * is sent to the gateway; answers the order, its redirect and the total the page showed.
 */
export async function placeOnline(t: TestApp, paymentMethod: OnlineMethod | 2, options: { who?: Buyer; price?: number; quantity?: number; inventory?: number } = {}) {
  const abroad = paymentMethod === 5;
  const customer = options.who ?? (await buyer(t, abroad ? { country: 'us' } : {}));
  const product = await stockedProduct(t, { price: options.price ?? (abroad ? 1_500_000 : 250_000), inventory: options.inventory ?? 50 });
  await addToCart(t, customer, product, options.quantity ?? 1);
  const language = abroad ? 'en' : 'vi';
  const context = abroad ? await t.app.inject({ url: '/v1/checkout', headers: { cookie: `${customer.cookie}; lang=en` } }) : null;
  const transportId = context ? ((context.json() as { fees: { delivery_companies: { id: number }[] } }).fees.delivery_companies[0]?.id ?? null) : null;
  const page = await pageOrder(t, customer, { choices: { payment_method: paymentMethod }, language, transportId });
  expect(page.invalid).toBeNull();
  const response = await postOrder(t, customer, page.fields);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { order: { id: number; code: string }; redirect_pay: string | null };
  return { customer, product, order: body.order, redirectPay: body.redirect_pay ?? '', total: page.totals.total };
}

/** The reference the gateway echoes, read from its pay URL (vnp_TxnRef, orderId, token). */
export function refOf(url: string, name: 'vnp_TxnRef' | 'orderId' | 'token'): string {
  return new URL(url).searchParams.get(name) ?? '';
}

/** Pays an order at its gateway the way a customer does: the page opens, the payment succeeds. */
export async function payAtGateway(shop: ShopWithGateways, paymentMethod: OnlineMethod, redirectPay: string): Promise<void> {
  const page = await fetch(redirectPay);
  expect(page.status, await page.text()).toBe(200);
  if (paymentMethod === 3) {
    expect((await shop.fakes.vnpay.complete(refOf(redirectPay, 'vnp_TxnRef'))).ipnAnswer).toEqual({ RspCode: '00', Message: 'Confirm Success' });
  } else if (paymentMethod === 4) {
    expect((await shop.fakes.momo.complete(refOf(redirectPay, 'orderId'))).ipnStatus).toBe(204);
  } else {
    const token = refOf(redirectPay, 'token');
    shop.fakes.paypal.approve(token);
    const back = await fetch(`${shop.shopUrl}${PAYMENT_PATHS.paypalReturn}?token=${token}&PayerID=FAKEPAYER123`, { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(/^\/orders\?paid=/);
  }
}
