import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ormConfig } from '../../db/orm-config.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { dbPlugin } from '../db.ts';
import { errorsPlugin } from '../errors.ts';
import { idempotencyPlugin, type IdempotencyOptions } from './idempotency.plugin.ts';
import { requestHash } from './request-hash.ts';

// What a retry sees while the first request with its key still runs, and once
// the process running it is gone. The real plugin on the real PostgreSQL, in front of two test
// routes that do one countable write each and wait where the test tells them to.

let db: TestDatabase;
let orm: MikroORM;
const apps: FastifyInstance[] = [];
/** Where each next request waits: the test opens these one by one. */
let holds: Array<Promise<void>> = [];

function hold(): () => void {
  let open!: () => void;
  holds.push(new Promise<void>((resolve) => (open = resolve)));
  return open;
}

const nextHold = (): Promise<void> => holds.shift() ?? Promise.resolve();

/** The plugin (1 s leases unless told otherwise) in front of the two routes. */
async function appWith(options: IdempotencyOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { orm });
  await app.register(idempotencyPlugin, { actorOf: () => 'lease-test', leaseSeconds: 1, ...options });
  // A write outside any transaction: the answer is stored when it is sent.
  app.post('/slow', async (request, reply) => {
    const { tag } = request.body as { tag: string };
    await nextHold();
    await request.em.execute('insert into lease_effects (tag) values (?)', [tag]);
    return reply.status(201).send({ tag, stored: 'when sent' });
  });
  // A write whose answer commits with it (as POST /v1/orders does), then work after the commit.
  app.post('/in-transaction', async (request, reply) => {
    const { tag } = request.body as { tag: string };
    const inside = nextHold();
    const after = nextHold();
    await request.em.transactional(async (tx) => {
      await tx.execute('insert into lease_effects (tag) values (?)', [tag]);
      await inside;
      await request.idempotency?.answerInTransaction(tx, 201, { tag, stored: 'in the transaction' });
    });
    await after;
    return reply.status(201).send({ tag, stored: 'when sent' });
  });
  await app.ready();
  apps.push(app);
  return app;
}

function send(app: FastifyInstance, url: string, key: string, tag: string) {
  return app.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: { tag } });
}

async function effects(tag: string): Promise<number> {
  const [row] = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from lease_effects where tag = ?', [tag]);
  return Number(row?.n);
}

async function keyRow(key: string) {
  const [row] = await orm.em
    .fork()
    .execute<{ response_status: number | null; held: boolean }[]>(
      'select response_status, coalesce(lease_expires_at > now(), false) as held from idempotency_keys where key = ?',
      [key],
    );
  return row ?? null;
}

async function until(what: string, done: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(ormConfig(db.url, { poolMax: 6 }));
  await orm.em.fork().execute('create table lease_effects (tag text not null)');
});

afterEach(async () => {
  holds = [];
  for (const app of apps.splice(0)) await app.close();
});

afterAll(async () => {
  await orm.close();
  await db.drop();
});

describe('a retry while the first request still runs', () => {
  test('is a retriable 409 for as long as it runs, longer than one lease (the running request renews it), then replays', async () => {
    const app = await appWith({ maxHoldSeconds: 60 });
    const key = randomUUID();
    const tag = `renewed ${key}`;
    const open = hold();
    const first = send(app, '/slow', key, tag);
    await until('the key is taken', async () => (await keyRow(key)) !== null);

    await sleep(2_500);
    const meanwhile = await send(app, '/slow', key, tag);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error.code).toBe('idempotency_request_in_progress');
    expect(meanwhile.headers['retry-after']).toBe('1');

    open();
    expect((await first).statusCode).toBe(201);
    const replay = await send(app, '/slow', key, tag);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await effects(tag)).toBe(1);
  }, 30_000);
});

describe('a retry after the process running the first request died', () => {
  test('runs the request once the dead holder’s lease has run out, when it had answered nothing', async () => {
    const app = await appWith({});
    const key = randomUUID();
    const tag = `orphaned ${key}`;
    // The key as a process killed before it answered leaves it: taken, never answered, its lease over.
    const hash = requestHash({ method: 'POST', url: '/slow', body: { tag } });
    await orm.em.fork().execute(
      `insert into idempotency_keys (key, actor, request_hash, method, path, owner_token, lease_expires_at, created_at)
       values (?, 'lease-test', ?, 'POST', '/slow', ?, now() - interval '1 second', now() - interval '20 seconds')`,
      [key, hash, randomUUID()],
    );

    const retry = await send(app, '/slow', key, tag);

    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ tag, stored: 'when sent' });
    expect(await effects(tag)).toBe(1);
    expect((await send(app, '/slow', key, tag)).headers['idempotent-replayed']).toBe('true');
  });

  test('replays the answer committed with the work, not running it again; while the holder lives it waits', async () => {
    // The holder stops renewing after 1 s, as a process stuck (or killed) after its commit would.
    const app = await appWith({ maxHoldSeconds: 1 });
    const key = randomUUID();
    const tag = `committed ${key}`;
    hold()(); // inside the transaction: go on
    const openAfterCommit = hold();
    const first = send(app, '/in-transaction', key, tag);
    await until('the answer is committed', async () => (await keyRow(key))?.response_status === 201);

    // The holder is alive (its lease runs): the retry waits for the answer it will send.
    const early = await send(app, '/in-transaction', key, tag);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('idempotency_request_in_progress');

    await until('the holder’s lease ran out', async () => (await keyRow(key))?.held === false);
    const late = await send(app, '/in-transaction', key, tag);
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json()).toEqual({ tag, stored: 'in the transaction' });
    expect(await effects(tag)).toBe(1);

    // Had the holder lived on, its full answer replaces the committed one.
    openAfterCommit();
    expect((await first).json()).toEqual({ tag, stored: 'when sent' });
    expect((await send(app, '/in-transaction', key, tag)).json()).toEqual({ tag, stored: 'when sent' });
  }, 30_000);

  test('a holder whose lease ran out while it worked writes nothing: the retry that took the key over does the work once', async () => {
    // Two instances on one database; the first stops renewing after 1 s, as a stalled process would.
    const stalled = await appWith({ maxHoldSeconds: 1 });
    const healthy = await appWith({ maxHoldSeconds: 60 });
    const key = randomUUID();
    const tag = `fenced ${key}`;
    const openFirst = hold();
    hold()(); // the first, after its transaction
    const first = send(stalled, '/in-transaction', key, tag);
    await until('the key is taken', async () => (await keyRow(key)) !== null);
    await until('the first holder’s lease ran out', async () => (await keyRow(key))?.held === false);

    hold()(); // the retry: inside its transaction
    hold()(); // the retry: after it
    const retry = await send(healthy, '/in-transaction', key, tag);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ tag, stored: 'when sent' });

    openFirst();
    const late = await first;
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('idempotency_request_in_progress');
    // Its transaction was rolled back: the work was done once, by the retry.
    expect(await effects(tag)).toBe(1);
    expect((await send(healthy, '/in-transaction', key, tag)).json()).toEqual({ tag, stored: 'when sent' });
  }, 30_000);
});
