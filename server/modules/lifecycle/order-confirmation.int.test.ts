import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choosePickupSlot } from '#shared/checkout/pickup-slots.ts';
import { locationDeliveryFee } from '#shared/checkout/totals.ts';
import { loadConfig } from '../../config.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../test/smtp-capture.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { addToCart, buyer, checkoutOf, pageOrder, postOrder, stockedProduct, type Buyer } from '../orders/order-test-kit.ts';
import { queueOrderConfirmation } from './job-queue.ts';

// Placing an order or a PCB quote e-mails its confirmation, queued in the order's
// transaction (pg-boss on the same connection): the lines, the amounts, delivery or pickup, the
// VAT company, how to pay (bank transfer: the account and the order code as memo), in the
// customer's language, as text and HTML. Mail goes through nodemailer to a real SMTP capture.

let smtp: SmtpCapture;
let t: TestApp;
const BANK = { BANK_NAME: 'Vietcombank', BANK_BIN: '970436', BANK_ACCOUNT_NUMBER: '0011001234567', BANK_ACCOUNT_NAME: 'CONG TY LINH KIEN VIET' };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ mailbox: smtp, config: { jobQueue: true, publicUrl: 'https://shop.example', payments: loadConfig(BANK).payments } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function jobs(kind: 'shop' | 'pcb', orderId: number): Promise<number> {
  const [row] = await t.orm.em
    .fork()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from pgboss.job where name = 'order-confirmation' and (data->>'orderId')::bigint = ? and data->>'orderKind' = ?`,
      [orderId, kind],
    );
  return row?.n ?? 0;
}

/** A mail to `who` about an order (their account's registration code comes to the same mailbox). */
function isOrderMailTo(who: Buyer, mail: CapturedMail): boolean {
  return mail.to.includes(who.email) && !/tài khoản|account/.test(mail.subject);
}

function mailTo(who: Buyer): Promise<CapturedMail> {
  return smtp.waitForMail((mail) => isOrderMailTo(who, mail), 15_000);
}

async function place(who: Buyer, order: Parameters<typeof pageOrder>[2]) {
  const page = await pageOrder(t, who, order);
  expect(page.invalid).toBeNull();
  const response = await postOrder(t, who, page.fields);
  expect(response.statusCode, response.body).toBe(200);
  return { ...(response.json() as { order: { id: number; code: string } }).order, page };
}

describe('shop orders', () => {
  test('bank transfer with VAT: lines, amounts, delivery, company and the transfer instructions, text and HTML, once', async () => {
    const company = { company: 'Công ty TNHH Linh Kiện An', taxcode: '0312345678', company_address: '1 Lê Lợi, Quận 1' };
    const who = await buyer(t, { isTax: true });
    await addToCart(t, who, await stockedProduct(t, { price: 125_000, inventory: 50 }), 10);
    const order = await place(who, { choices: { payment_method: 2, delivery_method: 3, vat: 1 }, company, content: 'Giao giờ hành chính' });
    const mail = await mailTo(who);
    expect(mail.subject).toBe(`Xác nhận đơn hàng ${order.code}`);
    const total = order.page.totals.total.toLocaleString('de-DE');
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain(order.code);
      expect(text).toContain('10 Cái × 125.000 đ = 1.250.000 đ');
      expect(text).toContain('Tiền hàng');
      expect(text).toContain('Thuế VAT');
      expect(text).toContain(`${total} đ`);
      expect(text).toContain('Xe máy');
      expect(text).toContain('12 Lê Lợi');
      expect(text).toContain('Công ty TNHH Linh Kiện An');
      expect(text).toContain('0312345678');
      expect(text).toContain('Vietcombank');
      expect(text).toContain('0011001234567');
      expect(text).toContain('Giao giờ hành chính');
      expect(text).toContain('https://shop.example/orders');
    }
    expect(mail.text).toContain(`Nội dung chuyển khoản: ${order.code}`);
    expect(mail.text).toContain(`Số tiền: ${total} đ`);
    expect(mail.html).toContain('<strong>0011001234567</strong>');
    if (process.env.SHOW_MAIL) console.log(mail.text, mail.html);
    expect(await jobs('shop', order.id)).toBe(1);
  });

  test('pickup in the shop, in English: who collects it and when, cash in the shop, amounts in dollars', async () => {
    const who = await buyer(t, { buyonshop: true });
    await addToCart(t, who, await stockedProduct(t, { price: 260_000, inventory: 20 }), 2);
    const slot = choosePickupSlot('10:00-11:00', new Date(), (await checkoutOf(t, who)).opening_hours)!;
    const order = await place(who, { language: 'en', choices: { pickup_date: slot.date, pickup_time: slot.time }, pickupContact: { name: 'Tran Thi Binh', phone: '0987654321' } });
    const mail = await mailTo(who);
    expect(mail.subject).toBe(`Order ${order.code} confirmed`);
    expect(mail.text).toContain('Thank you for your order');
    expect(mail.text).toContain('Method: Pick up in the shop');
    expect(mail.text).toContain('Collected by: Tran Thi Binh · 0987654321');
    expect(mail.text).toContain(`Pickup time: ${slot.date} · ${slot.time}`);
    expect(mail.text).toContain('Payment\nMethod: Cash in the shop');
    // 520,000 đ at the seed's 26,000 đ per dollar.
    expect(mail.text).toContain('Goods: $20.00');
    expect(mail.html).toContain('Tran Thi Binh');
    expect(mail.text).not.toContain('Transfer memo');
  });

  test('abroad, bank transfer: the carrier and its time, the recipient, the order code as the memo', async () => {
    const who = await buyer(t, { country: 'us' });
    await addToCart(t, who, await stockedProduct(t, { price: 1_300_000, inventory: 20 }), 1);
    const [carrier] = (await checkoutOf(t, who, 'en')).fees.delivery_companies;
    const order = await place(who, { language: 'en', transportId: carrier!.id, choices: { payment_method: 2 } });
    const mail = await mailTo(who);
    expect(mail.text).toContain(`Carrier: ${carrier!.name} (${carrier!.delivery_time} days)`);
    expect(mail.text).toContain('Recipient: John Smith · +14155550100');
    expect(mail.text).toContain(`Transfer memo: ${order.code}`);
  });

  test('a refused order sends nothing; a job queued in a transaction that rolls back is never sent', async () => {
    const who = await buyer(t);
    const product = await stockedProduct(t, { price: 90_000, inventory: 5 });
    await addToCart(t, who, product, 1);
    const page = await pageOrder(t, who, { choices: { payment_method: 1 } });
    const refused = await postOrder(t, who, { ...page.fields, expected_total: String(page.totals.total + 100) });
    expect(refused.statusCode).toBe(409);

    // The queueing itself, inside a transaction that then fails (as a failing order would).
    const placed = await place(who, { choices: { payment_method: 1 } });
    await mailTo(who);
    const before = smtp.messages.filter((mail) => isOrderMailTo(who, mail)).length;
    await expect(
      t.orm.em.fork().transactional(async (tx) => {
        await queueOrderConfirmation(tx, { orderKind: 'shop', orderId: placed.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs('shop', placed.id)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.messages.filter((mail) => isOrderMailTo(who, mail))).toHaveLength(before);
    expect(before).toBe(1);
  });
});

describe('PCB quotes', () => {
  test('a custom quote: the request, unpriced, to the customer’s delivery address, paid by bank transfer once priced', async () => {
    const who = await buyer(t);
    const context = await checkoutOf(t, who);
    // A quote delivered in Vietnam carries the delivery fee of the customer's address.
    const fee = locationDeliveryFee(context.address!.locations);
    const body = multipart({ kind: 'custom', pcb_quote_id: '2', content: 'Rigid-flex 4 lớp, 60 × 40 mm, 20 bo', delivery_method: '2', payment_method: '2', shipping_payment: String(fee), cod_payment: '0' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/pcb-quotes/pcb-instant',
      headers: { ...who.headers, 'content-type': body.contentType, 'idempotency-key': randomUUID() },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.orm.em.fork().execute<{ id: string }[]>('select id from pcb_orders where user_id = ?', [who.user.id]);
    const code = `PCB${String(row!.id).padStart(6, '0')}`;
    const mail = await mailTo(who);
    expect(mail.subject).toBe(`Đã nhận yêu cầu đặt mạch in ${code}`);
    expect(mail.text).toContain('Báo giá: Báo giá theo yêu cầu');
    expect(mail.text).toContain('Cửa hàng sẽ báo giá cho yêu cầu này');
    expect(mail.text).toContain(context.address!.text);
    expect(mail.text).toContain('Rigid-flex 4 lớp, 60 × 40 mm, 20 bo');
    expect(mail.text).toContain('Thanh toán\nHình thức: Chuyển khoản ngân hàng');
    // No amount to transfer before the shop prices the quote.
    expect(mail.text).not.toContain('Nội dung chuyển khoản');
    expect(mail.text).toContain('https://shop.example/pcb-orders');
    if (process.env.SHOW_MAIL) console.log(mail.text);
    expect(await jobs('pcb', Number(row!.id))).toBe(1);
  });
});
