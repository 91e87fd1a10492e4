import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { dropDatabase, ensureDatabase, withDatabase } from '../db/database-url.ts';
import { gerberZip } from '../modules/pcb/test-archives.ts';
import { addToCart, buyer, pageOrder, postOrder, stockedProduct, type Buyer } from '../modules/orders/order-test-kit.ts';
import { runScript } from '../test/outside-process.ts';
import { pcbQuoteRequest } from '../test/pcb-quote-request.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import type { TestDatabase } from '../test/test-database.ts';
import { S3Storage } from '../storage/s3-storage.ts';

let s3: TestS3Server;
let source: TestApp;
let target: TestDatabase;
let scratch: string;

beforeAll(async () => {
  s3 = await startS3Server();
  // The queue runs but nobody works it (JOB_QUEUE=0, as a web process beside a stopped worker): the
  // order's confirmation e-mail is still queued when the backup is taken.
  source = await buildTestApp({ config: { storage: s3.storage('backup-source'), jobQueue: true, jobWorker: false } });
  const name = `t_restore_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name);
  target = { name, url: withDatabase(inject('pgAdminUrl'), name), drop: () => dropDatabase(inject('pgAdminUrl'), name) };
  scratch = mkdtempSync(join(tmpdir(), 'shop-backup-'));
});
afterAll(async () => {
  await source.close();
  await target.drop();
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

const run = (script: string, args: string[], env: Record<string, string>) => runScript(`scripts/${script}`, args, env);

async function placeOrder(who: Buyer): Promise<string> {
  const product = await stockedProduct(source, { price: 150_000, inventory: 40 });
  await addToCart(source, who, product, 3);
  const { fields } = await pageOrder(source, who);
  const placed = await postOrder(source, who, fields);
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json<{ order: { code: string } }>().order.code;
}

describe('npm run db:backup and db:restore', () => {
  test('a backup restored into an empty database has the orders, the accounts, the queued jobs and the files', async () => {
    const customer = await buyer(source);
    const code = await placeOrder(customer);
    const quote = pcbQuoteRequest({ name: 'board.zip', bytes: gerberZip() });
    const created = await source.app.inject({ method: 'POST', url: '/v1/pcb-quotes/pcb-instant', headers: { ...customer.headers, 'content-type': quote.contentType }, payload: quote.payload });
    expect(created.statusCode).toBe(201);
    const pcbId = created.json<{ id: number }>().id;

    const dir = join(scratch, 'backup');
    const backup = await run('db-backup.ts', [dir], { DATABASE_URL: source.db.url, ...s3.env('backup-source'), DATA_DIR: scratch });
    expect(backup.output).toMatch(/backup written to .*: \d+ tables, \d+ files/);
    expect(backup.code).toBe(0);

    const restore = await run('db-restore.ts', [dir], { DATABASE_URL: target.url, ...s3.env('backup-target'), DATA_DIR: scratch });
    expect(restore.output).toMatch(/restored \d+ rows in \d+ tables, \d+ queued jobs and \d+ files/);
    expect(restore.code).toBe(0);

    const restored = await buildTestApp({ database: target, config: { storage: s3.storage('backup-target') } });
    try {
      const em = restored.orm.em.fork();
      const [order] = await em.execute<{ code: string; user_id: number }[]>('select code, user_id::int as user_id from orders where code = ?', [code]);
      expect(order).toMatchObject({ code, user_id: customer.user.id });
      const [counts] = await em.execute<{ products: number }[]>('select count(*)::int as products from products');
      const [before] = await source.orm.em.fork().execute<{ products: number }[]>('select count(*)::int as products from products');
      expect(counts).toEqual(before);
      // The customer's session came along: the owner downloads the design file from the restored bucket.
      const download = await restored.app.inject({ method: 'GET', url: `/v1/pcb-orders/${pcbId}/design-file`, headers: { cookie: customer.cookie } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(gerberZip());
      // Sequences go on after the restored ids: a new order gets a fresh id.
      const [next] = await em.execute<{ id: number }[]>(`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
      const [max] = await em.execute<{ id: number }[]>('select max(id)::int as id from orders');
      expect(next!.id).toBeGreaterThan(max!.id);
    } finally {
      await restored.close();
    }
    expect(await new S3Storage(s3.storage('backup-target')).get((await source.orm.em.fork().execute<{ key: string }[]>('select design_file_key as key from pcb_orders where id = ?', [pcbId]))[0]!.key)).toEqual(gerberZip());

    // The queued confirmation came back through pg-boss: a worker on the restored database gets it.
    const [placed] = await source.orm.em.fork().execute<{ id: number }[]>('select id::int as id from orders where code = ?', [code]);
    const boss = new PgBoss({ connectionString: target.url, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    try {
      const queued = await boss.fetch<{ orderId: number; orderKind: string }>('order-confirmation', { batchSize: 10 });
      expect(queued.map((job) => job.data)).toContainEqual(expect.objectContaining({ orderId: placed!.id, orderKind: 'shop' }));
      expect((await boss.getQueues()).map((queue) => queue.name)).toEqual(expect.arrayContaining(['order-confirmation', 'order-update']));
    } finally {
      await boss.stop({ graceful: false });
    }

    const again = await run('db-restore.ts', [dir], { DATABASE_URL: target.url, ...s3.env('backup-target'), DATA_DIR: scratch });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Could not restore the backup: the database is not empty \(\d+ rows in users\): restore into a new, empty database/);
  }, 240_000);
});
