import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csrfHeaders } from '../../test/auth.ts';
import { stockedProduct } from '../../modules/orders/order-test-kit.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function logCount(content: string): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from client_logs where content = ?', [content]);
  return Number(row?.n);
}

function postLog(key: string | undefined, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/logs',
    headers: key ? { ...csrfHeaders(), 'idempotency-key': key } : csrfHeaders(),
    payload: body as Record<string, unknown>,
  });
}

describe('idempotency layer (POST /v1/logs)', () => {
  test('the same key runs once and replays the first response', async () => {
    const key = randomUUID();
    const content = `order failed ${key}`;
    const first = await postLog(key, { content });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const second = await postLog(key, { content });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await logCount(content)).toBe(1);
  });

  test('the same key with a different body is a 409 and creates nothing', async () => {
    const key = randomUUID();
    await postLog(key, { content: `a ${key}` });
    const reused = await postLog(key, { content: `b ${key}` });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: { code: 'idempotency_key_reused', message: expect.any(String) } });
    expect(await logCount(`b ${key}`)).toBe(0);
  });

  test('concurrent requests with one key create exactly one row', async () => {
    const key = randomUUID();
    const content = `burst ${key}`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => postLog(key, { content })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().error.code).toBe('idempotency_request_in_progress');
      expect(r.headers['retry-after']).toBe('1');
    }
    expect(await logCount(content)).toBe(1);
  });

  test('without a key every request runs', async () => {
    const content = `no key ${randomUUID()}`;
    await postLog(undefined, { content });
    await postLog(undefined, { content });
    expect(await logCount(content)).toBe(2);
  });

  test('the key and its response are stored in PostgreSQL for replay', async () => {
    const key = randomUUID();
    await postLog(key, { content: `stored ${key}` });
    const [row] = await t.orm.em
      .fork()
      .execute<{ response_status: number; actor: string; request_hash: string }[]>(
        'select response_status, actor, request_hash from idempotency_keys where key = ?',
        [key],
      );
    // A guest without a cart session is known by its browser's anti-forgery secret, hashed.
    expect(row).toMatchObject({ response_status: 201, actor: expect.stringMatching(/^browser:[0-9a-f]{64}$/) });
    expect(row?.actor).not.toContain(csrfHeaders()['x-csrf-token']);
    expect(row?.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a validation failure is answered without using the key', async () => {
    const key = randomUUID();
    const bad = await postLog(key, { content: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('content');
    const good = await postLog(key, { content: `after fix ${key}` });
    expect(good.statusCode).toBe(201);
  });

  test('a malformed key is a 400 naming the header', async () => {
    const response = await postLog('short', { content: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_idempotency_key', fields: { 'Idempotency-Key': expect.any(String) } });
  });
});

/** The headers of one browser: its own anti-forgery secret (cookie and header), no cart session yet. */
function browser(secret: string): Record<string, string> {
  return { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': secret, cookie: `csrf_token=${secret}` };
}

function addToNewCart(headers: Record<string, string>, key: string, productId: number, quantity = 1) {
  return t.app.inject({ method: 'POST', url: '/v1/carts', headers: { ...headers, 'idempotency-key': key }, payload: { product_id: productId, quantity } });
}

describe('callers never share a key', () => {
  test('two guests without a cart session sending the same key each get their own new cart session', async () => {
    const product = await stockedProduct(t, { price: 10_000, inventory: 100 });
    const key = randomUUID();
    const one = browser(`guest-one-${randomUUID()}`);
    const two = browser(`guest-two-${randomUUID()}`);

    const first = await addToNewCart(one, key, product);
    const second = await addToNewCart(two, key, product);

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const sessionOne = first.json().session_id as string;
    const sessionTwo = second.json().session_id as string;
    expect(sessionTwo).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionTwo).not.toBe(sessionOne);
    // Each new cart holds its own line.
    for (const session of [sessionOne, sessionTwo]) {
      const cart = await t.app.inject({ method: 'GET', url: '/v1/carts', headers: { 'x-cart-session': session } });
      expect(cart.json().carts_details.map((line: { id: number; quantity: number }) => [line.id, line.quantity])).toEqual([[product, 1]]);
    }
  });

  test('the same guest retrying (its answer lost) gets its own cart session back; with another body it is a 409', async () => {
    const product = await stockedProduct(t, { price: 10_000, inventory: 100 });
    const key = randomUUID();
    const guest = browser(`guest-${randomUUID()}`);
    const first = await addToNewCart(guest, key, product);

    const retry = await addToNewCart(guest, key, product);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().session_id).toBe(first.json().session_id);

    const changed = await addToNewCart(guest, key, product, 2);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('idempotency_key_reused');
  });

  test('two guests naming different cart sessions never receive each other’s answer for one key', async () => {
    const key = randomUUID();
    const session = randomUUID();
    const asGuest = await t.app.inject({
      method: 'POST',
      url: '/v1/logs',
      headers: { ...csrfHeaders(), 'x-cart-session': session, 'idempotency-key': key },
      payload: { content: `guest ${key}` },
    });
    const asOtherGuest = await t.app.inject({
      method: 'POST',
      url: '/v1/logs',
      headers: { ...csrfHeaders(), 'x-cart-session': randomUUID(), 'idempotency-key': key },
      payload: { content: `guest ${key}` },
    });
    expect(asGuest.statusCode).toBe(201);
    expect(asOtherGuest.statusCode).toBe(201);
    expect(asOtherGuest.headers['idempotent-replayed']).toBeUndefined();
    expect(await logCount(`guest ${key}`)).toBe(2);
  });
});
