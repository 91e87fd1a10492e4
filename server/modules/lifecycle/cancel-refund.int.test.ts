import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import type { PcbOrdersResponse } from '#shared/pcb/schemas.ts';
import { registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, pageOrder, postOrder, stockedProduct } from '../orders/order-test-kit.ts';
import { payAtGateway, placeOnline, refOf, shopWithGateways, type ShopWithGateways } from '../payments/payment-test-kit.ts';

// Cancelling returns the stock (exactly once) in the cancel's transaction; a paid
// order needs an explicit refund step: through the gateway's refund call (VNPay, MoMo, PayPal
// fakes that check the refund signature and amount) or a "refund due" with who/when that staff
// later mark refunded; the customer sees it on /orders and in a notification.

let shop: ShopWithGateways;
let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  shop = await shopWithGateways();
  t = shop.t;
  staff = await registerStaff(t, { fullname: 'Lê Thu Ngân' });
});
afterAll(() => shop.close());

async function inventoryOf(productId: number): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ inventory: number }[]>('select inventory from products where id = ?', [productId]);
  return Number(row?.inventory);
}

function postStatus(kind: 'shop' | 'pcb', id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/v1/admin/orders/${kind}/${id}/status`, headers: staff.headers, payload });
}

function cancel(id: number, refundConfirmed?: boolean, kind: 'shop' | 'pcb' = 'shop') {
  return postStatus(kind, id, { status: 'cancelled', note: 'Khách đổi ý', ...(refundConfirmed === undefined ? {} : { refund_confirmed: refundConfirmed }) });
}

async function detail(id: number, kind: 'shop' | 'pcb' = 'shop'): Promise<AdminOrderDetail> {
  const response = await t.app.inject({ url: `/v1/admin/orders/${kind}/${id}`, headers: { cookie: staff.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function customerOrder(who: SignedIn, code: string) {
  const list = (await t.app.inject({ url: '/v1/orders', headers: { cookie: who.cookie } })).json() as OrdersListResponse;
  return list.orders.find((order) => order.code === code);
}

async function notifications(who: SignedIn) {
  return t.orm.em.fork().execute<{ type: string; title: string; content: string | null }[]>('select type, title, content from notifications where user_id = ? order by id', [who.user.id]);
}

async function refundRows(kind: 'shop' | 'pcb', orderId: number) {
  return t.orm.em.fork().execute<{ status: string }[]>('select status from order_refunds where order_kind = ? and order_id = ?', [kind, orderId]);
}

describe('stock', () => {
  test('cancelling an unpaid order returns its stock and bonus once; a repeated or concurrent cancel returns nothing more', async () => {
    const who = await buyer(t, { bonus: 30_000 });
    const product = await stockedProduct(t, { price: 200_000, inventory: 40 });
    await addToCart(t, who, product, 7);
    const page = await pageOrder(t, who, { choices: { payment_method: 1, use_bonus: true } });
    expect(page.totals.bonus).toBe(30_000);
    const placed = (await postOrder(t, who, page.fields)).json() as { order: { id: number; code: string } };
    expect(await inventoryOf(product)).toBe(33);
    const [before] = await t.orm.em.fork().execute<{ bonus: number }[]>('select bonus from profiles where user_id = ?', [who.user.id]);
    expect(Number(before?.bonus)).toBe(0);

    // An unpaid order needs no refund confirmation.
    const [first, second] = await Promise.all([cancel(placed.order.id), cancel(placed.order.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((response) => response.statusCode === 409)?.json()).toMatchObject({ error: { code: 'invalid_transition' } });
    expect(await inventoryOf(product)).toBe(40);
    const again = await cancel(placed.order.id);
    expect(again.statusCode).toBe(409);
    expect(await inventoryOf(product)).toBe(40);
    const [after] = await t.orm.em.fork().execute<{ bonus: number }[]>('select bonus from profiles where user_id = ?', [who.user.id]);
    expect(Number(after?.bonus)).toBe(30_000);
    expect(await refundRows('shop', placed.order.id)).toEqual([]);
    expect((await detail(placed.order.id)).refund).toBeNull();
  });

  test('a product deleted since the order is skipped; the other lines come back', async () => {
    const who = await buyer(t);
    const [kept, gone] = [await stockedProduct(t, { price: 50_000, inventory: 10 }), await stockedProduct(t, { price: 60_000, inventory: 10 })];
    await addToCart(t, who, kept, 2);
    await addToCart(t, who, gone, 3);
    const page = await pageOrder(t, who, { choices: { payment_method: 1 } });
    const placed = (await postOrder(t, who, page.fields)).json() as { order: { id: number } };
    await t.orm.em.fork().execute('update order_lines set product_id = null where order_id = ? and product_id = ?', [placed.order.id, gone]);
    expect((await cancel(placed.order.id)).statusCode).toBe(200);
    expect(await inventoryOf(kept)).toBe(10);
    expect(await inventoryOf(gone)).toBe(7);
  });
});

describe('paid orders: the refund step', () => {
  test('without the confirmation the cancel is refused beside the field and nothing is written', async () => {
    const { order, redirectPay, product, total } = await placeOnline(t, 3);
    await payAtGateway(shop, 3, redirectPay);
    expect(await inventoryOf(product)).toBe(49);
    expect((await detail(order.id)).refund_on_cancel).toBe('gateway');
    expect((await detail(order.id)).refund_amount_on_cancel).toEqual({ amount: total, currency: 'VND' });

    for (const confirmed of [undefined, false]) {
      const refused = await cancel(order.id, confirmed);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: { code: 'refund_confirmation_required', message: expect.any(String), fields: { refund_confirmed: 'refund_confirmation_required' } },
      });
    }
    const still = await detail(order.id);
    expect(still.status).toBe('paid');
    expect(still.refund).toBeNull();
    expect(await inventoryOf(product)).toBe(49);
    expect(shop.fakes.vnpay.refunds).toEqual([]);
  });

  test('VNPay: the refund call carries the paid amount, its checksum and the staff member; the customer sees it refunded', async () => {
    const { order, redirectPay, customer, total, product } = await placeOnline(t, 3);
    await payAtGateway(shop, 3, redirectPay);
    const response = await cancel(order.id, true);
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as { order: AdminOrderDetail }).order;
    expect(after.status).toBe('cancelled');
    expect(after.refund).toMatchObject({ method: 'gateway', status: 'refunded', provider: 'pay_online', amount: total, currency: 'VND', attempts: 1, failure: null });
    expect(after.refund?.requested_by).toEqual({ id: staff.user.id, fullname: 'Lê Thu Ngân' });
    expect(after.refund_on_cancel).toBeNull();
    expect(after.refund_amount_on_cancel).toBeNull();
    // The fake VNPay only refunds a payment it settled, for a request whose `|` checksum matches.
    expect(shop.fakes.vnpay.refunds).toEqual([
      { txnRef: refOf(redirectPay, 'vnp_TxnRef'), requestId: expect.stringMatching(/^[A-Za-z0-9]{1,32}$/), amount: total, transactionType: '02', createBy: 'Lê Thu Ngân' },
    ]);
    expect(await inventoryOf(product)).toBe(50);

    const seen = await customerOrder(customer, order.code);
    expect(seen?.refund).toMatchObject({ state: 'refunded', method: 'gateway', amount: total, currency: 'VND' });
    const notes = await notifications(customer);
    expect(notes.find((note) => note.type === 'order_status' && note.title.endsWith('Đã huỷ'))?.content).toContain('đang được hoàn về phương thức bạn đã thanh toán');
    expect(notes.filter((note) => note.type === 'order_refunded')).toHaveLength(1);

    // Nothing is refunded twice.
    expect((await cancel(order.id, true)).statusCode).toBe(409);
    const retry = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${order.id}/refund/retry`, headers: staff.headers });
    expect(retry.json()).toMatchObject({ error: { code: 'refund_not_retryable' } });
    expect(shop.fakes.vnpay.refunds).toHaveLength(1);
  });

  test('MoMo: refunded through /v2/gateway/api/refund for the MoMo transaction of the payment', async () => {
    const { order, redirectPay, total } = await placeOnline(t, 4);
    await payAtGateway(shop, 4, redirectPay);
    const response = await cancel(order.id, true);
    expect((response.json() as { order: AdminOrderDetail }).order.refund).toMatchObject({ method: 'gateway', status: 'refunded', provider: 'pay_momo', amount: total });
    const paid = [...shop.fakes.momo.settled.entries()].find(([, payment]) => payment.amount === total && payment.refunded === total);
    expect(paid).toBeDefined();
    expect(shop.fakes.momo.refunds.at(-1)).toMatchObject({ transId: paid?.[0], amount: total, description: `Hoàn tiền đơn hàng ${order.code}` });
  });

  test('PayPal: the capture is refunded in USD, as captured', async () => {
    const { order, redirectPay, customer } = await placeOnline(t, 5);
    await payAtGateway(shop, 5, redirectPay);
    const captured = shop.fakes.paypal.orders.get(refOf(redirectPay, 'token'));
    // The cancel warning states what PayPal will give back: the captured dollars, not the đồng total.
    const before = await detail(order.id);
    expect(before.refund_on_cancel).toBe('gateway');
    expect(before.refund_amount_on_cancel).toEqual({ amount: captured?.capture?.cents, currency: 'USD' });
    const response = await cancel(order.id, true);
    const refund = (response.json() as { order: AdminOrderDetail }).order.refund;
    expect(refund).toMatchObject({ method: 'gateway', status: 'refunded', provider: 'paypal', currency: 'USD', amount: captured?.capture?.cents });
    expect(shop.fakes.paypal.refunds.at(-1)).toMatchObject({ captureId: captured?.capture?.id, cents: captured?.capture?.cents, requestId: expect.stringMatching(new RegExp(`^refund-${order.code}-\\d+$`)) });
    expect((await customerOrder(customer, order.code))?.refund).toMatchObject({ state: 'refunded', currency: 'USD' });
  });

  test('a gateway refusal leaves the order cancelled and the refund failed for staff, who retry it', async () => {
    const { order, redirectPay, customer, total, product } = await placeOnline(t, 3);
    await payAtGateway(shop, 3, redirectPay);
    shop.fakes.vnpay.control.refundFailure = '99';
    try {
      const response = await cancel(order.id, true);
      expect(response.statusCode).toBe(200);
      const failed = (response.json() as { order: AdminOrderDetail }).order;
      expect(failed.status).toBe('cancelled');
      expect(failed.refund).toMatchObject({ status: 'failed', attempts: 1, can_retry: true, can_mark_refunded: true, failure: expect.stringContaining('99') });
      expect(await inventoryOf(product)).toBe(50);
      expect((await customerOrder(customer, order.code))?.refund).toMatchObject({ state: 'in_progress' });
      expect((await notifications(customer)).filter((note) => note.type === 'order_refunded')).toHaveLength(0);
    } finally {
      shop.fakes.vnpay.control.refundFailure = null;
    }
    const retry = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${order.id}/refund/retry`, headers: staff.headers });
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json() as { order: AdminOrderDetail }).order.refund).toMatchObject({ status: 'refunded', attempts: 2, failure: null, amount: total });
    expect((await customerOrder(customer, order.code))?.refund?.state).toBe('refunded');
  });

  test('an unreachable gateway is a failed refund too, never a half-cancelled order', async () => {
    const { order, redirectPay } = await placeOnline(t, 4);
    await payAtGateway(shop, 4, redirectPay);
    const momo = shop.t.app.paymentsConfig.payments.momo!;
    const endpoint = momo.endpoint;
    momo.endpoint = 'http://127.0.0.1:9';
    try {
      const response = await cancel(order.id, true);
      expect(response.statusCode).toBe(200);
      expect((response.json() as { order: AdminOrderDetail }).order).toMatchObject({ status: 'cancelled', refund: { status: 'failed', failure: expect.stringContaining('MoMo no answer') } });
    } finally {
      momo.endpoint = endpoint;
    }
  });

  test('bank transfer: a refund due with who and when, which staff later mark refunded', async () => {
    const { order, customer, total } = await placeOnline(t, 2);
    const paid = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${order.id}/mark-paid`, headers: staff.headers, payload: {} });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await detail(order.id)).refund_on_cancel).toBe('manual');
    expect((await detail(order.id)).refund_amount_on_cancel).toEqual({ amount: total, currency: 'VND' });

    const response = await cancel(order.id, true);
    const due = (response.json() as { order: AdminOrderDetail }).order.refund;
    expect(due).toMatchObject({ method: 'manual', status: 'due', provider: 'bank_transfer', amount: total, currency: 'VND', refunded_at: null, can_retry: false, can_mark_refunded: true });
    expect(due?.requested_by?.id).toBe(staff.user.id);
    expect(Date.now() - Date.parse(due?.requested_at ?? '')).toBeLessThan(60_000);
    expect((await customerOrder(customer, order.code))?.refund).toMatchObject({ state: 'in_progress', method: 'manual' });
    expect((await notifications(customer)).find((note) => note.type === 'order_status' && note.title.endsWith('Đã huỷ'))?.content).toContain('Cửa hàng sẽ hoàn lại cho bạn');

    const marked = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/orders/shop/${order.id}/refund/mark-refunded`,
      headers: staff.headers,
      payload: { note: 'Đã chuyển khoản lại, mã GD 123' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const done = (marked.json() as { order: AdminOrderDetail }).order.refund;
    expect(done).toMatchObject({ status: 'refunded', note: 'Đã chuyển khoản lại, mã GD 123', refunded_by: { id: staff.user.id, fullname: 'Lê Thu Ngân' }, can_mark_refunded: false });
    expect(done?.refunded_at).not.toBeNull();
    expect((await customerOrder(customer, order.code))?.refund).toMatchObject({ state: 'refunded' });
    expect((await notifications(customer)).filter((note) => note.type === 'order_refunded')).toHaveLength(1);

    const twice = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${order.id}/refund/mark-refunded`, headers: staff.headers, payload: {} });
    expect(twice.json()).toMatchObject({ error: { code: 'refund_not_due' } });
  });

  test('a paid PCB order owes a refund due (no stock: boards are made to order); customers cannot reach the refund calls', async () => {
    const customer = await registerAndSignIn(t.app);
    const [row] = await t.orm.em.fork().execute<{ id: string }[]>(
      `insert into pcb_orders (user_id, kind, property_selected, properties, quantity, total, delivery_method, payment_method, created_at, updated_at)
       values (?, 'fabrication', '[]', '[]', 10, 1200000, 2, 2, now(), now()) returning id`,
      [customer.user.id],
    );
    const id = Number(row!.id);
    expect((await t.app.inject({ method: 'POST', url: `/v1/admin/orders/pcb/${id}/mark-paid`, headers: staff.headers, payload: {} })).statusCode).toBe(200);
    expect((await cancel(id, undefined, 'pcb')).json()).toMatchObject({ error: { code: 'refund_confirmation_required' } });
    const response = await cancel(id, true, 'pcb');
    expect((response.json() as { order: AdminOrderDetail }).order.refund).toMatchObject({ method: 'manual', status: 'due', provider: 'bank_transfer', amount: 1_200_000 });

    const forbidden = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/pcb/${id}/refund/mark-refunded`, headers: customer.headers, payload: {} });
    expect(forbidden.statusCode).toBe(403);
    expect(await refundRows('pcb', id)).toEqual([{ status: 'due' }]);
  });

  test('GET /v1/pcb-orders shows the customer a cancelled paid PCB order\'s refund, as /orders does: on its way, then back', async () => {
    const customer = await registerAndSignIn(t.app);
    const [row] = await t.orm.em.fork().execute<{ id: string }[]>(
      `insert into pcb_orders (user_id, kind, property_selected, properties, quantity, total, delivery_method, payment_method, created_at, updated_at)
       values (?, 'fabrication', '[]', '[]', 10, 1500000, 2, 2, now(), now()) returning id`,
      [customer.user.id],
    );
    const id = Number(row!.id);
    const seen = async () => {
      const response = await t.app.inject({ url: '/v1/pcb-orders', headers: { cookie: customer.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as PcbOrdersResponse).data.find((order) => order.id === id);
    };
    expect(await seen()).toMatchObject({ payment_status: 'unpaid', refund: null });
    expect((await t.app.inject({ method: 'POST', url: `/v1/admin/orders/pcb/${id}/mark-paid`, headers: staff.headers, payload: {} })).statusCode).toBe(200);
    expect(await seen()).toMatchObject({ payment_status: 'paid', refund: null });

    expect((await cancel(id, true, 'pcb')).statusCode).toBe(200);
    expect((await seen())?.refund).toEqual({ state: 'in_progress', method: 'manual', amount: 1_500_000, currency: 'VND', refunded_at: null });

    const marked = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/pcb/${id}/refund/mark-refunded`, headers: staff.headers, payload: { note: 'CK hoàn tiền' } });
    expect(marked.statusCode, marked.body).toBe(200);
    const refunded = (await seen())?.refund;
    expect(refunded).toMatchObject({ state: 'refunded', method: 'manual', amount: 1_500_000, currency: 'VND' });
    expect(Date.now() - Date.parse(refunded?.refunded_at ?? '')).toBeLessThan(60_000);
  });
});
