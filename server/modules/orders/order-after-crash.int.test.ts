import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { freePort, spawnShop, stopShop, waitUntilHealthy, type ShopProcess } from '../../test/shop-process.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { addToCart, buyer, orderRows, pageOrder, postOrder, stockedProduct } from './order-test-kit.ts';

// The server process is killed with SIGKILL after it committed an order and
// before it answered. The client's outbox retries with the same Idempotency-Key.

const VNPAY = { tmnCode: 'TESTTMN1', hashSecret: 'secret-for-tests', payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' };
let t: TestApp;
let shop: ShopProcess | null = null;
let scratch: string;

beforeAll(async () => {
  // This process sets up the buyer and sends the retries; the killed server runs on the same database.
  t = await buildTestApp({ config: { payments: { vnpay: VNPAY, momo: null, paypal: null, bankTransfer: null } } });
  scratch = mkdtempSync(join(tmpdir(), 'shop-order-crash-'));
});

afterAll(async () => {
  await stopShop(shop, null);
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('an order whose server was killed between its commit and its answer', () => {
  test('a retry with the same key answers the order’s code, not 409 for minutes and then cart_empty', async () => {
    shop = spawnShop({
      DATABASE_URL: t.db.url,
      DATA_DIR: scratch,
      STORAGE_DIR: inject('testStorageDir'),
      PORT: String(await freePort()),
      SEED_DEMO: 'false',
      JOB_QUEUE: 'off',
      VNPAY_TMN_CODE: VNPAY.tmnCode,
      VNPAY_HASH_SECRET: VNPAY.hashSecret,
      VNPAY_PAY_URL: VNPAY.payUrl,
    });
    await waitUntilHealthy(shop, 60_000);
    const who = await buyer(t);
    const product = await stockedProduct(t, { price: 120_000, inventory: 10 });
    await addToCart(t, who, product, 2);
    // Paid by card: after its commit the order asks VNPay for the payment page, recording the attempt.
    const page = await pageOrder(t, who, { choices: { payment_method: 3 } });
    expect(page.invalid).toBeNull();

    // Hold that write: the order is committed and the server has not answered yet.
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table payment_transactions in share mode');
    const key = randomUUID();
    const body = multipart(page.fields);
    const lost = fetch(`${shop.url}/v1/orders`, {
      method: 'POST',
      headers: { ...who.headers, 'idempotency-key': key, 'content-type': body.contentType },
      body: body.payload,
    }).catch(() => null);
    const deadline = Date.now() + 30_000;
    while ((await orderRows(t, who.user.id)).length === 0) {
      if (Date.now() > deadline) throw new Error(`the order was not placed:\n${shop.output()}`);
      await sleep(50);
    }
    const [placed] = await orderRows(t, who.user.id);

    shop.child.kill('SIGKILL');
    await shop.exited;
    await holder.query('rollback');
    await holder.end();
    expect(await lost).toBeNull();

    // The outbox retries, honouring Retry-After, until it gets an answer that is not "in progress".
    let retry = await postOrder(t, who, page.fields, key);
    const retryDeadline = Date.now() + 40_000;
    while (retry.statusCode === 409 && retry.json().error?.code === 'idempotency_request_in_progress' && Date.now() < retryDeadline) {
      await sleep(Number(retry.headers['retry-after'] ?? 1) * 1000);
      retry = await postOrder(t, who, page.fields, key);
    }

    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ order: { id: Number(placed!.id), code: placed!.code }, redirect: `/orders?placed=${placed!.code}`, redirect_pay: null });
    expect(await orderRows(t, who.user.id)).toHaveLength(1);
  }, 150_000);
});
