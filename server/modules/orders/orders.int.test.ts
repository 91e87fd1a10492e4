import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import { ORDER_FIELD } from '#shared/checkout/fields.ts';
import { choosePickupSlot } from '#shared/checkout/pickup-slots.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { vietQrImageUrl } from '../payments/providers.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart, type FilePart } from '../../test/multipart.ts';
import { addToCart, buyer, cartOf, checkoutOf, orderRows, pageOrder, postOrder, stockedProduct } from './order-test-kit.ts';

let t: TestApp;
const PAY_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';
beforeAll(async () => {
  t = await buildTestApp({
    config: {
      payments: {
        vnpay: { tmnCode: 'TESTTMN1', hashSecret: 'secret-for-tests', payUrl: PAY_URL },
        momo: null,
        paypal: null,
        bankTransfer: { bankName: 'Vietcombank', bankBin: '970436', accountNumber: '0071000123456', accountName: 'CONG TY LINH KIEN VIET' },
      },
    },
  });
});
afterAll(() => t.close());

async function inventoryOf(productId: number): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ inventory: number }[]>('select inventory from products where id = ?', [productId]);
  return Number(row?.inventory);
}

async function listOrders(cookie: string): Promise<OrdersListResponse> {
  return (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: { cookie } })).json();
}

describe('guests', () => {
  test('guests get 403 login_required from checkout, orders and feedback', async () => {
    const body = multipart({ selected_ids: '[]', expected_total: '0', line_prices: '{}' });
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/v1/checkout' }),
      t.app.inject({ method: 'GET', url: '/v1/orders' }),
      t.app.inject({ method: 'POST', url: '/v1/orders', headers: { ...csrfHeaders(), 'content-type': body.contentType }, payload: body.payload }),
      t.app.inject({ method: 'POST', url: '/v1/carts/update/session', headers: csrfHeaders(), payload: { method: 'vat', value: 1 } }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('login_required');
    }
  });
});

describe('GET /v1/checkout', () => {
  test('the address line names the country in the storefront language: "Việt Nam" in Vietnamese, "Vietnam" in English', async () => {
    const who = await buyer(t);
    expect((await checkoutOf(t, who, 'vi')).address?.text).toMatch(/, Việt Nam$/);
    expect((await checkoutOf(t, who, 'en')).address?.text).toMatch(/, Vietnam$/);
  });

  test('answers the profile, default address with its location fees, the seeded shop fees and the configured providers', async () => {
    const who = await buyer(t, { bonus: 12_000 });
    const context = await checkoutOf(t, who);
    expect(context.profile).toMatchObject({ country_iso: 'vn', buyonshop: false, bonus: 12_000, phone: '0901234567' });
    expect(context.address?.id).toBe(who.addressId);
    expect(context.address?.locations.map((location) => location.level)).toEqual([1, 2]);
    expect(context.fees).toMatchObject({ cod_payment: 15_000, tax_rate: 10, increase_price: 0, bonus: 12_000 });
    expect(context.fees.pay_online).toEqual({ enable: true, value: 1.1, value_en: 0 });
    expect(context.fees.pay_momo.enable).toBe(false);
    expect(context.fees.paypal).toEqual({ enable: false, value: 4.4, value_en: 8_000 });
    expect(context.fees.delivery_companies.map((company) => company.name)).toEqual(['DHL Express', 'FedEx International Priority', 'EMS (VNPost)']);
    expect(context.cart_method).toEqual({ payment_method: 1, delivery_method: 2, delivery_cost: 0, payment_in_shop: 2, vat: 0 });
    expect(context.bank_transfer).toEqual({ bank_name: 'Vietcombank', account_number: '0071000123456', account_name: 'CONG TY LINH KIEN VIET' });
    expect(context.exchange_rate).toBe(26_000);
  });
  test('a profile without a country checks out in its delivery address country (Vietnam, then abroad)', async () => {
    const vietnam = await checkoutOf(t, await buyer(t, { profileCountry: false }));
    expect(vietnam.profile.country_iso).toBe('vn');
    const abroad = await checkoutOf(t, await buyer(t, { country: 'us', profileCountry: false }));
    expect(abroad.profile.country_iso).toBe('us');
  });
});

describe('POST /v1/carts/update/session', () => {
  const change = (who: { headers: Record<string, string> }, method: string, value: number, lang = 'vi') =>
    t.app.inject({ method: 'POST', url: '/v1/carts/update/session', headers: { ...who.headers, cookie: `${who.headers.cookie}; lang=${lang}` }, payload: { method, value } });

  test('a value that is not a spec code of the method is a 400 naming value', async () => {
    const who = await buyer(t);
    const response = await change(who, 'payment_method', 9);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('value');
  });

  test('the change is stored per user and delivery_cost falls to 0 when payment goes back to cash on delivery', async () => {
    const who = await buyer(t);
    expect((await change(who, 'payment_method', 2)).json()).toMatchObject({ payment_method: 2 });
    expect((await change(who, 'delivery_cost', 1)).json()).toMatchObject({ payment_method: 2, delivery_cost: 1 });
    expect((await checkoutOf(t, who)).cart_method).toMatchObject({ payment_method: 2, delivery_cost: 1 });
    expect((await change(who, 'payment_method', 1)).json()).toMatchObject({ payment_method: 1, delivery_cost: 0 });
    const other = await buyer(t);
    expect((await checkoutOf(t, other)).cart_method.payment_method).toBe(1);
  });

  test('English mode ignores card payment (hidden) and abroad forces bank transfer unless PayPal', async () => {
    const who = await buyer(t);
    expect((await change(who, 'payment_method', 3, 'en')).json().payment_method).toBe(1);
    expect((await change(who, 'payment_method', 3, 'vi')).json().payment_method).toBe(3);
    const abroad = await buyer(t, { country: 'us' });
    expect((await change(abroad, 'payment_method', 1)).json().payment_method).toBe(2);
  });

  test('in-shop mode forces delivery 1; VAT cannot be ticked without is_tax and 1,000,000 VND of goods', async () => {
    const shop = await buyer(t, { buyonshop: true });
    expect((await change(shop, 'delivery_method', 3)).json().delivery_method).toBe(1);
    const taxed = await buyer(t, { isTax: true });
    expect((await change(taxed, 'vat', 1)).json().vat).toBe(0);
    await addToCart(t, taxed, await stockedProduct(t, { price: 600_000, inventory: 10 }), 2);
    expect((await change(taxed, 'vat', 1)).json().vat).toBe(1);
  });
});

describe('POST /v1/orders', () => {
  test('Vietnam cash on delivery: the order charges what the page showed, takes only the selected lines and the stock', async () => {
    const who = await buyer(t);
    const a = await stockedProduct(t, { price: 120_000, inventory: 50, breaks: [{ quantity: 10, price: 100_000 }] });
    const b = await stockedProduct(t, { price: 5_000, inventory: 100 });
    await addToCart(t, who, a, 10);
    await addToCart(t, who, b, 3);
    const page = await pageOrder(t, who, { selectedIds: [a], content: 'Giao giờ hành chính' });
    expect(page.totals.codFee).toBe(15_000);

    const response = await postOrder(t, who, page.fields);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.order.code).toBe(`DH${String(body.order.id).padStart(6, '0')}`);
    expect(body).toMatchObject({ redirect: `/orders?placed=${body.order.code}`, redirect_pay: null });

    const [row] = await orderRows(t, who.user.id);
    expect(Number(row?.total)).toBe(page.totals.total);
    expect(row).toMatchObject({ flow: 'vietnam', payment_provider: null });
    expect(Number(row?.cod_fee)).toBe(15_000);
    expect((await cartOf(t, who)).carts_details.map((item) => item.id)).toEqual([b]);
    expect(await inventoryOf(a)).toBe(40);

    const list = await listOrders(who.cookie);
    expect(list.total).toBe(1);
    expect(list.orders[0]).toMatchObject({ code: body.order.code, goods: 1_000_000, cod_fee: 15_000, total: page.totals.total, bank_transfer: null, feedback: null });
    expect(list.orders[0]?.lines).toEqual([expect.objectContaining({ product_id: a, quantity: 10, unit_price: 100_000, line_total: 1_000_000 })]);
    expect(list.orders[0]?.address_text).toContain('12 Lê Lợi');
    const [note] = await t.orm.em.fork().execute<{ type: string; url: string }[]>('select type, url from notifications where user_id = ?', [who.user.id]);
    expect(note).toEqual({ type: 'order_placed', url: `/orders?placed=${body.order.code}` });
  });

  test('card payment goes through the VNPay adapter: redirect_pay and the 1.1 % fee', async () => {
    const who = await buyer(t);
    const a = await stockedProduct(t, { price: 200_000, inventory: 5 });
    await addToCart(t, who, a, 1);
    const page = await pageOrder(t, who, { choices: { payment_method: 3 } });
    expect(page.totals.onlineFee).toBe(Math.round(((200_000 + page.totals.delivery) * 1.1) / 100));
    const response = await postOrder(t, who, page.fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().redirect_pay).toContain(PAY_URL);
    expect((await orderRows(t, who.user.id))[0]?.payment_provider).toBe('pay_online');
  });

  test('pickup in the shop with a valid slot; a slot that is not offered is refused; the name is required', async () => {
    const who = await buyer(t, { buyonshop: true });
    const a = await stockedProduct(t, { price: 50_000, inventory: 20 });
    await addToCart(t, who, a, 2);
    const slot = choosePickupSlot('09:00-10:00', new Date(), (await checkoutOf(t, who)).opening_hours)!;
    const contact = { name: 'Trần Thị B', phone: '0912345678' };

    const noName = await pageOrder(t, who, { choices: { pickup_date: slot.date, pickup_time: slot.time }, pickupContact: { name: ' ', phone: contact.phone } });
    const nameMissing = await postOrder(t, who, noName.fields);
    expect(nameMissing.statusCode).toBe(400);
    expect(nameMissing.json().error).toMatchObject({ code: 'please_enter_name', fields: { name: 'please_enter_name' } });

    const bad = await pageOrder(t, who, { choices: { pickup_date: '2001-01-01', pickup_time: '12:00-13:30' }, pickupContact: contact });
    const refused = await postOrder(t, who, bad.fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_pickup_time');

    const page = await pageOrder(t, who, { choices: { pickup_date: slot.date, pickup_time: slot.time }, pickupContact: contact });
    expect(page.totals.codFee + page.totals.delivery).toBe(0);
    const placed = await postOrder(t, who, page.fields);
    expect(placed.statusCode).toBe(200);
    const [order] = (await listOrders(who.cookie)).orders;
    expect(order).toMatchObject({ flow: 'pickup', delivery_method: 1, payment_in_shop: 2, total: page.totals.total });
    expect(order?.pickup).toEqual({ date: slot.date, time: slot.time, ...contact });
  });

  test('abroad bank transfer: delivery company fee, the order code as the memo, VietQR link', async () => {
    const who = await buyer(t, { country: 'us' });
    const a = await stockedProduct(t, { price: 700_000, inventory: 10 });
    await addToCart(t, who, a, 2);
    const noCompany = await postOrder(t, who, (await pageOrder(t, who, { language: 'en' })).fields);
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error).toMatchObject({ code: 'please_select_delivery', fields: { transport_id: 'please_select_delivery' } });

    const context = await checkoutOf(t, who, 'en');
    const dhl = context.fees.delivery_companies[0]!;
    const page = await pageOrder(t, who, { language: 'en', transportId: dhl.id, choices: { payment_method: 2 } });
    expect(page.totals.delivery).toBe(dhl.payment);
    const response = await postOrder(t, who, page.fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().redirect_pay).toBeNull();
    const [order] = (await listOrders(who.cookie)).orders;
    expect(order).toMatchObject({ flow: 'abroad', currency: 'USD', payment_provider: 'bank_transfer', total: page.totals.total });
    expect(order?.bank_transfer).toEqual({
      bank_name: 'Vietcombank',
      account_number: '0071000123456',
      account_name: 'CONG TY LINH KIEN VIET',
      memo: order?.code,
      amount: page.totals.total,
      qr_image_url: vietQrImageUrl(order!.code),
    });
  });

  test('VAT for a company: the company data is required, then tax is 10 % of goods + delivery + COD fee', async () => {
    const who = await buyer(t, { isTax: true });
    const a = await stockedProduct(t, { price: 1_200_000, inventory: 10 });
    await addToCart(t, who, a, 1);
    const missing = await postOrder(t, who, (await pageOrder(t, who, { choices: { vat: 1 }, company: { company: 'Công ty ABC', taxcode: '', company_address: 'Hà Nội' } })).fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'please_type_vat_information', fields: { taxcode: 'please_type_vat_information' } });

    const company = { company: 'Công ty ABC', taxcode: '0101234567', company_address: '1 Tràng Tiền, Hà Nội' };
    const page = await pageOrder(t, who, { choices: { vat: 1 }, company });
    expect(page.totals.vat).toBe(Math.round((10 * (1_200_000 + page.totals.delivery + 15_000)) / 100));
    expect((await postOrder(t, who, page.fields)).statusCode).toBe(200);
    const [row] = await orderRows(t, who.user.id);
    expect(row?.vat).toBe(true);
    expect(Number(row?.vat_amount)).toBe(page.totals.vat);
    expect(row?.snapshot.company).toEqual(company);
  });

  test('bonus: applied rounded down to thousands and taken off the balance', async () => {
    const who = await buyer(t, { bonus: 50_500 });
    const a = await stockedProduct(t, { price: 300_000, inventory: 10 });
    await addToCart(t, who, a, 1);
    const page = await pageOrder(t, who, { choices: { use_bonus: true } });
    expect(page.totals.bonus).toBe(50_000);
    expect((await postOrder(t, who, page.fields)).statusCode).toBe(200);
    expect(Number((await orderRows(t, who.user.id))[0]?.bonus)).toBe(50_000);
    expect((await checkoutOf(t, who)).profile.bonus).toBe(500);
  });

  test('spec §5 Vietnam order checks in order: cart_empty, then must_select_cart_item', async () => {
    const who = await buyer(t);
    const empty = await postOrder(t, who, { selected_ids: '[]', expected_total: '0', line_prices: '{}' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('cart_empty');
    await addToCart(t, who, await stockedProduct(t, { price: 10_000, inventory: 10 }), 1);
    const none = await postOrder(t, who, (await pageOrder(t, who, { selectedIds: [] })).fields);
    expect(none.json().error).toMatchObject({ code: 'must_select_cart_item', fields: { selected_ids: 'must_select_cart_item' } });
  });

  test('online payment under 10,000 VND net is refused with amount_must_greater_than_10', async () => {
    const who = await buyer(t, { bonus: 600_000 });
    await addToCart(t, who, await stockedProduct(t, { price: 100_000, inventory: 10 }), 1);
    const page = await pageOrder(t, who, { choices: { payment_method: 3, use_bonus: true } });
    const response = await postOrder(t, who, page.fields);
    expect(response.json().error.code).toBe('amount_must_greater_than_10');
  });

  test('two buyers of the last unit: exactly one order, the other gets 409 out_of_stock naming the line', async () => {
    const last = await stockedProduct(t, { price: 90_000, inventory: 1 });
    const [first, second] = await Promise.all([buyer(t), buyer(t)]);
    await addToCart(t, first!, last, 1);
    await addToCart(t, second!, last, 1);
    const [pageA, pageB] = await Promise.all([pageOrder(t, first!), pageOrder(t, second!)]);
    const responses = await Promise.all([postOrder(t, first!, pageA.fields), postOrder(t, second!, pageB.fields)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: 'out_of_stock', lines: [{ product_id: last, requested: 1, available: 0 }] });
    const [count] = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from order_lines where product_id = ?', [last]);
    expect(Number(count?.n)).toBe(1);
    expect(await inventoryOf(last)).toBe(0);
  });

  test('idempotent replay: the same key answers the same order and writes one row', async () => {
    const who = await buyer(t);
    await addToCart(t, who, await stockedProduct(t, { price: 40_000, inventory: 10 }), 1);
    const page = await pageOrder(t, who);
    const key = randomUUID();
    const first = await postOrder(t, who, page.fields, key);
    const again = await postOrder(t, who, page.fields, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await orderRows(t, who.user.id)).toHaveLength(1);
  });

  test('a tampered price is refused with 409 price_changed naming the line; no order, cart unchanged', async () => {
    const who = await buyer(t);
    const a = await stockedProduct(t, { price: 80_000, inventory: 10 });
    await addToCart(t, who, a, 2);
    const page = await pageOrder(t, who);
    const before = await cartOf(t, who);
    const tampered = { ...page.fields, [ORDER_FIELD.linePrices]: JSON.stringify({ [a]: 1_000 }) };
    const response = await postOrder(t, who, tampered);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'price_changed', lines: [{ product_id: a, expected: 1_000, actual: 80_000 }] });
    const total = await postOrder(t, who, { ...page.fields, [ORDER_FIELD.expectedTotal]: '1000' });
    expect(total.json().error).toMatchObject({ code: 'price_changed', lines: [{ product_id: 0, expected: 1_000, actual: page.totals.total }] });
    expect(await orderRows(t, who.user.id)).toHaveLength(0);
    expect((await cartOf(t, who)).carts_details).toEqual(before.carts_details);
    expect(await inventoryOf(a)).toBe(10);
  });
});

describe('orders and feedback belong to their user', () => {
  async function placedOrder() {
    const who = await buyer(t);
    await addToCart(t, who, await stockedProduct(t, { price: 25_000, inventory: 10 }), 1);
    const response = await postOrder(t, who, (await pageOrder(t, who)).fields);
    return { who, orderId: response.json().order.id as number };
  }

  async function png(color: string): Promise<Buffer> {
    return sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer();
  }

  function sendFeedback(who: { headers: Record<string, string> }, fields: Record<string, string>, files: FilePart[] = []) {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'POST', url: '/feedbacks', headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
  }

  test("another user sees none of the orders and cannot leave feedback on them (404)", async () => {
    const { who, orderId } = await placedOrder();
    const other = await buyer(t);
    expect((await listOrders(other.cookie)).orders).toEqual([]);
    expect((await listOrders(who.cookie)).orders.map((order) => order.id)).toEqual([orderId]);
    const response = await sendFeedback(other, { order_id: String(orderId), content: 'Không phải đơn của tôi', star: '1' });
    expect(response.statusCode).toBe(404);
  });

  test('feedback keeps 3 pictures (extras dropped), re-encoded as JPEG; one per order; thanks text per language', async () => {
    const { who, orderId } = await placedOrder();
    const files = await Promise.all(['#f00', '#0f0', '#00f', '#ff0'].map(async (color, index) => ({ field: 'images[]', name: `p${index}.png`, type: 'image/png', bytes: await png(color) })));
    const response = await sendFeedback(who, { order_id: String(orderId), content: 'Hàng tốt, giao nhanh', star: '5' }, files);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Cảm ơn bạn đã gửi đánh giá về sản phẩm và dịch vụ!', key: 'thanks_to_feedback' });
    const [row] = await t.orm.em.fork().execute<{ image_ids: number[] }[]>('select image_ids from order_feedbacks where order_id = ?', [orderId]);
    expect(row?.image_ids).toHaveLength(3);
    const types = await t.orm.em.fork().execute<{ content_type: string }[]>('select content_type from images where id = any(?::int[])', [`{${row!.image_ids.join(',')}}`]);
    expect(types.map((image) => image.content_type)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect((await listOrders(who.cookie)).orders[0]?.feedback).toEqual({ star: 5, content: 'Hàng tốt, giao nhanh' });
    const twice = await sendFeedback(who, { order_id: String(orderId), content: 'Lần hai', star: '4' });
    expect(twice.statusCode).toBe(409);
  });

  test('a file that is not an image is refused; stars outside 1-5 are refused', async () => {
    const { who, orderId } = await placedOrder();
    const text = await sendFeedback(who, { order_id: String(orderId), content: 'Có tệp lạ', star: '4' }, [
      { field: 'images[]', name: 'evil.png', type: 'image/png', bytes: Buffer.from('not a picture at all') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('invalid_image_type');
    const star = await sendFeedback(who, { order_id: String(orderId), content: 'Sáu sao', star: '6' });
    expect(star.statusCode).toBe(400);
    const [count] = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from order_feedbacks where order_id = ?', [orderId]);
    expect(Number(count?.n)).toBe(0);
  });
});
