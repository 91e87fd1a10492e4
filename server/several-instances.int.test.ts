import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gerberZip } from './modules/pcb/test-archives.ts';
import { addToCart, buyer, pageOrder, stockedProduct, type Buyer } from './modules/orders/order-test-kit.ts';
import { multipart } from './test/multipart.ts';
import { csrfHeaders } from './test/auth.ts';
import { startHaproxy, type TestHaproxy } from './test/haproxy.ts';
import { runScript, startProcess, type OutsideProcess } from './test/outside-process.ts';
import { pcbQuoteRequest } from './test/pcb-quote-request.ts';
import { startPgBouncer, type TestPgBouncer } from './test/pgbouncer.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';
import { freePort, spawnShop, stopShop, waitUntilHealthy, type ShopProcess } from './test/shop-process.ts';
import { startSmtpCapture, type SmtpCapture } from './test/smtp-capture.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

// README "Topology": the several-machine shape on one machine. A release step (npm run migrate),
// two web instances (JOB_QUEUE=0, MIGRATE_AT_START=0) whose ORM pools go through PgBouncer in
// transaction mode while LISTEN, pg-boss and the index load go direct (DATABASE_DIRECT_URL), one
// job worker (npm run worker), files in an S3-protocol bucket, HAProxy in front.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let db: TestDatabase;
let bouncer: TestPgBouncer;
let s3: TestS3Server;
let smtp: SmtpCapture;
let scratch: string;
let shopEnv: Record<string, string>;
let webA: ShopProcess;
let webB: ShopProcess;
let worker: OutsideProcess;
let proxy: TestHaproxy;
/** In-process app on the same database, only to set the scene (a buyer, a cart) as the page would. */
let helper: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  [bouncer, s3, smtp] = await Promise.all([startPgBouncer(db.url), startS3Server(), startSmtpCapture()]);
  scratch = mkdtempSync(join(tmpdir(), 'shop-several-'));
  shopEnv = {
    DATABASE_URL: bouncer.url,
    DATABASE_DIRECT_URL: db.url,
    ...s3.env('shop-files'),
    SMTP_URL: smtp.url,
    SEED_DEMO: '0',
    JOB_QUEUE: '0',
    MIGRATE_AT_START: '0',
    RATE_LIMIT_SCALE: '100',
    PUBLIC_URL: 'http://127.0.0.1',
    CLIENT_DIR: join(scratch, 'no-client-build'),
    LOG_LEVEL: 'warn',
  };
  const migrate = await runScript('scripts/migrate.ts', [], { ...shopEnv, DATA_DIR: join(scratch, 'release') });
  expect(migrate.output).toContain('database is up to date');
  expect(migrate.code).toBe(0);

  const [portA, portB] = [await freePort(), await freePort()];
  // Each process has a data folder of its own, as on separate machines: files are only in the bucket.
  webA = spawnShop({ ...shopEnv, PORT: String(portA), DATA_DIR: join(scratch, 'a') });
  webB = spawnShop({ ...shopEnv, PORT: String(portB), DATA_DIR: join(scratch, 'b') });
  worker = startProcess(process.execPath, [join(ROOT, 'scripts/worker.ts')], { ...process.env, ...shopEnv, DATA_DIR: join(scratch, 'worker') });
  await Promise.all([waitUntilHealthy(webA, 120_000), waitUntilHealthy(webB, 120_000)]);
  proxy = await startHaproxy([portA, portB]);
  helper = await buildTestApp({ database: db });
}, 240_000);

afterAll(async () => {
  await Promise.all([stopShop(webA ?? null, null), stopShop(webB ?? null, null), worker?.stop(), proxy?.close()]);
  await helper?.close();
  await Promise.all([bouncer?.close(), s3?.close(), smtp?.close()]);
  await db?.drop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function postPcbQuote(baseUrl: string, who: Buyer): Promise<number> {
  const request = pcbQuoteRequest({ name: 'board.zip', bytes: gerberZip() });
  const response = await fetch(`${baseUrl}/v1/pcb-quotes/pcb-instant`, {
    method: 'POST',
    headers: { ...csrfHeaders(who.cookie), 'content-type': request.contentType },
    body: new Uint8Array(request.payload),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function downloadDesign(baseUrl: string, who: Buyer, id: number): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}/v1/pcb-orders/${id}/design-file`, { headers: { cookie: who.cookie } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Client connections PgBouncer holds for the shop's database (SHOW CLIENTS on its admin console). */
async function pooledClients(): Promise<number> {
  const admin = new pg.Client({ connectionString: bouncer.adminUrl });
  await admin.connect();
  try {
    // The admin console speaks only the simple query protocol.
    const { rows } = await admin.query<{ database: string }>('SHOW CLIENTS');
    return rows.filter((row) => row.database === db.name).length;
  } finally {
    await admin.end();
  }
}

describe('two web instances, a job worker, PgBouncer, S3 storage and HAProxy', () => {
  test('the web instances’ ORM pools go through PgBouncer', async () => {
    expect(await pooledClients()).toBeGreaterThanOrEqual(2);
  });

  test('a design uploaded through one instance downloads through the other, only for its owner', async () => {
    const owner = await buyer(helper);
    const stranger = await buyer(helper);
    const id = await postPcbQuote(webA.url, owner);
    const fromB = await downloadDesign(webB.url, owner, id);
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.equals(gerberZip())).toBe(true);
    expect((await downloadDesign(webB.url, stranger, id)).status).toBe(404);
  });

  test('an order placed through the proxy is e-mailed by the worker; with one instance killed the next requests still succeed', async () => {
    const customer = await buyer(helper);
    const product = await stockedProduct(helper, { price: 120_000, inventory: 50 });
    await addToCart(helper, customer, product, 2);
    const { fields, invalid } = await pageOrder(helper, customer);
    expect(invalid).toBeNull();
    const body = multipart(fields);
    const placed = await fetch(`${proxy.url}/v1/orders`, {
      method: 'POST',
      headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID(), 'content-type': body.contentType },
      body: new Uint8Array(body.payload),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { order } = (await placed.json()) as { order: { code: string } };
    // The web instances only queue the job (JOB_QUEUE=0): the worker process sends the mail.
    const mail = await smtp.waitForMail((m) => m.to.includes(customer.email) && m.subject.includes(order.code), 30_000);
    expect(mail.subject).toBe(`Xác nhận đơn hàng ${order.code}`);

    const design = await postPcbQuote(proxy.url, customer);
    process.kill(-webA.child.pid!, 'SIGKILL');
    await webA.exited;
    for (let i = 0; i < 6; i += 1) {
      const list = await fetch(`${proxy.url}/v1/pcb-orders`, { headers: { cookie: customer.cookie } });
      expect(list.status).toBe(200);
      const download = await downloadDesign(proxy.url, customer, design);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(gerberZip())).toBe(true);
    }
  });
});
