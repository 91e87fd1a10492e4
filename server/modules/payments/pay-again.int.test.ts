import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import { registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import type { FakeGateways } from '../../test/fake-gateways/fake-gateways.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, pageOrder, postOrder, stockedProduct, type Buyer } from '../orders/order-test-kit.ts';
import { PAYMENT_PATHS } from './payment-paths.ts';
import { placeOnline as placeOnlineAt, refOf, shopWithGateways, type OnlineMethod, type ShopWithGateways } from './payment-test-kit.ts';

// After a cancelled or failed online payment the customer starts a new attempt
// for the unpaid order; the old attempt is void and its callbacks change nothing. Real orders are
// placed through POST /v1/orders and paid at the fake gateways, which check the shop's signatures.

let shop: ShopWithGateways;
let t: TestApp;
let fakes: FakeGateways;
let shopUrl: string;

beforeAll(async () => {
  shop = await shopWithGateways();
  ({ t, fakes, shopUrl } = shop);
});
afterAll(() => shop.close());

const placeOnline = (paymentMethod: OnlineMethod, who?: Buyer) => placeOnlineAt(t, paymentMethod, who ? { who } : {});

async function ordersOf(who: SignedIn): Promise<OrdersListResponse> {
  return (await t.app.inject({ url: '/v1/orders', headers: { cookie: who.cookie } })).json();
}

async function attempts(orderId: number) {
  return t.orm.em
    .fork()
    .execute<{ provider_ref: string; status: string; amount: string }[]>('select provider_ref, status, amount from payment_transactions where order_id = ? order by id', [orderId]);
}

async function paymentState(orderId: number) {
  const [row] = await t.orm.em.fork().execute<{ payment_status: string; paid_notes: number }[]>(
    `select payment_status, (select count(*)::int from notifications n where n.type = 'order_paid' and (n.data->>'order_id')::bigint = o.id) as paid_notes
       from orders o where id = ?`,
    [orderId],
  );
  return row;
}

function payAgain(who: SignedIn | null, code: string, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/orders/${code}/pay-again`,
    headers: who ? who.headers : { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': 'x', cookie: 'csrf_token=x' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}


describe('VNPay', () => {
  test('a cancelled payment offers pay again; the new attempt is signed, asks the order total, and pays the order once', async () => {
    const { customer, order, redirectPay, total } = await placeOnline(3);
    expect((await fetch(redirectPay)).status).toBe(200);
    const first = refOf(redirectPay, 'vnp_TxnRef');
    // The customer cancels at VNPay: the signed result reaches the IPN and the order stays unpaid.
    const cancelled = await fakes.vnpay.complete(first, { responseCode: '24' });
    expect(cancelled.ipnAnswer).toEqual({ RspCode: '00', Message: 'Confirm Success' });

    const listed = (await ordersOf(customer)).orders.find((row) => row.code === order.code);
    expect(listed?.pay_again_url).toBe(`/v1/orders/${order.code}/pay-again`);

    // Whatever the browser sends, the amount is the order's own.
    const again = await payAgain(customer, order.code, { amount: 1_000 });
    expect(again.statusCode, again.body).toBe(200);
    const next = again.json() as { redirect_pay: string };
    expect(next.redirect_pay.startsWith(`${fakes.url}/vnpay/`)).toBe(true);
    const page = await fetch(next.redirect_pay);
    expect(page.status, await page.text()).toBe(200);
    const second = refOf(next.redirect_pay, 'vnp_TxnRef');
    expect(second).not.toBe(first);
    expect(fakes.vnpay.payments.get(second)?.vnp_Amount).toBe(String(total * 100));

    const paid = await fakes.vnpay.complete(second);
    expect(paid.ipnAnswer).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await paymentState(order.id)).toEqual({ payment_status: 'paid', paid_notes: 1 });
    expect(await attempts(order.id)).toMatchObject([
      { provider_ref: first, status: 'failed' },
      { provider_ref: second, status: 'paid', amount: String(total) },
    ]);
    expect((await ordersOf(customer)).orders.find((row) => row.code === order.code)?.pay_again_url).toBeNull();
    // Paid: no further attempt.
    expect((await payAgain(customer, order.code)).json()).toMatchObject({ error: { code: 'cannot_pay_again' } });
  });

  test("the old attempt is void: its success IPN neither pays the order nor pays it twice", async () => {
    const { order, redirectPay, customer } = await placeOnline(3);
    await fetch(redirectPay);
    const old = refOf(redirectPay, 'vnp_TxnRef');
    // The customer closed VNPay's page without an answer (the attempt is still pending) and pays again.
    const again = (await payAgain(customer, order.code)).json() as { redirect_pay: string };
    await fetch(again.redirect_pay);
    const fresh = refOf(again.redirect_pay, 'vnp_TxnRef');

    const late = await fakes.vnpay.complete(old);
    expect(late.ipnAnswer).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await paymentState(order.id)).toEqual({ payment_status: 'unpaid', paid_notes: 0 });
    expect(await attempts(order.id)).toMatchObject([{ provider_ref: old, status: 'void' }, { provider_ref: fresh, status: 'pending' }]);

    await fakes.vnpay.complete(fresh);
    const replay = await fetch(`${shopUrl}${PAYMENT_PATHS.vnpayIpn}?${late.query}`);
    expect(await replay.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await paymentState(order.id)).toEqual({ payment_status: 'paid', paid_notes: 1 });
    expect(await attempts(order.id)).toMatchObject([{ status: 'void' }, { status: 'paid' }]);
  });
});

describe('MoMo', () => {
  test('a declined wallet payment, pay again, and the old attempt’s success IPN changes nothing', async () => {
    const { order, redirectPay, customer, total } = await placeOnline(4);
    const old = refOf(redirectPay, 'orderId');
    const again = await payAgain(customer, order.code);
    expect(again.statusCode, again.body).toBe(200);
    const fresh = refOf((again.json() as { redirect_pay: string }).redirect_pay, 'orderId');
    expect(fakes.momo.payments.get(fresh)?.amount).toBe(total);

    const late = await fakes.momo.complete(old);
    expect(late.ipnStatus).toBe(204);
    expect(await paymentState(order.id)).toEqual({ payment_status: 'unpaid', paid_notes: 0 });

    const declined = await fakes.momo.complete(fresh, { resultCode: 1006 });
    expect(declined.ipnStatus).toBe(204);
    const third = (await payAgain(customer, order.code)).json() as { redirect_pay: string };
    const thirdRef = refOf(third.redirect_pay, 'orderId');
    await fakes.momo.complete(thirdRef);
    expect(await paymentState(order.id)).toEqual({ payment_status: 'paid', paid_notes: 1 });
    expect(await attempts(order.id)).toMatchObject([{ status: 'void' }, { status: 'failed' }, { provider_ref: thirdRef, status: 'paid' }]);
  });
});

describe('PayPal', () => {
  test('after a cancel at PayPal a new PayPal order is created; the old one’s return captures nothing', async () => {
    const { order, redirectPay, customer } = await placeOnline(5);
    const old = refOf(redirectPay, 'token');
    const again = (await payAgain(customer, order.code)).json() as { redirect_pay: string };
    const fresh = refOf(again.redirect_pay, 'token');
    expect(fresh).not.toBe(old);
    expect(fakes.paypal.orders.get(fresh)?.value).toBe(fakes.paypal.orders.get(old)?.value);

    fakes.paypal.approve(old);
    const captures = fakes.paypal.captureCount();
    const stale = await fetch(`${shopUrl}${PAYMENT_PATHS.paypalReturn}?token=${old}&PayerID=X`, { redirect: 'manual' });
    expect(stale.headers.get('location')).toBe(`/orders?payment_failed=${order.code}`);
    expect(fakes.paypal.captureCount()).toBe(captures);

    fakes.paypal.approve(fresh);
    const good = await fetch(`${shopUrl}${PAYMENT_PATHS.paypalReturn}?token=${fresh}&PayerID=X`, { redirect: 'manual' });
    expect(good.headers.get('location')).toBe(`/orders?paid=${order.code}`);
    expect(await paymentState(order.id)).toEqual({ payment_status: 'paid', paid_notes: 1 });
  });
});

describe('refusals', () => {
  test('guests 403, another customer 404, cash and bank transfer orders 409, cancelled orders 409', async () => {
    const { order, customer } = await placeOnline(3);
    expect((await payAgain(null, order.code)).statusCode).toBe(403);
    const stranger = await registerAndSignIn(t.app);
    expect((await payAgain(stranger, order.code)).statusCode).toBe(404);

    const cash = await buyer(t);
    const product = await stockedProduct(t, { price: 100_000, inventory: 10 });
    await addToCart(t, cash, product, 1);
    const page = await pageOrder(t, cash, { choices: { payment_method: 1 } });
    const placed = (await postOrder(t, cash, page.fields)).json() as { order: { code: string } };
    const refused = await payAgain(cash, placed.order.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'cannot_pay_again' } });

    await t.orm.em.fork().execute(`update orders set status = 'cancelled' where id = ?`, [order.id]);
    expect((await payAgain(customer, order.code)).statusCode).toBe(409);
    expect((await ordersOf(customer)).orders.find((row) => row.code === order.code)?.pay_again_url).toBeNull();
  });
});
