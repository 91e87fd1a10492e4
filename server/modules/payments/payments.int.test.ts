import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { startFakeGateways, type FakeGateways } from '../../test/fake-gateways/fake-gateways.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { NotificationSchema } from '../notifications/notification.entity.ts';
import { OrderSchema, type OrderPaymentProvider } from '../orders/order.entity.ts';
import { PAYMENT_PATHS } from './payment-paths.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';
import { startPayment } from './start-payment.ts';

let t: TestApp;
let fakes: FakeGateways;
let shopUrl: string;
let buyer: SignedIn;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  fakes = await startFakeGateways();
  const port = await freePort();
  shopUrl = `http://127.0.0.1:${port}`;
  const bank = { BANK_NAME: 'Vietcombank', BANK_BIN: '970436', BANK_ACCOUNT_NUMBER: '0011001234567', BANK_ACCOUNT_NAME: 'CONG TY LINH KIEN VIET' };
  t = await buildTestApp({ config: { publicUrl: shopUrl, payments: loadConfig({ ...fakes.env, ...bank }).payments } });
  await t.app.listen({ port, host: '127.0.0.1' });
  fakes.setVnpayIpnUrl(`${shopUrl}${PAYMENT_PATHS.vnpayIpn}`);
  buyer = await registerAndSignIn(t.app);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

/** An order row as orders-server writes it (only the columns payments read matter here). */
async function insertOrder(provider: OrderPaymentProvider, total: number, owner: SignedIn = buyer) {
  const em = t.orm.em.fork();
  const order = em.create(OrderSchema, {
    code: `TP${randomBytes(4).toString('hex').toUpperCase()}`,
    user: owner.user.id,
    flow: provider === 'paypal' ? 'abroad' : 'vietnam',
    language: provider === 'paypal' ? 'en' : 'vi',
    currency: provider === 'paypal' ? 'USD' : 'VND',
    exchangeRate: 26_000,
    deliveryMethod: 1,
    paymentMethod: 3,
    paymentProvider: provider,
    goods: total,
    total,
    snapshot: {},
  });
  await em.flush();
  return { id: order.id, code: order.code, total };
}

async function orderState(id: number) {
  const order = await t.orm.em.fork().findOneOrFail(OrderSchema, id);
  return { payment_status: order.paymentStatus, paid_at: order.paidAt };
}

async function attempts(orderId: number) {
  const rows = await t.orm.em.fork().find(PaymentTransactionSchema, { order: orderId }, { orderBy: { id: 'asc' } });
  return rows.map((row) => ({ provider: row.provider, amount: row.amount, currency: row.currency, providerRef: row.providerRef, status: row.status, failure: row.failure, raw: row.rawCallback }));
}

function paidNotifications(code: string) {
  return t.orm.em.fork().count(NotificationSchema, { user: buyer.user.id, type: 'order_paid', data: { code } } as never);
}

async function land(url: string): Promise<string | null> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  expect(response.status).toBe(302);
  return response.headers.get('location');
}

async function pay(provider: 'pay_online' | 'pay_momo' | 'paypal', total: number) {
  const order = await insertOrder(provider, total);
  const { redirectPay } = await startPayment(t.app, {
    orderId: order.id,
    orderCode: order.code,
    amountVnd: total,
    provider,
    language: provider === 'paypal' ? 'en' : 'vi',
    exchangeRate: 26_000,
    clientIp: '::ffff:127.0.0.1',
  });
  // The browser opens the provider's pay page, which checks the shop's signature first.
  const page = await fetch(redirectPay);
  expect(page.status, await page.text()).toBe(200);
  const [attempt] = await attempts(order.id);
  return { order, redirectPay, ref: attempt?.providerRef ?? '' };
}

describe('VNPay (pay_online)', () => {
  test('good: the signed pay URL is accepted, the IPN confirms and the order is paid once, with a notification', async () => {
    const { order, redirectPay, ref } = await pay('pay_online', 1_250_000);
    expect(redirectPay.startsWith(`${fakes.url}/vnpay/paymentv2/vpcpay.html?`)).toBe(true);
    expect(await attempts(order.id)).toMatchObject([{ provider: 'pay_online', amount: 1_250_000, currency: 'VND', status: 'pending', raw: null }]);

    const done = await fakes.vnpay.complete(ref);
    expect(done.ipnStatus).toBe(200);
    expect(done.ipnAnswer).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const paid = await orderState(order.id);
    expect(paid.payment_status).toBe('paid');
    expect(paid.paid_at).toBeInstanceOf(Date);
    expect(await attempts(order.id)).toMatchObject([{ status: 'paid', failure: null, raw: { vnp_TxnRef: ref, vnp_ResponseCode: '00' } }]);
    expect(await paidNotifications(order.code)).toBe(1);

    // The customer's browser lands on the orders page saying paid.
    expect(await land(done.returnUrl)).toBe(`/orders?paid=${order.code}`);
  });

  test('replayed: the same IPN again answers 02 and changes nothing', async () => {
    const { order, ref } = await pay('pay_online', 300_000);
    const done = await fakes.vnpay.complete(ref);
    const before = await orderState(order.id);
    const rowsBefore = await attempts(order.id);
    const again = await fetch(`${shopUrl}${PAYMENT_PATHS.vnpayIpn}?${done.query}`);
    expect(await again.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await orderState(order.id)).toEqual(before);
    expect(await attempts(order.id)).toEqual(rowsBefore);
    expect(await paidNotifications(order.code)).toBe(1);
    expect(await land(done.returnUrl)).toBe(`/orders?paid=${order.code}`);
  });

  test('forged: a result signed with another secret answers 97, and its return does not pay either', async () => {
    const { order, ref } = await pay('pay_online', 200_000);
    const forged = await fakes.vnpay.complete(ref, { hashSecret: 'not-the-shop-secret' });
    expect(forged.ipnAnswer).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect(await land(forged.returnUrl)).toBe(`/orders?payment_failed=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
    expect(await attempts(order.id)).toMatchObject([{ status: 'pending', raw: null }]);
  });

  test('wrong amount: a correctly signed result for less answers 04, is recorded, and the order stays unpaid', async () => {
    const { order, ref } = await pay('pay_online', 500_000);
    const short = await fakes.vnpay.complete(ref, { amount: '100000' });
    expect(short.ipnAnswer).toEqual({ RspCode: '04', Message: 'invalid amount' });
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
    expect(await attempts(order.id)).toMatchObject([{ status: 'failed', failure: 'amount_mismatch', raw: { vnp_Amount: '100000' } }]);
    expect(await paidNotifications(order.code)).toBe(0);
  });

  test('unknown reference answers 01; a cancelled payment is confirmed as failed', async () => {
    const { order, ref } = await pay('pay_online', 400_000);
    const unknown = await fakes.vnpay.complete(ref, { txnRef: 'NO-SUCH-REF', ipn: true });
    expect(unknown.ipnAnswer).toEqual({ RspCode: '01', Message: 'Order not found' });
    const cancelled = await fakes.vnpay.complete(ref, { responseCode: '24' });
    expect(cancelled.ipnAnswer).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await land(cancelled.returnUrl)).toBe(`/orders?payment_failed=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
    expect(await attempts(order.id)).toMatchObject([{ status: 'failed', failure: 'declined' }]);
  });

  test('the return settles like the IPN when it comes first, and both together pay once', async () => {
    const { order, ref } = await pay('pay_online', 600_000);
    const done = await fakes.vnpay.complete(ref, { ipn: false });
    const [landing, ipn] = await Promise.all([land(done.returnUrl), fetch(`${shopUrl}${PAYMENT_PATHS.vnpayIpn}?${done.query}`).then((r) => r.json())]);
    expect(landing).toBe(`/orders?paid=${order.code}`);
    expect(['00', '02']).toContain((ipn as { RspCode: string }).RspCode);
    expect((await orderState(order.id)).payment_status).toBe('paid');
    expect(await paidNotifications(order.code)).toBe(1);
  });
});

describe('MoMo (pay_momo)', () => {
  test('good: the signed create request gets a payUrl, the IPN answers 204 and the order is paid', async () => {
    const { order, redirectPay, ref } = await pay('pay_momo', 150_000);
    expect(fakes.momo.refused).toEqual([]);
    expect(redirectPay).toBe(`${fakes.url}/momo/pay?orderId=${encodeURIComponent(ref)}`);
    const done = await fakes.momo.complete(ref);
    expect(done.ipnStatus).toBe(204);
    expect((await orderState(order.id)).payment_status).toBe('paid');
    expect(await attempts(order.id)).toMatchObject([{ provider: 'pay_momo', amount: 150_000, status: 'paid', raw: { orderId: ref, resultCode: 0 } }]);
    expect(await paidNotifications(order.code)).toBe(1);
    expect(await land(done.redirectUrl)).toBe(`/orders?paid=${order.code}`);
  });

  test('replayed: the same IPN again is 204 and changes nothing', async () => {
    const { order, ref } = await pay('pay_momo', 160_000);
    const done = await fakes.momo.complete(ref);
    const before = await orderState(order.id);
    const rowsBefore = await attempts(order.id);
    const again = await fetch(`${shopUrl}${PAYMENT_PATHS.momoIpn}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(done.result) });
    expect(again.status).toBe(204);
    expect(await orderState(order.id)).toEqual(before);
    expect(await attempts(order.id)).toEqual(rowsBefore);
    expect(await paidNotifications(order.code)).toBe(1);
  });

  test('forged: a result signed with another key is refused with 400 and the order stays unpaid', async () => {
    const { order, ref } = await pay('pay_momo', 170_000);
    const forged = await fakes.momo.complete(ref, { secretKey: 'not-the-shop-key' });
    expect(forged.ipnStatus).toBe(400);
    expect(await land(forged.redirectUrl)).toBe(`/orders?payment_failed=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
    expect(await attempts(order.id)).toMatchObject([{ status: 'pending', raw: null }]);
  });

  test('wrong amount: a correctly signed result for less is recorded as failed, the order stays unpaid', async () => {
    const { order, ref } = await pay('pay_momo', 180_000);
    const short = await fakes.momo.complete(ref, { amount: 1_000 });
    expect(short.ipnStatus).toBe(204);
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
    expect(await attempts(order.id)).toMatchObject([{ status: 'failed', failure: 'amount_mismatch', raw: { amount: 1_000 } }]);
  });
});

describe('PayPal (Orders v2, USD)', () => {
  test('good: create, approve, the return captures the recorded USD amount and the order is paid', async () => {
    const { order, redirectPay, ref } = await pay('paypal', 1_300_000);
    expect(redirectPay).toBe(`${fakes.url}/paypal/checkoutnow?token=${ref}`);
    expect(fakes.paypal.orders.get(ref)).toMatchObject({ referenceId: order.code, currency: 'USD', value: '50.00' });
    fakes.paypal.approve(ref);
    expect(await land(`${shopUrl}${PAYMENT_PATHS.paypalReturn}?token=${ref}&PayerID=FAKEPAYER123`)).toBe(`/orders?paid=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('paid');
    expect(await attempts(order.id)).toMatchObject([{ provider: 'paypal', amount: 5_000, currency: 'USD', status: 'paid', raw: { status: 'COMPLETED' } }]);
    expect(await paidNotifications(order.code)).toBe(1);
  });

  test('replayed: the return again does not capture again and changes nothing', async () => {
    const { order, ref } = await pay('paypal', 520_000);
    fakes.paypal.approve(ref);
    const returnUrl = `${shopUrl}${PAYMENT_PATHS.paypalReturn}?token=${ref}&PayerID=FAKEPAYER123`;
    await land(returnUrl);
    const captures = fakes.paypal.captureCount();
    const before = await orderState(order.id);
    const rowsBefore = await attempts(order.id);
    expect(await land(returnUrl)).toBe(`/orders?paid=${order.code}`);
    expect(fakes.paypal.captureCount()).toBe(captures);
    expect(await orderState(order.id)).toEqual(before);
    expect(await attempts(order.id)).toEqual(rowsBefore);
  });

  test('forged: a return for an order never approved or never created pays nothing', async () => {
    const { order, ref } = await pay('paypal', 260_000);
    expect(await land(`${shopUrl}${PAYMENT_PATHS.paypalReturn}?token=${ref}&PayerID=X`)).toBe(`/orders?payment_failed=${order.code}`);
    expect(await land(`${shopUrl}${PAYMENT_PATHS.paypalReturn}?token=NOSUCHORDER&PayerID=X`)).toBe('/orders');
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
    expect(await attempts(order.id)).toMatchObject([{ status: 'pending', raw: null }]);
  });

  test('wrong amount: a capture of another amount is recorded as failed, the order stays unpaid', async () => {
    const { order, ref } = await pay('paypal', 2_600_000);
    const fakeOrder = fakes.paypal.orders.get(ref);
    if (!fakeOrder) throw new Error('PayPal never saw the order');
    fakeOrder.captureValue = '1.00';
    fakes.paypal.approve(ref);
    expect(await land(`${shopUrl}${PAYMENT_PATHS.paypalReturn}?token=${ref}&PayerID=FAKEPAYER123`)).toBe(`/orders?payment_failed=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
    expect(await attempts(order.id)).toMatchObject([{ amount: 10_000, status: 'failed', failure: 'amount_mismatch' }]);
  });

  test('cancel lands on the orders page saying not paid', async () => {
    const { order, ref } = await pay('paypal', 260_000);
    expect(await land(`${shopUrl}${PAYMENT_PATHS.paypalCancel}?token=${ref}`)).toBe(`/orders?payment_failed=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
  });
});

describe('bank transfer VietQR', () => {
  test("the owner gets the SVG of a bank-transfer order; others, guests and other orders do not", async () => {
    const order = await insertOrder('bank_transfer', 1_150_000);
    const own = await t.app.inject({ url: `/v1/orders/${order.code}/vietqr`, headers: { cookie: buyer.cookie } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(own.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(own.body).toContain(order.code);

    const stranger = await registerAndSignIn(t.app);
    expect((await t.app.inject({ url: `/v1/orders/${order.code}/vietqr`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/v1/orders/${order.code}/vietqr` })).statusCode).toBe(403);
    const card = await insertOrder('pay_online', 1_150_000);
    expect((await t.app.inject({ url: `/v1/orders/${card.code}/vietqr`, headers: { cookie: buyer.cookie } })).statusCode).toBe(404);
  });
});

describe("the providers' pay pages (what an e2e journey clicks)", () => {
  async function submit(url: string, form: Record<string, string>): Promise<string> {
    const response = await fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
    await response.arrayBuffer();
    expect(response.status).toBe(302);
    return response.headers.get('location') ?? '';
  }

  test.each([
    ['pay_online', '/vnpay/pay', 'txnRef'],
    ['pay_momo', '/momo/pay', 'orderId'],
    ['paypal', '/paypal/checkoutnow', 'token'],
  ] as const)('%s: the page has Pay and Cancel buttons; Pay sends the browser back paid', async (provider, action, field) => {
    const { order, redirectPay, ref } = await pay(provider, 1_040_000);
    const page = await (await fetch(redirectPay)).text();
    expect(page).toContain(`<form method="post" action="${action}">`);
    expect(page).toMatch(/<button type="submit" name="choice" value="pay">Pay( Now)?<\/button>/);
    expect(page).toMatch(/<button type="submit" name="choice" value="cancel">Cancel/);
    const back = await submit(`${fakes.url}${action}`, { [field]: ref, choice: 'pay' });
    expect(back.startsWith(`${shopUrl}/v1/payments/`)).toBe(true);
    expect(await land(back)).toBe(`/orders?paid=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('paid');
  });

  test.each([
    ['pay_online', '/vnpay/pay', 'txnRef'],
    ['pay_momo', '/momo/pay', 'orderId'],
    ['paypal', '/paypal/checkoutnow', 'token'],
  ] as const)('%s: Cancel sends the browser back not paid', async (provider, action, field) => {
    const { order, ref } = await pay(provider, 1_040_000);
    const back = await submit(`${fakes.url}${action}`, { [field]: ref, choice: 'cancel' });
    expect(await land(back)).toBe(`/orders?payment_failed=${order.code}`);
    expect((await orderState(order.id)).payment_status).toBe('unpaid');
  });
});

describe('startPayment refusals', () => {
  test('MoMo refusing the create call (amount under its minimum) is a 502 and the attempt is closed as failed', async () => {
    const order = await insertOrder('pay_momo', 500);
    const started = startPayment(t.app, { orderId: order.id, orderCode: order.code, amountVnd: 500, provider: 'pay_momo', language: 'vi', exchangeRate: 26_000, clientIp: '127.0.0.1' });
    await expect(started).rejects.toMatchObject({ statusCode: 502, code: 'payment_unavailable' });
    expect(await attempts(order.id)).toMatchObject([{ status: 'failed', failure: 'create_refused' }]);
  });

  test('a provider that is not configured is refused with payment_provider_disabled', async () => {
    const bare = await buildTestApp({ database: t.db });
    try {
      const order = await insertOrder('paypal', 100_000);
      const started = startPayment(bare.app, { orderId: order.id, orderCode: order.code, amountVnd: 100_000, provider: 'paypal', language: 'en', exchangeRate: 26_000, clientIp: '127.0.0.1' });
      await expect(started).rejects.toMatchObject({ statusCode: 400, code: 'payment_provider_disabled' });
      expect(await attempts(order.id)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
