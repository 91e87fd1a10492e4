import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { locationDeliveryFee } from '#shared/checkout/totals.ts';
import { pcbOrderCode } from '#shared/pcb/order-code.ts';
import type { PcbOrderItem, PcbOrdersResponse } from '#shared/pcb/schemas.ts';
import { csrfHeaders, registerStaff, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { buyer, checkoutOf, type Buyer } from '../orders/order-test-kit.ts';

// Custom PCB quotes are priced by staff in the back office, the customer is
// notified (in-app, and e-mail and push through the order-update job) and accepts or declines.

let t: TestApp;
let staff: SignedIn;
let admin: SignedIn;
let customer: Buyer;
let other: Buyer;
let fee: number;
let cod: number;
let mailDir: string;

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'custom-quote-mail-'));
  // The pg-boss queue runs: the order-update job is written with each change and worked.
  t = await buildTestApp({ config: { jobQueue: true, mailDir } });
  [staff, admin] = [await registerStaff(t), await registerStaff(t, { role: 'admin' })];
  [customer, other] = [await buyer(t), await buyer(t)];
  const context = await checkoutOf(t, customer);
  fee = locationDeliveryFee(context.address!.locations);
  cod = context.fees.cod_payment;
});
afterAll(async () => {
  await t.close();
  rmSync(mailDir, { recursive: true, force: true });
});

/** A custom quote sent by `who` through the storefront call, delivered cash on delivery: total 0, the fees kept beside it. */
async function customQuote(who: Buyer = customer): Promise<number> {
  const body = multipart({ kind: 'custom', pcb_quote_id: '1', content: 'Flex 2 lớp, 40 × 20 mm, 50 bo', delivery_method: '2', payment_method: '1', shipping_payment: String(fee), cod_payment: String(cod) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/pcb-quotes/pcb-instant',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

function price(who: SignedIn | null, id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/v1/admin/orders/pcb/${id}/quote`, headers: who ? who.headers : csrfHeaders(), payload });
}

function answer(who: SignedIn, id: number, action: 'accept' | 'decline', payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: `/v1/pcb-orders/${id}/${action}`, headers: who.headers, payload });
}

async function row(id: number) {
  const [found] = await t.orm.em
    .fork()
    .execute<{ status: string; total: string; goods_total: string; deadline_days: number | null }[]>('select status, total, goods_total, deadline_days from pcb_orders where id = ?', [id]);
  return { status: found!.status, total: Number(found!.total), goods: Number(found!.goods_total), days: found!.deadline_days };
}

async function counts(id: number) {
  const [found] = await t.orm.em.fork().execute<{ events: number; notes: number; jobs: number }[]>(
    `select (select count(*)::int from order_events where order_kind = 'pcb' and order_id = ?) as events,
            (select count(*)::int from notifications where type = 'order_status' and data->>'order_kind' = 'pcb' and (data->>'order_id')::bigint = ?) as notes,
            (select count(*)::int from pgboss.job where name = 'order-update' and data->>'orderKind' = 'pcb' and (data->>'orderId')::bigint = ?) as jobs`,
    [id, id, id],
  );
  return found!;
}

async function waitFor<T>(probe: () => T | null, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function ownOrder(who: SignedIn, id: number): Promise<PcbOrderItem> {
  const list = (await t.app.inject({ method: 'GET', url: '/v1/pcb-orders', headers: { cookie: who.cookie } })).json<PcbOrdersResponse>();
  return list.data.find((order) => order.id === id)!;
}

describe('staff price a custom quote', () => {
  test('customers get 403 forbidden and guests 403 login_required; nothing is written', async () => {
    const id = await customQuote();
    const refused = await price(customer, id, { price: 1_000_000, lead_days: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await price(null, id, { price: 1_000_000, lead_days: 5 })).json().error.code).toBe('login_required');
    expect(await row(id)).toEqual({ status: 'new', total: 0, goods: 0, days: null });
    expect(await counts(id)).toEqual({ events: 0, notes: 0, jobs: 0 });
  });

  test('the price, lead time and note are recorded in one go: amounts, status quoted, timeline, notification, job, e-mail', async () => {
    const id = await customQuote();
    const response = await price(staff, id, { price: 2_400_000, lead_days: 7, note: 'Polyimide 2 lớp, stiffener FR-4 0,2 mm' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ order: AdminOrderDetail }>().order;
    expect(detail).toMatchObject({ status: 'quoted', total: 2_400_000 + fee + cod, next_statuses: ['cancelled'] });
    expect(detail.pcb).toMatchObject({ goods_total: 2_400_000, deadline_days: 7, shipping_payment: fee, cod_payment: cod, total: 2_400_000 + fee + cod });
    expect(detail.timeline.map((entry) => [entry.status, entry.actor, entry.note])).toEqual([
      ['new', 'customer', null],
      ['quoted', 'staff', 'Polyimide 2 lớp, stiffener FR-4 0,2 mm'],
    ]);
    expect(await counts(id)).toEqual({ events: 1, notes: 1, jobs: 1 });
    const [note] = await t.orm.em
      .fork()
      .execute<{ user_id: string; title: string; content: string; url: string }[]>(
        `select user_id, title, content, url from notifications where type = 'order_status' and (data->>'order_id')::bigint = ? and data->>'order_kind' = 'pcb'`,
        [id],
      );
    expect(note).toMatchObject({ title: `Đơn hàng ${pcbOrderCode(id)}: Đã báo giá`, content: 'Polyimide 2 lớp, stiffener FR-4 0,2 mm', url: '/pcb-orders' });
    expect(Number(note!.user_id)).toBe(customer.user.id);
    // The worked job e-mailed the customer (no SMTP in tests: .eml files).
    const mail = await waitFor(() => {
      for (const name of readdirSync(mailDir)) {
        const text = readFileSync(join(mailDir, name), 'utf8');
        if (text.includes(pcbOrderCode(id)) && text.includes(customer.email)) return text;
      }
      return null;
    });
    expect(mail).toContain('/pcb-orders');
    // The customer's list shows the price, the lead time and the note.
    const mine = await ownOrder(customer, id);
    expect(mine).toMatchObject({ status: 'quoted', goods_total: 2_400_000, deadline_days: 7, total: 2_400_000 + fee + cod });
    expect(mine.timeline.at(-1)).toMatchObject({ status: 'quoted', note: 'Polyimide 2 lớp, stiffener FR-4 0,2 mm' });
    // An admin may correct the price before the customer answers.
    const corrected = await price(admin, id, { price: 2_200_000, lead_days: 6 });
    expect(corrected.json().order).toMatchObject({ status: 'quoted', total: 2_200_000 + fee + cod });
  });

  test('a price out of bounds is refused by field (422) and writes nothing; only custom quotes are priced by hand', async () => {
    const id = await customQuote();
    const bad = await price(staff, id, { price: 500, lead_days: 0, note: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({
      code: 'quote_price_invalid',
      fields: { price: 'quote_price_invalid', lead_days: 'quote_lead_days_invalid', note: 'quote_note_too_long' },
    });
    const notNumber = await price(staff, id, { price: 'nhiều', lead_days: 5 });
    expect(notNumber.statusCode).toBe(400);
    expect(await row(id)).toEqual({ status: 'new', total: 0, goods: 0, days: null });
    expect(await counts(id)).toEqual({ events: 0, notes: 0, jobs: 0 });

    const [fabrication] = await t.orm.em
      .fork()
      .execute<{ id: string }[]>(
        `insert into pcb_orders (user_id, kind, property_selected, properties, quantity, total, created_at, updated_at) values (?, 'fabrication', '[]', '[]', 10, 500000, now(), now()) returning id`,
        [customer.user.id],
      );
    const notCustom = await price(staff, Number(fabrication!.id), { price: 1_000_000, lead_days: 5 });
    expect(notCustom.statusCode).toBe(409);
    expect(notCustom.json().error.code).toBe('not_custom_quote');
    expect((await price(staff, 999_999_999, { price: 1_000_000, lead_days: 5 })).statusCode).toBe(404);
  });

  test('the status change cannot confirm an unpriced or unanswered quote, but may cancel it', async () => {
    const id = await customQuote();
    const status = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: `/v1/admin/orders/pcb/${id}/status`, headers: staff.headers, payload });
    expect((await status({ status: 'confirmed' })).json().error.code).toBe('invalid_transition');
    await price(staff, id, { price: 900_000, lead_days: 4 });
    expect((await status({ status: 'confirmed' })).json().error.code).toBe('invalid_transition');
    expect((await status({ status: 'cancelled', note: 'Khách hủy qua điện thoại' })).statusCode).toBe(200);
    expect((await row(id)).status).toBe('cancelled');
  });
});

describe('the customer answers a priced quote', () => {
  test('accepting makes it an order with the amounts shown; after that the price is fixed', async () => {
    const id = await customQuote();
    expect((await answer(customer, id, 'accept', { total: 0 })).json().error.code).toBe('invalid_transition');
    await price(staff, id, { price: 1_500_000, lead_days: 5, note: 'Giá gồm test điện' });
    const total = 1_500_000 + fee + cod;

    const stranger = await answer(other, id, 'accept', { total });
    expect(stranger.statusCode).toBe(404);
    const stale = await answer(customer, id, 'accept', { total: total - 100_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'price_mismatch', fields: { total: `sent ${total - 100_000}, expected ${total}` } });
    expect((await answer(customer, id, 'accept')).json().error.code).toBe('price_mismatch');
    expect((await row(id)).status).toBe('quoted');

    const before = await counts(id);
    const accepted = await answer(customer, id, 'accept', { total });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ order: PcbOrderItem }>().order).toMatchObject({ id, status: 'confirmed', total, goods_total: 1_500_000, deadline_days: 5 });
    expect(accepted.json<{ order: PcbOrderItem }>().order.timeline.at(-1)).toMatchObject({ status: 'confirmed', actor: 'customer' });
    expect(await counts(id)).toEqual({ events: before.events + 1, notes: before.notes + 1, jobs: before.jobs + 1 });

    // The amounts stay as accepted; the order goes on as any PCB order (cash on delivery: production next).
    const reprice = await price(staff, id, { price: 100_000, lead_days: 1 });
    expect(reprice.json().error.code).toBe('invalid_transition');
    expect(await row(id)).toEqual({ status: 'confirmed', total, goods: 1_500_000, days: 5 });
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/admin/orders/pcb/${id}`, headers: staff.headers })).json<AdminOrderDetail>();
    expect(detail.next_statuses).toEqual(['in_production', 'cancelled']);
    expect((await answer(customer, id, 'decline')).json().error.code).toBe('invalid_transition');
  });

  test('declining cancels it, with the customer’s reason in the timeline; no answer after that', async () => {
    const id = await customQuote();
    await price(staff, id, { price: 3_000_000, lead_days: 10 });
    expect((await answer(other, id, 'decline')).statusCode).toBe(404);
    const declined = await answer(customer, id, 'decline', { note: 'Giá cao hơn dự kiến' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<{ order: PcbOrderItem }>().order.timeline.at(-1)).toMatchObject({ status: 'cancelled', actor: 'customer', note: 'Giá cao hơn dự kiến' });
    expect((await row(id)).status).toBe('cancelled');
    expect((await answer(customer, id, 'accept', { total: 3_000_000 + fee + cod })).json().error.code).toBe('invalid_transition');
    expect((await price(staff, id, { price: 2_000_000, lead_days: 10 })).json().error.code).toBe('invalid_transition');
  });

  test('guests cannot answer (403 login_required)', async () => {
    const id = await customQuote();
    const response = await t.app.inject({ method: 'POST', url: `/v1/pcb-orders/${id}/accept`, headers: csrfHeaders(), payload: { total: 0 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('login_required');
  });
});
