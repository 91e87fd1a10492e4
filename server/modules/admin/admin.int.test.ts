import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOrderDetail, AdminOrdersResponse } from '#shared/admin/schemas.ts';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import type { PcbOrdersResponse } from '#shared/pcb/schemas.ts';
import { csrfHeaders, registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { OrderSchema, type OrderPaymentProvider } from '../orders/order.entity.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { createOrPromoteAdmin } from './create-admin.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
let other: SignedIn;
let mailDir: string;
let codeSeq = 0;

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'admin-mail-'));
  // The pg-boss queue runs here: the order-update job is written with the change and worked.
  t = await buildTestApp({ config: { jobQueue: true, mailDir } });
  [staff, customer, other] = [await registerStaff(t), await registerAndSignIn(t.app), await registerAndSignIn(t.app)];
});
afterAll(async () => {
  await t.close();
  rmSync(mailDir, { recursive: true, force: true });
});

async function shopOrder(provider: OrderPaymentProvider | null, owner: SignedIn = customer, flow: 'vietnam' | 'pickup' = 'vietnam') {
  const em = t.orm.em.fork();
  codeSeq += 1;
  const order = em.create(OrderSchema, {
    code: `LC${Date.now().toString(36).toUpperCase()}${codeSeq}`,
    user: owner.user.id,
    flow,
    language: 'vi',
    currency: 'VND',
    exchangeRate: 26_000,
    deliveryMethod: 2,
    paymentMethod: provider === 'bank_transfer' ? 2 : provider ? 3 : 1,
    paymentProvider: provider,
    goods: 500_000,
    total: 530_000,
    snapshot: { address: { text: '1 Lê Lợi, Quận 1' } },
  });
  await em.flush();
  return { id: order.id, code: order.code };
}

async function pcbOrder(paymentMethod: number, owner: SignedIn = customer): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ id: string }[]>(
    `insert into pcb_orders (user_id, kind, property_selected, properties, quantity, total, delivery_method, payment_method, created_at, updated_at)
     values (?, 'fabrication', '[]', '[]', 10, 1200000, 2, ?, now(), now()) returning id`,
    [owner.user.id, paymentMethod],
  );
  return Number(row!.id);
}

function postStatus(who: SignedIn | null, kind: 'shop' | 'pcb', id: number, payload: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: `/v1/admin/orders/${kind}/${id}/status`, headers: who ? who.headers : csrfHeaders(), payload });
}

async function counts(orderId: number, kind: 'shop' | 'pcb' = 'shop') {
  const em = t.orm.em.fork();
  const [row] = await em.execute<{ events: number; notes: number; jobs: number }[]>(
    `select (select count(*)::int from order_events where order_kind = ? and order_id = ?) as events,
            (select count(*)::int from notifications where type = 'order_status' and (data->>'order_id')::bigint = ? and data->>'order_kind' = ?) as notes,
            (select count(*)::int from pgboss.job where name = 'order-update' and (data->>'orderId')::bigint = ? and data->>'orderKind' = ?) as jobs`,
    [kind, orderId, orderId, kind, orderId, kind],
  );
  return row!;
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

describe('authorisation', () => {
  test('guests get 403 login_required, customers 403 forbidden, staff and admins in', async () => {
    const order = await shopOrder(null);
    const guest = await t.app.inject({ method: 'GET', url: '/v1/admin/orders' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().error.code).toBe('login_required');
    for (const request of [
      { method: 'GET' as const, url: '/v1/admin/orders' },
      { method: 'GET' as const, url: `/v1/admin/orders/shop/${order.id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: customer.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    const refused = await postStatus(customer, 'shop', order.id, { status: 'confirmed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await counts(order.id)).toEqual({ events: 0, notes: 0, jobs: 0 });
    const guestPost = await postStatus(null, 'shop', order.id, { status: 'confirmed' });
    expect(guestPost.json().error.code).toBe('login_required');
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/orders', headers: staff.headers })).statusCode).toBe(200);
  });
});

describe('listing', () => {
  test('staff see every customer’s orders, filtered by status and searched by code, name, e-mail or waybill', async () => {
    const mine = await shopOrder(null, customer);
    const theirs = await shopOrder(null, other);
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/admin/orders?${query}`, headers: staff.headers })).json<AdminOrdersResponse>();
    const all = await list('kind=shop');
    expect(all.data.map((row) => row.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const byCode = await list(`q=${mine.code}`);
    expect(byCode.data.map((row) => row.id)).toEqual([mine.id]);
    expect(byCode.data[0]).toMatchObject({ kind: 'shop', code: mine.code, status: 'new', total: 530_000, customer: { id: customer.user.id, email: customer.email } });
    const byEmail = await list(`q=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.data.every((row) => row.customer.id === other.user.id)).toBe(true);
    expect(byEmail.total).toBeGreaterThan(0);
    const confirmed = await list('status=confirmed');
    expect(confirmed.data.every((row) => row.status === 'confirmed')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/admin/orders?status=lost', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('status changes', () => {
  test('a valid change writes the order, its event, the notification and the job together', async () => {
    const order = await shopOrder(null);
    const response = await postStatus(staff, 'shop', order.id, { status: 'confirmed', note: 'Đã gọi xác nhận' });
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ order: AdminOrderDetail }>().order;
    expect(detail.status).toBe('confirmed');
    expect(detail.next_statuses).toEqual(['shipped', 'cancelled']);
    expect(detail.timeline.map((entry) => [entry.status, entry.actor, entry.note])).toEqual([
      ['new', 'customer', null],
      ['confirmed', 'staff', 'Đã gọi xác nhận'],
    ]);
    expect(await counts(order.id)).toEqual({ events: 1, notes: 1, jobs: 1 });
    const [note] = await t.orm.em.fork().execute<{ user_id: string; title: string; url: string }[]>(
      `select user_id, title, url from notifications where type = 'order_status' and data->>'code' = ?`,
      [order.code],
    );
    expect(note).toMatchObject({ title: `Đơn hàng ${order.code}: Đã xác nhận`, url: '/orders' });
    expect(Number(note!.user_id)).toBe(customer.user.id);
    const [job] = await t.orm.em.fork().execute<{ data: Record<string, unknown> }[]>(
      `select data from pgboss.job where name = 'order-update' and data->>'code' = ?`,
      [order.code],
    );
    expect(job!.data).toEqual({ userId: customer.user.id, orderKind: 'shop', orderId: order.id, code: order.code, status: 'confirmed', language: 'vi' });
  });

  test('refused changes answer 409 with the reason and write nothing', async () => {
    const order = await shopOrder(null);
    await postStatus(staff, 'shop', order.id, { status: 'confirmed' });
    const before = await counts(order.id);
    const cases: [Record<string, string>, string][] = [
      [{ status: 'delivered' }, 'invalid_transition'],
      [{ status: 'in_production' }, 'invalid_transition'],
      [{ status: 'shipped' }, 'carrier_required'],
      [{ status: 'shipped', carrier: 'J&T Express' }, 'waybill_required'],
      [{ status: 'paid' }, 'invalid_transition'],
    ];
    for (const [payload, code] of cases) {
      const response = await postStatus(staff, 'shop', order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(409);
      expect(response.json().error.code).toBe(code);
    }
    expect(await counts(order.id)).toEqual(before);
    const unpaid = await shopOrder('bank_transfer');
    await postStatus(staff, 'shop', unpaid.id, { status: 'confirmed' });
    const ship = await postStatus(staff, 'shop', unpaid.id, { status: 'shipped', carrier: 'J&T', waybill: '820000001' });
    expect(ship.json().error.code).toBe('payment_required');
    const missing = await postStatus(staff, 'shop', 999_999_999, { status: 'confirmed' });
    expect(missing.statusCode).toBe(404);
  });

  test('shipping records carrier and waybill; the customer sees the timeline; the job e-mails the customer', async () => {
    const order = await shopOrder(null);
    await postStatus(staff, 'shop', order.id, { status: 'confirmed' });
    const shipped = await postStatus(staff, 'shop', order.id, { status: 'shipped', carrier: 'J&T Express', waybill: 'JT0001234567', note: 'Giao trong 2 ngày' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({ carrier: 'J&T Express', waybill: 'JT0001234567', next_statuses: ['delivered'] });
    const cancel = await postStatus(staff, 'shop', order.id, { status: 'cancelled' });
    expect(cancel.json().error.code).toBe('invalid_transition');
    const list = (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: customer.headers })).json<OrdersListResponse>();
    const row = list.orders.find((candidate) => candidate.id === order.id)!;
    expect(row).toMatchObject({ status: 'shipped', carrier: 'J&T Express', waybill: 'JT0001234567' });
    expect(row.timeline.map((entry) => entry.status)).toEqual(['new', 'confirmed', 'shipped']);
    expect(row.timeline[2]).toMatchObject({ actor: 'staff', note: 'Giao trong 2 ngày' });
    // Cash on delivery is collected at hand-over: delivering records the payment.
    expect(row.payment_status).toBe('unpaid');
    expect((await postStatus(staff, 'shop', order.id, { status: 'delivered' })).statusCode).toBe(200);
    const delivered = (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: customer.headers })).json<OrdersListResponse>();
    expect(delivered.orders.find((candidate) => candidate.id === order.id)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    // Another customer never sees it.
    const others = (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: other.headers })).json<OrdersListResponse>();
    expect(others.orders.some((candidate) => candidate.id === order.id)).toBe(false);
    // The worked job wrote the e-mail (no SMTP in tests: .eml files).
    const mail = await waitFor(() => {
      for (const name of readdirSync(mailDir)) {
        const text = readFileSync(join(mailDir, name), 'utf8');
        if (text.includes(order.code) && text.includes(customer.email)) return text;
      }
      return null;
    });
    expect(mail).toContain('Subject:');
  });

  test('PCB orders go through production; the customer’s PCB list shows the timeline', async () => {
    const id = await pcbOrder(1);
    expect((await postStatus(staff, 'pcb', id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await postStatus(staff, 'pcb', id, { status: 'shipped', carrier: 'J&T', waybill: '1' })).json().error.code).toBe('invalid_transition');
    const produced = await postStatus(staff, 'pcb', id, { status: 'in_production' });
    expect(produced.json().order).toMatchObject({ kind: 'pcb', code: `PCB${String(id).padStart(6, '0')}`, status: 'in_production', next_statuses: ['shipped', 'cancelled'] });
    expect((await postStatus(staff, 'pcb', id, { status: 'shipped', carrier: 'J&T', waybill: 'JT9' })).statusCode).toBe(200);
    expect(await counts(id, 'pcb')).toEqual({ events: 3, notes: 3, jobs: 3 });
    const list = (await t.app.inject({ method: 'GET', url: '/v1/pcb-orders', headers: customer.headers })).json<PcbOrdersResponse>();
    const row = list.data.find((candidate) => candidate.id === id)!;
    expect(row.timeline.map((entry) => entry.status)).toEqual(['new', 'confirmed', 'in_production', 'shipped']);
    expect(row).toMatchObject({ carrier: 'J&T', waybill: 'JT9' });
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/admin/orders/pcb/${id}`, headers: staff.headers })).json<AdminOrderDetail>();
    expect(detail.pcb).toMatchObject({ id, quantity: 10 });
    expect(detail.lines).toEqual([]);
  });
});

describe('design files', () => {
  test('staff download any customer’s design file; another customer gets 404', async () => {
    const id = await pcbOrder(1);
    const key = `pcb-designs/lifecycle-test-${id}.zip`;
    await t.app.storage.put(key, Buffer.from('PK fake archive'));
    await t.orm.em.fork().execute(`update pcb_orders set design_file_key = ?, design_file_name = 'board.zip', design_file_size = 15 where id = ?`, [key, id]);
    const url = `/v1/pcb-orders/${id}/design-file`;
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/admin/orders/pcb/${id}`, headers: staff.headers })).json<AdminOrderDetail>();
    expect(detail.pcb?.design_file?.url).toBe(url);
    const byStaff = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.body).toBe('PK fake archive');
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
  });
});

describe('payments', () => {
  test('mark-paid records a bank transfer and moves the order to paid', async () => {
    const order = await shopOrder('bank_transfer');
    const response = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${order.id}/mark-paid`, headers: staff.headers, payload: { note: 'VCB 12/11' } });
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ order: AdminOrderDetail }>().order;
    expect(detail).toMatchObject({ status: 'paid', payment: { required: true, method: 'bank_transfer', paid: true, can_mark_paid: false } });
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'paid', actor: 'staff', note: 'VCB 12/11' });
    const [payment] = await t.orm.em.fork().execute<{ provider: string; amount: string; status: string }[]>(
      'select provider, amount, status from payment_transactions where order_id = ?',
      [order.id],
    );
    expect(payment).toMatchObject({ provider: 'bank_transfer', status: 'paid' });
    expect(Number(payment!.amount)).toBe(530_000);
    const again = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${order.id}/mark-paid`, headers: staff.headers, payload: {} });
    expect(again.json().error.code).toBe('already_paid');
    const cod = await shopOrder(null);
    const refused = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${cod.id}/mark-paid`, headers: staff.headers, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_bank_transfer');
    const byCustomer = await t.app.inject({ method: 'POST', url: `/v1/admin/orders/shop/${order.id}/mark-paid`, headers: customer.headers, payload: {} });
    expect(byCustomer.statusCode).toBe(403);
  });

  test('a verified payment callback moves a confirmed order to paid (system)', async () => {
    const order = await shopOrder('pay_online');
    await postStatus(staff, 'shop', order.id, { status: 'confirmed' });
    await t.orm.em.fork().execute(
      `insert into payment_transactions (order_id, provider, amount, currency, provider_ref, status, created_at, updated_at)
       values (?, 'pay_online', 530000, 'VND', ?, 'pending', now(), now())`,
      [order.id, `ref-${order.code}`],
    );
    const settled = await settlePayment(t.orm.em.fork(), { provider: 'pay_online', providerRef: `ref-${order.code}`, amount: 530_000, currency: 'VND', succeeded: true, raw: {} });
    expect(settled.outcome).toBe('paid');
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/admin/orders/shop/${order.id}`, headers: staff.headers })).json<AdminOrderDetail>();
    expect(detail.status).toBe('paid');
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'paid', actor: 'system' });
    // The order_paid notification is the in-app word on it; the event and the job are written.
    expect(await counts(order.id)).toEqual({ events: 2, notes: 1, jobs: 2 });
  });
});

describe('create-admin', () => {
  test('promotes an existing user and creates a missing one with a password that signs in', async () => {
    const promoted = await createOrPromoteAdmin(t.orm.em.fork(), other.email.toUpperCase());
    expect(promoted).toMatchObject({ userId: other.user.id, password: null });
    const email = `admin.${Date.now()}@example.vn`;
    const created = await createOrPromoteAdmin(t.orm.em.fork(), email);
    expect(created.password).toMatch(/^[\w-]{16}$/);
    const login = await t.app.inject({ method: 'POST', url: '/login', headers: csrfHeaders(), payload: { email, password: created.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
    await expect(createOrPromoteAdmin(t.orm.em.fork(), 'not-an-email')).rejects.toThrow(/Not an e-mail/);
  });

  test('the npm script promotes through DATABASE_URL', async () => {
    const target = await registerAndSignIn(t.app);
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/create-admin.ts', target.email], {
      env: { ...process.env, DATABASE_URL: t.db.url, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain(`promoted ${target.email}`);
    const me = await t.app.inject({ method: 'GET', url: '/v1/admin/orders', headers: target.headers });
    expect(me.statusCode).toBe(200);
    const refused = promisify(execFile)(process.execPath, ['scripts/create-admin.ts', 'not-an-email'], { env: { ...process.env, DATABASE_URL: t.db.url } });
    await expect(refused).rejects.toMatchObject({ code: 1 });
  });
});
