import 'fake-indexeddb/auto';
import { describe, expect, test, vi } from 'vitest';
import { AJAX_MARKER_HEADER, IDEMPOTENCY_KEY_HEADER } from '#shared/http/headers.ts';
import { createLocalDb, type LocalDb } from './db.ts';
import { createMemoryLock } from './memory-lock.ts';
import {
  createMutationRegistry,
  defineMutation,
  type MutationRegistry,
} from './mutation-registry.ts';
import type { NonRetriableError } from './outbox-errors.ts';
import type { OutboxEvent } from './outbox-events.ts';
import { failedOutboxEntries, pendingOutboxCount } from './outbox-queries.ts';
import { createOutboxRunner, type OutboxRunner } from './outbox-runner.ts';
import { createDexieOutboxStore } from './outbox-store.ts';
import {
  createFakeClock,
  createFakeFetch,
  createFakeOnline,
  createFakeScheduler,
  errorResponse,
  jsonResponse,
  type FakeClock,
  type FakeFetch,
  type FakeOnline,
  type FakeReply,
  type FakeScheduler,
  type RecordedRequest,
} from './outbox-test-fakes.ts';
import type { LeaderLock, OutboxStore } from './outbox-types.ts';

interface CartAdd {
  productId: number;
  quantity: number;
}

function cartAddMutation(onSuccess?: (response: unknown) => void) {
  return defineMutation<CartAdd>('cart.add', {
    toRequest: (payload) => ({ method: 'POST', url: '/api/cart/lines', body: payload }),
    ...(onSuccess ? { onSuccess } : {}),
  });
}

interface Harness {
  db: LocalDb;
  store: OutboxStore;
  clock: FakeClock;
  scheduler: FakeScheduler;
  online: FakeOnline;
  network: FakeFetch;
  registry: MutationRegistry;
  runner: OutboxRunner;
  events: OutboxEvent[];
  /** Advances fake time and waits for the drains it triggered. */
  advance(ms: number): Promise<void>;
}

interface HarnessOptions {
  dbName?: string;
  online?: boolean;
  reply?: (request: RecordedRequest) => FakeReply;
  registry?: MutationRegistry;
  leader?: LeaderLock;
  clock?: FakeClock;
  network?: FakeFetch;
}

function newDbName(): string {
  return `outbox-test-${crypto.randomUUID()}`;
}

function harness(options: HarnessOptions = {}): Harness {
  const db = createLocalDb(options.dbName ?? newDbName());
  const store = createDexieOutboxStore(db);
  const clock = options.clock ?? createFakeClock();
  const scheduler = createFakeScheduler(clock);
  const online = createFakeOnline(options.online ?? true);
  const network = options.network ?? createFakeFetch(options.reply);
  const registry = options.registry ?? createMutationRegistry([cartAddMutation()]);
  const events: OutboxEvent[] = [];
  const runner = createOutboxRunner({
    store,
    registry,
    fetch: network.fetch,
    online,
    leader: options.leader ?? createMemoryLock(),
    clock,
    scheduler,
    random: () => 0.5,
    onEvent: (event) => events.push(event),
  });
  return {
    db,
    store,
    clock,
    scheduler,
    online,
    network,
    registry,
    runner,
    events,
    async advance(ms) {
      scheduler.advance(ms);
      await runner.whenIdle();
    },
  };
}

/** Enqueues cart.add entries through the runner (which schedules a drain only once started). */
async function seed(h: Harness, ...quantities: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const quantity of quantities) {
    const entry = await h.runner.enqueue(cartAddMutation(), { productId: 7, quantity });
    ids.push(entry.id);
  }
  return ids;
}

function sentQuantities(network: FakeFetch): unknown[] {
  return network.requests.map((request) => (request.body as CartAdd).quantity);
}

describe('outbox runner: sending', () => {
  test('sends entries oldest first, even when enqueued in the same millisecond', async () => {
    const h = harness();
    const ids = await seed(h, 1, 2, 3, 4, 5);
    h.runner.start();
    await h.runner.whenIdle();

    expect(sentQuantities(h.network)).toEqual([1, 2, 3, 4, 5]);
    expect(h.network.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER])).toEqual(ids);
    expect(await h.store.list()).toEqual([]);
    expect(h.events.map((e) => e.type)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  test('each request carries the entry id as Idempotency-Key, the ajax marker and a JSON body', async () => {
    const h = harness();
    const [id] = await seed(h, 3);
    await h.runner.drainNow();

    const [request] = h.network.requests;
    expect(request).toMatchObject({
      url: '/api/cart/lines',
      method: 'POST',
      body: { productId: 7, quantity: 3 },
    });
    expect(request?.headers).toMatchObject({
      [IDEMPOTENCY_KEY_HEADER]: id,
      [AJAX_MARKER_HEADER]: 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
  });

  test('onSuccess gets the parsed response and the entry, after the entry left the outbox', async () => {
    const seen: unknown[] = [];
    const h = harness({
      registry: createMutationRegistry(),
      reply: () => jsonResponse(201, { lineId: 42 }),
    });
    const mutation = defineMutation<CartAdd, { lineId: number }>('cart.add', {
      toRequest: (payload) => ({ method: 'POST', url: '/api/cart/lines', body: payload }),
      onSuccess: async (response, entry) => {
        seen.push(response, entry.payload, await h.store.get(entry.id));
      },
    });
    h.registry.register(mutation);
    await h.runner.enqueue(mutation, { productId: 1, quantity: 2 });
    await h.runner.drainNow();

    expect(seen).toEqual([{ lineId: 42 }, { productId: 1, quantity: 2 }, undefined]);
  });

  test('a throwing onSuccess is reported but never causes a second send', async () => {
    const registry = createMutationRegistry([
      cartAddMutation(() => {
        throw new Error('render failed');
      }),
    ]);
    const h = harness({ registry });
    await seed(h, 1, 2);
    await h.runner.drainNow();
    await h.runner.drainNow();

    expect(sentQuantities(h.network)).toEqual([1, 2]);
    expect(h.events.filter((e) => e.type === 'handler-error')).toHaveLength(2);
    expect(await h.store.list()).toEqual([]);
  });

  test('enqueue refuses a mutation the registry does not know', async () => {
    const h = harness();
    const stranger = defineMutation<null>('not.registered', {
      toRequest: () => ({ method: 'POST', url: '/x' }),
    });
    await expect(h.runner.enqueue(stranger, null)).rejects.toThrow(/not registered/);
    expect(await h.store.list()).toEqual([]);
  });
});

describe('outbox runner: retries', () => {
  test('the Idempotency-Key is the same on every retry', async () => {
    const replies: FakeReply[] = ['network-error', jsonResponse(503, {}), jsonResponse(200, {})];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    h.runner.start();
    const [id] = await seed(h, 1);
    await h.advance(50);
    await h.advance(1_000);
    await h.advance(2_000);

    expect(h.network.requests).toHaveLength(3);
    expect(h.network.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([id, id, id]);
    expect(await h.store.list()).toEqual([]);
  });

  test('backs off exponentially from 1 s, doubling, capped at 5 minutes', async () => {
    const h = harness({ reply: () => 'network-error' });
    const [id = ''] = await seed(h, 1);
    h.runner.start();
    await h.runner.whenIdle();

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const entry = await h.store.get(id);
      expect(entry?.attempts).toBe(attempt);
      const delay = (entry?.nextAttemptAt ?? 0) - h.clock.now();
      delays.push(delay);
      // The only timer left is the wake-up at nextAttemptAt.
      expect(h.scheduler.pendingDueTimes()).toEqual([entry?.nextAttemptAt]);
      await h.advance(delay - 1);
      expect(h.network.requests).toHaveLength(attempt);
      await h.advance(1);
      expect(h.network.requests).toHaveLength(attempt + 1);
    }
    expect(delays).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000,
      300_000,
    ]);
    expect((await h.store.get(id))?.lastError).toBe('Failed to fetch');
  });

  test('a retriable failure stops the drain; later entries wait and then go in order', async () => {
    let failFirst = true;
    const h = harness({
      reply: (request) => {
        if (failFirst && (request.body as CartAdd).quantity === 1) {
          failFirst = false;
          return errorResponse(500, 'internal', 'Boom');
        }
        return jsonResponse(200, {});
      },
    });
    await seed(h, 1, 2, 3);
    h.runner.start();
    await h.runner.whenIdle();

    expect(sentQuantities(h.network)).toEqual([1]);
    expect(await pendingOutboxCount(h.db)).toBe(3);
    const retry = h.events.find((e) => e.type === 'retry-scheduled');
    expect(retry).toMatchObject({ retryAt: h.clock.now() + 1_000, error: { status: 500 } });

    // Nothing may overtake the waiting head, not even an explicit drain.
    await h.runner.drainNow();
    await h.advance(999);
    expect(sentQuantities(h.network)).toEqual([1]);

    await h.advance(1);
    expect(sentQuantities(h.network)).toEqual([1, 1, 2, 3]);
    expect(await h.store.list()).toEqual([]);
  });

  test('a drain that ignores the backoff still tries the failing head only once', async () => {
    const h = harness({ reply: () => jsonResponse(503, {}) });
    const [id = ''] = await seed(h, 1, 2);
    await h.runner.drainNow({ ignoreBackoff: true });
    expect(sentQuantities(h.network)).toEqual([1]);
    await h.runner.drainNow({ ignoreBackoff: true });
    expect(sentQuantities(h.network)).toEqual([1, 1]);
    expect((await h.store.get(id))?.attempts).toBe(2);
  });

  test.each([408, 425, 429, 500, 502, 503, 504])('HTTP %i is retried', async (status) => {
    const replies = [jsonResponse(status, {})];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    const [id = ''] = await seed(h, 1);
    await h.runner.drainNow();
    expect(await h.store.get(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: `HTTP ${status}`,
    });
    h.clock.set(h.clock.now() + 1_000);
    await h.runner.drainNow();
    expect(await h.store.get(id)).toBeUndefined();
  });

  test('409 "request in progress" is retried with the same key', async () => {
    const replies = [
      errorResponse(409, 'idempotency_request_in_progress', 'Still processing'),
      jsonResponse(201, { lineId: 1 }),
    ];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    const [id = ''] = await seed(h, 1, 2);
    h.runner.start();
    await h.runner.whenIdle();
    expect(await h.store.get(id)).toMatchObject({
      status: 'pending',
      lastError: 'Still processing',
    });
    expect(sentQuantities(h.network)).toEqual([1]);

    await h.advance(1_000);
    expect(h.network.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]).slice(0, 2)).toEqual([
      id,
      id,
    ]);
    expect(sentQuantities(h.network)).toEqual([1, 1, 2]);
    expect(await h.store.list()).toEqual([]);
  });

  test('a request that hangs is aborted after the timeout and retried', async () => {
    const replies: FakeReply[] = ['hang'];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    const [id = ''] = await seed(h, 1);
    const drained = h.runner.drainNow();
    await vi.waitFor(() => expect(h.network.requests).toHaveLength(1));
    h.scheduler.advance(30_000);
    await drained;
    expect(h.network.requests[0]?.signal?.aborted).toBe(true);
    expect(await h.store.get(id)).toMatchObject({ attempts: 1, status: 'pending' });
  });
});

describe('outbox runner: refused requests', () => {
  test('a 4xx that can never succeed marks the entry failed, tells the user, and moves on', async () => {
    const failures: [NonRetriableError, string][] = [];
    const mutation = defineMutation<CartAdd>('cart.add', {
      toRequest: (payload) => ({ method: 'POST', url: '/api/cart/lines', body: payload }),
      onFailure: (error, entry) => {
        failures.push([error, entry.id]);
      },
    });
    const h = harness({
      registry: createMutationRegistry([mutation]),
      reply: (request) =>
        (request.body as CartAdd).quantity === 2
          ? errorResponse(422, 'out_of_stock', 'Chỉ còn 1 sản phẩm')
          : jsonResponse(200, {}),
    });
    const [, refusedId] = await seed(h, 1, 2, 3);
    h.runner.start();
    await h.runner.whenIdle();

    expect(sentQuantities(h.network)).toEqual([1, 2, 3]);
    const failed = await failedOutboxEntries(h.db);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      id: refusedId,
      status: 'failed',
      attempts: 1,
      lastError: 'Chỉ còn 1 sản phẩm',
    });
    expect(await pendingOutboxCount(h.db)).toBe(0);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.[0]).toMatchObject({ status: 422, code: 'out_of_stock' });
    expect(failures[0]?.[1]).toBe(refusedId);
    expect(h.events.map((e) => e.type)).toEqual(['sent', 'failed', 'sent']);
  });

  test('a failed entry is not sent again until retried, then goes through', async () => {
    const replies = [jsonResponse(403, {})];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    const [id = ''] = await seed(h, 1);
    h.runner.start();
    await h.runner.whenIdle();
    expect(await h.store.get(id)).toMatchObject({ status: 'failed', lastError: 'HTTP 403' });
    await h.runner.drainNow();
    expect(h.network.requests).toHaveLength(1);

    expect(await h.runner.retryFailed(id)).toBe(true);
    await h.runner.whenIdle();
    expect(h.network.requests).toHaveLength(2);
    expect(h.network.requests[1]?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(id);
    expect(await h.store.get(id)).toBeUndefined();
    expect(await h.runner.retryFailed(id)).toBe(false);
  });

  test('an entry naming an unknown mutation is marked failed without a request', async () => {
    const h = harness();
    await h.store.append({
      id: crypto.randomUUID(),
      mutation: 'removed.in.new.release',
      payload: {},
      createdAt: h.clock.now(),
      attempts: 0,
      nextAttemptAt: h.clock.now(),
      lastError: null,
      status: 'pending',
    });
    await seed(h, 1);
    await h.runner.drainNow();
    expect(sentQuantities(h.network)).toEqual([1]);
    const [failed] = await failedOutboxEntries(h.db);
    expect(failed?.lastError).toBe('Unknown mutation "removed.in.new.release"');
  });

  test('discarding the head in backoff lets the next entry go at once', async () => {
    const replies = [jsonResponse(503, {})];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    const [head = ''] = await seed(h, 1, 2);
    h.runner.start();
    await h.runner.whenIdle();
    expect(sentQuantities(h.network)).toEqual([1]);

    await h.runner.discard(head);
    await h.runner.whenIdle();
    expect(sentQuantities(h.network)).toEqual([1, 2]);
    expect(await h.store.list()).toEqual([]);
  });
});

describe('outbox runner: connectivity', () => {
  test('sends nothing while offline and drains on the online event, skipping the backoff', async () => {
    const h = harness({ online: false });
    h.runner.start();
    await seed(h, 1, 2);
    await h.advance(60_000);
    await h.runner.drainNow();
    expect(h.network.requests).toEqual([]);

    h.online.set(true);
    await h.runner.whenIdle();
    expect(sentQuantities(h.network)).toEqual([1, 2]);
  });

  test('going offline mid-drain stops before the next entry', async () => {
    const h = harness({
      reply: () => {
        h.online.set(false);
        return jsonResponse(200, {});
      },
    });
    await seed(h, 1, 2, 3);
    h.runner.start();
    await h.runner.whenIdle();
    expect(sentQuantities(h.network)).toEqual([1]);
    expect(await pendingOutboxCount(h.db)).toBe(2);
  });

  test('the online event skips a backoff caused by the lost connection', async () => {
    const replies: FakeReply[] = ['network-error'];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    await seed(h, 1);
    h.runner.start();
    await h.runner.whenIdle();
    expect(h.network.requests).toHaveLength(1);
    h.online.set(false);
    h.online.set(true);
    await h.runner.whenIdle();
    expect(h.network.requests).toHaveLength(2);
    expect(await h.store.list()).toEqual([]);
  });
});

describe('outbox runner: scheduling', () => {
  test('enqueues are debounced into one drain', async () => {
    const h = harness();
    h.runner.start();
    await h.runner.whenIdle();
    await seed(h, 1);
    await h.advance(30);
    await seed(h, 2);
    await h.advance(30);
    await seed(h, 3);
    expect(h.network.requests).toEqual([]);
    await h.advance(50);
    expect(sentQuantities(h.network)).toEqual([1, 2, 3]);
  });

  test('never runs two drains at once in one tab', async () => {
    const h = harness();
    await seed(h, 1, 2, 3, 4);
    await Promise.all([h.runner.drainNow(), h.runner.drainNow(), h.runner.drainNow()]);
    expect(sentQuantities(h.network)).toEqual([1, 2, 3, 4]);
    expect(h.network.maxInFlight()).toBe(1);
  });

  test('a drain requested during another one still picks up entries added meanwhile', async () => {
    const h = harness();
    await seed(h, 1);
    const first = h.runner.drainNow();
    await vi.waitFor(() => expect(h.network.requests).toHaveLength(1));
    await seed(h, 2);
    const second = h.runner.drainNow();
    await Promise.all([first, second]);
    expect(sentQuantities(h.network)).toEqual([1, 2]);
  });

  test('stop() removes listeners and timers; nothing is sent afterwards', async () => {
    const replies = [jsonResponse(503, {})];
    const h = harness({ reply: () => replies.shift() ?? jsonResponse(200, {}) });
    await seed(h, 1);
    h.runner.start();
    await h.runner.whenIdle();
    expect(h.scheduler.pendingDueTimes()).toHaveLength(1);
    h.runner.stop();
    expect(h.scheduler.pendingDueTimes()).toEqual([]);
    expect(h.online.listenerCount()).toBe(0);
    await h.advance(10 * 60_000);
    expect(h.network.requests).toHaveLength(1);
  });
});

describe('outbox runner: tabs and reloads', () => {
  test('two tabs sharing the database and the lock never send the same entry twice', async () => {
    const dbName = newDbName();
    const lock = createMemoryLock();
    const network = createFakeFetch();
    const clock = createFakeClock();
    const tabA = harness({ dbName, leader: lock, network, clock });
    const tabB = harness({ dbName, leader: lock, network, clock });
    const ids = await seed(tabA, 1, 2, 3);
    ids.push(...(await seed(tabB, 4, 5, 6)));
    tabA.runner.start();
    tabB.runner.start();
    await Promise.all([
      tabA.runner.drainNow(),
      tabB.runner.drainNow(),
      tabA.runner.drainNow({ ignoreBackoff: true }),
      tabB.runner.drainNow(),
    ]);
    await Promise.all([tabA.runner.whenIdle(), tabB.runner.whenIdle()]);

    expect(network.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER])).toEqual(ids);
    expect(network.maxInFlight()).toBe(1);
    expect(await tabA.store.list()).toEqual([]);
  });

  test('without a shared lock the same two tabs would send duplicates (the lock is what prevents it)', async () => {
    const dbName = newDbName();
    const network = createFakeFetch();
    const tabA = harness({ dbName, network });
    const tabB = harness({ dbName, network });
    await seed(tabA, 1, 2, 3);
    await Promise.all([tabA.runner.drainNow(), tabB.runner.drainNow()]);
    expect(network.requests.length).toBeGreaterThan(3);
  });

  test('entries survive a reload: a new runner finds their mutation by name', async () => {
    const dbName = newDbName();
    const before = harness({ dbName, online: false });
    before.runner.start();
    await seed(before, 1, 2);
    before.runner.stop();
    before.db.close();

    const delivered: unknown[] = [];
    const reloaded = createMutationRegistry([
      cartAddMutation((response) => delivered.push(response)),
    ]);
    const after = harness({
      dbName,
      registry: reloaded,
      reply: () => jsonResponse(201, { ok: 1 }),
    });
    after.runner.start();
    await after.runner.whenIdle();

    expect(sentQuantities(after.network)).toEqual([1, 2]);
    expect(delivered).toEqual([{ ok: 1 }, { ok: 1 }]);
    expect(await after.store.list()).toEqual([]);
  });
});
